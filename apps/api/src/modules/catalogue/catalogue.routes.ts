import { CATALOGUE_PATH, catalogueResponseSchema } from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${CATALOGUE_PATH}`,
    {
      schema: {
        tags: ['company'],
        summary: 'Society types, packages and products with their prices (centavos, before IVA)',
        response: { 200: catalogueResponseSchema },
      },
    },
    async () => ({ content: app.services.catalogue }),
  );
};
