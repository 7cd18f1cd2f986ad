import {
  GET_FAQS_CATEGORIES_PATH,
  getFaqsCategoriesResponseSchema,
  type GetFaqsCategoriesResponse,
} from '@forja/contracts';
import type { Language } from '@forja/domain';
import { queryOptions } from '@tanstack/react-query';
import { supportRequest } from '../../../lib/api-client';
import { supportQueryKeys } from './support-query-keys';

export type FaqCategories = GetFaqsCategoriesResponse['content']['categories'];

/** `GET /ai/get-faqs-categories/?lang=…`: the chat's topics in the interface language. */
export async function getFaqsCategories(language: Language, signal?: AbortSignal): Promise<FaqCategories> {
  const query = new URLSearchParams({ lang: language });
  const content = await supportRequest(`${GET_FAQS_CATEGORIES_PATH}/?${query}`, {
    signal,
    schema: getFaqsCategoriesResponseSchema.shape.content,
  });
  return content.categories;
}

/** The topics change only with a deployment: kept for ten minutes. */
export const faqsCategoriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: supportQueryKeys.categories(language),
    queryFn: ({ signal }) => getFaqsCategories(language, signal),
    staleTime: 10 * 60_000,
  });
