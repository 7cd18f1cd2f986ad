import {
  type CompanyProgress,
  errorResponseSchema,
  FAQS_BOT_PATH,
  faqsBotBodySchema,
  faqsBotResponseSchema,
  GET_FAQS_CATEGORIES_PATH,
  GET_FAQS_SUBCATEGORIES_PATH,
  getFaqsCategoriesQuerySchema,
  getFaqsCategoriesResponseSchema,
  getFaqsSubcategoriesParamsSchema,
  getFaqsSubcategoriesResponseSchema,
} from '@forja/contracts';
import { DEFAULT_LANGUAGE, parseLanguage } from '@forja/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveTopic, type FaqsBot } from '../../bot/faqs-bot';
import type { SupportCaller } from '../../http/authenticate';
import { forbidden, unauthenticated } from '../../http/errors';
import { nameIn, type KnowledgeBase } from '../../knowledge/knowledge-base';

/**
 * The host's view of a caller's company, as its dashboard's checklist sees it: the company named (only if the
 * caller may see it), else their most recent one; null when they have none.
 */
export type CompanyProgressSource = (
  caller: SupportCaller,
  companyId: number | null,
) => Promise<CompanyProgress | null>;

export type FaqsRoutesOptions = {
  knowledgeBase: KnowledgeBase;
  bot: FaqsBot;
  companyProgress?: CompanyProgressSource;
};

const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

function requireCaller(request: FastifyRequest): SupportCaller {
  if (!request.supportCaller) throw unauthenticated();
  return request.supportCaller;
}

/** The interface language of a request (x-language, any spelling); Spanish when absent or unknown. */
function requestLanguage(request: FastifyRequest) {
  const header = request.headers['x-language'];
  return parseLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LANGUAGE;
}

/** The chat's topics, subtopics and bot (spec section 7, support backend). */
export const faqsRoutes: FastifyPluginAsyncZod<FaqsRoutesOptions> = async (
  app,
  { knowledgeBase, bot, companyProgress },
) => {
  // The spec writes this path with a trailing slash; both spellings answer.
  for (const url of [`/${GET_FAQS_CATEGORIES_PATH}/`, `/${GET_FAQS_CATEGORIES_PATH}`]) {
    app.get(
      url,
      {
        schema: {
          tags: ['support'],
          summary: 'The chat topics (request categories) in a language (es, en or zh_cn)',
          querystring: getFaqsCategoriesQuerySchema,
          response: { 200: getFaqsCategoriesResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        requireCaller(request);
        const language = request.query.lang;
        const categories = knowledgeBase.categories.map((category) => ({
          key: category.key,
          name: nameIn(category.name, language),
        }));
        return { content: { categories } };
      },
    );
  }

  app.get(
    `/${GET_FAQS_SUBCATEGORIES_PATH}/:lang/:category`,
    {
      schema: {
        tags: ['support'],
        summary: "A topic's subtopics; 'other_inquiry' has none",
        params: getFaqsSubcategoriesParamsSchema,
        response: { 200: getFaqsSubcategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requireCaller(request);
      const language = request.params.lang;
      const { category } = resolveTopic(knowledgeBase, request.params.category, null);
      const subcategories = category.subcategories.map((subcategory) => ({
        key: subcategory.key,
        name: nameIn(subcategory.name, language),
      }));
      return { content: { subcategories } };
    },
  );

  app.post(
    `/${FAQS_BOT_PATH}`,
    {
      schema: {
        tags: ['support'],
        summary: 'Answers a chat message from the knowledge base of the chosen topic',
        description:
          "Answers in the message's language when it is clear (Chinese, Spanish or English), otherwise in the " +
          "x-language header's. A message that offers a person contains 'crear solicitud', 'create request' or " +
          "'创建请求' and has hand_off true; a question about the caller's own company's progress carries its " +
          'checklist in company_progress.',
        body: faqsBotBodySchema,
        response: { 200: faqsBotResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      if (request.body.user_id !== caller.userId) throw forbidden();
      const companyId = request.body.company_id ?? null;
      const reply = await bot.reply({
        prompt: request.body.prompt,
        language: requestLanguage(request),
        category: request.body.category,
        subcategory: request.body.Subcategories,
        ...(companyProgress ? { companyProgress: () => companyProgress(caller, companyId) } : {}),
      });
      return {
        content: {
          message: reply.message,
          lang: reply.lang,
          hand_off: reply.handOff,
          ...(reply.companyProgress ? { company_progress: reply.companyProgress } : {}),
        },
      };
    },
  );
};
