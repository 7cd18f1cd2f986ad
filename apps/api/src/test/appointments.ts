import type { AppointmentTypeName } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointmentSlots, companies, companyDeeds, orders } from '../db/schema/index';
import { bearer, type Registered } from './accounts';

/**
 * Where a company stands for appointments, written directly (payment, signature and deed are tested in their
 * own modules): paid, every partner signed (date_signature), the deed recorded, the RFC recorded.
 */
export async function arrangeCompany(
  app: FastifyInstance,
  companyId: number,
  state: { paid?: boolean; signed?: boolean; deed?: boolean; rfc?: boolean },
): Promise<void> {
  const db = app.database.db;
  if (state.paid) {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    await db.insert(orders).values({
      company_id: companyId,
      user_id: company?.user_id ?? null,
      status: 'complete',
      product_key: 'incorporation',
      subtotal_centavos: 100_00,
      iva_centavos: 16_00,
      total_centavos: 116_00,
      provider: 'sandbox',
      completed_at: app.clock(),
    });
  }
  if (state.signed) {
    await db.update(companies).set({ date_signature: app.clock() }).where(eq(companies.id, companyId));
  }
  if (state.deed) {
    await db.insert(companyDeeds).values({
      company_id: companyId,
      notary_number: 27,
      notary_name: 'Lic. Ana Ruiz',
      notary_city: 'Ciudad de México',
      deed_number: '12345',
      deed_date: '2026-11-20',
      volume: '800',
    });
  }
  if (state.rfc) {
    await db.update(companies).set({ rfc: 'NAZ261120AB1' }).where(eq(companies.id, companyId));
  }
}

/** A slot of a type starting `msAhead` after the app's clock, as the back office would publish it. */
export async function addSlot(
  app: FastifyInstance,
  type: AppointmentTypeName,
  msAhead: number,
  location = 'SAT Ciudad de México Centro, Av. Hidalgo 77, Col. Guerrero',
): Promise<number> {
  const start = new Date(app.clock().getTime() + msAhead);
  const [row] = await app.database.db
    .insert(appointmentSlots)
    .values({ type, starts_at: start, ends_at: new Date(start.getTime() + 3_600_000), location })
    .returning({ id: appointmentSlots.id });
  return row!.id;
}

/** Books a slot through the API. */
export function book(app: FastifyInstance, who: Registered, companyId: number, slotId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/v3/company/${companyId}/appointments`,
    headers: bearer(who.access),
    payload: { slot_id: slotId },
  });
}
