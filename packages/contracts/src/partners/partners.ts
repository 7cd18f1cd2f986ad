import { z } from 'zod';
import { contentSchema } from '../envelope';
import { partnerSchema, shareSeriesSchema } from '../company/company';
import { LANGUAGES } from '../languages';

const name = z.string().trim().min(1).max(200);
const optionalName = z.string().trim().max(200).nullish();
/** ISO 3166 alpha-2 country codes, e.g. MX, US. */
export const nationalitiesSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/),
  )
  .max(5);

export const shareSeriesInputSchema = z.object({
  name: z.string().trim().min(1).max(20),
  share_class: z.string().trim().min(1).max(40).default('ordinary'),
  /** Nominal value per share, in centavos. */
  nominal_value_centavos: z.number().int().min(1).max(1_000_000_000).default(10_000),
});

export const partnerInputSchema = z.object({
  /** Present to update an existing partner; absent to add one. */
  id: z.number().int().positive().optional(),
  name,
  first_name: optionalName,
  last_name: optionalName,
  email: z.string().trim().max(254).nullish(),
  is_moral_person: z.boolean().default(false),
  nationalities: nationalitiesSchema.default([]),
  /** Holdings by series name; percentages of the whole company, up to two decimals. */
  shares: z
    .array(z.object({ series: z.string().trim().min(1).max(20), percentage: z.number().gt(0).max(100) }))
    .min(1)
    .max(10),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

/**
 * `POST add-partners/company/{id}` and `PUT update-partners`: the whole cap table, saved in one transaction.
 * Partners not listed are removed; series default to a single "A".
 */
export const addPartnersBodySchema = z.object({
  partners: z.array(partnerInputSchema).min(1).max(50),
  share_series: z.array(shareSeriesInputSchema).min(1).max(10).optional(),
  /**
   * The minimum fixed capital the articles aim at, in centavos (whole pesos, MXN 1,000 to 100,000,000: the
   * service answers 400 with the field's code otherwise); null: back to none chosen (MXN 50,000); absent:
   * unchanged.
   */
  fixed_capital_centavos: z.number().nullish(),
});
export const updatePartnersBodySchema = addPartnersBodySchema.extend({
  company_id: z.number().int().positive(),
});

/** `POST partner-basic/company/{id}`: one partner without shares yet (a legacy partner until completed). */
export const partnerBasicBodySchema = z.object({
  name,
  first_name: optionalName,
  last_name: optionalName,
  email: z.string().trim().max(254).nullish(),
  is_moral_person: z.boolean().default(false),
  nationalities: nationalitiesSchema.default([]),
});

export const updatePartnerBodySchema = z.object({ name, first_name: optionalName, last_name: optionalName });
export const setNationalitiesBodySchema = z.object({ nationalities: nationalitiesSchema.min(1) });

export const CIVIL_STATUSES = ['soltero', 'casado', 'divorciado', 'viudo', 'union_libre'] as const;

/** `POST partner-complements/{id}` */
export const partnerComplementsBodySchema = z.object({
  rfc: z.string().trim().max(20).nullish(),
  curp: z.string().trim().max(20).nullish(),
  birthplace: z.string().trim().max(200).nullish(),
  tax_country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/)
    .nullish(),
  tax_id: z.string().trim().max(40).nullish(),
  civil_status: z.enum(CIVIL_STATUSES).nullish(),
  accept_terms_conditions: z.boolean(),
  /** The RFC's check digit did not match and the partner confirmed it anyway. */
  confirm_checksum: z.boolean().default(false),
});

export const partnerIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const partnerCompanyParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  company_id: z.coerce.number().int().positive(),
});

export const partnerExistsBodySchema = z.object({ email: z.string().trim().min(3).max(254) });
export const permissionEditBodySchema = z.object({
  company_id: z.number().int().positive(),
  /** The spec's spelling. */
  permision_to_edit: z.boolean(),
});
export const attachByInvitationBodySchema = z.object({
  company_id: z.number().int().positive(),
  invitation: z.string().trim().min(10).max(200),
});

export const capTableResponseSchema = contentSchema(
  z.object({ partners: z.array(partnerSchema), share_series: z.array(shareSeriesSchema) }),
);
export const partnerResponseSchema = contentSchema(partnerSchema);

/**
 * `GET only-partner/{id}/company/{company_id}`: the partner, as the spec has it, and the society type of their
 * company (what the partner will need depends on it: an S.A.S.'s shareholders each sign its articles with their
 * own e.firma in the Secretaría de Economía's system).
 */
export const onlyPartnerSchema = partnerSchema.extend({
  company_type: z.string().nullable().default(null),
  /** The company's name as the invitation e-mail gives it (its legal name, else the name it was started with). */
  company_name: z.string().nullable().default(null),
});
export type OnlyPartner = z.infer<typeof onlyPartnerSchema>;
export const onlyPartnerResponseSchema = contentSchema(onlyPartnerSchema);
export const invitationsSentResponseSchema = contentSchema(z.object({ sent: z.array(z.string()) }));
/**
 * `POST partners/send-invitations/{company_id}`'s optional body (the spec shows none): the language of each
 * partner's invitation, remembered for the e-mails that follow. A partner left out gets the language chosen
 * before, else the founder's.
 */
export const sendInvitationsBodySchema = z
  .object({
    languages: z
      .array(z.object({ partner_id: z.number().int().positive(), language: z.enum(LANGUAGES) }))
      .max(100)
      .optional(),
  })
  // No body at all (the spec's call) reaches the schema as null.
  .nullish();
export type SendInvitationsBody = z.infer<typeof sendInvitationsBodySchema>;
