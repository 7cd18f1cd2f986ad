import { z } from 'zod';
import { contentSchema } from '../envelope';

/** One of Forja's accountants (contador público), as the back office lists them. */
export const forjaAccountantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Cédula profesional. */
  professional_licence: z.string(),
  active: z.boolean(),
  assigned_count: z.number().int(),
});
export type ForjaAccountant = z.infer<typeof forjaAccountantSchema>;

/** Add or edit one of Forja's accountants (`active: false` deactivates). */
export const forjaAccountantBodySchema = z.object({
  name: z.string().trim().min(2).max(200),
  email: z.string().trim().min(3).max(254),
  phone: z.string().trim().min(8).max(20),
  /** Cédula profesional: 7 or 8 digits. */
  professional_licence: z
    .string()
    .trim()
    .regex(/^\d{7,8}$/),
  active: z.boolean().default(true),
});
export type ForjaAccountantBody = z.infer<typeof forjaAccountantBodySchema>;
export const forjaAccountantsResponseSchema = contentSchema(z.array(forjaAccountantSchema));
export const forjaAccountantResponseSchema = contentSchema(forjaAccountantSchema);

/** A company that bought the accountant service, with who serves it (null: waiting for an assignment). */
export const accountantAssignmentSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  friendly_id: z.string().nullable(),
  paid_at: z.string(),
  assigned: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AccountantAssignment = z.infer<typeof accountantAssignmentSchema>;
export const accountantAssignmentsResponseSchema = contentSchema(z.array(accountantAssignmentSchema));
export const assignAccountantBodySchema = z.object({ forja_accountant_id: z.number().int().positive() });

/**
 * `GET company/{id}/accountant`: whether the company bought the accountant service and, once Forja assigned
 * one, who the accountant is.
 */
export const companyAccountantSchema = z.object({
  purchased: z.boolean(),
  accountant: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      professional_licence: z.string(),
      assigned_at: z.string(),
    })
    .nullable(),
});
export type CompanyAccountant = z.infer<typeof companyAccountantSchema>;
export const companyAccountantResponseSchema = contentSchema(companyAccountantSchema);
