import { LANGUAGES, type Language } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { renderTransactionalMail } from './transactional-mail';

const STOP = 'https://forja.test/api/v3/reminders/stop/eyJhbGciOiJIUzI1NiJ9.x.y';

/**
 * The partners reminder goes to the founder of any society type: an S. de R.L. has partes sociales, not shares
 * (LGSM arts. 58–86), so it asks how much of the company each partner holds, in words true of both.
 */
describe('the weekly reminder of the partners step', () => {
  const says: Record<Language, { asks: string; never: RegExp }> = {
    es: { asks: 'qué parte de la empresa tiene cada uno', never: /acci[oó]n|accionista/i },
    en: { asks: 'how much of the company each one holds', never: /\bshares?\b|shareholder/i },
    zh_cn: { asks: '每人持有公司的多少份额', never: /股份|股东/ },
  };

  it.each(LANGUAGES)(
    'in %s asks for the partners and their part without speaking of shares',
    async (language) => {
      const mail = await renderTransactionalMail('weekly_reminder', {
        language,
        name: 'Ana',
        companyName: 'Nopal Azul',
        link: 'https://forja.test/es/dashboard/42/company_partners',
        task: 'partners',
        days: 8,
        unsubscribeLink: STOP,
      });
      expect(mail.text).toContain(says[language].asks);
      expect(mail.text).not.toMatch(says[language].never);
      expect(mail.html).not.toMatch(says[language].never);
    },
  );
});
