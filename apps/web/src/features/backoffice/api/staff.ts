import type { AuditEvent, BackofficeOverview, StaffMe, StaffMember, StaffRole } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { backofficeRequest } from './backoffice-request';

export type Page<T> = { items: T[]; total: number; page: number; page_size: number };

/** The staff member signed in, or null for anyone the back office does not exist for. */
export async function fetchStaffMe(): Promise<StaffMe | null> {
  try {
    return await backofficeRequest<StaffMe>('me');
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
  return apiRequest<StaffMe>('backoffice/me').catch(() => null);
}

export const staffMeQueryOptions = () =>
  queryOptions({ queryKey: ['backoffice', 'me'], queryFn: fetchStaffMe, staleTime: 60_000 });

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'overview'],
    queryFn: () => backofficeRequest<BackofficeOverview>('overview'),
  });

export const staffListQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'staff'],
    queryFn: () => backofficeRequest<StaffMember[]>('staff'),
  });

export const grantStaffRole = (email: string, role: StaffRole) =>
  backofficeRequest<{ ok: true }>('staff', { method: 'POST', body: { email, role } });

export const withdrawStaffRoles = (userId: number) =>
  backofficeRequest<{ ok: true }>(`staff/${userId}`, { method: 'DELETE' });

/** Confirms the session with the password, or with the code e-mailed by sendStaffCode. */
export const confirmStaffSession = (proof: { password: string } | { code: string }) =>
  backofficeRequest<StaffMe>('session/confirm', { method: 'POST', body: proof });

export const sendStaffCode = () => backofficeRequest<{ ok: true }>('session/code', { method: 'POST' });

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
      return backofficeRequest<Page<AuditEvent>>(`audit?${query.toString()}`);
    },
  });
