import { z } from 'zod';

/** A country of nationality, as the catalogue carries it. */
export const nationalitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type Nationality = z.infer<typeof nationalitySchema>;

/** A company as the user's profile lists it: enough to pick one and to open it. */
export const userCompanySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().describe('The user who created (owns) the company'),
  friendly_id: z.string().nullable(),
  name: z.string().nullable(),
  legal_name: z.string().nullable(),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

/**
 * A company in which the user is a partner. `user_id` is the company's owner: an entry whose owner is the
 * user is already in `companies` and is not listed twice; only accepted invitations are listed (spec 6).
 */
export const companyAsAPartnerSchema = userCompanySchema.extend({
  invitation_accepted: z.boolean(),
});
export type CompanyAsAPartner = z.infer<typeof companyAsAPartnerSchema>;

/** The user, as `GET user/profile` carries it in `content` (spec section 3, "User"). */
export const userSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable().describe('Public code of the user'),
  sidebar_retract: z.boolean(),
  name: z.string().nullable(),
  first_names: z.string().nullable(),
  last_names: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string(),
  is_confirmed: z.boolean(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  phone_alpha_code: z.string().nullable(),
  country_iso_code: z.string().nullable(),
  pm_last_four: z.string().nullable().describe('Last four digits of the saved payment method'),
  nationality: nationalitySchema.nullable(),
  nationality_id: z.number().int().nullable(),
  notary_id: z.number().int().nullable(),
  companies: z.array(userCompanySchema),
  company_as_a_partner: z.array(companyAsAPartnerSchema),
  /**
   * Only on a back-office staff member's profile (true), so the web app asks the back office who they are only
   * for staff; everyone else's profile is the spec's User without it (the back office stays hidden, decision 006).
   */
  is_staff: z.literal(true).optional(),
});
export type User = z.infer<typeof userSchema>;
