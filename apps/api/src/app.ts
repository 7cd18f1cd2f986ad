import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { contentSecurityDirectives } from './http/content-security-policy';
import { AppError, registerErrorHandler } from './http/errors';
import fastifyCompress from '@fastify/compress';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { registerStorableTextCheck } from './http/storable-text';
import { UPLOAD_FORM_OVERHEAD_BYTES, registerUploadLimits } from './http/uploads';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { healthRoutes, serverAnsweringHealth, type Drain } from './modules/health/health.routes';
import { runWithRequestContext } from './http/request-context';
import { REQUEST_ID_HEADER, createRequestIdGenerator } from './http/request-id';
import { usersRoutes } from './modules/users/users.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { surveysRoutes } from './modules/surveys/surveys.routes';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes';
import { privacyRequestsRoutes } from './modules/privacy/privacy-requests.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { companyDocumentsRoutes } from './modules/companies/company-documents.routes';
import { legalRepresentativesRoutes } from './modules/companies/legal-representatives.routes';
import { businessTwistsRoutes } from './modules/business-twists/business-twists.routes';
import { signingRoutes } from './modules/signing/signing.routes';
import { deliveryRoutes } from './modules/deed/delivery.routes';
import { createSandboxWebhookDelivery, signatureSandboxRoutes } from './modules/signing/sandbox.routes';
import { companyNotesRoutes } from './modules/companies/company-notes.routes';
import { partnersRoutes } from './modules/partners/partners.routes';
import { commissaryRoutes } from './modules/commissary/commissary.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { accountantRoutes } from './modules/accountant/accountant.routes';
import { banksRoutes } from './modules/banks/banks.routes';
import { importRegistrationRoutes } from './modules/import-registration/import-registration.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { partnerDocumentsRoutes } from './modules/partners/partner-documents.routes';
import { identityVerificationRoutes } from './modules/partners/identity-verification.routes';
import { postalCodesRoutes } from './modules/postal-codes/postal-codes.routes';
import { loadSampleOnEmbeddedDatabase } from './modules/postal-codes/postal-codes.service';
import fastifyMultipart from '@fastify/multipart';
import { authRoutes } from './modules/auth/auth.routes';
import { googleRoutes } from './modules/auth/google.routes';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { callerId, registerAuthentication } from './modules/auth/authenticate';
import type { AccessTokens } from './modules/auth/tokens';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { reminderOptOutRoutes } from './modules/notifications/reminder-opt-out.routes';
import { createSupportRequestStore } from './modules/support/support-requests.store';
import type { Mailer } from './providers/mail/mailer';
import { closeRedis } from './providers/redis/redis-client';
import { createServices, type Overrides, type Services } from './services';
import { API_BASE, BACKOFFICE_PATH, SUPPORT_BASE } from '@forja/contracts';
import { supportRoutes } from '@forja/support/app';
import { createCompanyProgressSource } from './modules/support/company-progress';
import { createAnswerPhraser, loadSupportConfig } from '@forja/support/config';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    clock: () => Date;
    mailer: Mailer;
    accessTokens: AccessTokens;
    services: Services;
    /** Set when the process shuts down: readiness then answers 503 shutting_down (server.ts, preClose). */
    drain: Drain;
  }
}

/** Answers from this size on are compressed when the client accepts it. */
export const COMPRESSION_THRESHOLD_BYTES = 4096;

/** JSON bodies above this answer 413 payload_too_large. Uploads get their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export type AppDependencies = Overrides & {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
};

function answerUnreadablePath(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Answered before any hook runs: the request id is added here.
  void reply
    .header(REQUEST_ID_HEADER, request.id)
    .status(400)
    .send({ message: ['invalid_format'] });
}

/** One log line per request, written when it is answered (with the request in it), instead of two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** Builds the whole HTTP application without listening, so tests can `inject` into it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const drain: Drain = { draining: false };
  const requestId = createRequestIdGenerator(config.trustProxy);
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Signed download links carry a token in the path.
    routerOptions: { maxParamLength: 1000 },
    // X-Forwarded-For names the client only when it comes from a configured proxy (TRUST_PROXY):
    // from anyone else it is the caller's own claim, and per-address limits would believe it.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A path the router cannot read (a broken %-escape, a segment over maxParamLength) answers in our
    // envelope like any other malformed input, not in Fastify's own error shape.
    frameworkErrors: answerUnreadablePath,
    // Each request's child logger names its id `requestId` (the X-Request-Id sent back).
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    serverFactory: serverAnsweringHealth(drain, deps.database.kind, requestId),
    // Every request's id (X-Request-Id): a trusted proxy's when it sent a safe one, otherwise a new one; read by
    // hand (requestIdHeader off) because Fastify would take the header from anyone.
    genReqId: requestId,
    requestIdHeader: false,
    // On close: idle keep-alive sockets are closed at once (they must not hold the shutdown), requests in flight
    // finish, and a request arriving on a kept-alive socket meanwhile answers 503 with `Connection: close`, so
    // the client or the proxy goes to another process.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // How long one plugin may take to register before the start fails. Fastify's 10 s was passed by the API
    // documentation's plugin (which reads its static files) on a 2-core machine loaded by the test lanes; a
    // slow start should stay a slow start, while a plugin that never finishes still fails it.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: the answer carries the request's id, and the rest of the request (and whatever it
  // starts, such as jobs it enqueues) runs with the id in its context; Fastify's body parsing keeps the context.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestContext({ requestId: request.id }, done);
  });
  // While the process drains, every answer closes its connection: a kept-alive socket must not hold the close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    drain.draining = true;
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  const composed = createServices(config, deps.database, deps);
  app.decorate('clock', composed.clock);
  app.decorate('mailer', composed.mailer);
  app.decorate('accessTokens', composed.accessTokens);
  app.decorate('services', composed.services);
  app.decorate('drain', drain);
  composed.attach({ deliver: createSandboxWebhookDelivery(app), log: app.log });
  registerErrorHandler(app);
  registerStorableTextCheck(app);
  registerAuthentication(app);

  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: contentSecurityDirectives(config) } });
  // JSON and other text answers above the threshold go out compressed (gzip or brotli, as the client accepts);
  // the web app's files are compressed once at build time (spa.ts). Smaller answers fit in a packet or two,
  // where compressing costs more time than it saves.
  await app.register(fastifyCompress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Forja API', version: '3.0.0', description: 'Form and run a company in Mexico.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 10_000 },
  });
  registerUploadLimits(app, config.uploadMaxBytes + UPLOAD_FORM_OVERHEAD_BYTES);
  await app.register(healthRoutes);
  await app.register(appConfigRoutes, { prefix: API_BASE });
  await app.register(authRoutes, { prefix: API_BASE });
  await app.register(googleRoutes, { prefix: API_BASE });
  await app.register(usersRoutes, { prefix: API_BASE });
  await app.register(catalogueRoutes, { prefix: API_BASE });
  await app.register(legalRoutes, { prefix: API_BASE });
  await app.register(privacyRoutes, { prefix: API_BASE });
  await app.register(analyticsRoutes, { prefix: API_BASE });
  await app.register(surveysRoutes, { prefix: API_BASE });
  await app.register(featureFlagsRoutes, { prefix: API_BASE });
  await app.register(privacyRequestsRoutes, { prefix: API_BASE });
  await app.register(companiesRoutes, { prefix: API_BASE });
  await app.register(businessTwistsRoutes, { prefix: API_BASE });
  await app.register(legalRepresentativesRoutes, { prefix: API_BASE });
  await app.register(companyDocumentsRoutes, { prefix: API_BASE });
  await app.register(companyNotesRoutes, { prefix: API_BASE });
  await app.register(partnersRoutes, { prefix: API_BASE });
  await app.register(paymentsRoutes, { prefix: API_BASE });
  await app.register(partnerDocumentsRoutes, { prefix: API_BASE });
  await app.register(identityVerificationRoutes, { prefix: API_BASE });
  await app.register(commissaryRoutes, { prefix: API_BASE });
  await app.register(appointmentsRoutes, { prefix: API_BASE });
  await app.register(accountantRoutes, { prefix: API_BASE });
  await app.register(banksRoutes, { prefix: API_BASE });
  await app.register(importRegistrationRoutes, { prefix: API_BASE });
  await app.register(postalCodesRoutes, { prefix: API_BASE });
  await app.register(signingRoutes, { prefix: API_BASE });
  await app.register(deliveryRoutes, { prefix: API_BASE });
  // The e-signature sandbox's hosted signing pages, only when it is the provider.
  if (composed.services.sandboxSignature)
    await app.register(signatureSandboxRoutes(composed.services.sandboxSignature), { prefix: API_BASE });
  await app.register(reminderOptOutRoutes);
  await app.register(backofficeRoutes, { prefix: `${API_BASE}/${BACKOFFICE_PATH}` });
  if (composed.mailer.kind === 'outbox') await app.register(devMailboxRoutes);
  // The support assistant's backend, in this process under /ai (it can also run on its own host).
  await app.register(supportRoutes, {
    prefix: SUPPORT_BASE,
    authenticate: async (request) => {
      await app.authenticate(request);
      const user = await composed.services.usersRepository.findById(callerId(request));
      if (!user) throw new AppError(401, 'user_not_found');
      return { userId: user.id, email: user.email };
    },
    phraser: createAnswerPhraser(loadSupportConfig()),
    catalogue: composed.services.catalogue,
    companyProgress: createCompanyProgressSource({
      userProfiles: composed.services.userProfiles,
      companies: composed.services.companies,
      clock: composed.clock,
    }),
    requests: createSupportRequestStore(deps.database.db, composed.services.companies, composed.clock),
  });

  // Once the server listens (never under app.inject: tests call jobs.runDueJobs()), the job queue's worker
  // polls every second, and an empty embedded database gets the sample SEPOMEX catalogue.
  app.addHook('onListen', async () => {
    composed.services.jobs.start({ log: app.log });
    // Files a crash left behind (no row, or a half-written `.part`) are swept now, then every hour.
    await composed.services.orphanFiles
      .schedule()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not schedule the orphan-file sweep'));
    // Founders whose company has waited on them for a week get a reminder; checked every few hours.
    await composed.services.onboardingReminders
      .schedule({ log: app.log })
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'could not schedule the onboarding reminders'),
      );
    // Partners who have not signed for two days are reminded; checked every few hours.
    await composed.services.signing
      .scheduleReminders()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not schedule the signing reminders'));
    // Appointments starting within 24 hours get their reminder e-mail; checked every 15 minutes.
    await composed.services.appointments
      .scheduleReminders()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'could not schedule the appointment reminders'),
      );
    // Cancelled accounts past their retention are erased, and expired copies of data removed; hourly.
    await composed.services.accountErasure
      .schedule()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not schedule the privacy maintenance'));
    await loadSampleOnEmbeddedDatabase(deps.database, app.log);
  });
  app.addHook('onClose', async () => {
    await composed.services.jobs.stop();
    if (composed.services.redis) await closeRedis(composed.services.redis);
  });

  await registerSpa(app, config.webDist);
  return app;
}
