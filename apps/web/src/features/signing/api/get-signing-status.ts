import { LINK_SIGNING_PATH, SIGNING_PATH, signingStatusSchema, type SigningStatus } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, type SigningAccess } from './signing-access';
import { signingQueryKeys } from './signing-query-keys';
import { signingRequest } from './signed-request';

/**
 * `GET company/{id}/signing` (signed in) or `GET temporary-token/company/{id}/signing?partner=…` (the e-mailed
 * link, signed): the draft, the partners' acknowledgments and the envelope, for the calling partner. The first
 * read after the company is ready renders the draft; a later read renders a new version when the data changed.
 */
export async function getSigningStatus(
  companyId: number,
  access: SigningAccess,
  signal?: AbortSignal,
): Promise<SigningStatus> {
  const session = fillPath(SIGNING_PATH, { id: companyId });
  const link =
    access.kind === 'link'
      ? `${fillPath(LINK_SIGNING_PATH, { id: companyId })}?partner=${encodeURIComponent(String(access.partnerId))}`
      : '';
  return signingRequest(access, { session, link }, { signal, schema: signingStatusSchema });
}

/** While someone still has to act, the page reads the state again now and then. */
const WATCH_MS = 30_000;

export const signingStatusQueryOptions = (companyId: number, access: SigningAccess) =>
  queryOptions({
    queryKey: signingQueryKeys.status(companyId, access),
    queryFn: ({ signal }) => getSigningStatus(companyId, access, signal),
    refetchInterval: (query) => {
      const status = query.state.data;
      return status && status.draft && !status.date_signature ? WATCH_MS : false;
    },
  });

export function useSigningStatus(companyId: number, access: SigningAccess) {
  return useQuery(signingStatusQueryOptions(companyId, access));
}
