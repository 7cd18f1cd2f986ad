import { describe, expect, it } from 'vitest';
import { emailChangeCodeEmail, escapeHtml, passwordRecoveryEmail, verificationCodeEmail } from './templates';

const LINK = 'https://forja.test/es/recover_password?token=abc123&user=7';

describe('code e-mails', () => {
  const builders = { verificationCodeEmail, emailChangeCodeEmail };

  for (const [label, build] of Object.entries(builders)) {
    describe(label, () => {
      it('puts the code in both the text and the HTML, with the minutes it lasts', () => {
        const mail = build({ language: 'es', name: 'Ana', code: '048213', minutesValid: 15 });
        expect(mail.text).toContain('048213');
        expect(mail.html).toContain('048213');
        expect(mail.text).toContain('15 minutos');
        expect(mail.text).toMatch(/^Hola, Ana:/);
        expect(mail.html).toContain('<html lang="es">');
      });

      it('keeps the subject short and free of the code', () => {
        for (const language of ['es', 'en', 'zh_cn'] as const) {
          const mail = build({ language, name: 'Ana', code: '048213', minutesValid: 15 });
          expect(mail.subject.length).toBeLessThanOrEqual(40);
          expect(mail.subject).not.toContain('048213');
        }
      });

      it('writes English, and falls back to English for Chinese', () => {
        const en = build({ language: 'en', name: 'Ana', code: '048213', minutesValid: 1 });
        const zh = build({ language: 'zh_cn', name: 'Ana', code: '048213', minutesValid: 1 });
        expect(zh).toEqual(en);
        expect(en.text).toMatch(/^Hi Ana,/);
        expect(en.text).toContain('1 minute.');
        expect(en.html).toContain('<html lang="en">');
        expect(en.subject).not.toBe(
          build({ language: 'es', name: 'Ana', code: '1', minutesValid: 1 }).subject,
        );
      });

      it('escapes every value it puts into the HTML', () => {
        const mail = build({
          language: 'es',
          name: '<img src=x onerror="alert(1)">',
          code: '<b>1</b>&',
          minutesValid: 10,
        });
        expect(mail.html).not.toContain('<img');
        expect(mail.html).not.toContain('<b>');
        expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
        expect(mail.html).toContain('&lt;b&gt;1&lt;/b&gt;&amp;');
        // The text body is plain text: it carries the values as they are.
        expect(mail.text).toContain('<b>1</b>&');
      });

      it('greets without a name when the name is blank', () => {
        expect(build({ language: 'es', name: '  ', code: '1', minutesValid: 5 }).text).toMatch(/^Hola:/);
        expect(build({ language: 'en', name: '', code: '1', minutesValid: 5 }).text).toMatch(/^Hi,/);
      });
    });
  }

  it('says what each code is for', () => {
    const input = { language: 'es', name: 'Ana', code: '1', minutesValid: 5 } as const;
    expect(verificationCodeEmail(input).subject).not.toBe(emailChangeCodeEmail(input).subject);
  });
});

describe('passwordRecoveryEmail', () => {
  it('puts the link in the text and, escaped, in the HTML', () => {
    const mail = passwordRecoveryEmail({ language: 'es', name: 'Ana', link: LINK, minutesValid: 60 });
    expect(mail.subject).toBe('Cambia tu contraseña');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('60 minutos');
    expect(mail.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    expect(mail.html).not.toContain('token=abc123&user');
  });

  it('falls back to English for Chinese (the privacy notice link still opens the Chinese page)', () => {
    const en = passwordRecoveryEmail({ language: 'en', name: 'Ana', link: LINK, minutesValid: 60 });
    const zh = passwordRecoveryEmail({ language: 'zh_cn', name: 'Ana', link: LINK, minutesValid: 60 });
    const toChinesePage = (value: string) => value.replaceAll('/en/legal/privacy', '/zh_cn/legal/privacy');
    expect(zh).toEqual({ subject: en.subject, text: toChinesePage(en.text), html: toChinesePage(en.html) });
    expect(zh.text).toContain('Privacy notice: https://forja.test/zh_cn/legal/privacy');
    expect(en.subject).toBe('Reset your password');
  });

  it('neutralises a link that tries to break out of its attribute', () => {
    const mail = passwordRecoveryEmail({
      language: 'en',
      name: 'Ana',
      link: 'https://forja.test/reset?t="><script>alert(1)</script>',
      minutesValid: 60,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://forja.test/reset?t=%22%3E%3Cscript%3Ealert(1)%3C/script%3E"');
  });

  it('refuses a link that is not an absolute web address', () => {
    for (const link of ['javascript:alert(1)', '/es/recover_password?token=abc', 'data:text/html,hi']) {
      expect(() => passwordRecoveryEmail({ language: 'es', name: 'Ana', link, minutesValid: 60 })).toThrow(
        TypeError,
      );
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
