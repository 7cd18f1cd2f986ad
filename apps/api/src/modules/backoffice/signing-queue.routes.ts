import { backofficeSigningListResponseSchema, errorResponseSchema } from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The signing queue (prefix backoffice/signing), inside backofficeRoutes: staff only. Companies whose draft
 * articles are out, newest first, with every partner's acknowledgment and signature, and the correction
 * requests and declines the team must review.
 */
export const signingQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Companies reviewing or signing their articles, with corrections asked and declines',
        response: {
          200: backofficeSigningListResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async () => ({ content: await app.services.signing.backofficeQueue() }),
  );
};
