import {
  CHECK_VERIFICATION_COMMISSARY_PATH,
  UPDATE_VERIFICATION_COMMISSARY_PATH,
  commissaryVerificationSchema,
  type CommissaryVerification,
} from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commissaryPath, commissaryQueryKeys } from './commissary-paths';

/** GET check-verification-commissary/company/{id}: the commissary's progress (identity, then the certificate). */
export async function getCommissaryVerification(
  companyId: number,
  signal?: AbortSignal,
): Promise<CommissaryVerification> {
  return apiRequest(commissaryPath(CHECK_VERIFICATION_COMMISSARY_PATH, companyId), {
    signal,
    schema: commissaryVerificationSchema,
  });
}

export const commissaryVerificationQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: commissaryQueryKeys.verification(companyId),
    queryFn: ({ signal }) => getCommissaryVerification(companyId, signal),
    staleTime: 0,
  });

/**
 * What `GET update-verification-mati-owner/{id}` answers: the commissary's verification, with the identity
 * provider's status when it has one (a failed check says so, and the commissary records again).
 */
export type CommissaryIdentityRefresh = CommissaryVerification;

const FAILED_STATUSES = ['denied', 'rejected', 'failed', 'expired'];

/** A check the identity provider refused (the commissary records again). */
export function identityCheckFailed(refresh: CommissaryIdentityRefresh | undefined): boolean {
  return Boolean(refresh?.identity_status && FAILED_STATUSES.includes(refresh.identity_status.toLowerCase()));
}

/** GET update-verification-mati-owner/{id}: asks the identity provider for the commissary's check now. */
export async function refreshCommissaryIdentity(
  companyId: number,
  signal?: AbortSignal,
): Promise<CommissaryIdentityRefresh> {
  return apiRequest(commissaryPath(UPDATE_VERIFICATION_COMMISSARY_PATH, companyId), {
    signal,
    schema: commissaryVerificationSchema,
  });
}
