import { errorResponseSchema, postalCodeParamsSchema, postalCodeResponseSchema } from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET postal-codes/{postal_code}`: public, like the SEPOMEX catalogue itself (the invited flow has no account). */
export const postalCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/postal-codes/:postal_code',
    {
      schema: {
        tags: ['partners'],
        summary: "A postal code's settlements (colonias), municipality and state, from the SEPOMEX catalogue",
        params: postalCodeParamsSchema,
        response: { 200: postalCodeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ content: await app.services.postalCodes.lookup(request.params.postal_code) }),
  );
};
