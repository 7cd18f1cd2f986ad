/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { AppointmentTypeName } from '@forja/contracts';
import type { Language } from '@forja/domain';
import type { MailContent } from '../../providers/mail/mailer';
import {
  Facts,
  ForjaEmail,
  greeting,
  Muted,
  Paragraph,
  PrimaryAction,
} from '../../providers/mail/transactional/layout';
import { renderEmail, requireWebLink } from '../../providers/mail/transactional/render-email';
import { APPOINTMENT_TYPE_NAMES, formatAppointmentTime } from './appointment-calendar';

/** What happened to the appointment that the e-mail tells. */
export type AppointmentMailEvent = 'booked' | 'moved' | 'cancelled' | 'reminder';

export type AppointmentMailInput = {
  event: AppointmentMailEvent;
  language: Language;
  name: string;
  companyName: string;
  type: AppointmentTypeName;
  startsAt: Date;
  endsAt: Date;
  location: string;
  timeZone: string;
  /** The booking page of the company (to move, cancel or book again). */
  link: string;
};

const COPY = {
  es: {
    subject: {
      booked: (what: string) => `Cita agendada: ${what}`,
      moved: (what: string) => `Cita cambiada: ${what}`,
      cancelled: (what: string) => `Cita cancelada: ${what}`,
      reminder: (what: string) => `Recordatorio: ${what}`,
    },
    lead: {
      booked: (company: string) => `Agendaste esta cita para ${company}.`,
      moved: (company: string) => `Cambiaste la cita de ${company}. Este es el nuevo horario.`,
      cancelled: (company: string) => `Cancelaste esta cita de ${company}.`,
      reminder: (company: string) => `Te recordamos la cita de ${company}, en menos de 24 horas.`,
    },
    when: 'Cuándo:',
    where: 'Dónde:',
    calendar: 'Adjuntamos el archivo de calendario (.ics) para que la agregues a tu calendario.',
    calendarCancel: 'Adjuntamos el archivo de calendario (.ics) que la quita de tu calendario.',
    rule: 'Puedes cambiarla o cancelarla hasta 2 horas antes de que empiece.',
    efirma:
      'El representante legal debe ir en persona con su identificación oficial vigente y los documentos de la empresa que te pedimos en Forja.',
    action: { open: 'Ver mi cita', book: 'Agendar otra cita' },
  },
  en: {
    subject: {
      booked: (what: string) => `Appointment booked: ${what}`,
      moved: (what: string) => `Appointment moved: ${what}`,
      cancelled: (what: string) => `Appointment cancelled: ${what}`,
      reminder: (what: string) => `Reminder: ${what}`,
    },
    lead: {
      booked: (company: string) => `You booked this appointment for ${company}.`,
      moved: (company: string) => `You moved the appointment of ${company}. Here is the new time.`,
      cancelled: (company: string) => `You cancelled this appointment of ${company}.`,
      reminder: (company: string) => `A reminder of the appointment of ${company}, in less than 24 hours.`,
    },
    when: 'When:',
    where: 'Where:',
    calendar: 'The calendar file (.ics) is attached so you can add it to your calendar.',
    calendarCancel: 'The attached calendar file (.ics) removes it from your calendar.',
    rule: 'You can move or cancel it up to 2 hours before it starts.',
    efirma:
      "The legal representative must go in person with a valid official ID and the company's documents Forja asks for.",
    action: { open: 'See my appointment', book: 'Book another appointment' },
  },
  zh_cn: {
    subject: {
      booked: (what: string) => `预约成功：${what}`,
      moved: (what: string) => `预约已更改：${what}`,
      cancelled: (what: string) => `预约已取消：${what}`,
      reminder: (what: string) => `提醒：${what}`,
    },
    lead: {
      booked: (company: string) => `您已为 ${company} 预约。`,
      moved: (company: string) => `您已更改 ${company} 的预约，以下是新的时间。`,
      cancelled: (company: string) => `您已取消 ${company} 的这项预约。`,
      reminder: (company: string) => `提醒您：${company} 的预约将在 24 小时内开始。`,
    },
    when: '时间：',
    where: '地点：',
    calendar: '附件中有日历文件（.ics），可将其添加到您的日历。',
    calendarCancel: '附件中的日历文件（.ics）会将其从您的日历中删除。',
    rule: '最晚可在开始前 2 小时更改或取消。',
    efirma: '法定代表人须本人携带有效的官方身份证件以及 Forja 要求的公司文件前往。',
    action: { open: '查看我的预约', book: '重新预约' },
  },
} as const;

/** The e-mail of a booked, moved, cancelled or upcoming appointment; the calendar file goes with it. */
export async function appointmentEmail(input: AppointmentMailInput): Promise<MailContent> {
  const copy = COPY[input.language];
  const what = APPOINTMENT_TYPE_NAMES[input.type][input.language];
  const cancelled = input.event === 'cancelled';
  const link = requireWebLink(input.link);
  const lead = copy.lead[input.event](input.companyName);
  return renderEmail(
    copy.subject[input.event](what),
    <ForjaEmail appLink={link} language={input.language} preview={lead}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Facts
        rows={[
          [what, ''],
          [copy.when, formatAppointmentTime(input.startsAt, input.endsAt, input.timeZone, input.language)],
          [copy.where, input.location],
        ]}
      />
      {!cancelled && input.type === 'efirma' && <Paragraph>{copy.efirma}</Paragraph>}
      {!cancelled && <Paragraph>{copy.rule}</Paragraph>}
      <PrimaryAction
        language={input.language}
        href={link}
        label={cancelled ? copy.action.book : copy.action.open}
      />
      <Muted>{cancelled ? copy.calendarCancel : copy.calendar}</Muted>
    </ForjaEmail>,
  );
}
