import type { StaffMe, StaffRole } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { okContentSchema, staffContracts } from '../../../lib/api-client/imported-schemas';
import { backofficeRequest } from './backoffice-request';

// Signing in asks whether the account is staff: its schemas are imported (lib/api-client/imported-schemas).
const staffMeSchema = () => staffContracts().then((m) => m.staffMeSchema);

/** The staff member signed in, or null for anyone the back office does not exist for. */
export async function fetchStaffMe(): Promise<StaffMe | null> {
  try {
    return await backofficeRequest('me', { schema: staffMeSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Right after signing in: is this account staff? One plain call, no retry (the session is fresh); any
 * failure counts as "no", so a founder's sign-in never waits on the back office.
 */
export function probeStaff(): Promise<StaffMe | null> {
  return apiRequest('backoffice/me', { schema: staffMeSchema }).catch(() => null);
}

export const staffMeQueryOptions = () =>
  queryOptions({ queryKey: ['backoffice', 'me'], queryFn: fetchStaffMe, staleTime: 60_000 });

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'overview'],
    queryFn: () =>
      backofficeRequest('overview', {
        schema: () => staffContracts().then((m) => m.backofficeOverviewResponseSchema.shape.content),
      }),
  });

export const staffListQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'staff'],
    queryFn: () =>
      backofficeRequest('staff', {
        schema: () => staffContracts().then((m) => m.staffListResponseSchema.shape.content),
      }),
  });

export const grantStaffRole = (email: string, role: StaffRole) =>
  backofficeRequest('staff', { method: 'POST', body: { email, role }, schema: okContentSchema });

export const withdrawStaffRoles = (userId: number) =>
  backofficeRequest(`staff/${userId}`, { method: 'DELETE', schema: okContentSchema });

/** Confirms the session with the password, or with the code e-mailed by sendStaffCode. */
export const confirmStaffSession = (proof: { password: string } | { code: string }) =>
  backofficeRequest('session/confirm', { method: 'POST', body: proof, schema: staffMeSchema });

export const sendStaffCode = () =>
  backofficeRequest('session/code', { method: 'POST', schema: okContentSchema });

export type AuditFilter = {
  company_id?: string;
  actor_id?: string;
  from?: string;
  to?: string;
  page: number;
};

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['backoffice', 'audit', filter],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(filter.page) });
      for (const key of ['company_id', 'actor_id', 'from', 'to'] as const) {
        const value = filter[key];
        if (value) query.set(key, value);
      }
      return backofficeRequest(`audit?${query.toString()}`, {
        schema: () => staffContracts().then((m) => m.auditPageResponseSchema.shape.content),
      });
    },
  });
