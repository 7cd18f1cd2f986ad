import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { importRegistrationEmail } from './import-registration-emails';

const base = (language: (typeof LANGUAGES)[number]) => ({
  language,
  name: 'Ana',
  companyName: 'Nopal Azul S.A. de C.V.',
  link: `https://forja.mx/${language}/dashboard/7/import`,
});

describe("the importers' register e-mails", () => {
  it.each(LANGUAGES)(
    'are written in %s, with the company, the note and the link in both parts',
    async (language) => {
      const registered = await importRegistrationEmail({
        ...base(language),
        outcome: 'registered',
        note: null,
      });
      const rejected = await importRegistrationEmail({
        ...base(language),
        outcome: 'rejected',
        note: 'Domicilio fiscal no localizado',
      });
      for (const mail of [registered, rejected]) {
        expect(mail.text).toContain('Ana');
        expect(mail.text).toContain('Nopal Azul S.A. de C.V.');
        expect(mail.text).toContain(base(language).link);
        expect(mail.html).toContain(base(language).link);
      }
      expect(registered.subject).not.toBe(rejected.subject);
      expect(rejected.text).toContain('Domicilio fiscal no localizado');
      expect(rejected.html).toContain('Domicilio fiscal no localizado');
    },
  );
});
