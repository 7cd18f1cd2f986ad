import type { BusinessTwist } from '@forja/contracts';
import type { Language } from '@forja/domain';

/**
 * A company's business activity named in the page's language: the Spanish name it was saved with on Spanish
 * pages, the catalogue's English name on English and Chinese ones (the catalogue has no Chinese names; the
 * activity search works in English too). An activity the catalogue no longer has keeps its Spanish name.
 */
export function activityName(twist: Pick<BusinessTwist, 'name' | 'name_en'>, language: Language): string {
  if (language === 'es') return twist.name;
  return twist.name_en ?? twist.name;
}
