import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer } from '../../test/accounts';
import { registerThroughInbox, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

// 18:16 UTC is 12:16 in Mexico City (UTC−6 all year).
const clock = testClock(new Date('2026-12-02T18:16:00Z'));
let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    { SMTP_URL: inbox.url, MAIL_FROM: 'Forja <soporte@forja.mx>', APP_URL: 'https://forja.test' },
    { clock: clock.now },
  );
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const changePassword = (user: { id: number; access: string }, current: string, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v3/update-password/${user.id}`,
    headers: bearer(user.access),
    payload: { current_password: current, password },
  });

/** The «your password changed» notices an address received over SMTP. */
const notices = (email: string) =>
  inbox.to(email).filter((mail) => /contraseña cambió|password changed|密码已更改/.test(mail.subject));

describe('the «your password changed» e-mail over SMTP', () => {
  it('reaches the account after a change on the account page, in its language, with the Mexico City time and what to do', async () => {
    const cases = [
      {
        language: 'es',
        subject: 'Tu contraseña cambió',
        says: [
          'Hola, Ana:',
          'cambió desde «Mi cuenta»',
          'miércoles, 2 de diciembre de 2026, 12:16 (hora de la Ciudad de México)',
          'Si no fuiste tú, recupera tu contraseña',
          'escríbenos a soporte@forja.mx',
          'Recuperar mi contraseña',
        ],
      },
      {
        language: 'en',
        subject: 'Your password changed',
        says: [
          'was changed from "My account"',
          'Wednesday, December 2, 2026 at 12:16 (Mexico City time)',
          "If it wasn't you, recover your password",
          'write to us at soporte@forja.mx',
        ],
      },
      {
        language: 'zh_cn',
        subject: '您的密码已更改',
        says: [
          '在“我的账户”中更改',
          '2026年12月2日星期三 12:16 (墨西哥城时间)',
          '请发邮件至 soporte@forja.mx',
          '找回我的密码',
        ],
      },
    ] as const;
    for (const { language, subject, says } of cases) {
      const user = await registerThroughInbox(t.app, inbox, { language });
      const changed = await changePassword(user, PASSWORD, 'Mango-Verde-2027');
      expect(changed.statusCode, changed.body).toBe(200);
      // Queued with the change: nothing is sent before the job runs.
      expect(notices(user.email)).toEqual([]);
      await t.services().jobs.runDueJobs();
      expect(notices(user.email)).toHaveLength(1);
      const mail = notices(user.email)[0]!;
      expect(mail.subject).toBe(subject);
      for (const part of says) expect(mail.text).toContain(part);
      expect(mail.text).toContain(user.email);
      expect(mail.text).toContain(`https://forja.test/${language}/auth/recover_password`);
      expect(mail.html).toContain(`href="https://forja.test/${language}/auth/recover_password"`);
    }
  });

  it('is not sent when the change is refused (wrong current password, or the same password)', async () => {
    const user = await registerThroughInbox(t.app, inbox);
    expect((await changePassword(user, 'Not-The-Password-1', 'Mango-Verde-2027')).statusCode).toBe(400);
    expect((await changePassword(user, PASSWORD, PASSWORD)).statusCode).toBe(400);
    await t.services().jobs.runDueJobs();
    expect(notices(user.email)).toEqual([]);
  });

  it('reaches the account after a reset through the recovery link, saying how it changed', async () => {
    const user = await registerThroughInbox(t.app, inbox, { language: 'en' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/send-recovery-password',
      payload: { identity: user.email },
      headers: { 'x-language': 'en' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = inbox.to(user.email).at(-1)?.text ?? '';
    const token = decodeURIComponent(/token=([^&\s"]+)/.exec(link)?.[1] ?? '');
    expect(token).not.toBe('');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/send-recovery-password-entry',
      payload: { identity: user.email, password: 'Mango-Verde-2027', token },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await t.services().jobs.runDueJobs();
    expect(notices(user.email)).toHaveLength(1);
    const mail = notices(user.email)[0]!;
    expect(mail.subject).toBe('Your password changed');
    expect(mail.text).toContain('was changed with the recovery link we sent you');
    expect(mail.text).toContain('we signed you out everywhere');
    expect(mail.text).toContain('Wednesday, December 2, 2026 at 12:16 (Mexico City time)');
  });
});
