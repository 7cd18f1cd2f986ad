import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { companyActCodeEmail, companyActCodeSms, SMS_MAX_LENGTH } from './templates';

const input = { name: 'Ana', code: '048213', minutesValid: 10, companyName: 'Nopal Azul' };

describe('companyActCodeEmail', () => {
  const expected = {
    es: {
      subject: 'Tu código para firmar el acta de Nopal Azul',
      says: [
        'Hola, Ana:',
        'Tu código para firmar el acta constitutiva de Nopal Azul es:',
        'Vale durante 10 minutos.',
        'ignora este correo y avísanos',
      ],
      lang: '<html lang="es">',
    },
    en: {
      subject: 'Your code to sign the articles of Nopal Azul',
      says: [
        'Hi Ana,',
        'Your code to sign the articles of incorporation of Nopal Azul is:',
        'It works for 10 minutes.',
        'ignore this e-mail and tell us',
      ],
      lang: '<html lang="en">',
    },
    zh_cn: {
      subject: '您签署 Nopal Azul 公司章程的验证码',
      says: ['Ana，您好：', '您签署 Nopal Azul 公司章程', '有效期 10 分钟。', '请忽略这封邮件并告知我们'],
      lang: '<html lang="zh-CN">',
    },
  } as const;

  for (const language of LANGUAGES) {
    it(`in ${language}: the code, the company, the minutes and what to do if it was not asked for`, () => {
      const mail = companyActCodeEmail({ ...input, language });
      expect(mail.subject).toBe(expected[language].subject);
      expect(mail.subject).not.toContain('048213');
      for (const phrase of expected[language].says) {
        expect(mail.text).toContain(phrase);
        expect(mail.html).toContain(phrase.replace("'", '&#39;'));
      }
      expect(mail.text).toMatch(/\n048213\n/);
      expect(mail.html).toContain('>048213</p>');
      expect(mail.html).toContain(expected[language].lang);
    });
  }

  it('writes each language in its own words', () => {
    const subjects = LANGUAGES.map((language) => companyActCodeEmail({ ...input, language }).subject);
    expect(new Set(subjects).size).toBe(3);
  });

  it('escapes the company and the name in the HTML, and keeps the subject on one line', () => {
    const mail = companyActCodeEmail({
      ...input,
      language: 'es',
      name: '<img src=x>',
      companyName: 'Nopal\n<b>Azul</b> & "Co"',
    });
    expect(mail.subject).toBe('Tu código para firmar el acta de Nopal <b>Azul</b> & "Co"');
    expect(mail.html).not.toMatch(/<img|<b>/);
    expect(mail.html).toContain('Nopal &lt;b&gt;Azul&lt;/b&gt; &amp; &quot;Co&quot;');
  });
});

describe('companyActCodeSms', () => {
  it('is one line with the code and the company, in each language', () => {
    const sms = {
      es: companyActCodeSms('es', '048213', 'Nopal Azul'),
      en: companyActCodeSms('en', '048213', 'Nopal Azul'),
      zh_cn: companyActCodeSms('zh_cn', '048213', 'Nopal Azul'),
    };
    expect(sms.es).toBe(
      'Forja: 048213 es tu código para firmar el acta constitutiva de Nopal Azul. No lo compartas. Si no lo pediste, avísanos.',
    );
    expect(sms.en).toContain('048213 is your code to sign the articles of incorporation of Nopal Azul');
    expect(sms.zh_cn).toContain('048213 是您签署 Nopal Azul 公司章程的验证码');
    for (const text of Object.values(sms)) {
      expect(text).not.toMatch(/\n/);
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    }
  });

  it('shortens a long company name so the SMS stays within 160 characters, keeping the code', () => {
    const long = `Comercializadora Internacional de Productos Agrícolas y Tecnología del Norte ${'X'.repeat(60)}`;
    for (const language of LANGUAGES) {
      const text = companyActCodeSms(language, '048213', `${long}\n\t🌵`);
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(text).toContain('048213');
      expect(text).toContain('Comercializadora Internacional');
      expect(text).toContain('…');
      expect(text).not.toMatch(/[\n\t]/);
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });
});
