import { LANGUAGES, type Language } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { accountantAssignedEmail } from '../modules/accountant/accountant-emails';
import { appointmentEmail } from '../modules/appointments/appointment-emails';
import {
  bankAccountOpenedEmail,
  bankReferralDeclinedEmail,
  bankReferralSentEmail,
} from '../modules/banks/bank-emails';
import {
  commissaryAssignedEmail,
  commissaryInvitationEmail,
  commissaryPartDoneEmail,
  commissaryReplacedEmail,
} from '../modules/commissary/commissary-emails';
import { importRegistrationEmail } from '../modules/import-registration/import-registration-emails';
import { accountCancelledEmail, dataExportReadyEmail } from '../modules/privacy/privacy-emails';
import {
  efirmaObtainedEmail,
  rfcCorrectedEmail,
  rfcRecordedEmail,
} from '../modules/tax-registration/tax-registration-emails';
import type { MailContent } from '../providers/mail/mailer';
import {
  companyActCodeEmail,
  documentReminderEmail,
  emailChangeCodeEmail,
  partnerInvitationEmail,
  passwordRecoveryEmail,
  staffConfirmationCodeEmail,
  verificationCodeEmail,
} from '../providers/mail/templates';
import { passwordChangedEmail } from '../providers/mail/transactional/password-changed';

/**
 * Every e-mail Forja sends ends its message with the same sign-off, the team's, in the reader's language: the
 * account e-mails, the commissary's notices and the React e-mails alike (the transactional kinds are checked
 * in transactional-mail.test.ts). It reads the e-mails of every module, so it lives in a folder nothing
 * imports: beside the mail provider it would close a cycle of folders (providers/mail → modules → http →
 * providers/mail), which the lint's dependency rules refuse.
 */

const APP = 'https://forja.test';
const SIGN_OFF: Record<Language, string> = {
  es: '— El equipo de Forja',
  en: '— The Forja team',
  zh_cn: '— Forja 团队',
};
/** Any line that looks like a sign-off: a dash, then Forja's name somewhere on the line. */
const SIGN_OFF_LINE = /^[—–-]+ .*Forja.*$/gm;

function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

async function everyEmail(language: Language): Promise<MailContent[]> {
  const link = `${APP}/${language}/dashboard/42/home`;
  const base = { language, name: 'Ana', companyName: 'Nopal Azul', link };
  const at = new Date('2026-12-02T18:16:00Z');
  // The account e-mails and the commissary's notices are plain strings; the rest are rendered React e-mails.
  const plainEmails: MailContent[] = [
    verificationCodeEmail({ language, name: 'Ana', code: '123456', minutesValid: 15, appUrl: APP }),
    emailChangeCodeEmail({ language, name: 'Ana', code: '123456', minutesValid: 15, appUrl: APP }),
    staffConfirmationCodeEmail({ language, name: 'Ana', code: '123456', minutesValid: 15, appUrl: APP }),
    companyActCodeEmail({
      language,
      name: 'Ana',
      code: '123456',
      minutesValid: 15,
      appUrl: APP,
      companyName: 'Nopal Azul',
    }),
    passwordRecoveryEmail({ language, name: 'Ana', link, minutesValid: 30 }),
    documentReminderEmail({
      language,
      senderName: 'Ana',
      companyName: 'Nopal Azul',
      documentType: 'CSF_company',
      appUrl: APP,
    }),
    partnerInvitationEmail({
      language,
      name: 'Luis',
      inviterName: 'Ana',
      companyName: 'Nopal Azul',
      link,
      days: 14,
    }),
    commissaryInvitationEmail({ language, name: 'Marta', companyName: 'Nopal Azul', link, days: 14 }),
    commissaryAssignedEmail({
      language,
      name: 'Ana',
      companyName: 'Nopal Azul',
      commissaryName: 'Marta Ruiz',
      appUrl: APP,
    }),
    commissaryPartDoneEmail({
      language,
      name: 'Ana',
      companyName: 'Nopal Azul',
      commissaryName: 'Marta Ruiz',
      link,
    }),
    commissaryReplacedEmail({ language, name: 'Marta', companyName: 'Nopal Azul', appUrl: APP }),
  ];
  const rendered = await Promise.all([
    passwordChangedEmail({
      language,
      name: 'Ana',
      email: 'ana@example.mx',
      changedAt: at,
      via: 'account',
      recoverLink: link,
      supportEmail: 'ayuda@forja.mx',
    }),
    dataExportReadyEmail({ language, name: 'Ana', link, expiresAt: at }),
    accountCancelledEmail({
      language,
      name: 'Ana',
      link,
      eraseAfter: at,
      invoicesYears: 5,
      signedActsYears: 10,
    }),
    appointmentEmail({
      event: 'booked',
      language,
      name: 'Ana',
      companyName: 'Nopal Azul',
      type: 'efirma',
      startsAt: at,
      endsAt: new Date(at.getTime() + 3_600_000),
      location: 'SAT Ciudad de México Centro',
      timeZone: 'America/Mexico_City',
      link,
    }),
    accountantAssignedEmail({
      ...base,
      accountant: {
        name: 'Luz Pérez',
        email: 'luz@forja.mx',
        phone: '+525512345678',
        professional_licence: '1234567',
      },
    }),
    bankReferralSentEmail({ ...base, bankName: 'Banorte' }),
    bankAccountOpenedEmail({
      ...base,
      bankName: 'Banorte',
      accountHolder: 'Nopal Azul',
      maskedClabe: '•••• 1234',
    }),
    bankReferralDeclinedEmail({ ...base, bankName: 'Banorte', note: 'Falta el acta.' }),
    rfcRecordedEmail({ ...base, rfc: 'NAZ260101AB1', status: 'active', bookingLink: null }),
    efirmaObtainedEmail({ ...base, rfc: 'NAZ260101AB1', byForja: false }),
    efirmaObtainedEmail({ ...base, rfc: 'NAZ260101AB1', byForja: true }),
    rfcCorrectedEmail({ ...base, rfc: 'NAZ260101AB1', status: 'active' }),
    importRegistrationEmail({ ...base, outcome: 'registered', note: null }),
  ]);
  return [...plainEmails, ...rendered];
}

describe('the sign-off of every e-mail', () => {
  it.each(LANGUAGES)('is the team’s, once, in both parts, in %s', async (language) => {
    for (const mail of await everyEmail(language)) {
      expect(mail.text.match(SIGN_OFF_LINE), mail.subject).toEqual([SIGN_OFF[language]]);
      expect(visibleText(mail.html), mail.subject).toContain(SIGN_OFF[language]);
      expect(visibleText(mail.html).match(/— Forja(?! 团队)/g), mail.subject).toBeNull();
    }
  });
});
