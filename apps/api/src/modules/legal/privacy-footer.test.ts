import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { commissaryAssignedEmail, commissaryInvitationEmail } from '../commissary/commissary-emails';
import {
  documentReminderEmail,
  partnerInvitationEmail,
  passwordRecoveryEmail,
  verificationCodeEmail,
} from '../../providers/mail/templates';
import { privacyNoticeLink } from '../../providers/mail/transactional/layout';

/** Every e-mail links to the privacy notice, in the reader's language. */

const APP = 'https://forja.test';
const privacy = (language: string) => `${APP}/${language}/legal/privacy`;

describe('the privacy notice link of e-mails', () => {
  it('is made on the web app’s address, whatever page the e-mail links to', () => {
    expect(privacyNoticeLink(`${APP}/es/dashboard/4/home?x=1`, 'zh_cn')).toBe(privacy('zh_cn'));
    expect(() => privacyNoticeLink('/es/dashboard', 'es')).toThrow(TypeError);
  });

  it.each(LANGUAGES)('is in the account e-mails in %s (both parts)', (language) => {
    const mails = [
      verificationCodeEmail({ language, name: 'Ana', code: '123456', minutesValid: 15, appUrl: APP }),
      passwordRecoveryEmail({
        language,
        name: 'Ana',
        link: `${APP}/${language}/auth/new_password?t=1`,
        minutesValid: 30,
      }),
      partnerInvitationEmail({
        language,
        name: 'Luis',
        inviterName: 'Ana',
        companyName: 'Nopal Azul',
        link: `${APP}/${language}/invited?token=abc`,
        days: 14,
      }),
      documentReminderEmail({
        language,
        senderName: 'Ana',
        companyName: 'Nopal Azul',
        documentType: 'CSF_company',
        appUrl: APP,
      }),
      commissaryInvitationEmail({
        language,
        name: 'Marta',
        companyName: 'Nopal Azul',
        link: `${APP}/${language}/commissary?token=abc`,
        days: 14,
      }),
      commissaryAssignedEmail({
        language,
        name: 'Ana',
        companyName: 'Nopal Azul',
        commissaryName: 'Comisario Forja',
        appUrl: APP,
      }),
    ];
    for (const mail of mails) {
      expect(mail.text, mail.subject).toContain(privacy(language));
      expect(mail.html, mail.subject).toContain(`href="${privacy(language)}"`);
    }
  });
});
