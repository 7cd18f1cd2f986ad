import { errorResponseSchema } from '@forja/contracts';
import { companyIdPathSchema } from '@forja/contracts/payments/checkout';
import {
  HEAR_ABOUT_PATH,
  hearAboutBodySchema,
  hearAboutResponseSchema,
} from '@forja/contracts/payments/hear-about';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

/** How the founder heard of Forja (hear_about). */
export const hearAboutRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.hearAbout;
  const auth = { preHandler: app.authenticate };

  app.get(
    `/${HEAR_ABOUT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'How the founder heard of Forja, or null',
        params: companyIdPathSchema,
        response: { 200: hearAboutResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.hearAbout(callerId(request), request.params.company_id) }),
  );

  app.post(
    `/${HEAR_ABOUT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'Store how the founder heard of Forja, with the campaign values of the x_utm_tags header',
        params: companyIdPathSchema,
        body: hearAboutBodySchema,
        response: { 200: hearAboutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const header = request.headers['x_utm_tags'];
      return {
        content: await service.saveHearAbout(
          callerId(request),
          request.params.company_id,
          request.body,
          Array.isArray(header) ? header[0] : header,
        ),
      };
    },
  );
};
