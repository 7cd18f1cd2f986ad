import {
  contentSchema,
  deleteLegalRepresentativeBodySchema,
  companyIdParamsSchema,
  errorResponseSchema,
  legalRepresentativeSchema,
  okResponseSchema,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ID_IMAGE, readMultipart } from '../../http/uploads';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

/** The company's legal representatives: each with a name, a person's RFC and an ID image. */
export const legalRepresentativesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.legalRepresentatives;
  /** The upload settles the caller's right to edit the company before the multipart body is read. */
  const requireUploader = async (request: FastifyRequest, companyId: number) => {
    await app.services.companies.requireAccess(callerId(request), companyId, { edit: true, articles: true });
  };

  app.post(
    '/company/legal-representatives/new/:id',
    {
      preHandler: [app.authenticate, (request) => requireUploader(request, request.params.id)],
      schema: {
        tags: ['company'],
        summary: 'Add a legal representative (multipart: name, rfc, image as JPEG, PNG or PDF)',
        params: companyIdParamsSchema,
        response: {
          200: contentSchema(
            legalRepresentativeSchema.pick({
              id: true,
              name: true,
              rfc: true,
              approved: true,
              manual_verification: true,
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { fields, upload } = await readMultipart(request, ID_IMAGE);
      const row = await service.add(callerId(request), request.params.id, fields, upload, app.clock());
      return {
        content: {
          id: row.id,
          name: row.name,
          rfc: row.rfc,
          approved: row.approved,
          manual_verification: row.manual_verification,
        },
      };
    },
  );

  app.post(
    '/company/legal-representatives/delete',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['company'],
        body: deleteLegalRepresentativeBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.delete(callerId(request), request.body.legal_representative);
      return { content: { ok: true as const } };
    },
  );
};
