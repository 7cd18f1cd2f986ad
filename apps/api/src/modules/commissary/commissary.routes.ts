import {
  ASSIGNED_COMMISSARY_PATH,
  CHECK_VERIFICATION_COMMISSARY_PATH,
  COMMISSARY_ACCEPT_PATH,
  COMMISSARY_COMPANIES_PATH,
  COMMISSARY_IDENTITY_PATH,
  COMMISSARY_INVITATION_PATH,
  COMMISSARY_PATH,
  UPDATE_VERIFICATION_COMMISSARY_PATH,
  UPLOAD_COMMISSARY_CSF_PATH,
  acceptCommissaryInvitationBodySchema,
  appointCommissaryBodySchema,
  assignedCommissaryResponseSchema,
  commissaryAppointmentResponseSchema,
  commissaryCompaniesResponseSchema,
  commissaryVerificationSchema,
  companyIdParamsSchema,
  contentSchema,
  errorResponseSchema,
  okResponseSchema,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '../../http/errors';
import { requestLanguage } from '../../http/request-language';
import { ID_IMAGE, readUpload, withinBodyLimit, type UploadedFile } from '../../http/uploads';
import { SELFIE_VIDEO_TYPES } from '../../providers/identity/sandbox';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
};
const verificationResponseSchema = contentSchema(commissaryVerificationSchema);
/** Fields only Forja's staff decide: a commissary or founder who sends them is refused. */
const STAFF_ONLY_FIELDS = new Set(['approved', 'manual_verification']);
const PDF_ONLY = ['application/pdf'] as const;

type FileRule = Record<string, readonly string[]>;

/** A multipart body with named files (each sniffed by content) and text fields; staff-only fields refused. */
async function readForm(request: FastifyRequest, rules: FileRule, maxFileBytes: number) {
  if (!request.isMultipart()) throw badRequest('invalid_request');
  const read = async () => {
    const files: Record<string, UploadedFile> = {};
    const fields: Record<string, string> = {};
    for await (const part of request.parts({
      limits: { files: Object.keys(rules).length, fileSize: maxFileBytes, fields: 10, fieldSize: 10_000 },
    })) {
      if (STAFF_ONLY_FIELDS.has(part.fieldname)) {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        throw forbidden();
      }
      if (part.type === 'file') {
        const allowed = rules[part.fieldname];
        if (allowed && !files[part.fieldname]) files[part.fieldname] = await readUpload(part, allowed);
        else await part.toBuffer().catch(() => undefined);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    return { files, fields };
  };
  return withinBodyLimit(request, read());
}

/**
 * The commissary: the founder's appointment and invitation, the commissary's acceptance, and the spec's calls
 * the commissary makes (identity, CSF) or the founder reads (progress, Forja's commissary assigned).
 */
export const commissaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.commissary;
  const auth = { preHandler: app.authenticate };
  /** Upload routes settle that the caller is the commissary before the body is read. */
  const commissaryOnly = {
    preHandler: [
      app.authenticate,
      async (request: FastifyRequest<{ Params: { id: number } }>) => {
        await service.requireCommissary(callerId(request), Number(request.params.id));
      },
    ],
  };

  app.get(
    `/${COMMISSARY_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['commissary'],
        summary: "The company's commissary and where its flow stands; null while none is appointed",
        params: companyIdParamsSchema,
        response: { 200: commissaryAppointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.appointment(callerId(request), request.params.id) }),
  );

  app.post(
    `/${COMMISSARY_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['commissary'],
        summary:
          "Appoint (or replace) an outside commissary and e-mail the invitation: 400 invalid_phone (the phone for its `phone_country_code`, Mexico when absent) or rfc_invalid_format / rfc_wrong_kind / rfc_invalid_date (a person's RFC); 409 commissary_not_required or commissary_conflict_of_interest",
        params: companyIdParamsSchema,
        body: appointCommissaryBodySchema,
        response: { 200: commissaryAppointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.appoint(
        callerId(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    `/${COMMISSARY_INVITATION_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['commissary'],
        summary: 'E-mail the outside commissary a new invitation link (the earlier one stops working)',
        params: companyIdParamsSchema,
        response: { 200: commissaryAppointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.resendInvitation(callerId(request), request.params.id, requestLanguage(request)),
    }),
  );

  app.post(
    `/${COMMISSARY_ACCEPT_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['commissary'],
        summary: "Take the invitation with the signed-in account, whose e-mail must be the invitation's",
        body: acceptCommissaryInvitationBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.acceptInvitation(callerId(request), request.body.company_id, request.body.token);
      return { content: { ok: true as const } };
    },
  );

  app.get(
    `/${COMMISSARY_COMPANIES_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['commissary'],
        summary: 'The companies whose current commissary is the signed-in account, with its progress in each',
        response: { 200: commissaryCompaniesResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.companiesOf(callerId(request)) }),
  );

  app.get(
    `/${CHECK_VERIFICATION_COMMISSARY_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['commissary'],
        summary: "The commissary's identity and CSF progress (404 commissary_not_exist when none)",
        params: companyIdParamsSchema,
        response: { 200: verificationResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.checkVerification(callerId(request), request.params.id) }),
  );

  app.get(
    `/${UPDATE_VERIFICATION_COMMISSARY_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['commissary'],
        summary: "Ask the identity provider for the commissary's check, then answer the progress",
        params: companyIdParamsSchema,
        response: { 200: verificationResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.updateVerification(callerId(request), request.params.id) }),
  );

  app.post(
    `/${COMMISSARY_IDENTITY_PATH}`,
    {
      ...commissaryOnly,
      schema: {
        tags: ['commissary'],
        summary:
          "The commissary's ID (`front`, `back`: JPEG, PNG or PDF) and selfie `video` (WebM or MP4); queues the identity check",
        params: companyIdParamsSchema,
        response: { 200: verificationResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => {
      const { files } = await readForm(
        request,
        {
          front: ID_IMAGE,
          back: ID_IMAGE,
          video: SELFIE_VIDEO_TYPES,
        },
        app.config.uploadMaxBytes,
      );
      if (!files.front || !files.back) throw badRequest('no_identity_documents_found');
      if (!files.video) throw badRequest('selfie_video_required');
      return {
        content: await service.submitIdentity(callerId(request), request.params.id, {
          front: files.front,
          back: files.back,
          video: files.video,
        }),
      };
    },
  );

  app.post(
    `/${UPLOAD_COMMISSARY_CSF_PATH}`,
    {
      ...commissaryOnly,
      schema: {
        tags: ['commissary'],
        summary:
          "The commissary's tax-status certificate: multipart `image` (a PDF, checked by content) and optional `rfc`",
        params: companyIdParamsSchema,
        response: { 200: verificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { files, fields } = await readForm(request, { image: PDF_ONLY }, app.config.uploadMaxBytes);
      if (!files.image) throw badRequest('invalid_format');
      return {
        content: await service.uploadCsf(callerId(request), request.params.id, files.image, fields.rfc),
      };
    },
  );

  app.get(
    `/${ASSIGNED_COMMISSARY_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['commissary'],
        summary: 'The Forja commissary assigned to the company (name and cédula), or null',
        params: companyIdParamsSchema,
        response: { 200: assignedCommissaryResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.assignedTally(callerId(request), request.params.id) }),
  );
};
