import { z } from 'zod';
import { int4IdSchema } from '../int4';
import { COMPANY_TYPES } from './catalogue';

export const REGISTER_COMPANY_PATH = 'company/register';
export const MAX_DENOMINATIONS = 5;

export const denominationInputSchema = z.object({
  name: z.string().trim().max(120),
  priority: z.number().int().min(1).max(MAX_DENOMINATIONS),
});
export type DenominationInput = z.infer<typeof denominationInputSchema>;

/** `company/register`: the Company draft of spec section 3 as the wizard holds it. */
export const registerCompanyBodySchema = z.object({
  type_society: z.string().trim().max(60).nullish(),
  company_type: z.enum(COMPANY_TYPES),
  company_package: z.string().trim().max(60).nullish(),
  legal_name: z.string().trim().max(120).nullish(),
  company_name: z.string().trim().min(1).max(120),
  legal_names: z.array(denominationInputSchema).min(1).max(MAX_DENOMINATIONS),
  activities: z
    .array(z.object({ id: int4IdSchema, name: z.string().trim().max(300) }))
    .max(20)
    .default([]),
  phone: z.string().trim().max(20).nullish(),
  email: z.string().trim().max(254).nullish(),
  country: z.object({ lada: z.string().max(6), alpha_code: z.string().max(3) }).nullish(),
  legal_representation: z.boolean(),
  amazon_customer: z.boolean().default(false),
  name_authorization: z.boolean().default(false),
});
export type RegisterCompanyBody = z.infer<typeof registerCompanyBodySchema>;

export const companyIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
