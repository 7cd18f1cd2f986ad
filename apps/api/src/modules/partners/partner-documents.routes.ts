import {
  errorResponseSchema,
  partnerDocumentParamsSchema,
  partnerDocumentUploadedResponseSchema,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipart } from '../../http/uploads';
import { partnerActorOf } from './partners.routes';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

/** A partner's documents, uploaded by a member of the company or by the invited partner with their link. */
export const partnerDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { partnerDocuments, partners } = app.services;
  /** The upload settles who may act on the partner before the multipart body is read. */
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
      content: await partnerDocuments.uploadDocument(
        await partnerActorOf(app, request),
        request.params.id,
        request.params.type,
        async (allowed) => (await readMultipart(request, allowed)).upload,
      ),
    }),
  );
};
