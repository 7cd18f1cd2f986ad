import {
  BACKOFFICE_SURVEYS_PATH,
  SURVEYS_PATH,
  SURVEYS_PENDING_PATH,
  answerSurveyBodySchema,
  answerSurveyResponseSchema,
  errorResponseSchema,
  pendingSurveysQuerySchema,
  pendingSurveysResponseSchema,
  surveyReportQuerySchema,
  surveyReportResponseSchema,
} from '@forja/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../auth/authenticate';
import { createSurveysRepository } from './surveys.repository';
import { createSurveysService } from './surveys.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
};

function surveysServiceOf(app: FastifyInstance) {
  return createSurveysService({
    repository: createSurveysRepository(app.database.db),
    requireCompanyAccess: (userId, companyId) => app.services.companies.requireAccess(userId, companyId),
    consentsOf: (userId) => app.services.consents.mine(userId),
    clock: app.clock,
  });
}

/** `GET surveys/pending` and `POST surveys` (signed in): the satisfaction surveys after payment and signing. */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  const surveys = surveysServiceOf(app);
  const auth = { preHandler: app.authenticate };

  app.get(
    `/${SURVEYS_PENDING_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['surveys'],
        summary:
          "The company's surveys due for the caller (none once answered or dismissed, or without consent)",
        querystring: pendingSurveysQuerySchema,
        response: { 200: pendingSurveysResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: { surveys: await surveys.pending(callerId(request), request.query.company_id) },
    }),
  );

  app.post(
    `/${SURVEYS_PATH}`,
    {
      ...auth,
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['surveys'],
        summary: 'Answer (rating and optional comment) or dismiss a survey, once per company and step',
        body: answerSurveyBodySchema,
        response: { 200: answerSurveyResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await surveys.answer(callerId(request), request.body) }),
  );
};

/** `GET backoffice/surveys` (staff: registered under the back office's prefix and guard). */
export const surveysBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const surveys = surveysServiceOf(app);
  app.get(
    `/${BACKOFFICE_SURVEYS_PATH}`,
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'The survey scores by step and week (responses, average, bands, NPS) and the latest comments',
        querystring: surveyReportQuerySchema,
        response: { 200: surveyReportResponseSchema },
      },
    },
    async (request) => ({ content: await surveys.report(request.query.weeks) }),
  );
};
