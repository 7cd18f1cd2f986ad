import {
  MY_PRIVACY_REQUESTS_PATH,
  createPrivacyRequestInputSchema,
  decidePrivacyRequestBodySchema,
  errorResponseSchema,
  myPrivacyRequestsResponseSchema,
  privacyQueueItemResponseSchema,
  privacyQueueQuerySchema,
  privacyQueueResponseSchema,
  privacyRequestParamsSchema,
  privacyRequestResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../auth/authenticate';
import { requireRecentSignIn } from '../staff/staff-access';
import {
  createPrivacyRequest,
  decidePrivacyRequest,
  listMyPrivacyRequests,
  privacyQueue,
} from './privacy-requests.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The signed-in user's rectification and opposition requests (ARCO): filed here, answered by the back
 * office within 20 business days.
 */
export const privacyRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.post(
    `/${MY_PRIVACY_REQUESTS_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['privacy'],
        summary:
          'Ask for a correction of personal data, or object to a purpose: answered within 20 business days',
        body: createPrivacyRequestInputSchema,
        response: { 200: privacyRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await createPrivacyRequest(app, callerId(request), request.body) }),
  );

  app.get(
    `/${MY_PRIVACY_REQUESTS_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['privacy'],
        summary: 'My privacy requests, newest first, with status, due date and the answer',
        response: { 200: myPrivacyRequestsResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await listMyPrivacyRequests(app, callerId(request)) }),
  );
};

/**
 * The back office's privacy queue (prefix backoffice/privacy-requests), inside backofficeRoutes: staff only.
 * Decisions need a recent sign-in, are written to the audit log and e-mailed to the person.
 */
export const privacyRequestsBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Privacy requests, the nearest legal deadline first, by status (open by default)',
        querystring: privacyQueueQuerySchema,
        response: { 200: privacyQueueResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await privacyQueue(app, request.query) }),
  );

  app.post(
    '/:request_id/decision',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Resolve or reject an open privacy request with a note e-mailed to the person',
        params: privacyRequestParamsSchema,
        body: decidePrivacyRequestBodySchema,
        response: { 200: privacyQueueItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await decidePrivacyRequest(app, request, request.params.request_id, request.body),
    }),
  );
};
