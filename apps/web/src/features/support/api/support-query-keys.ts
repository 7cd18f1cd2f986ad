import type { Language } from '@forja/domain';

/** The support widget's TanStack Query keys, in one place. */
export const supportQueryKeys = {
  all: ['support'] as const,
  categories: (language: Language) => ['support', 'categories', language] as const,
  subcategories: (language: Language, category: string) =>
    ['support', 'subcategories', language, category] as const,
  requests: (userId: number, companyId: number) => ['support', 'requests', userId, companyId] as const,
};
