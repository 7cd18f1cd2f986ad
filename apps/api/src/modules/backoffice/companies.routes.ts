import {
  addCompanyNoteBodySchema,
  backofficeCompaniesPageResponseSchema,
  backofficeCompaniesQuerySchema,
  backofficeCompanyDetailResponseSchema,
  backofficeCompanyParamsSchema,
  companyNoteResponseSchema,
  errorResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCompanyNote, companyDetail, listCompanies } from './companies.service';
import { requireRecentSignIn } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Companies by onboarding step, search and the company page (prefix backoffice/companies), inside
 * backofficeRoutes: staff only. Adding a note is an act: recent sign-in and the audit log.
 */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'Companies with their onboarding step, the longest on it first; by step or step of the whole path, and searched by friendly_id, name, e-mail, RFC or phone',
        querystring: backofficeCompaniesQuerySchema,
        response: { 200: backofficeCompaniesPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, step, path_step, q } = request.query;
      const result = await listCompanies(app, {
        page,
        pageSize: page_size,
        step,
        pathStep: path_step,
        q: q || undefined,
      });
      return { content: { ...result, page, page_size } };
    },
  );

  app.get(
    '/:company_id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'A company: data, partners, documents, orders, support requests, notes and timeline',
        params: backofficeCompanyParamsSchema,
        response: { 200: backofficeCompanyDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await companyDetail(app, request.params.company_id) }),
  );

  app.post(
    '/:company_id/notes',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: "An operator's note on the company: private, or shown on the company's dashboard",
        params: backofficeCompanyParamsSchema,
        body: addCompanyNoteBodySchema,
        response: { 200: companyNoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await addCompanyNote(app, request, request.params.company_id, request.body),
    }),
  );
};
