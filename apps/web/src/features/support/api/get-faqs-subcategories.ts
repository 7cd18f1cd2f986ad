import {
  GET_FAQS_SUBCATEGORIES_PATH,
  getFaqsSubcategoriesResponseSchema,
  type GetFaqsSubcategoriesResponse,
} from '@forja/contracts';
import type { Language } from '@forja/domain';
import { queryOptions } from '@tanstack/react-query';
import { supportRequest } from '../../../lib/api-client';
import { supportQueryKeys } from './support-query-keys';

export type FaqSubcategories = GetFaqsSubcategoriesResponse['content']['subcategories'];

/** `GET /ai/get-faqs-subcategories/{lang}/{category}`: a topic's subtopics. */
export async function getFaqsSubcategories(
  language: Language,
  category: string,
  signal?: AbortSignal,
): Promise<FaqSubcategories> {
  const path = `${GET_FAQS_SUBCATEGORIES_PATH}/${encodeURIComponent(language)}/${encodeURIComponent(category)}`;
  const content = await supportRequest(path, {
    signal,
    schema: getFaqsSubcategoriesResponseSchema.shape.content,
  });
  return content.subcategories;
}

export const faqsSubcategoriesQueryOptions = (language: Language, category: string) =>
  queryOptions({
    queryKey: supportQueryKeys.subcategories(language, category),
    queryFn: ({ signal }) => getFaqsSubcategories(language, category, signal),
    staleTime: 10 * 60_000,
  });
