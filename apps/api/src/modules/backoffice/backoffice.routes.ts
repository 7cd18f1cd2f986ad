import { analyticsBackofficeRoutes } from '../analytics/analytics.routes';
import { surveysBackofficeRoutes } from '../surveys/surveys.routes';
import { featureFlagsBackofficeRoutes } from '../feature-flags/feature-flags.routes';
import {
  BACKOFFICE_PRIVACY_REQUESTS_PATH,
  auditPageResponseSchema,
  auditQuerySchema,
  backofficeOverviewResponseSchema,
  confirmStaffSessionBodySchema,
  errorResponseSchema,
  grantStaffRoleBodySchema,
  okResponseSchema,
  staffListResponseSchema,
  staffMeResponseSchema,
  staffUserParamsSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, conflict } from '../../http/errors';
import { parseLanguage } from '@forja/domain';
import { staffConfirmationCodeEmail } from '../../providers/mail/templates';
import { verifyPassword } from '../auth/passwords';
import { listAudit } from '../audit/audit-log';
import { backofficeOverview } from './backoffice-overview';
import { listStaff, setStaffRole } from './staff-roles';
import { supportRequestsRoutes } from './support-requests.routes';
import { documentReviewRoutes } from './document-review.routes';
import { legalRepresentativeReviewRoutes } from './legal-representative-review.routes';
import { legalNamesRoutes } from './legal-names.routes';
import { deedBackofficeRoutes } from '../deed/deed-backoffice.routes';
import { forjaDocumentsRoutes } from './forja-documents.routes';
import { companiesRoutes } from './companies.routes';
import { ordersRoutes } from './orders.routes';
import { jobsRoutes } from './jobs.routes';
import { signingQueueRoutes } from './signing-queue.routes';
import { commissariesRoutes } from './commissaries.routes';
import { appointmentSlotsRoutes } from '../appointments/appointment-slots.routes';
import { accountantsBackofficeRoutes } from '../accountant/accountant.routes';
import { banksBackofficeRoutes } from '../banks/banks-backoffice.routes';
import { importRegistrationsBackofficeRoutes } from '../import-registration/import-registration.routes';
import { taxRegistrationRoutes } from '../tax-registration/tax-registration.routes';
import { privacyRequestsBackofficeRoutes } from '../privacy/privacy-requests.routes';
import {
  confirmStaffSession,
  requireAdmin,
  requireRecentSignIn,
  resolveStaff,
  staffOf,
} from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Password confirmations a staff member may try in 15 minutes before waiting. */
const CONFIRM_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/**
 * The back office's API (prefix API_BASE/backoffice). Every route, and every queue registered below,
 * first resolves the caller as staff: anyone else gets 404 not_found, as for a route that does not exist.
 * Acts that change a customer's data or state add `requireRecentSignIn` and write to the audit log.
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    request.staff = await resolveStaff(app, request);
  });
  const db = app.database.db;
  const rateLimiter = app.services.rateLimiter;

  app.get(
    '/me',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'The staff member signed in',
        response: { 200: staffMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return {
        content: {
          id: staff.userId,
          email: staff.email,
          full_name: staff.fullName,
          role: staff.role,
          acts_allowed_until: staff.actsAllowedUntil?.toISOString() ?? null,
        },
      };
    },
  );

  app.post(
    '/session/confirm',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Confirm the password so the session may act for the next 15 minutes of activity',
        body: confirmStaffSessionBodySchema,
        response: { 200: staffMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const now = app.clock();
      const allowed = await rateLimiter.hit(`staff-confirm:user:${staff.userId}`, CONFIRM_LIMIT, now);
      if (!allowed.allowed) throw new AppError(429, 'too_many_requests');
      const { password, code } = request.body;
      if (code !== undefined) {
        await app.services.verificationCodes.consume(staff.userId, 'staff_confirm', code, now, {
          invalid: 'code_invalid',
          expired: 'code_expired',
        });
      } else {
        const user = await app.services.usersRepository.findById(staff.userId);
        if (!(await verifyPassword(user?.password_hash, password ?? ''))) {
          throw new AppError(400, 'bad_credentials');
        }
      }
      await confirmStaffSession(db, staff, now);
      const until = new Date(now.getTime() + 15 * 60_000);
      return {
        content: {
          id: staff.userId,
          email: staff.email,
          full_name: staff.fullName,
          role: staff.role,
          acts_allowed_until: until.toISOString(),
        },
      };
    },
  );

  app.post(
    '/session/code',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'E-mail a one-time code that confirms the session instead of the password',
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const now = app.clock();
      const allowed = await rateLimiter.hit(`staff-code:user:${staff.userId}`, CONFIRM_LIMIT, now);
      if (!allowed.allowed) throw new AppError(429, 'too_many_requests');
      if ((await app.services.verificationCodes.waitBeforeResend(staff.userId, 'staff_confirm', now)) > 0) {
        throw new AppError(429, 'code_already_sent');
      }
      const user = await app.services.usersRepository.findById(staff.userId);
      if (!user) throw new AppError(404, 'not_found');
      const issued = await app.services.verificationCodes.issue(staff.userId, 'staff_confirm', now);
      await app.mailer.send({
        to: user.email,
        ...staffConfirmationCodeEmail({
          language: parseLanguage(user.language) ?? 'es',
          name: user.first_names,
          code: issued.secret,
          minutesValid: issued.minutesValid,
          appUrl: app.config.appUrl,
        }),
      });
      return { content: { ok: true as const } };
    },
  );

  app.get(
    '/overview',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'How many items wait in each queue',
        response: { 200: backofficeOverviewResponseSchema, ...errors },
      },
    },
    async () => ({ content: await backofficeOverview(db) }),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'The audit log, newest first, by company, staff member and dates',
        querystring: auditQuerySchema,
        response: { 200: auditPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, company_id, actor_id, from, to } = request.query;
      const result = await listAudit(db, {
        page,
        pageSize: page_size,
        companyId: company_id,
        actorId: actor_id,
        from,
        to,
      });
      return { content: { ...result, page, page_size } };
    },
  );

  app.get(
    '/staff',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['backoffice'],
        summary: 'Staff members and their roles (admins)',
        response: { 200: staffListResponseSchema, ...errors },
      },
    },
    async () => ({ content: await listStaff(db) }),
  );

  app.post(
    '/staff',
    {
      preHandler: [requireAdmin, requireRecentSignIn],
      schema: {
        tags: ['backoffice'],
        summary: 'Give an existing, confirmed account the operator or admin role (admins)',
        body: grantStaffRoleBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setStaffRole(db, request, { email: request.body.email, role: request.body.role });
      return { content: { ok: true as const } };
    },
  );

  app.delete(
    '/staff/:user_id',
    {
      preHandler: [requireAdmin, requireRecentSignIn],
      schema: {
        tags: ['backoffice'],
        summary: 'Withdraw every staff role of an account (admins; not their own)',
        params: staffUserParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.user_id === staffOf(request).userId) throw conflict('cannot_change_own_role');
      await setStaffRole(db, request, { userId: request.params.user_id, role: null });
      return { content: { ok: true as const } };
    },
  );
  await app.register(supportRequestsRoutes, { prefix: '/support-requests' });
  await app.register(documentReviewRoutes, { prefix: '/documents' });
  await app.register(legalRepresentativeReviewRoutes, { prefix: '/legal-representatives' });
  await app.register(legalNamesRoutes, { prefix: '/legal-names' });
  await app.register(forjaDocumentsRoutes, { prefix: '/forja-documents' });
  await app.register(deedBackofficeRoutes, { prefix: '/deed' });
  await app.register(companiesRoutes, { prefix: '/companies' });
  await app.register(ordersRoutes, { prefix: '/orders' });
  await app.register(signingQueueRoutes, { prefix: '/signing' });
  await app.register(commissariesRoutes);
  await app.register(appointmentSlotsRoutes, { prefix: '/appointments' });
  await app.register(taxRegistrationRoutes, { prefix: '/sat' });
  await app.register(accountantsBackofficeRoutes);
  await app.register(banksBackofficeRoutes);
  await app.register(importRegistrationsBackofficeRoutes);
  await app.register(privacyRequestsBackofficeRoutes, { prefix: `/${BACKOFFICE_PRIVACY_REQUESTS_PATH}` });
  await app.register(analyticsBackofficeRoutes);
  await app.register(surveysBackofficeRoutes);
  await app.register(featureFlagsBackofficeRoutes);
  await app.register(jobsRoutes, { prefix: '/jobs' });
};
