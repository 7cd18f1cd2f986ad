import {
  BUSINESS_TWISTS_PATH,
  businessTwistsResponseSchema,
  type BusinessTwistEntry,
} from '@forja/contracts';
import type { Language } from '@forja/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const businessTwistsQueryKey = (language: Language, query: string) =>
  ['business-twists', language, query] as const;

/** Activities of the SCIAN catalogue matching a search, in the interface's language (`GET business-twists`). */
export async function searchBusinessTwists(
  query: string,
  language: Language,
  signal?: AbortSignal,
): Promise<BusinessTwistEntry[]> {
  const search = new URLSearchParams({ q: query.trim(), lang: language });
  const content = await apiRequest(`${BUSINESS_TWISTS_PATH}?${search.toString()}`, {
    signal,
    schema: businessTwistsResponseSchema.shape.content,
  });
  return content.business_twists;
}

/** The catalogue changes with a deployment, not during a visit: a search is kept for 10 minutes. */
export const businessTwistsQueryOptions = (query: string, language: Language) =>
  queryOptions({
    queryKey: businessTwistsQueryKey(language, query.trim()),
    queryFn: ({ signal }) => searchBusinessTwists(query, language, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
