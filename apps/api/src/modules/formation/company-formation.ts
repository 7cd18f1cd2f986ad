import {
  EMPTY_FORMATION,
  type CompanyDelivery,
  type CompanyFormation,
  type DeliveryCarrier,
} from '@forja/contracts';
import { canCancelAppointment } from '@forja/domain';
import { sql, type SQL } from 'drizzle-orm';
import { dateOfJson, dateOfJsonOrNull, jsonFields } from '../../db/json-fields';
import {
  appointments,
  companyDeeds,
  companyDeliveries,
  companySeSignatures,
  companyTaxRegistrations,
} from '../../db/schema/index';

/** Public tracking pages of the carriers Forja ships with, by tracking number. */
const TRACKING_PAGES: Record<DeliveryCarrier, ((tracking: string) => string) | null> = {
  dhl: (n) => `https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=${encodeURIComponent(n)}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  estafeta: () => 'https://www.estafeta.com/herramientas/rastreo',
  ups: (n) => `https://www.ups.com/track?loc=es_MX&tracknum=${encodeURIComponent(n)}`,
  correos_de_mexico: () =>
    'https://www.correosdemexico.gob.mx/SSLServicios/SeguimientoEnvio/Seguimiento.aspx',
  other: null,
};

/** The carrier's tracking page for a number, when Forja knows the carrier. */
export function trackingUrl(carrier: string | null, tracking: string | null): string | null {
  if (!carrier || !tracking) return null;
  const page = TRACKING_PAGES[carrier as DeliveryCarrier];
  return page ? page(tracking) : null;
}

type DeliveryRow = typeof companyDeliveries.$inferSelect;

/** The columns of a delivery the API shows. */
const DELIVERY_COLUMNS = [
  'status',
  'street',
  'exterior_number',
  'interior_number',
  'settlement',
  'municipality',
  'state',
  'postal_code',
  'address_references',
  'contact_name',
  'contact_phone',
  'carrier',
  'tracking_number',
  'shipped_at',
  'delivered_at',
] as const satisfies readonly (keyof DeliveryRow)[];
type DeliveryFields = Pick<DeliveryRow, (typeof DELIVERY_COLUMNS)[number]>;

/** A delivery row as the API shows it; no row yet means the founder has not given an address. */
export function toCompanyDelivery(row: DeliveryFields | null | undefined): CompanyDelivery {
  if (!row) return EMPTY_FORMATION.delivery;
  return {
    status: row.status,
    address: {
      street: row.street,
      exterior_number: row.exterior_number,
      interior_number: row.interior_number,
      settlement: row.settlement,
      municipality: row.municipality,
      state: row.state,
      postal_code: row.postal_code,
      references: row.address_references,
      contact_name: row.contact_name,
      contact_phone: row.contact_phone,
    },
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    tracking_url: trackingUrl(row.carrier, row.tracking_number),
    shipped_at: row.shipped_at?.toISOString() ?? null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
  };
}

type DeedRow = typeof companyDeeds.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

const DEED_COLUMNS = [
  'notary_number',
  'notary_name',
  'notary_city',
  'deed_number',
  'deed_date',
  'volume',
  'folio_mercantil',
  'recorded_at',
  'testimony_at',
] as const satisfies readonly (keyof DeedRow)[];
const APPOINTMENT_COLUMNS = [
  'id',
  'type',
  'starts_at',
  'ends_at',
  'location',
  'time_zone',
] as const satisfies readonly (keyof AppointmentRow)[];
/** A row's fields as `json_build_object` gives them: timestamps as strings. */
type AsJson<Row> = {
  [Key in keyof Row]: Row[Key] extends Date
    ? string
    : Row[Key] extends Date | null
      ? string | null
      : Row[Key];
};

/** What `companyFormationJson` reads: the company's rows of the formation, as JSON. */
export type CompanyFormationJson = {
  /** An S.A.S.: when its articles were said ready for signature in the SE's system. */
  se_signature_ready_at: string | null;
  deed: AsJson<Pick<DeedRow, (typeof DEED_COLUMNS)[number]>> | null;
  delivery: AsJson<DeliveryFields> | null;
  registration: { rfc_recorded_at: string | null; efirma_obtained_at: string | null } | null;
  appointments: AsJson<Pick<AppointmentRow, (typeof APPOINTMENT_COLUMNS)[number]>>[];
};

/**
 * The company's formation rows (an S.A.S.'s articles ready in the SE's system, deed, delivery, SAT
 * registration, booked appointments) as one JSON value, for
 * the company profile's statement: `companyId` is the SQL of the company's id (a correlated subquery's outer
 * column).
 */
export function companyFormationJson(companyId: SQL): SQL<CompanyFormationJson> {
  return sql<CompanyFormationJson>`json_build_object(
    'se_signature_ready_at', (select s.ready_at from ${companySeSignatures} s where s.company_id = ${companyId}),
    'deed', (select json_build_object(${jsonFields('d', DEED_COLUMNS)})
      from ${companyDeeds} d where d.company_id = ${companyId}),
    'delivery', (select json_build_object(${jsonFields('v', DELIVERY_COLUMNS)})
      from ${companyDeliveries} v where v.company_id = ${companyId}),
    'registration', (select json_build_object('rfc_recorded_at', r.rfc_recorded_at, 'efirma_obtained_at', r.efirma_obtained_at)
      from ${companyTaxRegistrations} r where r.company_id = ${companyId}),
    'appointments', coalesce((select json_agg(json_build_object(${jsonFields('a', APPOINTMENT_COLUMNS)}) order by a.starts_at)
      from ${appointments} a where a.company_id = ${companyId} and a.cancelled_at is null), '[]'::json)
  )`;
}

/**
 * A company's formation after the signature (an S.A.S.'s articles ready in the SE's system, deed, certified
 * copy, delivery, RFC, appointments, e.firma) as
 * the company profile carries it, from what `companyFormationJson` read (null: the company is gone). `now` is
 * the server's clock: whether an appointment may still be cancelled.
 */
export function toCompanyFormation(json: CompanyFormationJson | null, now: Date): CompanyFormation {
  const deed = json?.deed;
  const registration = json?.registration;
  const delivery = json?.delivery;
  return {
    se_signature_ready_at: dateOfJsonOrNull(json?.se_signature_ready_at ?? null)?.toISOString() ?? null,
    deed: deed
      ? {
          notary_number: deed.notary_number,
          notary_name: deed.notary_name,
          notary_city: deed.notary_city,
          deed_number: deed.deed_number,
          deed_date: deed.deed_date,
          volume: deed.volume,
          folio_mercantil: deed.folio_mercantil,
          recorded_at: dateOfJson(deed.recorded_at).toISOString(),
        }
      : null,
    testimony_at: dateOfJsonOrNull(deed?.testimony_at ?? null)?.toISOString() ?? null,
    delivery: toCompanyDelivery(
      delivery && {
        ...delivery,
        shipped_at: dateOfJsonOrNull(delivery.shipped_at),
        delivered_at: dateOfJsonOrNull(delivery.delivered_at),
      },
    ),
    rfc_recorded_at: dateOfJsonOrNull(registration?.rfc_recorded_at ?? null)?.toISOString() ?? null,
    appointments: (json?.appointments ?? []).map((appointment) => {
      const startsAt = dateOfJson(appointment.starts_at);
      return {
        id: appointment.id,
        type: appointment.type,
        starts_at: startsAt.toISOString(),
        ends_at: dateOfJson(appointment.ends_at).toISOString(),
        location: appointment.location,
        time_zone: appointment.time_zone,
        can_cancel: canCancelAppointment(startsAt, now),
      };
    }),
    efirma_obtained_at: dateOfJsonOrNull(registration?.efirma_obtained_at ?? null)?.toISOString() ?? null,
  };
}
