import type { BusinessTwist } from '@forja/contracts';
import type { Language } from '@forja/domain';

/**
 * A company's business activity named in the page's language: the Spanish name it was saved with on Spanish
 * pages (the articles print it), the catalogue's English name on English ones and its Chinese name on Chinese
 * ones, falling back to English, then Spanish. An activity the catalogue no longer has keeps its Spanish name.
 */
export function activityName(
  twist: Pick<BusinessTwist, 'name' | 'name_en' | 'name_zh'>,
  language: Language,
): string {
  if (language === 'es') return twist.name;
  if (language === 'zh_cn') return twist.name_zh ?? twist.name_en ?? twist.name;
  return twist.name_en ?? twist.name;
}
