import { SUPPORT_BASE, type Catalogue } from '@forja/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { retrievalPhraser, type AnswerPhraser } from './bot/answer-phraser';
import { createFaqsBot } from './bot/faqs-bot';
import { resolveCaller, type Authenticate, type SupportCaller } from './http/authenticate';
import { registerSupportErrorHandler, registerSupportNotFoundHandler } from './http/errors';
import { loadKnowledgeBase, type KnowledgeBase } from './knowledge/knowledge-base';
import { faqsRoutes, type CompanyProgressSource } from './modules/faqs/faqs.routes';
import { requestsRoutes, type SupportRequestStore } from './modules/requests/requests.routes';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set by supportRoutes before any of its handlers runs. */
    supportCaller: SupportCaller | null;
  }
}

export type { Authenticate, SupportCaller } from './http/authenticate';
export type { CompanyProgressSource } from './modules/faqs/faqs.routes';
export type { NewSupportRequest, SupportRequestStore } from './modules/requests/requests.routes';

export type SupportRoutesOptions = {
  /** Resolves the caller from the request or throws; runs before every support route. */
  authenticate: Authenticate;
  /** How answers are worded: retrieval only (default), or an LLM (see createAnswerPhraser in ./config). */
  phraser?: AnswerPhraser;
  /** What Forja sells, at the checkout's prices: the bot's answers about prices come from it. */
  catalogue: Catalogue;
  /** Defaults to the JSON files in ./knowledge. */
  knowledgeBase?: KnowledgeBase;
  /** The caller's company's progress, for "what do I do next?"; without it such questions get the knowledge. */
  companyProgress?: CompanyProgressSource;
  /** Where support requests are kept; without one, faqs/sheet and faqs/requests are not served. */
  requests?: SupportRequestStore;
};

/**
 * The support backend's routes, without the /ai prefix: a host mounts them with
 * `app.register(supportRoutes, { prefix: SUPPORT_BASE, authenticate })`. The plugin brings its own zod
 * compilers and error handler (answers stay `{ message: [code] }` with its codes) and authenticates every
 * request before its body is read.
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, options) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSupportErrorHandler(app);

  app.decorateRequest('supportCaller', null);
  app.addHook('onRequest', async (request) => {
    request.supportCaller = await resolveCaller(options.authenticate, request);
  });

  const knowledgeBase = options.knowledgeBase ?? loadKnowledgeBase();
  const bot = createFaqsBot({
    knowledgeBase,
    catalogue: options.catalogue,
    phraser: options.phraser ?? retrievalPhraser,
    logger: app.log,
  });
  await app.register(faqsRoutes, {
    knowledgeBase,
    bot,
    ...(options.companyProgress ? { companyProgress: options.companyProgress } : {}),
  });
  if (options.requests) await app.register(requestsRoutes, { store: options.requests, knowledgeBase });
};

/** JSON bodies above this answer 413 payload_too_large: a chat message is at most 1000 characters. */
export const SUPPORT_BODY_LIMIT = 64 * 1024;

export type SupportAppOptions = SupportRoutesOptions & {
  logger?: FastifyServerOptions['logger'];
};

/** The support backend on its own (its own host), under /ai, without listening: tests `inject` into it. */
export async function buildSupportApp(options: SupportAppOptions): Promise<FastifyInstance> {
  const { logger, ...routeOptions } = options;
  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: SUPPORT_BODY_LIMIT,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSupportErrorHandler(app);
  registerSupportNotFoundHandler(app);
  await app.register(supportRoutes, { ...routeOptions, prefix: SUPPORT_BASE });
  return app;
}
