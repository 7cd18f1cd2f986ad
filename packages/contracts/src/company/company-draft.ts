import { z } from 'zod';
import { businessTwistSchema, denominationSchema } from './company';

/** What the founder says the company will do (spec section 3, "Company draft"). */
export const companyActivitySchema = z.object({
  activity: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  products: z.string().nullable().default(null),
});
export type CompanyActivity = z.infer<typeof companyActivitySchema>;

/**
 * The registration draft kept in browser storage until `company/register` (spec section 3). Every field has a
 * default, so `companyDraftSchema.parse({})` is the empty draft and an old stored draft still parses.
 */
export const companyDraftSchema = z.object({
  type_society: z.string().nullable().default(null),
  company_type: z.string().nullable().default(null),
  company_package: z.string().nullable().default(null),
  legal_name: z.string().nullable().default(null),
  company_name: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  website: z.string().nullable().default(null),
  legal_names: z.array(denominationSchema).default([]),
  activities: z.array(businessTwistSchema).default([]),
  company_activity: companyActivitySchema.nullable().default(null),
  phone: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  country: z
    .object({ lada: z.string(), alpha_code: z.string() })
    .nullable()
    .default(null)
    .describe('Phone country: dialling code (lada) and ISO alpha code'),
  legal_representation: z.boolean().nullable().default(null).describe('null until chosen'),
  amazon_customer: z.boolean().default(false),
  name_authorization: z.boolean().default(false),
});
export type CompanyDraft = z.infer<typeof companyDraftSchema>;
