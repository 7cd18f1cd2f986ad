import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payments';
import {
  createSandboxPayments,
  luhnValid,
  sandboxCardOutcome,
  signSandboxPayload,
  verifySandboxSignature,
  type SandboxSessionRow,
  type SignedWebhook,
} from './sandbox';

const NOW = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12/34', cvc = '123') => ({ number, expiry, cvc });

describe('the sandbox test cards', () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['5555555555554444', null],
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000-0000-0000-9995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4242 4242 4242 4241', 'incorrect_number'],
    ['1234', 'incorrect_number'],
  ])('%s → %s', (number, outcome) => {
    expect(sandboxCardOutcome(card(number), NOW)).toBe(outcome);
  });

  it.each([
    ['13/30', 'invalid_expiry'],
    ['10/26', 'invalid_expiry'], // October 2026 is over on 22 November 2026
    ['11/26', null], // valid through the end of November
    ['11/2026', null],
    ['1130', 'invalid_expiry'],
  ])('expiry %s → %s', (expiry, outcome) => {
    expect(sandboxCardOutcome(card('4242424242424242', expiry), NOW)).toBe(outcome);
  });

  it('needs a 3 or 4 digit CVC', () => {
    expect(sandboxCardOutcome(card('4242424242424242', '12/34', '12'), NOW)).toBe('invalid_cvc');
    expect(sandboxCardOutcome(card('378282246310005', '12/34', '1234'), NOW)).toBeNull();
  });

  it('checks numbers with Luhn', () => {
    expect(luhnValid('79927398713')).toBe(false); // too short for a card
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});

describe('the sandbox webhook signature', () => {
  const body = '{"id":"evt_1"}';
  const secret = 'sandbox-secret';

  it('verifies its own signature within five minutes', () => {
    const header = signSandboxPayload(body, secret, NOW);
    expect(() =>
      verifySandboxSignature(body, header, secret, new Date(NOW.getTime() + 299_000)),
    ).not.toThrow();
  });

  it.each([
    ['no header', undefined, NOW],
    ['another secret', signSandboxPayload(body, 'other', NOW), NOW],
    ['a replay after five minutes', signSandboxPayload(body, secret, NOW), new Date(NOW.getTime() + 301_000)],
    ['garbage', 'v1=abc', NOW],
  ])('refuses %s', (_label, header, at) => {
    expect(() => verifySandboxSignature(body, header, secret, at)).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after signing', () => {
    const header = signSandboxPayload(body, secret, NOW);
    expect(() => verifySandboxSignature('{"id":"evt_2"}', header, secret, NOW)).toThrow(
      WebhookSignatureError,
    );
  });
});

describe('the sandbox provider', () => {
  function memoryStore() {
    const rows = new Map<string, SandboxSessionRow>();
    return {
      rows,
      insert: async (row: SandboxSessionRow) => void rows.set(row.id, row),
      find: async (id: string) => rows.get(id) ?? null,
      update: async (id: string, values: Partial<SandboxSessionRow>) => {
        const row = rows.get(id);
        if (row) rows.set(id, { ...row, ...values });
      },
    };
  }

  it('records a payment only once the webhook was accepted, and reads back its own webhooks', async () => {
    const store = memoryStore();
    const sandbox = createSandboxPayments({ store, webhookSecret: 's3cret', clock: () => NOW });
    const session = await sandbox.createCheckout({
      reference: 'order_7',
      mode: 'payment',
      lines: [{ name: 'Constitución', unit_amount_centavos: 100, quantity: 1 }],
      amount_total_centavos: 116,
      methods: ['card', 'oxxo'],
      customer_email: null,
      success_path: '/es/ok',
      cancel_path: '/es/back',
      language: 'es',
      metadata: {},
      subscription_reference: null,
    });
    expect(session.url).toBe(`/api/v3/sandbox/checkout/${session.session_id}`);

    const delivered: SignedWebhook[] = [];
    expect(await sandbox.payByCard(session.session_id, card('4242424242424242'), async () => false)).toBe(
      'delivery_failed',
    );
    expect(store.rows.get(session.session_id)?.status).toBe('open');
    expect(
      await sandbox.payByCard(session.session_id, card('4242424242424242'), async (webhook) => {
        delivered.push(webhook);
        return true;
      }),
    ).toBe('delivered');
    expect(store.rows.get(session.session_id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      card_last4: '4242',
    });

    const event = await sandbox.parseWebhook(Buffer.from(delivered[0]!.body), {
      'forja-sandbox-signature': delivered[0]!.signature,
    });
    expect(event).toMatchObject({
      type: 'checkout_completed',
      reference: 'order_7',
      payment_status: 'paid',
      amount_total_centavos: 116,
      method: 'card',
      card_last4: '4242',
    });
  });
});
