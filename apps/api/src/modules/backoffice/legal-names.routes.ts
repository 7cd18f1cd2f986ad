import {
  PDF_ONLY,
  authorizeLegalNameFieldsSchema,
  errorResponseSchema,
  legalNameCaseResponseSchema,
  legalNameCompanyParamsSchema,
  legalNameQueueQuerySchema,
  legalNameQueueResponseSchema,
  refuseLegalNamesBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../http/errors';
import { readMultipart } from '../../http/uploads';
import {
  authorizeLegalName,
  getLegalNameCase,
  listLegalNameQueue,
  refuseLegalNames,
  requireCompany,
} from './legal-names.service';
import { requireRecentSignIn } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

/**
 * The Legal names queue (prefix backoffice/legal-names), inside backofficeRoutes: staff only. An operator
 * records the Secretaría de Economía's answer on a company's proposals: the authorisation of one (key, date
 * and PDF) or refusals; each act needs a recent sign-in, is audited and e-mails the founder.
 */
export const legalNamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Companies waiting for a legal-name decision, oldest first, with the refusal-risk check',
        querystring: legalNameQueueQuerySchema,
        response: { 200: legalNameQueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, q } = request.query;
      const result = await listLegalNameQueue(db, { q, page, pageSize: page_size });
      return { content: { ...result, page, page_size } };
    },
  );

  app.get(
    '/:company_id',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          "A company's ranked proposals, their decisions and risk check, and the authorisation recorded",
        params: legalNameCompanyParamsSchema,
        response: { 200: legalNameCaseResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await getLegalNameCase(app, request.params.company_id) }),
  );

  app.post(
    '/:company_id/authorize',
    {
      preHandler: [requireRecentSignIn, (request) => requireCompany(app, request.params.company_id)],
      schema: {
        tags: ['backoffice'],
        summary:
          'Record the SE authorisation of one proposal (multipart: denomination_id, authorization_key, authorization_date, file PDF)',
        params: legalNameCompanyParamsSchema,
        response: { 200: legalNameCaseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { fields, upload } = await readMultipart(request, PDF_ONLY);
      const parsed = authorizeLegalNameFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new AppError(400, 'invalid_request').withFields(
          parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            code: 'invalid_request',
          })),
        );
      }
      if (!upload) throw badRequest('invalid_format');
      return {
        content: await authorizeLegalName(app, request, request.params.company_id, parsed.data, upload),
      };
    },
  );

  app.post(
    '/:company_id/refuse',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Record that the SE refused proposals (one or every undecided one), with the reason',
        params: legalNameCompanyParamsSchema,
        body: refuseLegalNamesBodySchema,
        response: { 200: legalNameCaseResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await refuseLegalNames(app, request, request.params.company_id, request.body),
    }),
  );
};
