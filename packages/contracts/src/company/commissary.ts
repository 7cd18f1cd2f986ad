import { z } from 'zod';
import { contentSchema } from '../envelope';

/**
 * The commissary (comisario, the statutory auditor of the LGSM) of an S.A. de C.V. or S.A.P.I. de C.V.:
 * appointed by the founder as an outside person, or Forja's commissary service bought at checkout and assigned
 * from the back office. The spec's calls (check-verification-commissary, update-verification-mati-owner,
 * upload-commissary-csf, assigned-commissary-tally) plus the appointment and invitation Forja adds.
 */

/** GET | POST company/{id}/commissary: the founder's view of the appointment, and appointing an outside person. */
export const COMMISSARY_PATH = 'company/:id/commissary';
/** POST company/{id}/commissary/invitation: e-mails the outside commissary a new invitation link. */
export const COMMISSARY_INVITATION_PATH = 'company/:id/commissary/invitation';
/** POST commissary/accept-invitation: the signed-in commissary takes the e-mailed invitation. */
export const COMMISSARY_ACCEPT_PATH = 'commissary/accept-invitation';
/** Spec section 7. `{id}` is the company's id in each. */
export const CHECK_VERIFICATION_COMMISSARY_PATH = 'check-verification-commissary/company/:id';
export const UPDATE_VERIFICATION_COMMISSARY_PATH = 'update-verification-mati-owner/:id';
export const UPLOAD_COMMISSARY_CSF_PATH = 'upload-commissary-csf/company/:id';
export const ASSIGNED_COMMISSARY_PATH = 'assigned-commissary-tally/company/:id';
/**
 * POST commissary/identity/company/{id}: multipart with the commissary's ID images (`front`, `back`, JPEG/PNG/PDF)
 * and the selfie `video`; the check is queued with the same identity provider as partners.
 */
export const COMMISSARY_IDENTITY_PATH = 'commissary/identity/company/:id';
/** GET commissary/companies: the companies whose current commissary is the signed-in account. */
export const COMMISSARY_COMPANIES_PATH = 'commissary/companies';

/**
 * The LGSM art. 165 questions the founder answers about an outside commissary. Any `true` is refused with
 * 409 commissary_conflict_of_interest: the commissary cannot be an administrator partner, an employee of the
 * company, nor a relative of an administrator (blood to the fourth degree, affinity to the second).
 */
export const commissaryRelationshipSchema = z.object({
  is_partner_administrator: z.boolean(),
  is_employee: z.boolean(),
  is_relative_of_administrator: z.boolean(),
});
export type CommissaryRelationship = z.infer<typeof commissaryRelationshipSchema>;

/**
 * The founder's appointment of an outside commissary. The phone is checked for its country: `phone` is the
 * national number (or an E.164 one whose calling code is `phone_country_code`), `phone_country_code` the
 * calling code without "+" (Mexico's 52 when absent); one that does not fit answers 400 invalid_phone, and it is
 * kept in E.164. The RFC is a person's (13 characters), checked as the domain's checkRfc does: 400
 * rfc_invalid_format, rfc_wrong_kind (12 characters, a company's) or rfc_invalid_date.
 */
export const appointCommissaryBodySchema = z.object({
  name: z.string().trim().min(2).max(200),
  email: z.string().trim().min(3).max(254),
  phone: z.string().trim().min(4).max(24),
  phone_country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
  rfc: z.string().trim().min(1).max(20),
  relationship: commissaryRelationshipSchema,
});
export type AppointCommissaryBody = z.infer<typeof appointCommissaryBodySchema>;

export const COMMISSARY_KINDS = ['outside', 'forja'] as const;
/** Where the commissary's flow stands, for the founder. */
export const COMMISSARY_STAGES = [
  'invited', // outside: e-mailed, not accepted yet
  'identity', // accepted (or assigned): identity check pending
  'csf', // identity verified: the tax-status certificate pending
  'review', // both uploaded: Forja's team reviews
  'complete', // identity and certificate approved
  'awaiting_assignment', // Forja's service bought: the back office assigns one of Forja's commissaries
] as const;

export const commissaryAppointmentSchema = z.object({
  /** Null while Forja's commissary service waits for the back office to assign one. */
  commissary_id: z.number().int().nullable(),
  kind: z.enum(COMMISSARY_KINDS),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The commissary's RFC: the one the founder gave (or read on the certificate), Forja's commissary's. */
  rfc: z.string().nullable(),
  stage: z.enum(COMMISSARY_STAGES),
  is_metamap_validated: z.boolean(),
  is_csf_validated: z.boolean(),
  invitation_sent_at: z.string().nullable(),
  /** The certificate's RFC differs from the commissary's: flagged for the operator, not refused. */
  csf_rfc_mismatch: z.boolean(),
});
export type CommissaryAppointment = z.infer<typeof commissaryAppointmentSchema>;
/** `content` is null while no commissary is appointed. */
export const commissaryAppointmentResponseSchema = contentSchema(commissaryAppointmentSchema.nullable());

/** One company the signed-in account is the commissary of, with the commissary's own progress in it. */
export const commissaryCompanySchema = z.object({
  company_id: z.number().int(),
  legal_name: z.string().nullable(),
  name: z.string().nullable(),
  friendly_id: z.string(),
  is_metamap_validated: z.boolean(),
  is_csf_validated: z.boolean(),
});
export type CommissaryCompany = z.infer<typeof commissaryCompanySchema>;
export const commissaryCompaniesSchema = z.array(commissaryCompanySchema);
export const commissaryCompaniesResponseSchema = contentSchema(commissaryCompaniesSchema);

export const acceptCommissaryInvitationBodySchema = z.object({
  company_id: z.number().int().positive(),
  token: z.string().min(16).max(200),
});

/** GET assigned-commissary-tally/company/{id}: the Forja commissary assigned, or null while none is. */
export const assignedCommissarySchema = z
  .object({ name: z.string(), professional_licence: z.string() })
  .nullable();
export const assignedCommissaryResponseSchema = contentSchema(assignedCommissarySchema);

/** The back office's list of Forja's own commissaries. */
export const forjaCommissarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  rfc: z.string(),
  professional_licence: z.string(),
  active: z.boolean(),
  assigned_count: z.number().int(),
});
export type ForjaCommissary = z.infer<typeof forjaCommissarySchema>;
export const forjaCommissaryBodySchema = z.object({
  name: z.string().trim().min(2).max(200),
  email: z.string().trim().min(3).max(254),
  phone: z.string().trim().min(8).max(20),
  rfc: z.string().trim().min(12).max(13),
  /** Cédula profesional: 7 or 8 digits. */
  professional_licence: z
    .string()
    .trim()
    .regex(/^\d{7,8}$/),
  active: z.boolean().default(true),
});
export const forjaCommissariesResponseSchema = contentSchema(z.array(forjaCommissarySchema));
export const forjaCommissaryResponseSchema = contentSchema(forjaCommissarySchema);

/** A company that bought Forja's commissary service and waits for one (or has one): the assignment queue. */
export const commissaryAssignmentSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  friendly_id: z.string(),
  paid_at: z.string(),
  assigned: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export const commissaryAssignmentsResponseSchema = contentSchema(z.array(commissaryAssignmentSchema));
export const assignCommissaryBodySchema = z.object({ forja_commissary_id: z.number().int().positive() });
