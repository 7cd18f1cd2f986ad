import { LANGUAGES, timeZoneName } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { appointmentEmail, type AppointmentMailEvent } from './appointment-emails';

const EVENTS: AppointmentMailEvent[] = ['booked', 'moved', 'cancelled', 'reminder'];

describe('appointmentEmail', () => {
  it.each(LANGUAGES.flatMap((language) => EVENTS.map((event) => [language, event] as const)))(
    '%s %s: says when (zone named) and where, and links to the booking page',
    async (language, event) => {
      const mail = await appointmentEmail({
        event,
        language,
        name: 'Ana',
        companyName: 'Nopal Azul',
        type: 'efirma',
        startsAt: new Date('2026-12-02T15:00:00Z'),
        endsAt: new Date('2026-12-02T16:00:00Z'),
        location: 'SAT Centro, Av. Hidalgo 77',
        timeZone: 'America/Mexico_City',
        link: 'https://forja.test/es/redirect_call/token',
      });
      expect(mail.subject).not.toBe('');
      // The zone by its name in the reader's language, not its IANA id.
      expect(mail.text).toContain(
        `09:00 – 10:00 (${timeZoneName(language, 'America/Mexico_City', new Date('2026-12-02T15:00:00Z'))})`,
      );
      expect(mail.text).not.toContain('America/Mexico_City');
      expect(mail.text).toContain('SAT Centro, Av. Hidalgo 77');
      expect(mail.text).toContain('Nopal Azul');
      expect(mail.html).toContain('https://forja.test/es/redirect_call/token');
      expect(mail.text).toContain('.ics');
    },
  );
});
