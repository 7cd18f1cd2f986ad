import { describe, expect, it } from 'vitest';
import { register } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

describe('the dev mailbox', () => {
  it('shows outbox mail newest first, filtered by recipient, without SMTP', async () => {
    const t = await createTestApp();
    try {
      const account = await register(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox?to=${account.email.toUpperCase()}`,
      });
      expect(res.statusCode).toBe(200);
      const mails = res.json<{ content: { to: string; subject: string; created_at: string }[] }>().content;
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toBe(account.email);
      const config = await t.app.inject({ method: 'GET', url: '/api/v3/app-config' });
      expect(config.json()).toEqual({
        content: {
          mail_outbox: true,
          google_client_id: null,
          analytics: { provider: 'local' },
          customer_chat: null,
          upload_max_bytes: 10 * 1024 * 1024,
        },
      });
    } finally {
      await t.close();
    }
  });

  it('does not exist when SMTP is configured', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ['not_found'] });
      const config = await t.app.inject({ method: 'GET', url: '/api/v3/app-config' });
      expect(config.json()).toMatchObject({ content: { mail_outbox: false } });
    } finally {
      await t.close();
    }
  });
});
