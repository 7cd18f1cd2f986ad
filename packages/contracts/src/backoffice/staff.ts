import { z } from 'zod';
import { contentSchema } from '../envelope';

export const STAFF_ROLES = ['operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Idle minutes after which a staff member confirms the password again before acting. */
export const RECENT_SIGN_IN_MINUTES = 15;

/** GET backoffice/me: who is working, and until when acts need no new confirmation. */
export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Null when the password must be confirmed before the next act. */
  acts_allowed_until: z.string().nullable(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffMeResponseSchema = contentSchema(staffMeSchema);

/** POST backoffice/session/confirm: the password, or the code e-mailed by POST backoffice/session/code. */
export const confirmStaffSessionBodySchema = z
  .object({
    password: z.string().min(1).max(200).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: 'give either the password or the e-mailed code',
  });

/** GET backoffice/overview: how many items wait in each queue. */
export const backofficeOverviewSchema = z.object({
  documents: z.number().int(),
  legal_representatives: z.number().int(),
  legal_names: z.number().int(),
  support_requests: z.number().int(),
  orders: z.number().int(),
});
export type BackofficeOverview = z.infer<typeof backofficeOverviewSchema>;
export const backofficeOverviewResponseSchema = contentSchema(backofficeOverviewSchema);

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = contentSchema(z.array(staffMemberSchema));

/** POST backoffice/staff: give an existing account a role (admins only). */
export const grantStaffRoleBodySchema = z.object({
  email: z.string().trim().min(3).max(254),
  role: z.enum(STAFF_ROLES),
});
/** DELETE backoffice/staff/{user_id}: withdraw every staff role. */
export const staffUserParamsSchema = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Pagination shared by every queue and list of the back office: 1-based page, oldest first. */
export const backofficePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export function pageOfSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

/**
 * Every act the audit log records, by its dotted name: the back office names each in the operator's language
 * (backoffice.json, audit.actions), and the server writes no other.
 */
export const AUDIT_ACTIONS = [
  'account.cancel',
  'account.erase',
  'accountant.assign',
  'appointment_slot.withdraw',
  'appointment_slots.publish',
  'bank_referral.decline',
  'bank_referral.open',
  'bank_referral.send',
  'commissary.assign',
  'company.testimony',
  'company_note.add',
  'deed.record',
  'deed.se_signature_ready',
  'deed.update',
  'delivery.deliver',
  'delivery.ship',
  'document.approve',
  'document.reject',
  'feature_flag.update',
  'forja_accountant.create',
  'forja_accountant.deactivate',
  'forja_accountant.update',
  'forja_commissary.create',
  'forja_commissary.deactivate',
  'forja_commissary.update',
  'forja_document.replace',
  'forja_document.upload',
  'forja_document.withdraw',
  'identity_file.view',
  'import_registration.in_progress',
  'import_registration.not_started',
  'import_registration.registered',
  'import_registration.rejected',
  'job.retry',
  'legal_name.authorize',
  'legal_name.refuse',
  'legal_name.set_by_api',
  'legal_representative.approve',
  'legal_representative.reject',
  'order.note',
  'partner.personal_data.create',
  'partner.personal_data.delete',
  'partner.personal_data.update',
  'partner_bank.create',
  'partner_bank.deactivate',
  'partner_bank.update',
  'privacy_request.reject',
  'privacy_request.resolve',
  'role.grant',
  'role.withdraw',
  'sat.efirma_record',
  'sat.rfc_correct',
  'sat.rfc_record',
  'support_request.reply',
  'support_request.status',
  'user.contact.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEventSchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_email: z.string().nullable(),
  action: z.string(),
  company_id: z.number().int().nullable(),
  partner_id: z.number().int().nullable(),
  subject_type: z.string(),
  subject_id: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET backoffice/audit: filter by company, operator and a date range (YYYY-MM-DD, inclusive). */
export const auditQuerySchema = backofficePageQuerySchema.extend({
  company_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const auditPageResponseSchema = contentSchema(pageOfSchema(auditEventSchema));
