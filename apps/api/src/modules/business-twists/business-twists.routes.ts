import {
  BUSINESS_TWISTS_PATH,
  businessTwistsQuerySchema,
  businessTwistsResponseSchema,
  errorResponseSchema,
} from '@forja/contracts';
import { parseLanguage } from '@forja/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../http/request-language';
import { searchBusinessTwists } from './business-twists';

/** The catalogue of economic activities (SCIAN classes) a company chooses from; open to anyone. */
export const businessTwistsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${BUSINESS_TWISTS_PATH}`,
    {
      schema: {
        tags: ['company'],
        summary: 'Economic activities (SCIAN classes), searchable by name or code',
        querystring: businessTwistsQuerySchema,
        response: { 200: businessTwistsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const language = (parseLanguage(request.query.lang) ?? requestLanguage(request)) === 'es' ? 'es' : 'en';
      const found = searchBusinessTwists(request.query.q ?? '', language, request.query.limit ?? 50);
      return {
        content: {
          business_twists: found.map((twist) => ({
            id: twist.id,
            code: twist.code,
            name: language === 'es' ? twist.name_es : twist.name_en,
          })),
        },
      };
    },
  );
};
