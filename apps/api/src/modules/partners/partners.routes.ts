import {
  CREATE_BY_PARTNER_GOOGLE_PATH,
  INVITATION_TOKEN_HEADER,
  addPartnersBodySchema,
  authTokensResponseSchema,
  registerBodySchema,
  attachByInvitationBodySchema,
  capTableResponseSchema,
  companyIdParamsSchema,
  contentSchema,
  createByPartnerGoogleBodySchema,
  errorResponseSchema,
  invitationsSentResponseSchema,
  sendInvitationsBodySchema,
  okResponseSchema,
  partnerAddressBodySchema,
  partnerBasicBodySchema,
  partnerCompanyParamsSchema,
  partnerComplementsBodySchema,
  partnerExistsBodySchema,
  partnerIdParamsSchema,
  onlyPartnerResponseSchema,
  partnerResponseSchema,
  permissionEditBodySchema,
  setNationalitiesBodySchema,
  updatePartnerBodySchema,
  updatePartnersBodySchema,
} from '@forja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/request-language';
import { consentContextOf } from '../../http/consent-context';
import { callerId } from '../auth/authenticate';
import { withPartnerAudit } from '../privacy/personal-data-audit';
import type { PartnerActor } from './partners.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const ok = { content: { ok: true as const } };

/** A signed-in member, or an invited partner without an account who sends their link's token. */
export async function partnerActorOf(app: FastifyInstance, request: FastifyRequest): Promise<PartnerActor> {
  if (request.headers.authorization) {
    await app.authenticate(request);
    return { userId: callerId(request) };
  }
  const token = request.headers[INVITATION_TOKEN_HEADER];
  if (typeof token === 'string' && token.length > 0) return { invitationToken: token };
  throw new AppError(401, 'unauthenticated');
}

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.partners;
  const auth = { preHandler: app.authenticate };
  const actorOf = (request: FastifyRequest) => partnerActorOf(app, request);
  app.get(
    '/partners/company/:id',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        summary: 'The cap table: partners with their shares, and the share series',
        params: companyIdParamsSchema,
        response: { 200: capTableResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await service.capTable(callerId(request), request.params.id) }),
  );

  app.post(
    '/add-partners/company/:id',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        summary: 'Save the whole cap table in one transaction (100 %, different percentages, partner count)',
        params: companyIdParamsSchema,
        body: addPartnersBodySchema,
        response: { 200: capTableResponseSchema, ...errors },
      },
    },
    async (request) => {
      const table = await withPartnerAudit(app, request, { companyId: request.params.id }, () =>
        service.saveCapTable(callerId(request), request.params.id, request.body),
      );
      await app.services.partnerDocuments.refreshDocumentsCompleted(request.params.id);
      return { content: table };
    },
  );

  app.put(
    '/update-partners',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        body: updatePartnersBodySchema,
        response: { 200: capTableResponseSchema, ...errors },
      },
    },
    async (request) => {
      const table = await withPartnerAudit(app, request, { companyId: request.body.company_id }, () =>
        service.saveCapTable(callerId(request), request.body.company_id, request.body),
      );
      await app.services.partnerDocuments.refreshDocumentsCompleted(request.body.company_id);
      return { content: table };
    },
  );

  app.post(
    '/partner-basic/company/:id',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        params: companyIdParamsSchema,
        body: partnerBasicBodySchema,
        response: { 200: partnerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await withPartnerAudit(app, request, { companyId: request.params.id }, () =>
        service.addBasic(callerId(request), request.params.id, request.body),
      ),
    }),
  );

  app.get(
    '/only-partner/:id/company/:company_id',
    {
      schema: {
        tags: ['partners'],
        params: partnerCompanyParamsSchema,
        response: { 200: onlyPartnerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.onlyPartner(
        await actorOf(request),
        request.params.id,
        request.params.company_id,
      ),
    }),
  );

  app.put(
    '/update-partner/:id',
    {
      schema: {
        tags: ['partners'],
        params: partnerIdParamsSchema,
        body: updatePartnerBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await withPartnerAudit(app, request, { partnerId: request.params.id }, async () =>
        service.updateNames(await actorOf(request), request.params.id, request.body),
      );
      return ok;
    },
  );

  app.post(
    '/partner/set-nationalities/:id',
    {
      schema: {
        tags: ['partners'],
        params: partnerIdParamsSchema,
        body: setNationalitiesBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await withPartnerAudit(app, request, { partnerId: request.params.id }, async () =>
        service.setNationalities(await actorOf(request), request.params.id, request.body.nationalities),
      );
      return ok;
    },
  );

  app.post(
    '/partner-complements/:id',
    {
      schema: {
        tags: ['partners'],
        summary: "A partner's RFC, CURP, birthplace, tax residence, civil status and acceptance of terms",
        params: partnerIdParamsSchema,
        body: partnerComplementsBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await withPartnerAudit(app, request, { partnerId: request.params.id }, () =>
        service.saveComplements(actor, request.params.id, request.body, consentContextOf(request)),
      );
      // Civil status decides whether spouse documents are required.
      const partner = await app.services.partnersRepository.findById(request.params.id);
      if (partner) await app.services.partnerDocuments.refreshDocumentsCompleted(partner.company_id);
      return ok;
    },
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
        service.saveAddress(await actorOf(request), request.params.id, request.body),
      );
      return ok;
    },
  );

  app.post(
    '/delete-partner/:id/company/:company_id',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        params: partnerCompanyParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await withPartnerAudit(app, request, { partnerId: request.params.id }, () =>
        service.deletePartner(callerId(request), request.params.id, request.params.company_id),
      );
      await app.services.partnerDocuments.refreshDocumentsCompleted(request.params.company_id);
      return ok;
    },
  );

  app.post(
    '/partner/exists',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        summary: "Whether a partner with the e-mail is in one of the caller's own companies",
        body: partnerExistsBodySchema,
        response: { 200: contentSchema(z.object({ exists: z.boolean() })), ...errors },
      },
    },
    async (request) => ({ content: { exists: await service.exists(callerId(request), request.body.email) } }),
  );

  app.post(
    '/partner/permission-edit/:id',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        summary: 'The owner grants or withdraws a partner’s permission to edit',
        params: partnerIdParamsSchema,
        body: permissionEditBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.setPermissionToEdit(
        callerId(request),
        request.params.id,
        request.body.company_id,
        request.body.permision_to_edit,
      );
      return ok;
    },
  );

  app.post(
    '/partners/send-invitations/:company_id',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        summary:
          'E-mail each partner who has not joined a single-use link to the invited flow (limited per day)',
        params: z.object({ company_id: z.coerce.number().int().positive() }),
        body: sendInvitationsBodySchema,
        response: { 200: invitationsSentResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      content: {
        sent: await service.sendInvitations(
          callerId(request),
          request.params.company_id,
          requestLanguage(request),
          request.body?.languages,
        ),
      },
    }),
  );

  app.post(
    '/user/create-by-partner/:id',
    {
      schema: {
        tags: ['partners', 'user'],
        summary: "Create the invited partner's account with their invitation; the e-mail is the invited one",
        params: partnerIdParamsSchema,
        body: registerBodySchema.extend({
          company_id: z.number().int().positive(),
          token: z.string().trim().min(10).max(200),
        }),
        response: { 200: authTokensResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { company_id, token, ...account } = request.body;
      const tokens = await service.createAccountByInvitation({
        partnerId: request.params.id,
        companyId: company_id,
        token,
        account,
        ip: request.ip,
        context: consentContextOf(request),
      });
      return { content: tokens };
    },
  );

  app.post(
    `/${CREATE_BY_PARTNER_GOOGLE_PATH}`,
    {
      schema: {
        tags: ['partners', 'user'],
        summary:
          "Create or link the invited partner's account with a Google ID token whose e-mail is the invited one",
        params: partnerIdParamsSchema,
        body: createByPartnerGoogleBodySchema,
        response: {
          200: authTokensResponseSchema,
          ...errors,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { company_id, token, ...account } = request.body;
      const tokens = await service.createAccountByInvitationWithGoogle({
        partnerId: request.params.id,
        companyId: company_id,
        token,
        account,
        ip: request.ip,
        context: consentContextOf(request),
      });
      return { content: tokens };
    },
  );

  app.post(
    '/attach-partner-with-company-by-invitation/partner/:id',
    {
      ...auth,
      schema: {
        tags: ['partners'],
        summary: 'Link the signed-in account to the partner of an invitation',
        params: partnerIdParamsSchema,
        body: attachByInvitationBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.attachAccountByInvitation(
        callerId(request),
        { partnerId: request.params.id, companyId: request.body.company_id, token: request.body.invitation },
        consentContextOf(request),
      );
      return ok;
    },
  );
};
