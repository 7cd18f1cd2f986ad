import type { CompanyDocument, PartnerDocument, ReviewState } from '@forja/contracts';
import { listOf } from '../shared/list';
import { isBlank } from '../shared/text';

type AnyDocument = Pick<
  CompanyDocument | PartnerDocument,
  'document_url' | 'is_approved' | 'rejection_category'
> & {
  type: string;
};

/** A document counts as uploaded when it has a file and has not been rejected. */
export function isDocumentUploaded(document: AnyDocument): boolean {
  return !isBlank(document.document_url) && isBlank(document.rejection_category);
}

/** A document counts as approved when it is uploaded and marked approved. */
export function isDocumentApproved(document: AnyDocument): boolean {
  return document.is_approved === true && isDocumentUploaded(document);
}

/** Whether the list holds an uploaded (not rejected) document of the type. */
export function hasUploadedDocument(
  documents: readonly AnyDocument[] | null | undefined,
  type: string,
): boolean {
  return listOf(documents).some((document) => document.type === type && isDocumentUploaded(document));
}

/** Whether the list holds an approved document of the type. */
export function hasApprovedDocument(
  documents: readonly AnyDocument[] | null | undefined,
  type: string,
): boolean {
  return listOf(documents).some((document) => document.type === type && isDocumentApproved(document));
}

/**
 * Where Forja's review of a stored document stands: rejected once it carries a rejection category, approved
 * once marked so, else waiting (the documents queue and the SAT appointment receipt say it the same way).
 */
export function documentReviewState(
  document: Pick<AnyDocument, 'is_approved' | 'rejection_category'>,
): ReviewState {
  if (!isBlank(document.rejection_category)) return 'rejected';
  return document.is_approved ? 'approved' : 'waiting';
}
