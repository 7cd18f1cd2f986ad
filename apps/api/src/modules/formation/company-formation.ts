import {
  EMPTY_FORMATION,
  type CompanyDelivery,
  type CompanyFormation,
  type DeliveryCarrier,
} from '@forja/contracts';
import { canCancelAppointment } from '@forja/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  appointments,
  companyDeeds,
  companyDeliveries,
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

/** A delivery row as the API shows it; no row yet means the founder has not given an address. */
export function toCompanyDelivery(row: DeliveryRow | null | undefined): CompanyDelivery {
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

/**
 * A company's formation after the signature (deed, certified copy, delivery, RFC, appointments, e.firma) as
 * the company profile carries it. `now` is the server's clock: whether an appointment may still be cancelled.
 */
export async function findCompanyFormation(
  db: Database,
  companyId: number,
  now: Date,
): Promise<CompanyFormation> {
  const [deeds, deliveries, registrations, booked] = await Promise.all([
    db.select().from(companyDeeds).where(eq(companyDeeds.company_id, companyId)).limit(1),
    db.select().from(companyDeliveries).where(eq(companyDeliveries.company_id, companyId)).limit(1),
    db
      .select()
      .from(companyTaxRegistrations)
      .where(eq(companyTaxRegistrations.company_id, companyId))
      .limit(1),
    db
      .select()
      .from(appointments)
      .where(and(eq(appointments.company_id, companyId), isNull(appointments.cancelled_at)))
      .orderBy(asc(appointments.starts_at)),
  ]);
  const deed = deeds[0];
  const registration = registrations[0];
  return {
    deed: deed
      ? {
          notary_number: deed.notary_number,
          notary_name: deed.notary_name,
          notary_city: deed.notary_city,
          deed_number: deed.deed_number,
          deed_date: deed.deed_date,
          volume: deed.volume,
          folio_mercantil: deed.folio_mercantil,
          recorded_at: deed.recorded_at.toISOString(),
        }
      : null,
    testimony_at: deed?.testimony_at?.toISOString() ?? null,
    delivery: toCompanyDelivery(deliveries[0]),
    rfc_recorded_at: registration?.rfc_recorded_at?.toISOString() ?? null,
    appointments: booked.map((appointment) => ({
      id: appointment.id,
      type: appointment.type,
      starts_at: appointment.starts_at.toISOString(),
      ends_at: appointment.ends_at.toISOString(),
      location: appointment.location,
      time_zone: appointment.time_zone,
      can_cancel: canCancelAppointment(appointment.starts_at, now),
    })),
    efirma_obtained_at: registration?.efirma_obtained_at?.toISOString() ?? null,
  };
}
