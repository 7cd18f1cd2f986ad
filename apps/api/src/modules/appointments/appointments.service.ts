import type {
  AppointmentSchedule,
  AppointmentSlot,
  AppointmentTypeName,
  BackofficeAppointmentSlot,
  BookAppointmentBody,
  BookedAppointment,
  PublishAppointmentSlotsBody,
  AuditAction,
} from '@forja/contracts';
import {
  companyAppointmentBlocker,
  canCancelAppointment,
  DEFAULT_APPOINTMENT_TIME_ZONE,
  isAppointmentReminderDue,
  isTimeZone,
  parseLanguage,
  planDaySlots,
  APPOINTMENT_REMINDER_NOTICE_MS,
  type Language,
} from '@forja/domain';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer, MailAttachment } from '../../providers/mail/mailer';
import type { CompanyRow } from '../companies/companies.repository';
import type { CompaniesService } from '../companies/companies.service';
import {
  appointmentCalendar,
  APPOINTMENT_TYPE_NAMES,
  calendarAttachment,
  formatAppointmentTime,
} from './appointment-calendar';
import { appointmentEmail, type AppointmentMailEvent } from './appointment-emails';
import {
  uniqueViolation,
  type AppointmentRow,
  type AppointmentsRepository,
  type SlotRow,
} from './appointments.repository';
import type { ScheduleLinks } from './schedule-links';

/** The job that e-mails one appointment's news (booked, moved, cancelled, reminder) with its calendar file. */
export const APPOINTMENT_MAIL_JOB = 'appointment-mail';
/** The recurring job that queues the reminders of appointments starting within 24 hours. */
export const APPOINTMENT_REMINDERS_JOB = 'appointment-reminders';
/** How often the reminders job looks for appointments to remind. */
export const APPOINTMENT_REMINDERS_EVERY_MS = 15 * 60_000;

/** Runs inside the caller's transaction, to record a staff act with the change. */
export type AppointmentAuditHook = (
  tx: Database,
  entry: {
    action: AuditAction;
    subjectId: number | null;
    companyId: number | null;
    before: object | null;
    after: object;
  },
) => Promise<void>;

type MailPayload = {
  appointment_id: number;
  event: AppointmentMailEvent;
  /** Who acted (and gets the e-mail); null for the reminder, which goes to whoever booked. */
  user_id: number | null;
  /** A move: the appointment it replaced, whose calendar event the e-mail cancels. */
  previous_id?: number;
};

const toSlot = (row: SlotRow): AppointmentSlot => ({
  id: row.id,
  type: row.type,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  location: row.location,
});

/** The address part of `Forja <hola@forja.mx>`. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * Appointments after the signature: the back office publishes slots per type (audited), founders with edit
 * rights book one per type, move or cancel it at least 2 hours ahead by the server's clock (the domain's
 * canCancelAppointment), and get each change by e-mail with its calendar file, plus a reminder 24 hours before.
 */
export function createAppointmentsService(deps: {
  db: Database;
  repository: AppointmentsRepository;
  companies: CompaniesService;
  links: ScheduleLinks;
  jobs: JobQueue;
  mailer: Mailer;
  appUrl: string;
  mailFrom: string;
  clock: () => Date;
}) {
  const { repository, clock } = deps;

  const toBooked = (row: AppointmentRow, now: Date): BookedAppointment => ({
    id: row.id,
    type: row.type,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    location: row.location,
    time_zone: row.time_zone,
    can_cancel: canCancelAppointment(row.starts_at, now),
  });

  /** Which step the company still misses before it may book a type (domain rule), or null. */
  async function blockerOf(company: CompanyRow, type: AppointmentTypeName) {
    return companyAppointmentBlocker(await deps.companies.profileOf(company), type);
  }

  /** The booking page's link for a company and type, with a signed token (for e-mails). */
  function linkFor(companyId: number, type: AppointmentTypeName, language: Language): Promise<string> {
    return deps.links.url(companyId, type, language);
  }

  /** A free, offered, future slot of the transaction, locked; else appointment_slot_taken. */
  async function requireFreeSlot(slotId: number, now: Date, tx: Database, type?: AppointmentTypeName) {
    const slot = await repository.findSlot(slotId, tx, true);
    const usable =
      slot &&
      slot.withdrawn_at === null &&
      slot.starts_at.getTime() > now.getTime() &&
      (type === undefined || slot.type === type);
    if (!usable || (await repository.bookingOfSlot(slot.id, tx))) throw conflict('appointment_slot_taken');
    return slot;
  }

  /** Maps a lost race on the unique indexes to the code the client can act on. */
  async function inTransaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await deps.db.transaction(async (transaction) => work(transaction));
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'appointments_company_type_booked_unique')
        throw conflict('company_already_appointment');
      if (constraint !== null) throw conflict('appointment_slot_taken');
      throw error;
    }
  }

  async function queueMail(payload: MailPayload, tx: Database) {
    await deps.jobs.enqueue(APPOINTMENT_MAIL_JOB, payload, { tx });
  }

  /** Sends one queued appointment e-mail, in the recipient's language, with its calendar file(s). */
  async function sendMail(payload: MailPayload): Promise<void> {
    const appointment = await repository.findAppointment(payload.appointment_id);
    if (!appointment) return;
    if (payload.event === 'reminder' && appointment.cancelled_at) return;
    const company = await repository.company(appointment.company_id);
    if (!company) return;
    const userId = payload.user_id ?? appointment.booked_by ?? company.user_id;
    const recipient = await repository.recipient(userId);
    if (!recipient) return;
    const language = parseLanguage(recipient.language) ?? 'es';
    const cancelled = payload.event === 'cancelled';
    const summary = `${APPOINTMENT_TYPE_NAMES[appointment.type][language]} · Forja`;
    const calendarOf = (row: AppointmentRow, method: 'REQUEST' | 'CANCEL'): MailAttachment => {
      const content = appointmentCalendar({
        appointmentId: row.id,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        location: row.location,
        timeZone: row.time_zone,
        summary,
        description: formatAppointmentTime(row.starts_at, row.ends_at, row.time_zone, language),
        organizerEmail: addressOf(deps.mailFrom),
        sequence: method === 'CANCEL' ? 1 : 0,
        method,
      });
      return calendarAttachment(content, method, language);
    };
    const attachments = [calendarOf(appointment, cancelled ? 'CANCEL' : 'REQUEST')];
    if (payload.previous_id) {
      const previous = await repository.findAppointment(payload.previous_id);
      if (previous)
        attachments.unshift({ ...calendarOf(previous, 'CANCEL'), filename: 'cita-anterior-cancelada.ics' });
    }
    const content = await appointmentEmail({
      event: payload.event,
      language,
      name: recipient.first_names,
      companyName: company.legal_name?.trim() || company.name?.trim() || company.friendly_id,
      type: appointment.type,
      startsAt: appointment.starts_at,
      endsAt: appointment.ends_at,
      location: appointment.location,
      timeZone: appointment.time_zone,
      link: await linkFor(company.id, appointment.type, language),
    });
    await deps.mailer.send({ to: recipient.email, ...content, attachments });
  }

  /** Queues the reminder of every appointment starting within 24 hours, once each; answers how many. */
  async function queueReminders(): Promise<number> {
    const now = clock();
    const due = await repository.remindersDue(now, new Date(now.getTime() + APPOINTMENT_REMINDER_NOTICE_MS));
    let queued = 0;
    for (const appointment of due) {
      if (!isAppointmentReminderDue(appointment.starts_at, now)) continue;
      await deps.db.transaction(async (tx) => {
        if (!(await repository.markReminded(appointment.id, now, tx))) return;
        await queueMail({ appointment_id: appointment.id, event: 'reminder', user_id: null }, tx);
        queued += 1;
      });
    }
    return queued;
  }

  deps.jobs.register(APPOINTMENT_MAIL_JOB, async (payload) => {
    await sendMail(payload as MailPayload);
  });
  deps.jobs.register(APPOINTMENT_REMINDERS_JOB, async () => {
    await queueReminders();
    return { runAgainAt: new Date(clock().getTime() + APPOINTMENT_REMINDERS_EVERY_MS) };
  });

  return {
    linkFor,
    queueReminders,
    /** Makes the reminders job due now (at start); it then reschedules itself. */
    scheduleReminders: () => deps.jobs.schedule(APPOINTMENT_REMINDERS_JOB),

    /** The booking page's data: whether the type can be booked, the company's booked one, the free slots. */
    async schedule(
      userId: number,
      companyId: number,
      type: AppointmentTypeName,
    ): Promise<AppointmentSchedule> {
      const company = await deps.companies.requireAccess(userId, companyId);
      const now = clock();
      const [blocked, booked] = await Promise.all([
        blockerOf(company, type),
        repository.bookedOf(companyId, type),
      ]);
      const slots = blocked ? [] : await repository.freeSlots(type, now);
      return {
        type,
        blocked_by: blocked,
        appointment: booked ? toBooked(booked, now) : null,
        slots: slots.map(toSlot),
        time_zone: booked?.time_zone ?? DEFAULT_APPOINTMENT_TIME_ZONE,
      };
    },

    /** Books a slot for the company: one booked appointment per type; e.firma sets appointment_type_efirma. */
    async book(userId: number, companyId: number, body: BookAppointmentBody): Promise<BookedAppointment> {
      const company = await deps.companies.requireAccess(userId, companyId, { edit: true });
      const timeZone = body.time_zone ?? DEFAULT_APPOINTMENT_TIME_ZONE;
      if (!isTimeZone(timeZone)) throw badRequest('invalid_request');
      const offered = await repository.findSlot(body.slot_id);
      if (!offered) throw conflict('appointment_slot_taken');
      const blocked = await blockerOf(company, offered.type);
      if (blocked) throw conflict(blocked);
      const now = clock();
      const row = await inTransaction(async (tx) => {
        if (await repository.bookedOf(companyId, offered.type, tx))
          throw conflict('company_already_appointment');
        const slot = await requireFreeSlot(offered.id, now, tx);
        const inserted = await repository.insertAppointment(
          {
            company_id: companyId,
            slot_id: slot.id,
            type: slot.type,
            starts_at: slot.starts_at,
            ends_at: slot.ends_at,
            location: slot.location,
            time_zone: timeZone,
            booked_by: userId,
            // Booked within 24 hours of it: the booking's e-mail is the reminder.
            reminder_sent_at: isAppointmentReminderDue(slot.starts_at, now) ? now : null,
            created_at: now,
          },
          tx,
        );
        if (slot.type === 'efirma') await repository.setEfirmaFlag(companyId, true, tx);
        await queueMail({ appointment_id: inserted.id, event: 'booked', user_id: userId }, tx);
        return inserted;
      });
      return toBooked(row, now);
    },

    /** Cancels the company's appointment, only at least 2 hours before it starts (server's clock). */
    async cancel(userId: number, companyId: number, appointmentId: number): Promise<void> {
      await deps.companies.requireAccess(userId, companyId, { edit: true });
      await inTransaction(async (tx) => {
        const now = clock();
        const appointment = await repository.findAppointment(appointmentId, tx, true);
        if (!appointment || appointment.company_id !== companyId || appointment.cancelled_at)
          throw notFound();
        if (!canCancelAppointment(appointment.starts_at, now)) throw conflict('at_least_two_hours_before');
        await repository.cancelAppointment(appointment.id, now, userId, tx);
        if (appointment.type === 'efirma') await repository.setEfirmaFlag(companyId, false, tx);
        await queueMail({ appointment_id: appointment.id, event: 'cancelled', user_id: userId }, tx);
      });
    },

    /** Moves the appointment to another free slot of its type: cancel and book in one transaction. */
    async move(
      userId: number,
      companyId: number,
      appointmentId: number,
      slotId: number,
    ): Promise<BookedAppointment> {
      await deps.companies.requireAccess(userId, companyId, { edit: true });
      const now = clock();
      const row = await inTransaction(async (tx) => {
        const appointment = await repository.findAppointment(appointmentId, tx, true);
        if (!appointment || appointment.company_id !== companyId || appointment.cancelled_at)
          throw notFound();
        if (!canCancelAppointment(appointment.starts_at, now)) throw conflict('at_least_two_hours_before');
        if (appointment.slot_id === slotId) throw conflict('appointment_slot_taken');
        const slot = await requireFreeSlot(slotId, now, tx, appointment.type);
        await repository.cancelAppointment(appointment.id, now, userId, tx);
        const inserted = await repository.insertAppointment(
          {
            company_id: companyId,
            slot_id: slot.id,
            type: slot.type,
            starts_at: slot.starts_at,
            ends_at: slot.ends_at,
            location: slot.location,
            time_zone: appointment.time_zone,
            booked_by: userId,
            // Booked within 24 hours of it: the booking's e-mail is the reminder.
            reminder_sent_at: isAppointmentReminderDue(slot.starts_at, now) ? now : null,
            created_at: now,
          },
          tx,
        );
        await queueMail(
          { appointment_id: inserted.id, event: 'moved', user_id: userId, previous_id: appointment.id },
          tx,
        );
        return inserted;
      });
      return toBooked(row, now);
    },

    /** The company and type of an e-mailed link, for a caller who belongs to the company. */
    async readLink(userId: number, token: string) {
      const link = await deps.links.read(token);
      if (!link) throw badRequest('schedule_link_invalid');
      await deps.companies.requireAccess(userId, link.companyId);
      return { company_id: link.companyId, type: link.type };
    },

    // Back office

    /** Offered slots from now on (of a type, or all), with who booked each. */
    async listSlots(type: AppointmentTypeName | undefined): Promise<BackofficeAppointmentSlot[]> {
      const rows = await repository.slotsWithBookings({ type, from: clock() });
      return rows.map((row) => ({
        ...toSlot(row.slot),
        booking:
          row.appointment_id !== null && row.company_id !== null
            ? {
                appointment_id: row.appointment_id,
                company_id: row.company_id,
                company_name: row.legal_name?.trim() || row.name?.trim() || row.friendly_id || '',
                booked_at: (row.booked_at ?? row.slot.created_at).toISOString(),
              }
            : null,
      }));
    },

    /** Publishes a day's slots of a type (hours in the zone given, Mexico City by default); past ones left out. */
    async publish(staffUserId: number, body: PublishAppointmentSlotsBody, audit: AppointmentAuditHook) {
      const timeZone = body.time_zone ?? DEFAULT_APPOINTMENT_TIME_ZONE;
      const planned = planDaySlots({
        date: body.date,
        startHour: body.start_hour,
        endHour: body.end_hour,
        lengthMinutes: body.length_minutes,
        timeZone,
      });
      const now = clock();
      const future = (planned ?? []).filter((slot) => slot.startsAt.getTime() > now.getTime());
      if (future.length === 0) throw badRequest('appointment_slots_invalid');
      return deps.db.transaction(async (tx) => {
        const created = await repository.insertSlots(
          future.map((slot) => ({
            type: body.type,
            starts_at: slot.startsAt,
            ends_at: slot.endsAt,
            location: body.location,
            created_by: staffUserId,
            created_at: now,
          })),
          tx,
        );
        await audit(tx, {
          action: 'appointment_slots.publish',
          subjectId: null,
          companyId: null,
          before: null,
          after: {
            type: body.type,
            date: body.date,
            time_zone: timeZone,
            slot_ids: created.map((slot) => slot.id),
          },
        });
        return { created: created.map(toSlot), skipped: future.length - created.length };
      });
    },

    /** Withdraws a free slot; one a company booked stays (appointment_slot_booked). */
    async withdraw(slotId: number, audit: AppointmentAuditHook): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const slot = await repository.findSlot(slotId, tx, true);
        if (!slot || slot.withdrawn_at) throw notFound();
        if (await repository.bookingOfSlot(slot.id, tx)) throw conflict('appointment_slot_booked');
        await repository.withdrawSlot(slot.id, clock(), tx);
        await audit(tx, {
          action: 'appointment_slot.withdraw',
          subjectId: slot.id,
          companyId: null,
          before: toSlot(slot),
          after: { withdrawn: true },
        });
      });
    },
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
