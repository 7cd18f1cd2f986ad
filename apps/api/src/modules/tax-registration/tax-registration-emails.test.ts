import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import {
  efirmaObtainedEmail,
  rfcCorrectedEmail,
  rfcRecordedEmail,
  statusName,
} from './tax-registration-emails';

const base = (language: (typeof LANGUAGES)[number]) => ({
  language,
  name: 'Ana',
  companyName: 'Cerámica Talavera S.A.S.',
  link: `https://forja.mx/${language}/administration/7/company_fiels`,
});

describe("the SAT's e-mails", () => {
  it.each(LANGUAGES)(
    'in %s, tell the founder of a company Forja represents that Forja gets the e.firma, with nothing to book',
    async (language) => {
      const mail = await rfcRecordedEmail({
        ...base(language),
        rfc: 'NAZ261120AB7',
        status: 'active',
        bookingLink: null,
      });
      const own = await rfcRecordedEmail({
        ...base(language),
        rfc: 'NAZ261120AB7',
        status: 'active',
        bookingLink: `https://forja.mx/${language}/redirect_call/token-data`,
      });
      expect(mail.text).not.toContain('redirect_call');
      expect(mail.text).toContain(base(language).link);
      expect(mail.text).toContain('Forja');
      expect(mail.text).toContain('e.firma');
      // Not the booking text of a founder whose own representative goes.
      expect(own.text).not.toBe(mail.text);
      expect(mail.html).not.toContain(`/${language}/redirect_call`);
    },
  );
  it.each(LANGUAGES)(
    'in %s, tell the founder whose representative got the e.firma to keep its files, and the one Forja represents that Forja keeps them',
    async (language) => {
      const says = {
        es: {
          own: 'Guarda los archivos de la e.firma (.cer y .key) y su contraseña en un lugar seguro',
          forja: 'los resguarda Forja',
          none: 'no te enviamos archivos ni tienes que guardar nada.',
        },
        en: {
          own: "Keep the e.firma's files (.cer and .key) and its password somewhere safe",
          forja: 'Forja keeps the e.firma',
          none: "we don't send you any files, and you have nothing to keep.",
        },
        zh_cn: {
          own: '请妥善保管 e.firma 文件',
          forja: '由 Forja 作为您公司的法定代表人保管',
          none: '我们不会向您发送文件，您也无需保管任何东西。',
        },
      }[language];
      const own = await efirmaObtainedEmail({ ...base(language), rfc: 'NAZ261120AB7', byForja: false });
      const forja = await efirmaObtainedEmail({ ...base(language), rfc: 'NAZ261120AB7', byForja: true });
      expect(own.text).toContain(says.own);
      expect(own.text).not.toContain(says.forja);
      expect(forja.text).toContain(says.forja);
      expect(forja.text).toContain(says.none);
      expect(forja.text).not.toContain(says.own);
      expect(forja.text).toContain(base(language).link);
    },
  );
  it.each(LANGUAGES)('are written in %s, with the facts and the link in both parts', async (language) => {
    const bookingLink = `https://forja.mx/${language}/redirect_call/token-data`;
    const rfc = await rfcRecordedEmail({
      ...base(language),
      rfc: 'NAZ261120AB7',
      status: 'active',
      bookingLink,
    });
    const efirma = await efirmaObtainedEmail({ ...base(language), rfc: 'NAZ261120AB7', byForja: false });
    const corrected = await rfcCorrectedEmail({
      ...base(language),
      rfc: 'NAZ261120AB8',
      status: 'suspended',
    });
    expect(corrected.subject).toContain('NAZ261120AB8');
    expect(corrected.text).toContain(statusName(language, 'suspended'));
    for (const mail of [rfc, efirma, corrected]) {
      expect(mail.text).toContain('Ana');
      expect(mail.text).toContain('Cerámica Talavera S.A.S.');
      expect(mail.text).toContain(base(language).link);
      expect(mail.html).toContain(base(language).link);
    }
    expect(rfc.subject).toContain('NAZ261120AB7');
    // The RFC e-mail books the e.firma appointment by its signed link.
    expect(rfc.text).toContain(bookingLink);
    expect(rfc.html).toContain(bookingLink);
    expect(rfc.text).toContain(statusName(language, 'active'));
  });

  it('names the register status in the reader language, and keeps an unknown one as it is', () => {
    expect(statusName('es', 'active')).toBe('Activo');
    expect(statusName('en', 'suspended')).toBe('Suspended');
    expect(statusName('zh_cn', 'cancelled')).toBe('已注销');
    expect(statusName('es', 'other')).toBe('other');
    expect(statusName('es', null)).toBe('');
  });
});
