import {
  businessInformationBodySchema,
  businessInformationResponseSchema,
  chooseBankBodySchema,
  companyBankingResponseSchema,
  companyIdParamsSchema,
  errorResponseSchema,
  notInterestedBanksBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The founder's bank referral (the owner or a partner who accepted; choosing and saving need edit rights):
 * the partner banks, the choice or "not interested", and the business information the bank asks for.
 */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.banks;

  app.get(
    '/banks/company/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['banks'],
        summary:
          "Forja's partner banks and the company's referral: open or not yet, the bank chosen, the account once opened",
        params: companyIdParamsSchema,
        response: { 200: companyBankingResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.forCompany(callerId(request), request.params.id) }),
  );

  app.post(
    '/banks/company/:id/choose',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['banks'],
        summary:
          'Choose a partner bank (409 banks_not_open, bank_referral_already_sent; 404 not_found for a bank not in the catalogue)',
        params: companyIdParamsSchema,
        body: chooseBankBodySchema,
        response: { 200: companyBankingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.choose(callerId(request), request.params.id, request.body.bank_key),
    }),
  );

  app.post(
    '/banks/company/:id/not-interested',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['banks'],
        summary:
          'Say no to a bank referral, with an optional reason (409 banks_not_open, bank_referral_already_sent)',
        params: companyIdParamsSchema,
        body: notInterestedBanksBodySchema,
        response: { 200: companyBankingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.notInterested(callerId(request), request.params.id, request.body.reason ?? null),
    }),
  );

  app.get(
    '/data-banking/company/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['banks'],
        summary:
          'The business information the bank asks for, what it still misses and the booked adviser call (404 company_data_banking before any is saved)',
        params: companyIdParamsSchema,
        response: { 200: businessInformationResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.information(callerId(request), request.params.id) }),
  );

  app.put(
    '/data-banking/company/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['banks'],
        summary:
          'Save the business information as a draft (400 invalid_zip_code, company_partner_not_found; 404 postal_code_not_found, not_found)',
        params: companyIdParamsSchema,
        body: businessInformationBodySchema,
        response: { 200: businessInformationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.saveInformation(callerId(request), request.params.id, request.body),
    }),
  );
};
