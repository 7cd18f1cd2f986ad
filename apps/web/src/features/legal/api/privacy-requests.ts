import {
  MY_PRIVACY_REQUESTS_PATH,
  createPrivacyRequestBodySchema,
  privacyRequestSchema,
  type CreatePrivacyRequestBody,
  type PrivacyRequest,
} from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const myPrivacyRequestsQueryKey = ['privacy', 'me', 'requests'] as const;

/** `GET privacy/me/requests`: my rectification and opposition requests, newest first. */
export async function getMyPrivacyRequests(): Promise<PrivacyRequest[]> {
  return z.array(privacyRequestSchema).parse(await apiRequest<unknown>(MY_PRIVACY_REQUESTS_PATH));
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
  const created = privacyRequestSchema.parse(
    await apiRequest<unknown>(MY_PRIVACY_REQUESTS_PATH, {
      method: 'POST',
      body: createPrivacyRequestBodySchema.parse(body),
    }),
  );
  await queryClient.invalidateQueries({ queryKey: myPrivacyRequestsQueryKey });
  return created;
}
