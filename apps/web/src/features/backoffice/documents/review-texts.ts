import type { ReviewedDocumentKind } from '@forja/contracts';
import { type Language } from '@forja/domain';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format-date';

/** A document type's name as the founder's pages call it (company and partner documents have their own). */
export function documentTypeName(t: TFunction, kind: ReviewedDocumentKind, type: string): string {
  const namespace = kind === 'company' ? 'company' : 'partners';
  return t(`${namespace}:documents.types.${type}.name`, { defaultValue: type });
}

/**
 * A date and time in the page's language, on Mexico City's clock like the rest of the back office (not the
 * operator's browser's).
 */
export function formatDateTime(language: Language, iso: string): string {
  return formatDate(language, 'dayTime', iso);
}
