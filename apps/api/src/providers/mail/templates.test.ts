import { describe, expect, it } from 'vitest';
import {
  documentReminderEmail,
  emailChangeCodeEmail,
  escapeHtml,
  partnerInvitationEmail,
  passwordRecoveryEmail,
  staffConfirmationCodeEmail,
  verificationCodeEmail,
} from './templates';

const APP = 'https://forja.test';
const LINK = 'https://forja.test/es/recover_password?token=abc123&user=7';
const ZH_LINK = 'https://forja.test/zh_cn/recover_password?token=abc123&user=7';
/** A run of Chinese characters. */
const CHINESE = /[\u4e00-\u9fff]{2,}/;

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

      it('writes English', () => {
        const en = build({ language: 'en', name: 'Ana', code: '048213', minutesValid: 1 });
        expect(en.text).toMatch(/^Hi Ana,/);
        expect(en.text).toContain('1 minute.');
        expect(en.html).toContain('<html lang="en">');
        expect(en.subject).not.toBe(
          build({ language: 'es', name: 'Ana', code: '1', minutesValid: 1 }).subject,
        );
      });

      it('writes Chinese, with the code and the minutes it lasts', () => {
        const zh = build({ language: 'zh_cn', name: 'Ana', code: '048213', minutesValid: 15, appUrl: APP });
        const en = build({ language: 'en', name: 'Ana', code: '048213', minutesValid: 15, appUrl: APP });
        expect(zh.subject).not.toBe(en.subject);
        expect(zh.subject).toMatch(CHINESE);
        expect(zh.text).toMatch(/^Ana，您好：/);
        expect(zh.text).toContain('048213');
        expect(zh.html).toContain('048213');
        expect(zh.text).toContain('有效期 15 分钟。');
        expect(zh.html).toContain('<html lang="zh-CN">');
        expect(zh.text).toContain('隐私声明: https://forja.test/zh_cn/legal/privacy');
        expect(zh.text).not.toMatch(/\b(code|minutes|Privacy)\b/);
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
        expect(build({ language: 'zh_cn', name: '', code: '1', minutesValid: 5 }).text).toMatch(/^您好：/);
      });
    });
  }

  it('says what each code is for', () => {
    for (const language of ['es', 'en', 'zh_cn'] as const) {
      const input = { language, name: 'Ana', code: '1', minutesValid: 5 };
      expect(verificationCodeEmail(input).subject).not.toBe(emailChangeCodeEmail(input).subject);
    }
  });

  it('writes each code e-mail in Chinese', () => {
    const input = { language: 'zh_cn', name: 'Ana', code: '048213', minutesValid: 15 } as const;
    expect(verificationCodeEmail(input).subject).toBe('您的账户验证码');
    expect(verificationCodeEmail(input).text).toContain('这是您验证 Forja 账户的验证码：\n\n048213\n');
    expect(emailChangeCodeEmail(input).subject).toBe('确认您的新邮箱');
    expect(emailChangeCodeEmail(input).text).toContain('以确认这是您的新邮箱地址：\n\n048213\n');
    const staff = staffConfirmationCodeEmail(input);
    expect(staff.subject).toBe('您继续使用后台的验证码');
    expect(staff.text).toContain('请在 Forja 后台输入此验证码');
    expect(staff.html).toContain('048213');
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

  it('writes English', () => {
    const en = passwordRecoveryEmail({ language: 'en', name: 'Ana', link: LINK, minutesValid: 60 });
    expect(en.subject).toBe('Reset your password');
    expect(en.text).toContain('The link works for 60 minutes.');
    expect(en.text).toContain('Privacy notice: https://forja.test/en/legal/privacy');
  });

  it('writes Chinese, with the link and the minutes it lasts', () => {
    const zh = passwordRecoveryEmail({ language: 'zh_cn', name: 'Ana', link: ZH_LINK, minutesValid: 60 });
    expect(zh.subject).toBe('重置您的密码');
    expect(zh.text).toMatch(/^Ana，您好：/);
    expect(zh.text).toContain('我们收到了重置您 Forja 账户密码的请求。');
    expect(zh.text).toContain(`设置新密码: ${ZH_LINK}`);
    expect(zh.text).toContain('该链接有效期 60 分钟。');
    expect(zh.html).toContain(`href="${ZH_LINK.replace('&', '&amp;')}"`);
    expect(zh.html).toContain('>设置新密码</a>');
    expect(zh.html).toContain('<html lang="zh-CN">');
    expect(zh.text).toContain('隐私声明: https://forja.test/zh_cn/legal/privacy');
    expect(zh.text.replaceAll(ZH_LINK, '')).not.toMatch(/\b(password|link|Privacy)\b/);
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

describe('partnerInvitationEmail', () => {
  const input = {
    name: 'Luis',
    inviterName: 'Ana López',
    companyName: 'Nopal Azul',
    link: 'https://forja.test/es/invited?partner=3&company=4&token=abc',
    days: 14,
  };

  it('writes Spanish and English with the link and the days it lasts', () => {
    const es = partnerInvitationEmail({ ...input, language: 'es' });
    expect(es.subject).toBe('Te invitan como socio de Nopal Azul');
    expect(es.text).toContain(`Completar mis datos: ${input.link}`);
    expect(es.text).toContain('El enlace vale 14 días');
    const en = partnerInvitationEmail({ ...input, language: 'en' });
    expect(en.subject).toBe("You're invited as a partner of Nopal Azul");
    expect(en.text).toContain('The link works for 14 days');
  });

  it('writes Chinese, with the link and the days it lasts', () => {
    const link = 'https://forja.test/zh_cn/invited?partner=3&company=4&token=abc';
    const zh = partnerInvitationEmail({ ...input, language: 'zh_cn', link });
    expect(zh.subject).toBe('您被邀请成为 Nopal Azul 的合伙人');
    expect(zh.text).toMatch(/^Luis，您好：/);
    expect(zh.text).toContain('Ana López 在 Forja 上将您添加为 Nopal Azul 的合伙人。');
    expect(zh.text).toContain(`填写我的信息: ${link}`);
    expect(zh.text).toContain('该链接 14 天内有效，仅供您本人使用。');
    expect(zh.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(zh.html).toContain('>填写我的信息</a>');
    expect(zh.html).toContain('<html lang="zh-CN">');
    expect(zh.text).toContain('隐私声明: https://forja.test/zh_cn/legal/privacy');
    expect(zh.text.replaceAll(link, '')).not.toMatch(/\b(partner|link|days|Privacy)\b/);
  });

  it('names the founder when the inviter has no name', () => {
    expect(partnerInvitationEmail({ ...input, language: 'es', inviterName: ' ' }).text).toContain(
      'Quien fundó la empresa te agregó',
    );
    expect(partnerInvitationEmail({ ...input, language: 'zh_cn', inviterName: '' }).text).toContain(
      '创始人 在 Forja 上将您添加为',
    );
  });
});

describe('documentReminderEmail', () => {
  const input = { senderName: 'Ana', companyName: 'Nopal Azul', documentType: 'CSF_company', appUrl: APP };

  it('writes Spanish and English with the document named', () => {
    const es = documentReminderEmail({ ...input, language: 'es' });
    expect(es.subject).toBe('Falta un documento de Nopal Azul');
    expect(es.text).toContain('Ana te pide la Constancia de Situación Fiscal de la empresa');
    const en = documentReminderEmail({ ...input, language: 'en' });
    expect(en.subject).toBe('A document is missing for Nopal Azul');
    expect(en.text).toContain("the company's tax status certificate (CSF)");
  });

  it('writes Chinese, with the document named in Chinese', () => {
    const zh = documentReminderEmail({ ...input, language: 'zh_cn' });
    expect(zh.subject).toBe('Nopal Azul 缺少一份文件');
    expect(zh.text).toContain('Ana 请您在 Forja 上为 Nopal Azul 公司提供公司的税务状况证明（CSF）。');
    expect(zh.text).toContain('准备好 PDF 文件后');
    expect(zh.html).toContain('<html lang="zh-CN">');
    expect(zh.html).toContain('公司的税务状况证明（CSF）');
    expect(zh.text).toContain('隐私声明: https://forja.test/zh_cn/legal/privacy');
    expect(zh.text).not.toMatch(/\b(document|company|Privacy)\b/);
  });

  it('names every document it knows in Chinese, and a sender it does not know', () => {
    for (const documentType of [
      'fiscal_identity',
      'CSF_company',
      'business_activity_proof',
      'ownership_connection',
      'legal_representative_address_rfc',
      'acuse_cita_sat',
      'legal_name_authorization',
      'commissary_national_identity',
      'commissary_CSF',
    ]) {
      const zh = documentReminderEmail({ ...input, documentType, language: 'zh_cn' });
      expect(zh.text, documentType).not.toContain(documentType);
    }
    expect(documentReminderEmail({ ...input, senderName: '', language: 'zh_cn' }).text).toMatch(
      /^您团队中的一位成员 请您/,
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
