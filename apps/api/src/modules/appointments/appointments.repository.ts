import type { AppointmentTypeName } from '@forja/contracts';
import { and, asc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointments, appointmentSlots, companies, users } from '../../db/schema/index';

export type SlotRow = typeof appointmentSlots.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
type NewSlot = typeof appointmentSlots.$inferInsert;
type NewAppointment = typeof appointments.$inferInsert;

/** True when a database error is one of the unique indexes of booked appointments (or of open slots). */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const notBooked = sql`not exists (select 1 from ${appointments} where ${appointments.slot_id} = ${appointmentSlots.id} and ${appointments.cancelled_at} is null)`;

/** Slots and appointments: what the appointments service reads and writes, each in the caller's transaction. */
export function createAppointmentsRepository(db: Database) {
  return {
    /** Adds slots; one that already exists at the same time for the type is left out (answers only new ones). */
    async insertSlots(rows: NewSlot[], tx: Database = db): Promise<SlotRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(appointmentSlots).values(rows).onConflictDoNothing().returning();
    },

    /** A slot, locked for the rest of the transaction when `lock` (so two bookings of it queue). */
    async findSlot(id: number, tx: Database = db, lock = false): Promise<SlotRow | null> {
      const query = tx.select().from(appointmentSlots).where(eq(appointmentSlots.id, id)).limit(1);
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ?? null;
    },

    /** Free, offered slots of a type that start after `after`, soonest first. */
    async freeSlots(type: AppointmentTypeName, after: Date): Promise<SlotRow[]> {
      return db
        .select()
        .from(appointmentSlots)
        .where(
          and(
            eq(appointmentSlots.type, type),
            gt(appointmentSlots.starts_at, after),
            isNull(appointmentSlots.withdrawn_at),
            notBooked,
          ),
        )
        .orderBy(asc(appointmentSlots.starts_at))
        .limit(200);
    },

    /** Offered slots from `from` on (of a type, or all), with the booking of each, soonest first. */
    async slotsWithBookings(filter: { type?: AppointmentTypeName; from: Date }) {
      return db
        .select({
          slot: appointmentSlots,
          appointment_id: appointments.id,
          company_id: appointments.company_id,
          booked_at: appointments.created_at,
          legal_name: companies.legal_name,
          name: companies.name,
          friendly_id: companies.friendly_id,
        })
        .from(appointmentSlots)
        .leftJoin(
          appointments,
          and(eq(appointments.slot_id, appointmentSlots.id), isNull(appointments.cancelled_at)),
        )
        .leftJoin(companies, eq(companies.id, appointments.company_id))
        .where(
          and(
            isNull(appointmentSlots.withdrawn_at),
            gte(appointmentSlots.starts_at, filter.from),
            filter.type ? eq(appointmentSlots.type, filter.type) : undefined,
          ),
        )
        .orderBy(asc(appointmentSlots.starts_at))
        .limit(500);
    },

    async withdrawSlot(id: number, now: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(appointmentSlots)
        .set({ withdrawn_at: now })
        .where(and(eq(appointmentSlots.id, id), isNull(appointmentSlots.withdrawn_at)))
        .returning({ id: appointmentSlots.id });
      return rows.length > 0;
    },

    /** The booked (not cancelled) appointment of a slot, if any. */
    async bookingOfSlot(slotId: number, tx: Database = db): Promise<AppointmentRow | null> {
      const rows = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.slot_id, slotId), isNull(appointments.cancelled_at)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The company's booked appointment of a type, if any. */
    async bookedOf(
      companyId: number,
      type: AppointmentTypeName,
      tx: Database = db,
    ): Promise<AppointmentRow | null> {
      const rows = await tx
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.company_id, companyId),
            eq(appointments.type, type),
            isNull(appointments.cancelled_at),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Every booked (not cancelled) appointment of a company, past ones included, soonest first. */
    async bookedOfCompany(companyId: number, tx: Database = db): Promise<AppointmentRow[]> {
      return tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.company_id, companyId), isNull(appointments.cancelled_at)))
        .orderBy(asc(appointments.starts_at));
    },

    async findAppointment(id: number, tx: Database = db, lock = false): Promise<AppointmentRow | null> {
      const query = tx.select().from(appointments).where(eq(appointments.id, id)).limit(1);
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ?? null;
    },

    async insertAppointment(values: NewAppointment, tx: Database = db): Promise<AppointmentRow> {
      const rows = await tx.insert(appointments).values(values).returning();
      return rows[0] as AppointmentRow;
    },

    async cancelAppointment(
      id: number,
      now: Date,
      userId: number | null,
      tx: Database = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ cancelled_at: now, cancelled_by: userId })
        .where(and(eq(appointments.id, id), isNull(appointments.cancelled_at)))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /** Booked appointments starting in (now, until] whose reminder has not gone out. */
    async remindersDue(now: Date, until: Date): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(
          and(
            isNull(appointments.cancelled_at),
            isNull(appointments.reminder_sent_at),
            gt(appointments.starts_at, now),
            lte(appointments.starts_at, until),
          ),
        )
        .orderBy(asc(appointments.starts_at))
        .limit(200);
    },

    /** Marks the reminder sent; false when another run already did (so it goes out once). */
    async markReminded(id: number, now: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(appointments)
        .set({ reminder_sent_at: now })
        .where(
          and(
            eq(appointments.id, id),
            isNull(appointments.reminder_sent_at),
            isNull(appointments.cancelled_at),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /** The spec flag `appointment_type_efirma`: an e.firma appointment is booked. */
    async setEfirmaFlag(companyId: number, value: boolean, tx: Database = db): Promise<void> {
      await tx.update(companies).set({ appointment_type_efirma: value }).where(eq(companies.id, companyId));
    },

    async company(companyId: number) {
      const rows = await db
        .select({
          id: companies.id,
          user_id: companies.user_id,
          legal_name: companies.legal_name,
          name: companies.name,
          friendly_id: companies.friendly_id,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    async recipient(userId: number) {
      const rows = await db
        .select({ email: users.email, first_names: users.first_names, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
