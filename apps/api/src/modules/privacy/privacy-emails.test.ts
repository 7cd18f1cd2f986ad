import type { Language } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { accountCancelledEmail, dataExportReadyEmail } from './privacy-emails';

// 18:16 UTC is 12:16 in Mexico City (UTC−6 all year).
const AT = new Date('2026-12-02T18:16:00Z');
const link = (language: Language) => `https://forja.test/${language}/account#my-data`;
/** ICU writes narrow or no-break spaces in times ("12:16 p.m."): compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The date and time as each language reads it, with Mexico City's zone named as every e-mail names it. */
const WHEN: Record<Language, string> = {
  es: '2 de diciembre de 2026 a las 12:16 p.m. (hora de la Ciudad de México)',
  en: 'December 2, 2026 at 12:16 PM (Mexico City time)',
  zh_cn: '2026年12月2日 12:16 (墨西哥城时间)',
};

describe('the privacy e-mails’ dates', () => {
  it.each(['es', 'en', 'zh_cn'] as const)(
    'say until when the copy of the data can be downloaded, on Mexico City’s clock and saying so, in %s',
    async (language) => {
      const mail = await dataExportReadyEmail({ language, name: 'Ana', link: link(language), expiresAt: AT });
      expect(plain(mail.text)).toContain(WHEN[language]);
      expect(plain(mail.html)).toContain(WHEN[language]);
    },
  );

  it.each(['es', 'en', 'zh_cn'] as const)(
    'say when the cancelled account is erased, on Mexico City’s clock and saying so, in %s',
    async (language) => {
      const mail = await accountCancelledEmail({
        language,
        name: 'Ana',
        link: link(language),
        eraseAfter: AT,
        invoicesYears: 5,
        signedActsYears: 10,
      });
      expect(plain(mail.text)).toContain(WHEN[language]);
      expect(plain(mail.html)).toContain(WHEN[language]);
    },
  );
});
