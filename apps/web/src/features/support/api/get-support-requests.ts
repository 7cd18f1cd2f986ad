import { FAQS_REQUESTS_PATH, faqsRequestsResponseSchema, type FaqsRequestsResponse } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { supportRequest } from '../../../lib/api-client';
import { supportQueryKeys } from './support-query-keys';

export type SupportRequests = FaqsRequestsResponse['content']['requests'];

/** `GET /ai/faqs/requests/?user_id=…&company_id=…`: the user's support requests for the company. */
export async function getSupportRequests(
  userId: number,
  companyId: number,
  signal?: AbortSignal,
): Promise<SupportRequests> {
  const query = new URLSearchParams({ user_id: String(userId), company_id: String(companyId) });
  const content = await supportRequest(`${FAQS_REQUESTS_PATH}/?${query}`, {
    signal,
    schema: faqsRequestsResponseSchema.shape.content,
  });
  return content.requests;
}

export const supportRequestsQueryOptions = (userId: number, companyId: number) =>
  queryOptions({
    queryKey: supportQueryKeys.requests(userId, companyId),
    queryFn: ({ signal }) => getSupportRequests(userId, companyId, signal),
  });
