import {
  REGISTER_COMPANY_PATH,
  addDenominationBodySchema,
  companyIdParamsSchema,
  companySchema,
  contentSchema,
  deletedResponseSchema,
  denominationIdParamsSchema,
  denominationSchema,
  errorResponseSchema,
  okResponseSchema,
  registerCompanyBodySchema,
  resetDenominationsBodySchema,
  saveFiscalResidenceBodySchema,
  saveRfcBodySchema,
  setApprovedDenominationBodySchema,
  setCompanyCategoryBodySchema,
  setSubsidiaryBodySchema,
  stageBodySchema,
  stageParamsSchema,
  updateAdministrationBodySchema,
  updateCompanyGoalBodySchema,
  updateCompanyNameBodySchema,
  updateCompanyTypeBodySchema,
  updateDenominationBodySchema,
  updateFlagsBodySchema,
  updateLegalNameBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const ok = { content: { ok: true as const } };
const okResponse = { 200: okResponseSchema, ...errors };
const companyResponse = { 200: contentSchema(companySchema), ...errors };

/**
 * The company itself: its registration, profile, type and name, its basic data (activities, goal, subsidiary,
 * fiscal residence, RFC, flags, stages, administration), its proposed legal names, and its deletion.
 */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.companies;
  const auth = { preHandler: app.authenticate };
  /** The domicile and the administration are printed in the draft articles, which may have waited for them. */
  const refreshDraft = (companyId: number) =>
    app.services.signing
      .refreshDraft(companyId)
      .catch((error: unknown) => app.log.error({ err: error }, 'signing: the draft was not rendered'));

  app.post(
    `/${REGISTER_COMPANY_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'Create a company from the registration draft; the caller owns it',
        body: registerCompanyBodySchema,
        response: companyResponse,
      },
    },
    async (request) => ({ content: await service.register(callerId(request), request.body, app.clock()) }),
  );

  app.get(
    '/company/get-company-profile/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'The company with every field of spec section 3',
        params: companyIdParamsSchema,
        response: companyResponse,
      },
    },
    async (request) => ({ content: await service.profile(callerId(request), request.params.id) }),
  );

  app.put(
    '/update-company-type/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: updateCompanyTypeBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.updateType(callerId(request), request.params.id, request.body.company_type, app.clock());
      return ok;
    },
  );

  app.put(
    '/update-company-name/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: updateCompanyNameBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.updateName(callerId(request), request.params.id, request.body.name, app.clock());
      return ok;
    },
  );

  app.put(
    '/company/set-company-category/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'Save the basic data: activities, description, website, hiring',
        params: companyIdParamsSchema,
        body: setCompanyCategoryBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.setCategory(callerId(request), request.params.id, request.body, app.clock());
      return ok;
    },
  );

  app.post(
    '/update-company-goal/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: updateCompanyGoalBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.update(
        callerId(request),
        request.params.id,
        { company_goal: request.body.company_goal },
        app.clock(),
      );
      return ok;
    },
  );

  app.post(
    '/company/subsidiary/set/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: setSubsidiaryBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.update(
        callerId(request),
        request.params.id,
        { subsidiary: request.body.subsidiary },
        app.clock(),
      );
      return ok;
    },
  );

  app.post(
    '/company/save-fiscal-residence/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary:
          'Save the fiscal address; with `domicile`, the municipality and state the articles name when the SEPOMEX catalogue cannot place its postal code',
        params: companyIdParamsSchema,
        body: saveFiscalResidenceBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.saveFiscalResidence(callerId(request), request.params.id, request.body, app.clock());
      await refreshDraft(request.params.id);
      return ok;
    },
  );

  app.post(
    '/company/save-rfc/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary:
          "Save the company's RFC (12 characters); a check-digit mismatch answers 409 rfc_checksum_mismatch until confirmed",
        params: companyIdParamsSchema,
        body: saveRfcBodySchema,
        response: { 200: contentSchema(z.object({ rfc: z.string() })), ...errors },
      },
    },
    async (request) => ({
      content: {
        rfc: await service.saveRfc(
          callerId(request),
          request.params.id,
          request.body.rfc,
          request.body.confirm_checksum,
          app.clock(),
        ),
      },
    }),
  );

  app.get(
    '/update-boolean-rfc-company/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'The RFC comes later (rfc_later)',
        params: companyIdParamsSchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.update(callerId(request), request.params.id, { rfc_later: true }, app.clock());
      return ok;
    },
  );

  app.put(
    '/company/update-flags/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: companyIdParamsSchema,
        body: updateFlagsBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      const { type, is_aprroved } = request.body;
      await service.update(callerId(request), request.params.id, { [type]: is_aprroved }, app.clock());
      return ok;
    },
  );

  app.put(
    '/stage/:stage_name/company/:company_id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: stageParamsSchema,
        body: stageBodySchema.optional(),
        response: okResponse,
      },
    },
    async (request) => {
      const { stage_name, company_id } = request.params;
      await service.setStage(
        callerId(request),
        company_id,
        stage_name,
        request.body?.completed ?? true,
        app.clock(),
      );
      return ok;
    },
  );

  app.put(
    '/company/administration/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'Sole administrator or board, and its members',
        params: companyIdParamsSchema,
        body: updateAdministrationBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      const { has_unique_administrator, council } = request.body;
      await service.setAdministration(
        callerId(request),
        request.params.id,
        has_unique_administrator,
        council,
        app.clock(),
      );
      await refreshDraft(request.params.id);
      return ok;
    },
  );

  app.post(
    '/company/:id/update-legal-name',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'Replace the ranked proposals of legal names',
        params: companyIdParamsSchema,
        body: updateLegalNameBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      const { legal_names, name_authorization } = request.body;
      await service.updateLegalNames(
        callerId(request),
        request.params.id,
        legal_names,
        name_authorization,
        app.clock(),
      );
      return ok;
    },
  );

  app.post(
    '/add-new-denomination',
    {
      ...auth,
      schema: {
        tags: ['company'],
        body: addDenominationBodySchema,
        response: { 200: contentSchema(denominationSchema), ...errors },
      },
    },
    async (request) => {
      const { company_id, name, priority } = request.body;
      const row = await service.addDenomination(callerId(request), company_id, name, priority);
      return { content: { id: row.id, name: row.name, priority: row.priority } };
    },
  );

  app.put(
    '/update-denomination/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: denominationIdParamsSchema,
        body: updateDenominationBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.updateDenomination(
        callerId(request),
        request.params.id,
        request.body.name,
        request.body.priority,
      );
      return ok;
    },
  );

  app.delete(
    '/delete-denomination/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        params: denominationIdParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteDenomination(callerId(request), request.params.id);
      return { content: { deleted: true as const } };
    },
  );

  app.post(
    '/reset-denominations-process',
    {
      ...auth,
      schema: {
        tags: ['company'],
        body: resetDenominationsBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.resetDenominations(callerId(request), request.body.company_id, app.clock());
      return ok;
    },
  );

  app.post(
    '/set-approved-denomination/company/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary: 'Operators only: record the legal name the Secretaría de Economía authorised',
        params: companyIdParamsSchema,
        body: setApprovedDenominationBodySchema,
        response: okResponse,
      },
    },
    async (request) => {
      await service.setApprovedDenomination(
        callerId(request),
        request.params.id,
        request.body.legal_name,
        app.clock(),
        request.ip,
      );
      return ok;
    },
  );

  app.post(
    '/delete-company/:id',
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary:
          'Delete an unpaid company; only its creator may (409 error_delete_company_paid, or error_delete_company_appointment_soon while an appointment of it starts within 2 hours)',
        params: companyIdParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.delete(callerId(request), request.params.id, app.clock());
      return { content: { deleted: true as const } };
    },
  );
};
