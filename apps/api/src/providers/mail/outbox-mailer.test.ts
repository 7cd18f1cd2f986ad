import { describe, expect, it } from 'vitest';
import type { MailMessage } from './mailer';
import { createOutboxMailer, type OutboxStore } from './outbox-mailer';
import { passwordRecoveryEmail } from './templates';

/** The outbox's peer in tests: a store that keeps rows in an array, as the table keeps them in rows. */
function createArrayStore() {
  const rows: (MailMessage & { from: string })[] = [];
  const store: OutboxStore = {
    async insert(message) {
      rows.push(structuredClone(message));
    },
  };
  return { rows, store };
}

describe('createOutboxMailer', () => {
  it('keeps each message in the store, with its sender', async () => {
    const { rows, store } = createArrayStore();
    const mailer = createOutboxMailer(store, { from: 'Forja <hola@forja.test>' });
    const content = passwordRecoveryEmail({
      language: 'es',
      name: 'Ana',
      link: 'https://forja.test/es/recover_password?token=t',
      minutesValid: 60,
    });

    await mailer.send({ to: 'ana@example.mx', ...content });
    await mailer.send({ to: 'luis@example.mx', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' });

    expect(mailer.kind).toBe('outbox');
    expect(rows).toEqual([
      { from: 'Forja <hola@forja.test>', to: 'ana@example.mx', ...content },
      {
        from: 'Forja <hola@forja.test>',
        to: 'luis@example.mx',
        subject: 'Hola',
        text: 'Hola',
        html: '<p>Hola</p>',
      },
    ]);
  });

  it('fails the send when the store fails', async () => {
    const mailer = createOutboxMailer(
      {
        insert: () => Promise.reject(new Error('database is down')),
      },
      { from: 'hola@forja.test' },
    );
    await expect(
      mailer.send({ to: 'ana@example.mx', subject: 'Hola', text: 'Hola', html: 'Hola' }),
    ).rejects.toThrow('database is down');
  });

  it('keeps no attached file, and names each one at the end of the text', async () => {
    const { rows, store } = createArrayStore();
    const mailer = createOutboxMailer(store, { from: 'hola@forja.test' });
    await mailer.send({
      to: 'ana@example.mx',
      subject: 'Cita agendada',
      text: 'Tu cita',
      html: '<p>Tu cita</p>',
      attachments: [
        { filename: 'cita.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' },
      ],
    });
    expect(rows[0]).toEqual({
      from: 'hola@forja.test',
      to: 'ana@example.mx',
      subject: 'Cita agendada',
      text: 'Tu cita\n\n[cita.ics]',
      html: '<p>Tu cita</p>',
    });
  });

  it('stores only the fields of a message, not whatever else an object carries', async () => {
    const { rows, store } = createArrayStore();
    const mailer = createOutboxMailer(store, { from: 'hola@forja.test' });
    const message = { to: 'ana@example.mx', subject: 'Hola', text: 'Hola', html: 'Hola', password: 'x' };
    await mailer.send(message);
    expect(rows[0]).not.toHaveProperty('password');
  });
});
