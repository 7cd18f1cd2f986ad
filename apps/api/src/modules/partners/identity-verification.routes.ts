import {
  errorResponseSchema,
  identityVerificationResponseSchema,
  partnerIdParamsSchema,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFileField } from '../../http/uploads';
import { partnerActorOf } from './partners.routes';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

/** A partner's identity verification: the selfie video sent, the check queued, and its latest result. */
export const identityVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identityVerification, partners } = app.services;
  /** The upload settles who may act on the partner before the multipart body is read. */
  const requireUploader = async (request: FastifyRequest, partnerId: number) => {
    await partners.requirePartnerActor(await partnerActorOf(app, request), partnerId);
  };

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
      content: await identityVerification.queue(
        await partnerActorOf(app, request),
        request.params.id,
        (allowed) => readFileField(request, 'video', allowed),
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
      content: await identityVerification.latest(await partnerActorOf(app, request), request.params.id),
    }),
  );
};
