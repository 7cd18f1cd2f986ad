import type { AppointmentSchedule, BookedAppointment } from '@forja/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentSlots, auditEvents, companies, jobs, partners } from '../../db/schema/index';
import { bearer, lastMail, register, type Registered } from '../../test/accounts';
import { registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { joinAsPartner, newCompany, saveCapTable } from '../../test/companies';
import { addSlot, arrangeCompany, book } from '../../test/appointments';
import { registerCompany } from '../../test/support-requests';
import { APPOINTMENT_MAIL_JOB } from './appointments.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
const clock = testClock(new Date('2026-11-30T15:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: Registered | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.access) : {}, ...(payload ? { payload } : {}) });
const schedule = (who: Registered, companyId: number, type: string) =>
  call('GET', `/api/v3/company/${companyId}/appointments/${type}`, who);
const cancel = (who: Registered, companyId: number, appointmentId: number) =>
  call('POST', `/api/v3/company/${companyId}/appointments/${appointmentId}/cancel`, who);
const move = (who: Registered, companyId: number, appointmentId: number, slotId: number) =>
  call('POST', `/api/v3/company/${companyId}/appointments/${appointmentId}/move`, who, { slot_id: slotId });
const efirmaFlag = async (companyId: number) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]
    ?.appointment_type_efirma;

/** A founder with a company at the given stage. */
async function founderWithCompany(state: Parameters<typeof arrangeCompany>[2]) {
  const founder = await register(t.app);
  const companyId = await newCompany(t.app, founder);
  await arrangeCompany(t.app, companyId, state);
  return { founder, companyId };
}
const ready = () => founderWithCompany({ paid: true, signed: true, deed: true, rfc: true });

describe('the founder books, moves and cancels', () => {
  it('lists free future slots of a type, books one, and answers it on the schedule and the profile', async () => {
    const { founder, companyId } = await ready();
    const past = await addSlot(t.app, 'efirma', -HOUR);
    const later = await addSlot(t.app, 'efirma', 3 * DAY);
    const soon = await addSlot(t.app, 'efirma', 2 * DAY);
    const call1 = await addSlot(t.app, 'adviser_call', 2 * DAY + HOUR, 'https://meet.forja.mx/asesor');

    const before = await schedule(founder, companyId, 'efirma');
    expect(before.statusCode, before.body).toBe(200);
    const view = before.json<{ content: AppointmentSchedule }>().content;
    expect(view).toMatchObject({
      type: 'efirma',
      blocked_by: null,
      appointment: null,
      time_zone: 'America/Mexico_City',
    });
    const ids = view.slots.map((slot) => slot.id);
    expect(ids).toEqual(expect.arrayContaining([soon, later]));
    expect(ids).not.toContain(past);
    expect(ids).not.toContain(call1);
    expect(ids.indexOf(soon)).toBeLessThan(ids.indexOf(later));

    const booked = await book(t.app, founder, companyId, soon);
    expect(booked.statusCode, booked.body).toBe(200);
    const appointment = booked.json<{ content: BookedAppointment }>().content;
    expect(appointment).toMatchObject({ type: 'efirma', can_cancel: true, time_zone: 'America/Mexico_City' });
    expect(await efirmaFlag(companyId)).toBe(true);

    const after = (await schedule(founder, companyId, 'efirma')).json<{ content: AppointmentSchedule }>()
      .content;
    expect(after.appointment?.id).toBe(appointment.id);
    expect(after.slots.map((slot) => slot.id)).not.toContain(soon);

    const profile = await call('GET', `/api/v3/company/get-company-profile/${companyId}`, founder);
    expect(
      profile.json<{ content: { formation: { appointments: BookedAppointment[] } } }>().content.formation
        .appointments,
    ).toEqual([expect.objectContaining({ id: appointment.id, type: 'efirma' })]);

    // The e-mail is queued with the booking and goes out through the job queue, with the calendar file named.
    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toBe('Cita agendada: Cita en el SAT para la e.firma de la empresa');
    expect(mail?.text).toContain('(hora de la Ciudad de México)');
    expect(mail?.text).toContain('[cita.ics]');
    expect(mail?.text).toContain('/es/redirect_call/');
  });

  it('refuses a second appointment of the same type, and a slot another company took', async () => {
    const a = await ready();
    const b = await ready();
    const first = await addSlot(t.app, 'efirma', 4 * DAY);
    const second = await addSlot(t.app, 'efirma', 4 * DAY + HOUR);
    expect((await book(t.app, a.founder, a.companyId, first)).statusCode).toBe(200);

    const again = await book(t.app, a.founder, a.companyId, second);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ['company_already_appointment'] });

    const taken = await book(t.app, b.founder, b.companyId, first);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: ['appointment_slot_taken'] });

    // Another type is a separate appointment.
    const callSlot = await addSlot(t.app, 'adviser_call', 4 * DAY, 'https://meet.forja.mx/asesor');
    expect((await book(t.app, a.founder, a.companyId, callSlot)).statusCode).toBe(200);
  });

  it('refuses a slot that started, was withdrawn or does not exist', async () => {
    const { founder, companyId } = await ready();
    const started = await addSlot(t.app, 'efirma', -MINUTE);
    const withdrawn = await addSlot(t.app, 'efirma', 9 * DAY);
    await t.database.db
      .update(appointmentSlots)
      .set({ withdrawn_at: clock.now() })
      .where(eq(appointmentSlots.id, withdrawn));
    for (const slotId of [started, withdrawn, 987_654_321]) {
      const res = await book(t.app, founder, companyId, slotId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ['appointment_slot_taken'] });
    }
  });

  it('opens each type only once the company reached its step', async () => {
    const unpaid = await founderWithCompany({});
    const paid = await founderWithCompany({ paid: true });
    const signed = await founderWithCompany({ paid: true, signed: true });
    const deeded = await founderWithCompany({ paid: true, signed: true, deed: true });
    const efirma = await addSlot(t.app, 'efirma', 5 * DAY);
    const notary = await addSlot(t.app, 'notary_signing', 5 * DAY, 'Notaría 27, Av. Reforma 100');
    const adviser = await addSlot(t.app, 'adviser_call', 5 * DAY + 2 * HOUR, 'https://meet.forja.mx/asesor');

    const blocked = async (who: { founder: Registered; companyId: number }, type: string) =>
      (await schedule(who.founder, who.companyId, type)).json<{ content: AppointmentSchedule }>().content;
    expect(await blocked(unpaid, 'adviser_call')).toMatchObject({
      blocked_by: 'appointment_needs_payment',
      slots: [],
    });
    expect((await blocked(paid, 'adviser_call')).blocked_by).toBeNull();
    expect((await blocked(paid, 'notary_signing')).blocked_by).toBe('appointment_needs_signature');
    expect((await blocked(signed, 'efirma')).blocked_by).toBe('appointment_needs_deed');
    expect((await blocked(deeded, 'efirma')).blocked_by).toBe('appointment_needs_rfc');

    const refused = [
      [unpaid, adviser, 'appointment_needs_payment'],
      [paid, notary, 'appointment_needs_signature'],
      [signed, efirma, 'appointment_needs_deed'],
      [deeded, efirma, 'appointment_needs_rfc'],
    ] as const;
    for (const [who, slotId, code] of refused) {
      const res = await book(t.app, who.founder, who.companyId, slotId);
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toEqual({ message: [code] });
    }
    expect((await book(t.app, signed.founder, signed.companyId, notary)).statusCode).toBe(200);
  });

  it('never opens a notary appointment to an S.A.S., which is registered online, not before a notary', async () => {
    const founder = await register(t.app);
    const { id: companyId } = await registerCompany(t.app, founder, 'Nopal Azul', 'sas');
    await arrangeCompany(t.app, companyId, { paid: true, signed: true });
    const notary = await addSlot(t.app, 'notary_signing', 6 * DAY, 'Notaría 27, Av. Reforma 100');
    const view = (await schedule(founder, companyId, 'notary_signing')).json<{
      content: AppointmentSchedule;
    }>().content;
    expect(view).toMatchObject({ blocked_by: 'appointment_not_for_society_type', slots: [] });
    const res = await book(t.app, founder, companyId, notary);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['appointment_not_for_society_type'] });
    const adviser = await schedule(founder, companyId, 'adviser_call');
    expect(adviser.json<{ content: AppointmentSchedule }>().content.blocked_by).toBeNull();
  });

  it('cancels at 2:01 and 2:00 before, refuses at 1:59, by the server clock', async () => {
    for (const [ahead, allowed] of [
      [2 * HOUR + MINUTE, true],
      [2 * HOUR, true],
      [2 * HOUR - MINUTE, false],
    ] as const) {
      const { founder, companyId } = await ready();
      const slotId = await addSlot(t.app, 'efirma', ahead);
      const booked = (await book(t.app, founder, companyId, slotId)).json<{ content: BookedAppointment }>()
        .content;
      expect(booked.can_cancel).toBe(allowed);
      const res = await cancel(founder, companyId, booked.id);
      if (allowed) {
        expect(res.statusCode, res.body).toBe(200);
        expect(await efirmaFlag(companyId)).toBe(false);
        const view = (await schedule(founder, companyId, 'efirma')).json<{ content: AppointmentSchedule }>()
          .content;
        expect(view.appointment).toBeNull();
        // The freed slot is offered again.
        expect(view.slots.map((slot) => slot.id)).toContain(slotId);
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: ['at_least_two_hours_before'] });
        expect(await efirmaFlag(companyId)).toBe(true);
      }
    }
  });

  it('moves to another slot of the type in one step, only at least 2 hours before', async () => {
    const { founder, companyId } = await ready();
    const first = await addSlot(t.app, 'efirma', 6 * DAY);
    const second = await addSlot(t.app, 'efirma', 6 * DAY + 2 * HOUR);
    const otherType = await addSlot(t.app, 'adviser_call', 6 * DAY + 3 * HOUR, 'https://meet.forja.mx/x');
    const booked = (await book(t.app, founder, companyId, first)).json<{ content: BookedAppointment }>()
      .content;

    const wrongType = await move(founder, companyId, booked.id, otherType);
    expect(wrongType.statusCode).toBe(409);
    expect(wrongType.json()).toEqual({ message: ['appointment_slot_taken'] });

    const moved = await move(founder, companyId, booked.id, second);
    expect(moved.statusCode, moved.body).toBe(200);
    const now = moved.json<{ content: BookedAppointment }>().content;
    expect(now.id).not.toBe(booked.id);
    const view = (await schedule(founder, companyId, 'efirma')).json<{ content: AppointmentSchedule }>()
      .content;
    expect(view.appointment?.id).toBe(now.id);
    expect(view.slots.map((slot) => slot.id)).toContain(first);
    expect(await efirmaFlag(companyId)).toBe(true);

    // The old appointment is gone: moving or cancelling it again finds nothing.
    expect((await move(founder, companyId, booked.id, first)).statusCode).toBe(404);
    expect((await cancel(founder, companyId, booked.id)).statusCode).toBe(404);

    const close = await ready();
    const soon = await addSlot(t.app, 'efirma', 2 * HOUR - 2 * MINUTE);
    const spare = await addSlot(t.app, 'efirma', 7 * DAY);
    const soonBooked = (await book(t.app, close.founder, close.companyId, soon)).json<{
      content: BookedAppointment;
    }>().content;
    const refused = await move(close.founder, close.companyId, soonBooked.id, spare);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ['at_least_two_hours_before'] });
  });
});

describe('who may book', () => {
  it('lets a partner with edit permission book, a partner without only read, and strangers nothing', async () => {
    const { founder, companyId } = await ready();
    const saved = await saveCapTable(t.app, founder, companyId, [
      { name: 'Ana López', email: founder.email, percentage: 60 },
      { name: 'Lucía Pérez', email: 'lucia.citas@example.mx', percentage: 40 },
    ]);
    const partnerId = saved.json<{ content: { partners: { id: number }[] } }>().content.partners[1]!.id;
    const partner = await joinAsPartner(t.app, founder, companyId, partnerId, 'lucia.citas@example.mx');
    const slotId = await addSlot(t.app, 'adviser_call', 8 * DAY, 'https://meet.forja.mx/asesor');

    expect((await schedule(partner, companyId, 'adviser_call')).statusCode).toBe(200);
    const readOnly = await book(t.app, partner, companyId, slotId);
    expect(readOnly.statusCode).toBe(403);

    await t.database.db.update(partners).set({ permission_to_edit: true }).where(eq(partners.id, partnerId));
    expect((await book(t.app, partner, companyId, slotId)).statusCode).toBe(200);

    const stranger = await register(t.app);
    const missing = 2_000_000_000;
    for (const id of [companyId, missing]) {
      const seen = await schedule(stranger, id, 'adviser_call');
      expect(seen.statusCode).toBe(403);
      expect(seen.json()).toEqual({ message: ['user_not_belong_to_company'] });
      const booked = await book(t.app, stranger, id, slotId);
      expect(booked.json()).toEqual({ message: ['user_not_belong_to_company'] });
      expect((await cancel(stranger, id, 1)).json()).toEqual({ message: ['user_not_belong_to_company'] });
    }
    expect((await call('GET', `/api/v3/company/${companyId}/appointments/efirma`, null)).statusCode).toBe(
      401,
    );
  });

  it('refuses bad input with 400, never 500', async () => {
    const { founder, companyId } = await ready();
    const bad = [
      await schedule(founder, companyId, 'dentist'),
      await call('GET', `/api/v3/company/abc/appointments/efirma`, founder),
      await call('POST', `/api/v3/company/${companyId}/appointments`, founder, { slot_id: 'x' }),
      await call('POST', `/api/v3/company/${companyId}/appointments`, founder, {}),
      await call('POST', `/api/v3/company/${companyId}/appointments`, founder, {
        slot_id: 1,
        time_zone: 'Mars/Base',
      }),
      await call('POST', `/api/v3/company/${companyId}/appointments/x/cancel`, founder),
      await call('POST', `/api/v3/company/${companyId}/appointments/1/move`, founder, { slot_id: -1 }),
      await call('POST', '/api/v3/schedule-link', founder, { token: '' }),
    ];
    for (const res of bad) expect(res.statusCode, res.body).toBe(400);
  });
});

describe('the e-mailed booking link', () => {
  it('points a member at the company and type; a forged, foreign or expired token is refused', async () => {
    const { founder, companyId } = await ready();
    const link = await t.services().appointments.linkFor(companyId, 'efirma', 'es');
    const token = decodeURIComponent(link.split('/redirect_call/')[1] ?? '');
    const read = await call('POST', '/api/v3/schedule-link', founder, { token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ content: { company_id: companyId, type: 'efirma' } });

    const stranger = await register(t.app);
    expect((await call('POST', '/api/v3/schedule-link', stranger, { token })).json()).toEqual({
      message: ['user_not_belong_to_company'],
    });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await call('POST', '/api/v3/schedule-link', founder, { token: forged })).json()).toEqual({
      message: ['schedule_link_invalid'],
    });
  });
});

describe('back office: publishing slots', () => {
  it('publishes a day of slots, lists them with bookings, withdraws a free one and keeps a booked one, all audited', async () => {
    const operator = await registerStaff(t.app);
    const published = await call('POST', '/api/v3/backoffice/appointments/slots', operator, {
      type: 'efirma',
      date: '2026-12-10',
      start_hour: 9,
      end_hour: 12,
      length_minutes: 60,
      location: 'SAT Ciudad de México Norte, Av. Hidalgo 77',
    });
    expect(published.statusCode, published.body).toBe(200);
    const { created, skipped } = published.json<{
      content: { created: { id: number; starts_at: string }[]; skipped: number };
    }>().content;
    expect(created.map((slot) => slot.starts_at)).toEqual([
      '2026-12-10T15:00:00.000Z',
      '2026-12-10T16:00:00.000Z',
      '2026-12-10T17:00:00.000Z',
    ]);
    expect(skipped).toBe(0);
    const again = await call('POST', '/api/v3/backoffice/appointments/slots', operator, {
      type: 'efirma',
      date: '2026-12-10',
      start_hour: 9,
      end_hour: 10,
      length_minutes: 60,
      location: 'SAT Ciudad de México Norte, Av. Hidalgo 77',
    });
    expect(again.json()).toMatchObject({ content: { created: [], skipped: 1 } });

    const { founder, companyId } = await ready();
    expect((await book(t.app, founder, companyId, created[0]!.id)).statusCode).toBe(200);

    const list = await call('GET', '/api/v3/backoffice/appointments/slots?type=efirma', operator);
    expect(list.statusCode, list.body).toBe(200);
    const slots = list.json<{ content: { id: number; booking: { company_id: number } | null }[] }>().content;
    expect(slots.find((slot) => slot.id === created[0]!.id)?.booking).toMatchObject({
      company_id: companyId,
    });
    expect(slots.find((slot) => slot.id === created[1]!.id)?.booking).toBeNull();

    const withdrawBooked = await call(
      'POST',
      `/api/v3/backoffice/appointments/slots/${created[0]!.id}/withdraw`,
      operator,
    );
    expect(withdrawBooked.statusCode).toBe(409);
    expect(withdrawBooked.json()).toEqual({ message: ['appointment_slot_booked'] });
    const withdrawn = await call(
      'POST',
      `/api/v3/backoffice/appointments/slots/${created[1]!.id}/withdraw`,
      operator,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(
      (await call('POST', `/api/v3/backoffice/appointments/slots/${created[1]!.id}/withdraw`, operator))
        .statusCode,
    ).toBe(404);
    const free = (await schedule(founder, companyId, 'efirma')).json<{ content: AppointmentSchedule }>()
      .content;
    expect(free.slots.map((slot) => slot.id)).not.toContain(created[1]!.id);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actor_id, operator.id), eq(auditEvents.subject_type, 'appointment_slot')));
    expect(audited.map((event) => event.action).sort()).toEqual([
      'appointment_slot.withdraw',
      'appointment_slots.publish',
      'appointment_slots.publish',
    ]);
  });

  it('refuses impossible hours on their field, and stores none of them', async () => {
    const operator = await registerStaff(t.app);
    const base = { type: 'efirma', date: '2026-12-10', location: 'SAT Centro', length_minutes: 60 };
    const refused = [
      [{ start_hour: 24, end_hour: 25 }, ['start_hour', 'end_hour'], 'appointment_hour_invalid'],
      [{ start_hour: -1, end_hour: 10 }, ['start_hour'], 'appointment_hour_invalid'],
      [{ start_hour: 9.5, end_hour: 11 }, ['start_hour'], 'appointment_hour_invalid'],
      [{ start_hour: 1000, end_hour: 1100 }, ['start_hour', 'end_hour'], 'appointment_hour_invalid'],
      [{ start_hour: 9, end_hour: 0 }, ['end_hour'], 'appointment_hour_invalid'],
      [{ start_hour: 12, end_hour: 9 }, ['end_hour'], 'appointment_hours_order'],
      [{ start_hour: 10, end_hour: 10 }, ['end_hour'], 'appointment_hours_order'],
    ] as const;
    const listed = async () =>
      (await call('GET', '/api/v3/backoffice/appointments/slots', operator)).json<{ content: unknown[] }>()
        .content.length;
    const before = await listed();
    for (const [hours, fields, code] of refused) {
      const res = await call('POST', '/api/v3/backoffice/appointments/slots', operator, {
        ...base,
        ...hours,
      });
      expect(res.statusCode, JSON.stringify(hours)).toBe(400);
      expect(res.json(), JSON.stringify(hours)).toEqual({
        message: ['invalid_request'],
        fields: fields.map((field) => ({ path: `body.${field}`, code })),
      });
    }
    expect(await listed()).toBe(before);
  });

  it('refuses hours that make no slot and a day in the past; hides itself from non-staff', async () => {
    const operator = await registerStaff(t.app);
    const base = { type: 'efirma', date: '2026-12-10', location: 'SAT Centro' };
    for (const payload of [
      { ...base, start_hour: 9, end_hour: 10, length_minutes: 90 },
      { ...base, date: '2026-11-01', start_hour: 9, end_hour: 10, length_minutes: 60 },
    ]) {
      const res = await call('POST', '/api/v3/backoffice/appointments/slots', operator, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ['appointment_slots_invalid'] });
    }
    const malformed = await call('POST', '/api/v3/backoffice/appointments/slots', operator, {
      ...base,
      type: 'dentist',
      start_hour: 9,
      end_hour: 10,
      length_minutes: 60,
    });
    expect(malformed.statusCode).toBe(400);

    const founder = await register(t.app);
    for (const [method, url] of [
      ['GET', '/api/v3/backoffice/appointments/slots'],
      ['POST', '/api/v3/backoffice/appointments/slots'],
      ['POST', '/api/v3/backoffice/appointments/slots/1/withdraw'],
    ] as const) {
      const res = await call(method, url, founder, method === 'POST' ? base : undefined);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('the reminder 24 hours before', () => {
  it('goes once, within the 24 hours, not for a cancelled appointment', async () => {
    const { founder, companyId } = await ready();
    const slotId = await addSlot(t.app, 'adviser_call', 30 * HOUR, 'https://meet.forja.mx/asesor');
    const other = await ready();
    const cancelledSlot = await addSlot(
      t.app,
      'adviser_call',
      30 * HOUR + 5 * MINUTE,
      'https://meet.forja.mx/x',
    );
    expect((await book(t.app, founder, companyId, slotId)).statusCode).toBe(200);
    const cancelled = (await book(t.app, other.founder, other.companyId, cancelledSlot)).json<{
      content: BookedAppointment;
    }>().content;
    expect((await cancel(other.founder, other.companyId, cancelled.id)).statusCode).toBe(200);
    // Booked 3 hours ahead: the booking's e-mail is its reminder.
    const late = await ready();
    const lateSlot = await addSlot(t.app, 'adviser_call', 3 * HOUR, 'https://meet.forja.mx/pronto');
    expect((await book(t.app, late.founder, late.companyId, lateSlot)).statusCode).toBe(200);
    const services = t.services();
    await services.jobs.runDueJobs();

    const reminders = async () => {
      await services.appointments.scheduleReminders();
      await services.jobs.runDueJobs();
    };
    // 30 hours ahead: too early.
    await reminders();
    expect((await lastMail(t.app, late.founder.email))?.subject).toMatch(/^Cita agendada/);
    expect((await lastMail(t.app, founder.email))?.subject).not.toMatch(/^Recordatorio/);

    clock.advance(6 * HOUR + MINUTE);
    try {
      await reminders();
      const mail = await lastMail(t.app, founder.email);
      expect(mail?.subject).toBe('Recordatorio: Llamada con un asesor de Forja');
      expect(mail?.text).toContain('https://meet.forja.mx/asesor');
      expect((await lastMail(t.app, other.founder.email))?.subject).toMatch(/^Cita cancelada/);

      // A second run sends nothing more.
      const before = await t.database.db.select().from(jobs).where(eq(jobs.kind, APPOINTMENT_MAIL_JOB));
      clock.advance(20 * MINUTE);
      await reminders();
      const after = await t.database.db.select().from(jobs).where(eq(jobs.kind, APPOINTMENT_MAIL_JOB));
      expect(after.length).toBe(before.length);
    } finally {
      clock.advance(-(6 * HOUR + 21 * MINUTE));
    }
  });
});
