import type { AppointmentTypeName } from '@forja/contracts';
import { formatZonedDate, withTimeZoneName, type Language } from '@forja/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../../providers/mail/mailer';

/** What an appointment's calendar file says. */
export type AppointmentCalendarInput = {
  appointmentId: number;
  startsAt: Date;
  endsAt: Date;
  location: string;
  timeZone: string;
  summary: string;
  description: string;
  /** The address the calendar's events come from (Forja's sender). */
  organizerEmail: string;
  /** How many times the invitation changed (0 when booked): lets calendars take the newest. */
  sequence: number;
  /** REQUEST adds or updates the event; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
};

/** The event's UID: the same for an appointment's booking, reminder and cancellation. */
export const appointmentUid = (appointmentId: number) => `appointment-${appointmentId}@forja.mx`;

/**
 * The iCalendar file (RFC 5545) of an appointment. Times are written in UTC, which every calendar reads
 * without a time-zone table, and the zone the founder sees them in is named (X-WR-TIMEZONE and the text).
 */
export function appointmentCalendar(input: AppointmentCalendarInput): string {
  const calendar = ical({
    prodId: { company: 'Forja', product: 'Citas', language: 'ES' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    name: 'Forja',
    x: [{ key: 'X-WR-TIMEZONE', value: input.timeZone }],
  });
  calendar.createEvent({
    id: appointmentUid(input.appointmentId),
    sequence: input.sequence,
    start: input.startsAt,
    end: input.endsAt,
    stamp: new Date(),
    summary: input.summary,
    description: input.description,
    location: input.location,
    organizer: { name: 'Forja', email: input.organizerEmail },
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The attachment's file name in the e-mail's language: the appointment, or its cancellation. */
const CALENDAR_FILE_NAMES: Record<Language, Record<'REQUEST' | 'CANCEL', string>> = {
  es: { REQUEST: 'cita.ics', CANCEL: 'cita-cancelada.ics' },
  en: { REQUEST: 'appointment.ics', CANCEL: 'appointment-cancelled.ics' },
  zh_cn: { REQUEST: '预约.ics', CANCEL: '预约已取消.ics' },
};

/** The file as an e-mail attachment, with the method in its content type (as calendar clients expect). */
export function calendarAttachment(
  content: string,
  method: 'REQUEST' | 'CANCEL',
  language: Language,
): MailAttachment {
  return {
    filename: CALENDAR_FILE_NAMES[language][method],
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}

/** "martes, 1 de diciembre de 2026, 09:00 – 10:00 (hora de la Ciudad de México)": the zone always named. */
export function formatAppointmentTime(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  language: Language,
): string {
  const day = formatZonedDate(
    language,
    startsAt,
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    timeZone,
  );
  const time = (at: Date) =>
    formatZonedDate(language, at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone);
  return withTimeZoneName(language, `${day}, ${time(startsAt)} – ${time(endsAt)}`, startsAt, timeZone);
}

/** What each type of appointment is called, in the founder's language. */
export const APPOINTMENT_TYPE_NAMES: Record<AppointmentTypeName, Record<Language, string>> = {
  efirma: {
    es: 'Cita en el SAT para la e.firma de la empresa',
    en: "SAT appointment for the company's e.firma",
    zh_cn: '在 SAT（墨西哥税务管理局）办理公司 e.firma（电子签名）的预约',
  },
  notary_signing: {
    es: 'Firma de la escritura ante el notario',
    en: 'Signing the deed before the notary',
    zh_cn: '在公证人处签署公证书',
  },
  adviser_call: {
    es: 'Llamada con un asesor de Forja',
    en: 'Call with a Forja adviser',
    zh_cn: '与 Forja 顾问通话',
  },
};
