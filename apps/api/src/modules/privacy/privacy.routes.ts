import {
  MY_CANCELLATION_PATH,
  MY_DATA_EXPORT_PATH,
  cancelAccountBodySchema,
  cancelAccountResponseSchema,
  cancellationTermsResponseSchema,
  dataExportResponseSchema,
  errorResponseSchema,
  myDataExportResponseSchema,
} from '@forja/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** ARCO self-service: a copy of my data (access) and deleting my account (cancellation). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dataExports, accountCancellation } = app.services;
  const auth = { preHandler: app.authenticate };

  app.get(
    `/${MY_DATA_EXPORT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['privacy'],
        summary:
          "The caller's newest copy of their data: its progress, or a short-lived download link once ready",
        response: { 200: myDataExportResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await dataExports.latest(callerId(request)) }),
  );

  app.post(
    `/${MY_DATA_EXPORT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['privacy'],
        summary:
          'Start building a zip of everything Forja holds about the caller (or answer the one under way)',
        response: { 200: dataExportResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await dataExports.request(callerId(request)) }),
  );

  app.get(
    '/privacy/data-exports/:token',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Download a copy of my data through its signed, short-lived link',
        params: z.object({ token: z.string().max(2000) }),
      },
    },
    async (request, reply) => {
      const file = await dataExports.open(request.params.token);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  );

  app.get(
    `/${MY_CANCELLATION_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['privacy'],
        summary:
          'What deleting the account does: retention period, records the law keeps, companies deleted or kept',
        response: { 200: cancellationTermsResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await accountCancellation.terms(callerId(request)) }),
  );

  app.post(
    `/${MY_CANCELLATION_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['privacy'],
        summary:
          'Delete my account: blocked now (sessions closed, sign-in refused), erased after the retention period',
        body: cancelAccountBodySchema,
        response: { 200: cancelAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await accountCancellation.cancel(callerId(request), request.body, request.ip, app.clock()),
    }),
  );
};
