import { companyDashboardNotesResponseSchema, type CompanyDashboardNote } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/v3/company/{id}/notes`: the notes Forja's team made visible on the dashboard, newest first. */
export async function getTeamNotes(companyId: number, signal?: AbortSignal): Promise<CompanyDashboardNote[]> {
  return apiRequest(`company/${companyId}/notes`, {
    signal,
    schema: companyDashboardNotesResponseSchema.shape.content,
  });
}

export const teamNotesQueryOptions = (companyId: number) =>
  queryOptions({
    // Under the company's key: refreshing the company refreshes its notes too.
    queryKey: ['company', companyId, 'team-notes'] as const,
    queryFn: ({ signal }) => getTeamNotes(companyId, signal),
    staleTime: 60_000,
  });
