import { z } from 'zod';
import { companyDeedSchema, companyDeliverySchema, DELIVERY_CARRIERS } from '../company/formation';
import { contentSchema } from '../envelope';

/**
 * The back office's deed and delivery of a company (prefix backoffice/deed), staff only like every back-office
 * route: the notarial deed recorded once the articles are signed (409 signature_not_complete before), the
 * certified copy (testimonio) and the public-registry entry uploaded as Forja-issued documents
 * (backoffice/forja-documents/{company_id}/testimony | public_registry_entry; both need a recorded deed, or for
 * an S.A.S. its recorded registration, 409 deed_not_recorded), then shipping (409 testimony_not_uploaded, shipping_address_missing,
 * delivery_already_shipped) and delivery (409 delivery_not_shipped, delivery_already_delivered). Every act needs a
 * recent sign-in, is audited and e-mails the founder. Before an S.A.S.'s registration, the operator marks its
 * articles ready for signature in the SE's system (POST backoffice/deed/{company_id}/se-signature-ready, no
 * body): 409 not_formed_online for the other types, signature_not_complete before the partners signed in Forja,
 * registration_already_recorded once its registration is recorded; a repeat changes nothing. It e-mails every
 * shareholder to sign there with their e.firma.
 */

/**
 * A number a notarial deed prints: a positive whole number, its thousands grouped or not as the deed writes them
 * (45210 or 45,210). Not a registration number of the SE's system (an S.A.S.'s), which has letters.
 */
const DEED_WHOLE_NUMBER = /^(?:[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+)$/;

/** Whether a deed's number or volume, as typed, is a positive whole number (spaces around it aside). */
export const isDeedWholeNumber = (value: string): boolean => DEED_WHOLE_NUMBER.test(value.trim());

/**
 * A notarial deed's number or volume: required, then a positive whole number (400 deed_number_not_whole on the
 * field, the code a form reads too).
 */
export const deedWholeNumberSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(50, { abort: true })
  .refine(isDeedWholeNumber, { message: 'deed_number_not_whole', params: { code: 'deed_number_not_whole' } });

/**
 * The deed as the operator records or corrects it (PUT backoffice/deed/{company_id}). The notary and the volume
 * are required for a company formed before a notary (400 invalid_type on the missing field) and refused for one
 * formed online (S.A.S., 409 formed_online), whose record is its registration in the Secretaría de Economía's
 * system: the number and date of its articles there and the folio mercantil. The volume, and a notarial deed's
 * number, are positive whole numbers (400 deed_number_not_whole); the registration's number in the SE's system
 * has letters (SAS-2026-000123), so the number is checked against the company's type by the service.
 */
export const recordDeedBodySchema = z.object({
  notary_number: z.number().int().min(1).max(9999).nullish(),
  notary_name: z.string().trim().min(2).max(200).nullish(),
  /** Where the notary sits (city and state), as the deed names it. */
  notary_city: z.string().trim().min(2).max(200).nullish(),
  deed_number: z.string().trim().min(1).max(50),
  deed_date: z.iso.date(),
  volume: deedWholeNumberSchema.nullish(),
  /** The folio mercantil electrónico, once the Registro Público de Comercio gives it; blank for none yet. */
  folio_mercantil: z.string().trim().max(50).nullish(),
});
export type RecordDeedBody = z.infer<typeof recordDeedBodySchema>;

/** POST backoffice/deed/{company_id}/ship: the carrier and its tracking number. */
export const shipTestimonyBodySchema = z.object({
  carrier: z.enum(DELIVERY_CARRIERS),
  tracking_number: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/),
});
export type ShipTestimonyBody = z.infer<typeof shipTestimonyBodySchema>;

export const deedCompanyParamsSchema = z.object({
  company_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A Forja-issued file of the deed's (testimony, public-registry entry), when uploaded. */
const deedFileSchema = z
  .object({ id: z.number().int(), file_name: z.string(), updated_at: z.string() })
  .nullable();

/** Everything the deed page of a company shows. */
export const backofficeDeedSchema = z.object({
  company_id: z.number().int(),
  friendly_id: z.string(),
  name: z.string().nullable(),
  legal_name: z.string().nullable(),
  founder_email: z.string().nullable(),
  /** The society type: an S.A.S. is formed online (no notary, no testimonio, nothing to ship). */
  company_type: z.string().nullable(),
  /** When every partner signed the articles; the deed waits for it. */
  date_signature: z.string().nullable(),
  /**
   * An S.A.S.: when an operator told the shareholders its articles are ready for their e.firma in the
   * Secretaría de Economía's system (POST backoffice/deed/{company_id}/se-signature-ready); null before.
   */
  se_signature_ready_at: z.string().nullable(),
  deed: companyDeedSchema.nullable(),
  testimony_at: z.string().nullable(),
  testimony_file: deedFileSchema,
  public_registry_file: deedFileSchema,
  delivery: companyDeliverySchema,
});
export type BackofficeDeed = z.infer<typeof backofficeDeedSchema>;
export const backofficeDeedResponseSchema = contentSchema(backofficeDeedSchema);

/** What a signed company waits for next, in order: the deed, the testimony, the address, shipping, delivery. */
export const DEED_QUEUE_STAGES = ['deed', 'testimony', 'address', 'shipping', 'in_transit'] as const;
export type DeedQueueStage = (typeof DEED_QUEUE_STAGES)[number];

/**
 * GET backoffice/deed/queue: signed companies whose certified copy has not reached the founder yet, and signed
 * S.A.S. not registered yet (they have no certified copy).
 */
export const deedQueueQuerySchema = z.object({
  stage: z.enum(DEED_QUEUE_STAGES).optional(),
});

export const deedQueueItemSchema = z.object({
  company_id: z.number().int(),
  friendly_id: z.string(),
  name: z.string().nullable(),
  legal_name: z.string().nullable(),
  /** The society type: for an S.A.S. the stage `deed` is its registration in the Secretaría de Economía. */
  company_type: z.string().nullable(),
  date_signature: z.string(),
  stage: z.enum(DEED_QUEUE_STAGES),
});
export type DeedQueueItem = z.infer<typeof deedQueueItemSchema>;
export const deedQueueResponseSchema = contentSchema(z.array(deedQueueItemSchema));
