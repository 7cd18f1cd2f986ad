import {
  companyDashboardNotesResponseSchema,
  companyIdParamsSchema,
  errorResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../auth/authenticate';
import { findDashboardNotes } from './company-notes.repository';

/**
 * The notes Forja's team made visible on a company's dashboard (written in the back office). Company access
 * like every company route: the owner or an accepted partner; anyone else gets the same 403.
 */
export const companyNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/:id/notes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['company'],
        summary: "Notes from Forja's team shown on the company's dashboard, newest first",
        params: companyIdParamsSchema,
        response: {
          200: companyDashboardNotesResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await app.services.companies.requireAccess(callerId(request), request.params.id);
      return { content: await findDashboardNotes(app.database.db, request.params.id) };
    },
  );
};
