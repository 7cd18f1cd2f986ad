import {
  FAQS_REQUESTS_PATH,
  FAQS_SHEET_PATH,
  errorResponseSchema,
  faqsRequestAnswerBodySchema,
  faqsRequestAnswerResponseSchema,
  faqsRequestParamsSchema,
  faqsRequestsQuerySchema,
  faqsRequestsResponseSchema,
  faqsSheetBodySchema,
  faqsSheetResponseSchema,
  type SupportConversationMessage,
  type SupportRequest,
} from '@forja/contracts';
import { DEFAULT_LANGUAGE, parseLanguage } from '@forja/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound, unauthenticated } from '../../http/errors';
import { findCategory, findSubcategory, nameIn, type KnowledgeBase } from '../../knowledge/knowledge-base';

/** A new request's status; operators move it on from the back office. */
export const NEW_REQUEST_STATUS = 'Pendiente';

export type NewSupportRequest = {
  user_id: number;
  company_id: number;
  category_key: string;
  subcategory_key: string | null;
  main_category: string;
  request_type: string;
  message: string;
  conversation_before_issue: SupportConversationMessage[];
  status: string;
  user_name: string | null;
  user_phone: string | null;
  company_name: string | null;
  friendly_id: string | null;
};

/** Where requests are kept: the host (the api) implements it with its database. */
export type SupportRequestStore = {
  /** Whether the user owns the company or is an accepted partner of it. */
  canAccessCompany(userId: number, companyId: number): Promise<boolean>;
  insert(request: NewSupportRequest): Promise<SupportRequest>;
  /** The user's requests for a company, newest first, each with its thread (oldest message first). */
  list(userId: number, companyId: number): Promise<SupportRequest[]>;
  /**
   * Adds the user's answer to the thread of their own request; a resolved request goes back to 'En proceso'.
   * Null when the request does not exist, is someone else's, or its company is no longer the user's.
   */
  answer(userId: number, requestId: number, message: string): Promise<SupportRequest | null>;
};

const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Support requests (spec section 7: `faqs/sheet` and `faqs/requests`). */
export const requestsRoutes: FastifyPluginAsyncZod<{
  store: SupportRequestStore;
  knowledgeBase: KnowledgeBase;
}> = async (app, { store, knowledgeBase }) => {
  async function requireMember(userId: number, companyId: number, callerId: number | undefined) {
    if (callerId === undefined) throw unauthenticated();
    if (userId !== callerId || !(await store.canAccessCompany(callerId, companyId))) throw forbidden();
  }

  app.post(
    `/${FAQS_SHEET_PATH}`,
    {
      schema: {
        tags: ['support'],
        summary: 'Create a support request with the conversation that led to it',
        body: faqsSheetBodySchema,
        response: { 200: faqsSheetResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      await requireMember(body.user_id, body.company_id, request.supportCaller?.userId);
      const category = findCategory(knowledgeBase, body.category);
      if (!category) throw notFound('category_not_found');
      const subcategory = body.subcategory ? findSubcategory(category, body.subcategory) : null;
      if (body.subcategory && !subcategory) throw notFound('subcategory_not_found');
      const header = request.headers['x-language'];
      const language = parseLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LANGUAGE;
      // Names as the user saw them, in the interface's language.
      const saved = await store.insert({
        user_id: body.user_id,
        company_id: body.company_id,
        category_key: category.key,
        subcategory_key: subcategory?.key ?? null,
        main_category: nameIn(category.name, language),
        request_type: nameIn((subcategory ?? category).name, language),
        message: body.message,
        conversation_before_issue: body.conversation,
        status: NEW_REQUEST_STATUS,
        user_name: body.user_name ?? null,
        user_phone: body.user_phone ?? null,
        company_name: body.company ?? null,
        friendly_id: body.friendly_id ?? null,
      });
      return { content: { request: saved } };
    },
  );

  for (const url of [`/${FAQS_REQUESTS_PATH}/`, `/${FAQS_REQUESTS_PATH}`]) {
    app.get(
      url,
      {
        schema: {
          tags: ['support'],
          summary: "The caller's support requests for a company, newest first",
          querystring: faqsRequestsQuerySchema,
          response: { 200: faqsRequestsResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { user_id, company_id } = request.query;
        await requireMember(user_id, company_id, request.supportCaller?.userId);
        return { content: { requests: await store.list(user_id, company_id) } };
      },
    );
  }

  app.post(
    `/${FAQS_REQUESTS_PATH}/:request_id/messages`,
    {
      schema: {
        tags: ['support'],
        summary: "The request's own user answers in its thread; a resolved request goes back to En proceso",
        params: faqsRequestParamsSchema,
        body: faqsRequestAnswerBodySchema,
        response: { 200: faqsRequestAnswerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const callerId = request.supportCaller?.userId;
      if (callerId === undefined) throw unauthenticated();
      // Someone else's request answers exactly like one that does not exist.
      const answered = await store.answer(callerId, request.params.request_id, request.body.message);
      if (!answered) throw notFound();
      return { content: { request: answered } };
    },
  );
};
