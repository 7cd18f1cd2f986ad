import { z } from 'zod';

/**
 * After the signature, what a company still needs to exist and work (deed, certified copy, its delivery, RFC,
 * e.firma), as the company profile carries it in `formation`. Each part is null (or empty) until it happens;
 * times are ISO 8601.
 */

/**
 * The public deed (escritura pública) recorded in the back office; for a company formed online (S.A.S.), its
 * registration in the Secretaría de Economía's electronic system instead: no notary and no volume (null), the
 * number and date of its articles in that system, and the folio mercantil the system gives.
 */
export const companyDeedSchema = z.object({
  notary_number: z.number().int().nullable(),
  notary_name: z.string().nullable(),
  notary_city: z.string().nullable(),
  deed_number: z.string(),
  deed_date: z.string().describe('YYYY-MM-DD'),
  volume: z.string().nullable(),
  folio_mercantil: z.string().nullable().describe('Public-registry entry (folio mercantil electrónico)'),
  recorded_at: z.string(),
});
export type CompanyDeed = z.infer<typeof companyDeedSchema>;

export const DELIVERY_STATUSES = ['awaiting_address', 'preparing', 'shipped', 'delivered'] as const;
export type DeliveryStatusName = (typeof DELIVERY_STATUSES)[number];

/** Where the certified copy goes: a Mexican address checked against SEPOMEX, and who receives it. */
export const shippingAddressSchema = z.object({
  street: z.string(),
  exterior_number: z.string(),
  interior_number: z.string().nullable(),
  settlement: z.string(),
  municipality: z.string(),
  state: z.string(),
  postal_code: z.string(),
  references: z.string().nullable(),
  contact_name: z.string(),
  contact_phone: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** Carriers the operator picks from when shipping; `other` has no tracking page Forja knows. */
export const DELIVERY_CARRIERS = ['dhl', 'fedex', 'estafeta', 'ups', 'correos_de_mexico', 'other'] as const;
export type DeliveryCarrier = (typeof DELIVERY_CARRIERS)[number];

/** The delivery of the certified copy (testimonio), as `GET delivery-status/{id}` and the profile carry it. */
export const companyDeliverySchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  address: shippingAddressSchema.nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The carrier's public tracking page for this number, when Forja knows the carrier's address. */
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type CompanyDelivery = z.infer<typeof companyDeliverySchema>;

export const APPOINTMENT_TYPES = ['efirma', 'notary_signing', 'adviser_call'] as const;
export type AppointmentTypeName = (typeof APPOINTMENT_TYPES)[number];

/** A booked appointment (not cancelled). */
export const bookedAppointmentSchema = z.object({
  id: z.number().int(),
  type: z.enum(APPOINTMENT_TYPES),
  starts_at: z.string(),
  ends_at: z.string(),
  location: z.string(),
  time_zone: z.string(),
  /** Cancelling or moving is still allowed (at least 2 hours ahead, by the server's clock). */
  can_cancel: z.boolean(),
});
export type BookedAppointment = z.infer<typeof bookedAppointmentSchema>;

export const companyFormationSchema = z.object({
  /**
   * An S.A.S. (formed online): when Forja told the shareholders that its articles are ready for each one's
   * e.firma in the Secretaría de Economía's system; null before (and for the other types).
   */
  se_signature_ready_at: z.string().nullable(),
  deed: companyDeedSchema.nullable(),
  /** When the certified copy (testimonio) was uploaded; the `testimony` flag follows it. */
  testimony_at: z.string().nullable(),
  delivery: companyDeliverySchema,
  /** When the RFC was recorded (the RFC itself is the company's `rfc`). */
  rfc_recorded_at: z.string().nullable(),
  /** The company's booked appointments, soonest first. */
  appointments: z.array(bookedAppointmentSchema),
  /** When the legal representative obtained the company's e.firma at the SAT. */
  efirma_obtained_at: z.string().nullable(),
});
export type CompanyFormation = z.infer<typeof companyFormationSchema>;

/** The formation of a company that has none of it yet. */
export const EMPTY_FORMATION: CompanyFormation = {
  se_signature_ready_at: null,
  deed: null,
  testimony_at: null,
  delivery: {
    status: 'awaiting_address',
    address: null,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    shipped_at: null,
    delivered_at: null,
  },
  rfc_recorded_at: null,
  appointments: [],
  efirma_obtained_at: null,
};
