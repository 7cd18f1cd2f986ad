import { z } from 'zod';
import { contentSchema } from '../envelope';
import { LANGUAGES } from '../languages';
import { personNameSchema } from './register';

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const updatePasswordBodySchema = z.object({
  /** The current password, required when the account has one (a stolen session cannot change it). */
  current_password: z.string().max(1024).optional(),
  password: z.string().min(1).max(1024),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/**
 * `POST request-verification-code-to-update/user/{id}`: the new phone and e-mail travel in the body, never in
 * the path (paths end up in logs and browser history). The spec's GET with them in the path answers 404.
 */
export const requestContactCodeBodySchema = z.object({
  email: z.string().trim().min(3).max(254),
  phone: z.string().trim().min(4).max(20),
  phone_country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/),
});
export type RequestContactCodeBody = z.infer<typeof requestContactCodeBodySchema>;

export const updatePhoneEmailBodySchema = requestContactCodeBodySchema.extend({
  verification_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type UpdatePhoneEmailBody = z.infer<typeof updatePhoneEmailBodySchema>;

/**
 * `PUT update-name/user/{id}` (Forja's, ARCO rectification): the account holder's own names; audited. A blank
 * name answers 400 invalid_request.
 */
export const updateNameBodySchema = z.object({ first_names: personNameSchema, last_names: personNameSchema });
export type UpdateNameBody = z.infer<typeof updateNameBodySchema>;

export const updateLanguageBodySchema = z.object({ language: z.enum(LANGUAGES) });

export const okResponseSchema = contentSchema(z.object({ ok: z.literal(true) }));

/** `PUT update-sidebar/user/{id}` (Forja's): whether the workspace sidebar is collapsed. */
export const updateSidebarBodySchema = z.object({ sidebar_retract: z.boolean() });
