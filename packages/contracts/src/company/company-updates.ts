import { z } from 'zod';
import { contentSchema } from '../envelope';
import { COMPANY_TYPES } from './catalogue';
import { MAX_DENOMINATIONS, denominationInputSchema } from './register-company';

export const updateCompanyTypeBodySchema = z.object({ company_type: z.enum(COMPANY_TYPES) });
export const updateCompanyNameBodySchema = z.object({ name: z.string().trim().min(1).max(120) });

export const updateLegalNameBodySchema = z.object({
  legal_names: z.array(denominationInputSchema).min(1).max(MAX_DENOMINATIONS),
  name_authorization: z.boolean().default(false),
});
export const addDenominationBodySchema = z.object({
  company_id: z.number().int().positive(),
  name: z.string().trim().max(120),
  priority: z.number().int().min(1).max(MAX_DENOMINATIONS),
});
export const updateDenominationBodySchema = z.object({
  name: z.string().trim().max(120),
  priority: z.number().int().min(1).max(MAX_DENOMINATIONS),
});
export const resetDenominationsBodySchema = z.object({ company_id: z.number().int().positive() });
export const setApprovedDenominationBodySchema = z.object({ legal_name: z.string().trim().min(1).max(160) });
export const denominationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const deletedResponseSchema = contentSchema(z.object({ deleted: z.literal(true) }));
