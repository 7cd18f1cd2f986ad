/** The languages of the API (the same list as @forja/domain's LANGUAGES, which contracts cannot import). */
export const LANGUAGES = ['es', 'en', 'zh_cn'] as const;
