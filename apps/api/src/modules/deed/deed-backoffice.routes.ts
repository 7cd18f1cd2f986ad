import {
  backofficeDeedResponseSchema,
  deedCompanyParamsSchema,
  deedQueueQuerySchema,
  deedQueueResponseSchema,
  errorResponseSchema,
  recordDeedBodySchema,
  shipTestimonyBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRecentSignIn } from '../staff/staff-access';
import {
  getBackofficeDeed,
  getDeedQueue,
  markSeSignatureReady,
  markTestimonyDelivered,
  recordDeed,
  shipTestimony,
} from './deed.service';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The deed and the delivery of its certified copy (prefix backoffice/deed), inside backofficeRoutes: staff
 * only (anyone else 404 not_found). Reading is free; recording the deed, marking an S.A.S.'s articles ready for
 * signature in the SE's system, shipping and marking delivered need a recent sign-in and are audited. The
 * testimony and the registry entry are uploaded through backoffice/forja-documents, which checks them against
 * the deed.
 */
export const deedBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/queue',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Signed companies waiting for their deed, testimony, address, shipping or delivery',
        querystring: deedQueueQuerySchema,
        response: { 200: deedQueueResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await getDeedQueue(app, request.query.stage) }),
  );

  app.get(
    '/:company_id',
    {
      schema: {
        tags: ['backoffice'],
        summary: "A company's deed, testimony, public-registry entry and delivery",
        params: deedCompanyParamsSchema,
        response: { 200: backofficeDeedResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await getBackofficeDeed(app, request.params.company_id) }),
  );

  app.put(
    '/:company_id',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          'Record or correct the notarial deed: 409 signature_not_complete before the articles are signed',
        params: deedCompanyParamsSchema,
        body: recordDeedBodySchema,
        response: { 200: backofficeDeedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await recordDeed(app, request, request.params.company_id, request.body),
    }),
  );

  app.post(
    '/:company_id/se-signature-ready',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          "An S.A.S.'s articles are ready for each shareholder's e.firma in the SE's system (e-mails them; a repeat changes nothing): 409 not_formed_online, signature_not_complete, registration_already_recorded",
        params: deedCompanyParamsSchema,
        response: { 200: backofficeDeedResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await markSeSignatureReady(app, request, request.params.company_id) }),
  );

  app.post(
    '/:company_id/ship',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary:
          'Ship the testimony (carrier, tracking number): 409 testimony_not_uploaded, shipping_address_missing, delivery_already_shipped',
        params: deedCompanyParamsSchema,
        body: shipTestimonyBodySchema,
        response: { 200: backofficeDeedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await shipTestimony(app, request, request.params.company_id, request.body),
    }),
  );

  app.post(
    '/:company_id/deliver',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Mark the shipped testimony delivered: 409 delivery_not_shipped, delivery_already_delivered',
        params: deedCompanyParamsSchema,
        response: { 200: backofficeDeedResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await markTestimonyDelivered(app, request, request.params.company_id) }),
  );
};
