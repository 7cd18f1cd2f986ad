import {
  BACKOFFICE_COMPANIES_PATH,
  backofficeCompaniesPageResponseSchema,
  backofficeCompanyDetailSchema,
  companyNoteSchema,
  type AddCompanyNoteBody,
  type CompanyOnboardingStep,
  type CompanyPathPosition,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The companies list's filters, as the page keeps them in its URL. */
export type CompaniesFilter = {
  q?: string | undefined;
  step?: CompanyOnboardingStep | undefined;
  /** A step of the whole path (or `done`): on the founder's page or on the dashboard alike. */
  pathStep?: CompanyPathPosition | undefined;
  page: number;
};

/** The companies pages' TanStack Query keys, in one place. */
export const companiesKeys = {
  all: ['backoffice', 'companies'] as const,
  list: (filter: CompaniesFilter) => ['backoffice', 'companies', 'list', filter] as const,
  company: (id: number) => ['backoffice', 'companies', 'company', id] as const,
};

const path = (suffix = '') => `${BACKOFFICE_COMPANIES_PATH}${suffix}`;

/** GET backoffice/companies: the longest on their step first, by step, step of the path and search text. */
export function getCompanies(filter: CompaniesFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.q?.trim()) query.set('q', filter.q.trim());
  if (filter.step) query.set('step', filter.step);
  if (filter.pathStep) query.set('path_step', filter.pathStep);
  return backofficeRequest(`${path()}?${query.toString()}`, {
    signal,
    schema: backofficeCompaniesPageResponseSchema.shape.content,
  });
}

export const companiesQueryOptions = (filter: CompaniesFilter) =>
  queryOptions({
    queryKey: companiesKeys.list(filter),
    queryFn: ({ signal }) => getCompanies(filter, signal),
  });

/** GET backoffice/companies/{id}: data, founder, step, orders, requests, notes and timeline. */
export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companiesKeys.company(id),
    queryFn: ({ signal }) =>
      backofficeRequest(path(`/${id}`), { signal, schema: backofficeCompanyDetailSchema }),
  });

/** POST backoffice/companies/{id}/notes: then the company page (notes, timeline) is read again. */
export function useAddCompanyNote(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: AddCompanyNoteBody) =>
      backofficeRequest(path(`/${companyId}/notes`), {
        method: 'POST',
        body: note,
        schema: companyNoteSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.company(companyId) }),
  });
}
