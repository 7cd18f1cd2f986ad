import { CONSENTS_ME_PATH, type MyConsents, type RecordConsentBody } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { legalContracts } from '../../../lib/api-client/imported-schemas';
import { queryClient } from '../../../lib/query-client';

// The consent banner of every page needs this module: its schemas are imported (lib/api-client/imported-schemas).
const myConsentsSchema = () => legalContracts().then((m) => m.myConsentsSchema);

export const myConsentsQueryKey = ['consents', 'me'] as const;

/** `GET consents/me`: the state of each purpose and whether a changed notice must be accepted again. */
export async function getMyConsents(): Promise<MyConsents> {
  return apiRequest(CONSENTS_ME_PATH, { schema: myConsentsSchema });
}

export function myConsentsQueryOptions() {
  return queryOptions({ queryKey: myConsentsQueryKey, queryFn: getMyConsents, staleTime: 60_000 });
}

/**
 * `POST consents/me`: records one consent (a switch on the account page, or accepting a changed notice);
 * the answer is the new state, kept in the query cache.
 */
export async function recordConsent(body: RecordConsentBody): Promise<MyConsents> {
  const state = await apiRequest(CONSENTS_ME_PATH, {
    body: (await legalContracts()).recordConsentBodySchema.parse(body),
    schema: myConsentsSchema,
  });
  queryClient.setQueryData(myConsentsQueryKey, state);
  return state;
}
