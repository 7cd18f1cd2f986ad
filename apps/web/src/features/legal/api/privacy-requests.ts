import {
  MY_PRIVACY_REQUESTS_PATH,
  createPrivacyRequestBodySchema,
  myPrivacyRequestsResponseSchema,
  privacyRequestSchema,
  type CreatePrivacyRequestBody,
  type PrivacyRequest,
} from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const myPrivacyRequestsQueryKey = ['privacy', 'me', 'requests'] as const;

/** `GET privacy/me/requests`: my rectification and opposition requests, newest first. */
export async function getMyPrivacyRequests(): Promise<PrivacyRequest[]> {
  return apiRequest(MY_PRIVACY_REQUESTS_PATH, { schema: myPrivacyRequestsResponseSchema.shape.content });
}

export function myPrivacyRequestsQueryOptions() {
  return queryOptions({
    queryKey: myPrivacyRequestsQueryKey,
    queryFn: getMyPrivacyRequests,
    staleTime: 30_000,
  });
}

/** `POST privacy/me/requests`: files a request; the list is fetched again. */
export async function createPrivacyRequest(body: CreatePrivacyRequestBody): Promise<PrivacyRequest> {
  const created = await apiRequest(MY_PRIVACY_REQUESTS_PATH, {
    method: 'POST',
    body: createPrivacyRequestBodySchema.parse(body),
    schema: privacyRequestSchema,
  });
  await queryClient.invalidateQueries({ queryKey: myPrivacyRequestsQueryKey });
  return created;
}
