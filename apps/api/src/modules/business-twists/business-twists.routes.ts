import {
  BUSINESS_TWISTS_PATH,
  businessTwistsQuerySchema,
  businessTwistsResponseSchema,
  errorResponseSchema,
} from '@forja/contracts';
import { parseLanguage, type Language } from '@forja/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../http/request-language';
import { searchBusinessTwists, type BusinessTwist, type BusinessTwistLanguage } from './business-twists';

const CATALOGUE_LANGUAGE: Record<Language, BusinessTwistLanguage> = { es: 'es', en: 'en', zh_cn: 'zh' };

function nameIn(twist: BusinessTwist, language: BusinessTwistLanguage): string {
  if (language === 'zh') return twist.name_zh;
  return language === 'es' ? twist.name_es : twist.name_en;
}

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
      const language = CATALOGUE_LANGUAGE[parseLanguage(request.query.lang) ?? requestLanguage(request)];
      const found = searchBusinessTwists(request.query.q ?? '', language, request.query.limit ?? 50);
      return {
        content: {
          business_twists: found.map((twist) => ({
            id: twist.id,
            code: twist.code,
            name: nameIn(twist, language),
          })),
        },
      };
    },
  );
};
