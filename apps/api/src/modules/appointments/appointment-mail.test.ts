import type { BookedAppointment } from '@forja/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { registerThroughInbox, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { newCompany } from '../../test/companies';
import { appointmentUid } from './appointment-calendar';
import { addSlot, arrangeCompany, book } from '../../test/appointments';

const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-30T15:00:00Z'));
let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'Forja <citas@forja.mx>' }, { clock: clock.now });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** The calendar file of a received e-mail, parsed back with ical.js. */
function calendarOf(calendar: string) {
  const component = new ICAL.Component(ICAL.parse(calendar) as unknown[]);
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
  return {
    method: component.getFirstPropertyValue('method'),
    timeZone: component.getFirstPropertyValue('x-wr-timezone'),
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    location: event.location,
    status: event.component.getFirstPropertyValue('status'),
  };
}

describe('appointment e-mails over SMTP', () => {
  it('sends the booking, the move and the cancellation in the user language with an .ics that parses back', async () => {
    const founder = await registerThroughInbox(t.app, inbox, { language: 'en' });
    const companyId = await newCompany(t.app, founder);
    await arrangeCompany(t.app, companyId, { paid: true, signed: true, deed: true, rfc: true });
    const first = await addSlot(t.app, 'efirma', 2 * DAY);
    const second = await addSlot(t.app, 'efirma', 3 * DAY);

    const booked = (await book(t.app, founder, companyId, first)).json<{ content: BookedAppointment }>()
      .content;
    await t.services().jobs.runDueJobs();
    const bookedMail = inbox.to(founder.email).at(-1)!;
    expect(bookedMail.subject).toBe("Appointment booked: SAT appointment for the company's e.firma");
    // 2 days after 2026-11-30 15:00 UTC is 09:00 in Mexico City (UTC−6), said with the zone.
    expect(bookedMail.text).toContain('Wednesday, December 2, 2026, 09:00 – 10:00 (Mexico City time)');
    expect(bookedMail.text).toContain('/en/redirect_call/');
    // The calendar file is named in the founder's language too.
    expect(bookedMail.raw).toMatch(/filename="?appointment\.ics/);
    const invitation = calendarOf(bookedMail.parts.get('text/calendar') ?? '');
    expect(invitation).toEqual({
      method: 'REQUEST',
      timeZone: 'America/Mexico_City',
      uid: appointmentUid(booked.id),
      start: '2026-12-02T15:00:00.000Z',
      end: '2026-12-02T16:00:00.000Z',
      location: 'SAT Ciudad de México Centro, Av. Hidalgo 77, Col. Guerrero',
      status: 'CONFIRMED',
    });

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${companyId}/appointments/${booked.id}/move`,
      headers: bearer(founder.access),
      payload: { slot_id: second },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedId = moved.json<{ content: BookedAppointment }>().content.id;
    await t.services().jobs.runDueJobs();
    const movedMail = inbox.to(founder.email).at(-1)!;
    expect(movedMail.subject).toMatch(/^Appointment moved/);
    expect(movedMail.text).toContain('Thursday, December 3, 2026, 09:00 – 10:00 (Mexico City time)');
    // The mail carries the new invitation (the parts map keeps the last calendar part).
    expect(calendarOf(movedMail.parts.get('text/calendar') ?? '')).toMatchObject({
      method: 'REQUEST',
      uid: appointmentUid(movedId),
      start: '2026-12-03T15:00:00.000Z',
    });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${companyId}/appointments/${movedId}/cancel`,
      headers: bearer(founder.access),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.services().jobs.runDueJobs();
    const cancelMail = inbox.to(founder.email).at(-1)!;
    expect(cancelMail.subject).toMatch(/^Appointment cancelled/);
    expect(cancelMail.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    expect(cancelMail.raw).toMatch(/filename="?appointment-cancelled\.ics/);
    expect(calendarOf(cancelMail.parts.get('text/calendar') ?? '')).toMatchObject({
      method: 'CANCEL',
      uid: appointmentUid(movedId),
      status: 'CANCELLED',
    });
  });
});
