import {
  errorResponseSchema,
  identityVerificationResponseSchema,
  okResponseSchema,
  partnerAddressBodySchema,
  partnerDocumentParamsSchema,
  partnerDocumentUploadedResponseSchema,
  partnerIdParamsSchema,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFileField, readMultipart } from '../../http/uploads';
import { partnerActorOf } from './partners.routes';
import { withPartnerAudit } from '../privacy/personal-data-audit';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

/** A partner's documents, address and identity verification. */
export const partnerOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { partnerOnboarding, partnerIdentity, partners } = app.services;
  /** Upload routes settle who may act on the partner before the multipart body is read. */
  const requireUploader = async (request: FastifyRequest, partnerId: number) => {
    await partners.requirePartnerActor(await partnerActorOf(app, request), partnerId);
  };

  app.post(
    '/partner/:id/documents/:type',
    {
      preHandler: (request) => requireUploader(request, request.params.id),
      schema: {
        tags: ['partners'],
        summary:
          "Upload (or replace) a partner's document: multipart `file`, ID images as JPEG, PNG or PDF, the rest PDF",
        params: partnerDocumentParamsSchema,
        response: { 200: partnerDocumentUploadedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await partnerOnboarding.uploadDocument(
        await partnerActorOf(app, request),
        request.params.id,
        request.params.type,
        async (allowed) => (await readMultipart(request, allowed)).upload,
      ),
    }),
  );

  app.post(
    '/partner-address/:id',
    {
      schema: {
        tags: ['partners'],
        summary: "A partner's address; the postal code and colonia are checked against the SEPOMEX catalogue",
        params: partnerIdParamsSchema,
        body: partnerAddressBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await withPartnerAudit(app, request, { partnerId: request.params.id }, async () =>
        partnerOnboarding.saveAddress(await partnerActorOf(app, request), request.params.id, request.body),
      );
      return { content: { ok: true as const } };
    },
  );

  app.post(
    '/partner/:id/identity-verification',
    {
      preHandler: (request) => requireUploader(request, request.params.id),
      schema: {
        tags: ['partners'],
        summary: 'Send the selfie video (multipart `video`, WebM or MP4) and queue the identity check',
        params: partnerIdParamsSchema,
        response: { 200: identityVerificationResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => ({
      content: await partnerIdentity.queue(await partnerActorOf(app, request), request.params.id, (allowed) =>
        readFileField(request, 'video', allowed),
      ),
    }),
  );

  app.get(
    '/partner/:id/identity-verification',
    {
      schema: {
        tags: ['partners'],
        summary: "The partner's latest identity check: Pending, Approved, Reject or Denied",
        params: partnerIdParamsSchema,
        response: { 200: identityVerificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await partnerIdentity.latest(await partnerActorOf(app, request), request.params.id),
    }),
  );
};
