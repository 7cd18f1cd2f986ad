import {
  CREATE_BY_PARTNER_GOOGLE_PATH,
  INVITATION_TOKEN_HEADER,
  type AuthTokens,
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
  okResponseSchema,
  partnerAddressBodySchema,
  partnerBasicBodySchema,
  partnerCompanyParamsSchema,
  partnerComplementsBodySchema,
  partnerExistsBodySchema,
  partnerIdParamsSchema,
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
  /**
   * The invited partner's own consent (the simplified notice): recorded once the partner has both accepted on
   * their screen (accept_terms_conditions) and taken their seat with an account, whichever comes last. With
   * `actor`, only when the acceptance came from the partner (their session or their link), never from a founder
   * filling in a partner's data.
   */
  const recordInvitationConsent = async (
    request: FastifyRequest,
    partnerId: number,
    actor?: PartnerActor,
  ) => {
    const partner = await app.services.partnersRepository.findById(partnerId);
    const userId = partner?.user_id ?? null;
    if (userId === null || !partner?.invitation_accepted || !partner.accept_terms_conditions) return;
    if (actor && 'userId' in actor && actor.userId !== userId) return;
    await app.services.consents.recordInvitation(userId, consentContextOf(request));
  };

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
        response: { 200: partnerResponseSchema, ...errors },
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
        service.saveComplements(actor, request.params.id, request.body),
      );
      // Civil status decides whether spouse documents are required.
      const partner = await app.services.partnersRepository.findById(request.params.id);
      if (partner) await app.services.partnerDocuments.refreshDocumentsCompleted(partner.company_id);
      // The partner's own acceptance (signed in as themselves, or through their invitation link) is their consent
      // under the simplified notice; a founder filling in a partner's data consents for no one.
      await recordInvitationConsent(request, request.params.id, actor);
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
        response: { 200: invitationsSentResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      content: {
        sent: await service.sendInvitations(
          callerId(request),
          request.params.company_id,
          requestLanguage(request),
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
      // The invited partner's own sign-up checkbox (privacy notice and terms), else consent_required.
      const accepted = app.services.consents.requireSignUpConsent(account);
      const { partner } = await service.verifyInvitation(request.params.id, token);
      if (partner.company_id !== company_id) throw new AppError(400, 'token_does_not_match');
      // The account takes the invited e-mail, whatever the form says; a partner without one was never invited.
      if (!partner.email) throw new AppError(403, 'token_does_not_match');
      const email = partner.email;
      const now = app.clock();
      const context = consentContextOf(request);
      const tokens = await app.services.auth.register({ ...account, email }, request.ip, now, (userId, tx) =>
        app.services.consents.recordSignUp(userId, accepted, context, tx),
      );
      const user = await app.services.usersRepository.findByEmail(email);
      if (!user) throw new AppError(404, 'partner_or_user_not_found');
      await service.attachByInvitation(user.id, partner.id, company_id, token);
      // The invitation reached this address: it is confirmed.
      await app.services.usersRepository.update(user.id, { is_confirmed: true, updated_at: now });
      await recordInvitationConsent(request, partner.id);
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
      // The invited partner's own sign-up checkbox (privacy notice and terms), else consent_required.
      const accepted = app.services.consents.requireSignUpConsent(account);
      const context = consentContextOf(request);
      const google = app.services.google;
      const now = app.clock();
      // Without Google configured this answers google_sign_in_unavailable, whatever the invitation.
      const identity = await google.identify(account.id_token, now);
      const partner = await service.requireInvitationForGoogle(
        request.params.id,
        company_id,
        token,
        identity.email,
      );
      // The account linked to the Google account or having its e-mail signs in (and is linked); else a new one.
      let tokens: AuthTokens;
      let created = false;
      try {
        tokens = await google.login(account.id_token, request.ip, now);
      } catch (error) {
        if (!(error instanceof AppError && error.codes[0] === 'google_account_not_registered')) throw error;
        tokens = await google.register(account, request.ip, now, (userId, tx) =>
          app.services.consents.recordSignUp(userId, accepted, context, tx),
        );
        created = true;
      }
      const claims = await app.accessTokens.verify(tokens.access_token, now);
      if (claims === null || claims === 'expired') throw new AppError(401, 'unauthenticated');
      // An existing account linked here ticked the checkbox again: that acceptance is recorded too.
      if (!created) await app.services.consents.recordSignUp(claims.userId, accepted, context);
      await service.attachByInvitation(claims.userId, partner.id, company_id, token);
      // Google has verified the address, and the invitation reached it.
      await app.services.usersRepository.update(claims.userId, { is_confirmed: true, updated_at: now });
      await recordInvitationConsent(request, partner.id);
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
      await service.attachByInvitation(
        callerId(request),
        request.params.id,
        request.body.company_id,
        request.body.invitation,
      );
      await recordInvitationConsent(request, request.params.id);
      return ok;
    },
  );
};
