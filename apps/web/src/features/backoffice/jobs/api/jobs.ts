import { BACKOFFICE_JOBS_PATH, backofficeFailedJobsPageSchema, okResponseSchema } from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The background jobs' TanStack Query keys, in one place. */
export const jobsKeys = {
  all: ['backoffice', 'jobs'] as const,
  failed: (page: number) => ['backoffice', 'jobs', 'failed', page] as const,
};

const path = (suffix: string) => `${BACKOFFICE_JOBS_PATH}/${suffix}`;

/** GET backoffice/jobs/failed: the jobs that gave up, most recent first, with the counts of every kind. */
export function getFailedJobs(page: number, signal?: AbortSignal) {
  return backofficeRequest(`${path('failed')}?page=${page}`, {
    signal,
    schema: backofficeFailedJobsPageSchema,
  });
}

export const failedJobsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: jobsKeys.failed(page),
    queryFn: ({ signal }) => getFailedJobs(page, signal),
  });

/**
 * POST backoffice/jobs/{id}/retry (admins): the job goes back to the queue with fresh tries. The list is read
 * again whatever the answer (a job another admin retried meanwhile answers job_not_failed and leaves the list).
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) =>
      backofficeRequest(path(`${jobId}/retry`), { method: 'POST', schema: okResponseSchema.shape.content }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: jobsKeys.all });
    },
  });
}
