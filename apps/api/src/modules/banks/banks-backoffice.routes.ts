import {
  bankAccountOpenedBodySchema,
  bankKeySchema,
  bankReferralDeclinedBodySchema,
  bankReferralQueueEntryResponseSchema,
  bankReferralQueueResponseSchema,
  bankReferralSentBodySchema,
  errorResponseSchema,
  partnerBankBodySchema,
  partnerBankResponseSchema,
  partnerBanksResponseSchema,
  type AuditAction,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditHook } from '../audit/audit-log';
import { requireRecentSignIn, staffOf } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const keyParams = z.object({ key: bankKeySchema });
const companyParams = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Forja's partner-bank catalogue and the Banks queue (registered inside backofficeRoutes, so only staff reach
 * it; every act needs a recent sign-in and is audited).
 */
export const banksBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.banks;

  app.get(
    '/partner-banks',
    {
      schema: {
        tags: ['backoffice'],
        summary: "Forja's partner banks, inactive ones included, by position",
        response: { 200: partnerBanksResponseSchema, ...errors },
      },
    },
    async () => ({ content: await service.listBanks() }),
  );

  app.post(
    '/partner-banks',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Add a partner bank to the catalogue (409 conflict when its key is taken)',
        body: partnerBankBodySchema,
        response: { 200: partnerBankResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.createBank(
        request.body,
        auditHook(request, 'partner_bank.create', 'partner_bank', {}),
      ),
    }),
  );

  app.put(
    '/partner-banks/:key',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          'Edit a partner bank (the key in the body must be the one in the path; active: false hides it)',
        params: keyParams,
        body: partnerBankBodySchema,
        response: { 200: partnerBankResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.updateBank(
        request.params.key,
        request.body,
        auditHook(
          request,
          request.body.active ? 'partner_bank.update' : 'partner_bank.deactivate',
          'partner_bank',
          {},
        ),
      ),
    }),
  );

  app.get(
    '/bank-referrals',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Bank referrals: chosen first (oldest first), then sent, then answered (newest first)',
        response: { 200: bankReferralQueueResponseSchema, ...errors },
      },
    },
    async () => ({ content: await service.referrals() }),
  );

  const referralAudit = (request: FastifyRequest, action: AuditAction, companyId: number) =>
    auditHook(request, action, 'bank_referral', { companyId, subjectId: companyId });

  app.post(
    '/bank-referrals/:company_id/sent',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          'Send the referral to the bank (409 bank_referral_missing, bank_referral_already_sent, bank_referral_answered, company_data_banking)',
        params: companyParams,
        body: bankReferralSentBodySchema,
        response: { 200: bankReferralQueueEntryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.markSent(
        request.params.company_id,
        request.body.note ?? null,
        staffOf(request).userId,
        referralAudit(request, 'bank_referral.send', request.params.company_id),
      ),
    }),
  );

  app.post(
    '/bank-referrals/:company_id/declined',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          "Record the bank's refusal with its answer (409 bank_referral_missing, bank_referral_not_sent, bank_referral_answered)",
        params: companyParams,
        body: bankReferralDeclinedBodySchema,
        response: { 200: bankReferralQueueEntryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.markDeclined(
        request.params.company_id,
        request.body.note,
        staffOf(request).userId,
        referralAudit(request, 'bank_referral.decline', request.params.company_id),
      ),
    }),
  );

  app.post(
    '/bank-referrals/:company_id/opened',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          'Record the account the bank opened (400 clabe_invalid, clabe_invalid_checksum, clabe_unknown_bank; 409 bank_referral_missing, bank_referral_not_sent, bank_referral_answered)',
        params: companyParams,
        body: bankAccountOpenedBodySchema,
        response: { 200: bankReferralQueueEntryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.markOpened(
        request.params.company_id,
        request.body,
        staffOf(request).userId,
        referralAudit(request, 'bank_referral.open', request.params.company_id),
      ),
    }),
  );
};
