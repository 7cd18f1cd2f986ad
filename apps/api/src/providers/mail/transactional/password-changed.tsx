/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatZonedDateTime, type Language } from '@forja/domain';
import type { MailContent } from '../mailer';
import { Facts, ForjaEmail, greeting, Paragraph, PrimaryAction } from './layout';
import { renderEmail, requireWebLink } from './render-email';

export type PasswordChangedInput = {
  language: Language;
  /** The person's first name; blank greets without a name. */
  name: string;
  /** The account's address, named in the e-mail so a person with two accounts knows which one. */
  email: string;
  /** When the password changed. */
  changedAt: Date;
  /** From the account page (the other sessions were closed) or through a recovery link (every session was). */
  via: 'account' | 'recovery';
  /** The page that sends a recovery link (`/{lang}/auth/recover_password`). */
  recoverLink: string;
  /** The address the person writes to when they did not change it. */
  supportEmail: string;
};

/** "miércoles, 2 de diciembre de 2026, 06:16 (hora de la Ciudad de México)": the zone always named. */
function changedAtText(at: Date, language: Language): string {
  return formatZonedDateTime(language, at, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/**
 * The account's password changed: when (Mexico City time) and how, and what to do if it was not the owner
 * (recover the password, which closes every session, then write to support).
 */
export async function passwordChangedEmail(input: PasswordChangedInput): Promise<MailContent> {
  const link = requireWebLink(input.recoverLink);
  const support = input.supportEmail;
  const fromAccount = input.via === 'account';
  const text = {
    es: {
      subject: 'Tu contraseña cambió',
      intro: fromAccount
        ? 'La contraseña de tu cuenta de Forja cambió desde «Mi cuenta». Por seguridad, cerramos tus sesiones en otros dispositivos.'
        : 'La contraseña de tu cuenta de Forja cambió con el enlace para recuperarla que te enviamos. Por seguridad, cerramos todas tus sesiones.',
      when: 'Cuándo:',
      account: 'Cuenta:',
      itWasYou: 'Si fuiste tú, no tienes que hacer nada más.',
      notYou: `Si no fuiste tú, recupera tu contraseña ahora con el botón de abajo: eliges una nueva y se cierran todas las sesiones. Después escríbenos a ${support} para que revisemos tu cuenta contigo.`,
      action: 'Recuperar mi contraseña',
    },
    en: {
      subject: 'Your password changed',
      intro: fromAccount
        ? 'The password of your Forja account was changed from "My account". For your security, we signed you out on your other devices.'
        : 'The password of your Forja account was changed with the recovery link we sent you. For your security, we signed you out everywhere.',
      when: 'When:',
      account: 'Account:',
      itWasYou: 'If it was you, there is nothing else to do.',
      notYou: `If it wasn't you, recover your password now with the button below: you choose a new one and every session is closed. Then write to us at ${support} so we can check your account with you.`,
      action: 'Recover my password',
    },
    zh_cn: {
      subject: '您的密码已更改',
      intro: fromAccount
        ? '您的 Forja 账户密码已在“我的账户”中更改。为了您的安全，我们已退出您在其他设备上的登录。'
        : '您的 Forja 账户密码已通过我们发送的找回密码链接更改。为了您的安全，我们已退出您所有的登录。',
      when: '时间：',
      account: '账户：',
      itWasYou: '如果是您本人操作，无需再做任何事。',
      notYou: `如果不是您本人操作，请立即通过下方按钮找回密码：设置新密码后，所有登录都会被退出。然后请发邮件至 ${support}，我们会和您一起检查您的账户。`,
      action: '找回我的密码',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts
        rows={[
          [text.when, changedAtText(input.changedAt, input.language)],
          [text.account, input.email],
        ]}
      />
      <Paragraph>{text.itWasYou}</Paragraph>
      <Paragraph>{text.notYou}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}
