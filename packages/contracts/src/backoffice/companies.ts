import { z } from 'zod';
import { companySchema } from '../company/company';
import { COMPANY_ONBOARDING_STEPS, COMPANY_PATH_STEPS } from '../company/path-steps';
import { companyAttributionSchema } from '../analytics/attribution';
import { contentSchema } from '../envelope';
import { companyNoteSchema } from './company-notes';
import { backofficeOrderSchema } from './orders';
import { auditEventSchema, backofficePageQuerySchema, pageOfSchema } from './staff';

/** The companies of the back office, under BACKOFFICE_PATH. */
export const BACKOFFICE_COMPANIES_PATH = 'companies';

/** Where a company is on its whole path: the step it is on, or `done` once every step is. */
export const COMPANY_PATH_POSITIONS = [...COMPANY_PATH_STEPS, 'done'] as const;
export type CompanyPathPosition = (typeof COMPANY_PATH_POSITIONS)[number];

/** Who has to act for the company to move on (the domain's companyWaitsOn). */
export const STEP_WAITERS = ['founder', 'partners', 'forja', 'nobody'] as const;

/** The longest search text, in characters. */
export const COMPANY_SEARCH_MAX_CHARS = 100;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * GET backoffice/companies: every company, the longest on its step first. `step` keeps the companies on one
 * onboarding step (a route of resolveNextRoute); `path_step` the ones on one step of the whole path, whether the
 * founder is sent to its page or it is the dashboard's current step (`partner_documents`: the founder's page of
 * the partners' documents, and the documents in review), or `done`: every step done (a company whose founder
 * has not confirmed their e-mail or chosen it yet is on no step of its path); `q` finds companies by friendly_id,
 * company or legal name, e-mail, RFC or phone (of the company, its founder or a partner), any part of them,
 * ignoring case and accents.
 */
export const backofficeCompaniesQuerySchema = backofficePageQuerySchema.extend({
  step: z.enum(COMPANY_ONBOARDING_STEPS).optional(),
  path_step: z.enum(COMPANY_PATH_POSITIONS).optional(),
  q: z.string().trim().max(COMPANY_SEARCH_MAX_CHARS).optional(),
});
export type BackofficeCompaniesQuery = z.infer<typeof backofficeCompaniesQuerySchema>;

export const backofficeCompanyParamsSchema = z.object({ company_id: idSchema });

export const companyFounderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** +{country code}{number} when known. */
  phone: z.string().nullable(),
});

/**
 * Where a company stands on the whole path the founder's dashboard lists (the domain's onboardingChecklist):
 * the step to work on now and who acts on it, or null once every step is done.
 */
export const backofficeCompanyPathSchema = z.object({
  current: z.enum(COMPANY_PATH_STEPS).nullable(),
  actor: z.enum(['founder', 'partners', 'forja']).nullable(),
  done: z.number().int(),
  total: z.number().int(),
});
export type BackofficeCompanyPath = z.infer<typeof backofficeCompanyPathSchema>;

/**
 * A company in the list: who founded it, its step and since when, where it stands on the whole path, and who it
 * waits on (past the redirect steps: whoever acts on the path's current step).
 */
export const backofficeCompanyItemSchema = z.object({
  id: z.number().int(),
  friendly_id: z.string(),
  name: z.string().nullable(),
  legal_name: z.string().nullable(),
  company_type: z.string(),
  founder: companyFounderSchema,
  step: z.enum(COMPANY_ONBOARDING_STEPS),
  waits_on: z.enum(STEP_WAITERS),
  /** Since when the company is on its step, as first seen (by the reminder check or the back office). */
  step_since: z.string(),
  created_at: z.string(),
  path: backofficeCompanyPathSchema,
});
export type BackofficeCompanyItem = z.infer<typeof backofficeCompanyItemSchema>;
export const backofficeCompaniesPageResponseSchema = contentSchema(pageOfSchema(backofficeCompanyItemSchema));
export type BackofficeCompaniesPage = z.infer<typeof backofficeCompaniesPageResponseSchema>['content'];

/** A support request of the company, as its page lists them (the support queue has the thread). */
export const companySupportRequestSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  stage: z.enum(['pending', 'in_progress', 'resolved']),
  category_key: z.string(),
  main_category: z.string(),
  request_type: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type CompanySupportRequest = z.infer<typeof companySupportRequestSchema>;

/**
 * What the company's timeline shows: the staff's acts from the audit log (`audit`) and the dated milestones
 * of its onboarding.
 */
export const COMPANY_TIMELINE_KINDS = [
  'audit',
  'company_created',
  'order_created',
  'order_paid',
  'payment_failed',
  'partner_added',
  'document_uploaded',
  'partner_document_uploaded',
  'support_request',
  'step_reached',
] as const;
export type CompanyTimelineKind = (typeof COMPANY_TIMELINE_KINDS)[number];

export const companyTimelineItemSchema = z.object({
  at: z.string(),
  kind: z.enum(COMPANY_TIMELINE_KINDS),
  /** What it is about: a document type, a product, a partner's name, a step… (null for audit and creation). */
  detail: z.string().nullable(),
  /** The partner it is about (partner documents). */
  partner_name: z.string().nullable(),
  /** The act, for `audit`. */
  audit: auditEventSchema.nullable(),
});
export type CompanyTimelineItem = z.infer<typeof companyTimelineItemSchema>;

/** The most recent timeline entries a company page shows; the audit page has the rest. */
export const COMPANY_TIMELINE_LIMIT = 200;

/**
 * GET backoffice/companies/{company_id}: the company's data (the founder's profile of it: partners,
 * documents, legal names, legal representatives…), its founder and step, orders, support requests, notes and
 * timeline (newest first).
 */
export const backofficeCompanyDetailSchema = z.object({
  summary: backofficeCompanyItemSchema,
  founder: companyFounderSchema.extend({
    language: z.string(),
    is_confirmed: z.boolean(),
  }),
  company: companySchema,
  orders: z.array(backofficeOrderSchema),
  support_requests: z.array(companySupportRequestSchema),
  notes: z.array(companyNoteSchema),
  timeline: z.array(companyTimelineItemSchema),
  /** The founder's campaign attribution (first and last touch); always sent by the API. */
  attribution: companyAttributionSchema.optional(),
  /**
   * The company's current commissary: the name and the RFC (the founder's, Forja's commissary's, or the one the
   * commissary corrected with the CSF); null when none is appointed or assigned. Always sent by the API.
   */
  commissary: z.object({ name: z.string(), rfc: z.string().nullable() }).nullable().optional(),
});
export type BackofficeCompanyDetail = z.infer<typeof backofficeCompanyDetailSchema>;
export const backofficeCompanyDetailResponseSchema = contentSchema(backofficeCompanyDetailSchema);
