import {
  backofficeFailedJobsPageResponseSchema,
  backofficeFailedJobsQuerySchema,
  backofficeJobParamsSchema,
  errorResponseSchema,
  okResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFailedJobs, retryFailedJob } from './jobs.service';
import { requireAdmin, requireRecentSignIn } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Background jobs (prefix backoffice/jobs), inside backofficeRoutes: staff see the jobs that gave up; an admin
 * sends one back to the queue (an act: recent sign-in and the audit log). Payloads are never shown.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/failed',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Jobs that failed every try, most recent first, with the counts of every kind',
        querystring: backofficeFailedJobsQuerySchema,
        response: { 200: backofficeFailedJobsPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      return { content: await listFailedJobs(app, { page, pageSize: page_size }) };
    },
  );

  app.post(
    '/:job_id/retry',
    {
      preHandler: [requireAdmin, requireRecentSignIn],
      schema: {
        tags: ['backoffice'],
        summary: 'Send a job that gave up back to the queue with a fresh set of tries, due now (admins)',
        params: backofficeJobParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await retryFailedJob(app, request, request.params.job_id);
      return { content: { ok: true as const } };
    },
  );
};
