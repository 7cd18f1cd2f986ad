import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { accountantAssignedEmail } from './accountant-emails';

describe("the accountant's e-mail", () => {
  it.each(LANGUAGES)(
    'is written in %s, with the accountant, the company and the link in both parts',
    async (language) => {
      const link = `https://forja.mx/${language}/administration/7/company_fiels`;
      const mail = await accountantAssignedEmail({
        language,
        name: 'Ana',
        companyName: 'Cerámica Talavera S.A.S.',
        link,
        accountant: {
          name: 'Lucía Fernández',
          email: 'lucia@contadores.mx',
          phone: '5512345678',
          professional_licence: '12345678',
        },
      });
      expect(mail.text).toContain('Ana');
      expect(mail.text).toContain('Cerámica Talavera S.A.S.');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link);
      expect(mail.text).toContain('lucia@contadores.mx');
      expect(mail.text).toContain('12345678');
    },
  );
});
