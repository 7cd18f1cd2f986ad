import {
  LEGAL_DOCUMENTS_PATH,
  legalDocumentPath,
  legalDocumentSchema,
  legalDocumentsSchema,
  type LegalDocument,
  type LegalDocumentKind,
  type LegalDocuments,
  type SignUpConsent,
} from '@forja/contracts';
import type { Language } from '@forja/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const legalQueryKeys = {
  documents: ['legal', 'documents'] as const,
  document: (kind: LegalDocumentKind, language: Language, version: number | null) =>
    ['legal', 'documents', kind, language, version ?? 'current'] as const,
};

/** `GET legal/documents` (public): the current version of each document, with its date. */
export async function getLegalDocuments(): Promise<LegalDocuments> {
  return apiRequest(LEGAL_DOCUMENTS_PATH, { anonymous: true, schema: legalDocumentsSchema });
}

export function legalDocumentsQueryOptions() {
  return queryOptions({
    queryKey: legalQueryKeys.documents,
    queryFn: getLegalDocuments,
    staleTime: 5 * 60_000,
  });
}

/** `GET legal/documents/{kind}?lang=…&version=…` (public): one version of a document, as markdown. */
export async function getLegalDocument(
  kind: LegalDocumentKind,
  language: Language,
  version: number | null,
): Promise<LegalDocument> {
  const query = new URLSearchParams({ lang: language });
  if (version !== null) query.set('version', String(version));
  return apiRequest(`${legalDocumentPath(kind)}?${query.toString()}`, {
    anonymous: true,
    schema: legalDocumentSchema,
  });
}

export function legalDocumentQueryOptions(
  kind: LegalDocumentKind,
  language: Language,
  version: number | null,
) {
  return queryOptions({
    queryKey: legalQueryKeys.document(kind, language, version),
    queryFn: () => getLegalDocument(kind, language, version),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The current version of a kind in the catalogue, or null when the list does not have it. */
export function currentVersion(documents: LegalDocuments, kind: LegalDocumentKind): number | null {
  return documents.documents.find((document) => document.kind === kind)?.version ?? null;
}

/**
 * The consent fields of a sign-up body: the privacy notice and terms the person accepted, by their current
 * versions (read fresh: a version published while the form was open is the one the server expects).
 */
export async function signUpConsent(): Promise<Required<SignUpConsent>> {
  const documents = await queryClient.fetchQuery({ ...legalDocumentsQueryOptions(), staleTime: 0 });
  const privacy = currentVersion(documents, 'privacy');
  const terms = currentVersion(documents, 'terms');
  if (privacy === null || terms === null) throw new Error('legal_documents_missing');
  return { accept_privacy: true, privacy_version: privacy, terms_version: terms };
}
