import type { BasicDataValues } from './basic-data-values';

/** What the first Beginning step collected, kept for this tab until the second step saves it. */
export type BeginningDraft = Pick<
  BasicDataValues,
  'description' | 'web_site' | 'sells_activity' | 'sells_products' | 'sells_description'
>;

const key = (companyId: number | string) => `beginning_draft_${companyId}`;

export function readBeginningDraft(companyId: number | string): BeginningDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key(companyId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<BeginningDraft>;
    return typeof parsed.description === 'string'
      ? {
          description: parsed.description,
          web_site: String(parsed.web_site ?? ''),
          sells_activity: String(parsed.sells_activity ?? ''),
          sells_products: String(parsed.sells_products ?? ''),
          sells_description: String(parsed.sells_description ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

export function saveBeginningDraft(companyId: number | string, draft: BeginningDraft): void {
  try {
    window.sessionStorage.setItem(key(companyId), JSON.stringify(draft));
  } catch {
    // Storage disabled: the second step starts from the company's saved description.
  }
}

export function clearBeginningDraft(companyId: number | string): void {
  try {
    window.sessionStorage.removeItem(key(companyId));
  } catch {
    // nothing stored
  }
}
