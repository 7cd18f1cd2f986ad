import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { signTimestamped, timestampedSignatureProblem } from '../timestamped-signature';
import type { Language } from '@forja/domain';
import { z } from 'zod';
import {
  WebhookSignatureError,
  emptyEvent,
  type CheckoutLine,
  type HostedSession,
  type PaymentEvent,
  type PaymentsProvider,
} from './payments';

/**
 * The sandbox provider: Forja's own hosted checkout page, offline. The payer pays by card (test card numbers
 * decide the outcome, as on Stripe) or chooses OXXO cash, which stays pending until "paid at the store" is
 * pressed on the sandbox store page. Every outcome reaches the orders as a signed webhook on the same path a
 * real provider uses, so the sandbox exercises the real confirmation code.
 */

export const SANDBOX_SIGNATURE_HEADER = 'forja-sandbox-signature';
/** A signed webhook older (or newer) than this is refused: a replay. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;
/** Days an OXXO voucher can be paid (Stripe's default is 3). */
export const OXXO_VOUCHER_DAYS = 3;

/** Stripe's well-known test cards, with the same outcomes. Any other valid number is accepted. */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
} as const;
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_number'
  | 'invalid_expiry'
  | 'invalid_cvc';

export type SandboxSessionRow = {
  id: string;
  mode: 'payment' | 'subscription' | 'setup';
  reference: string;
  amount_total_centavos: number;
  currency: string;
  line_items: CheckoutLine[];
  payment_methods: ('card' | 'oxxo')[];
  success_path: string;
  cancel_path: string;
  language: Language;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_method: 'card' | 'oxxo' | null;
  card_last4: string | null;
  oxxo_number: string | null;
  oxxo_expires_at: Date | null;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  metadata: Record<string, string>;
  created_at: Date;
};

/** Where the sandbox keeps its sessions (the stand-in for the provider's own database). */
export type SandboxSessionStore = {
  insert(row: SandboxSessionRow): Promise<void>;
  find(id: string): Promise<SandboxSessionRow | null>;
  update(id: string, values: Partial<SandboxSessionRow>): Promise<void>;
};

export const sandboxCheckoutPath = (sessionId: string) => `/api/v3/sandbox/checkout/${sessionId}`;
export const sandboxOxxoPath = (sessionId: string) => `/api/v3/sandbox/oxxo/${sessionId}`;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(18).toString('base64url')}`;

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardInput = { number: string; expiry: string; cvc: string };

/** The outcome of a test card: null when it pays, else why it was declined. */
export function sandboxCardOutcome(card: CardInput, now: Date): DeclineCode | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) return 'incorrect_number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = expiry?.[2] ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : NaN;
  if (!expiry || month < 1 || month > 12) return 'invalid_expiry';
  // Valid through the last day of its month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return 'invalid_expiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'invalid_cvc';
  const known = SANDBOX_TEST_CARDS[number as keyof typeof SANDBOX_TEST_CARDS];
  return known && known !== 'succeeds' ? known : null;
}

/** The sandbox signs its webhooks with a key derived from the server's secret: nothing to configure. */
export function sandboxWebhookSecret(authSecret: Uint8Array): string {
  return createHmac('sha256', authSecret).update('forja-sandbox-webhooks').digest('hex');
}

/** `t=<unix>,v1=<hex hmac-sha256 of "t.body">`: the same scheme as Stripe-Signature. */
export const signSandboxPayload = signTimestamped;

export function verifySandboxSignature(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
): void {
  const problem = timestampedSignatureProblem(body, header, secret, now, SANDBOX_SIGNATURE_TOLERANCE_SECONDS);
  if (problem) throw new WebhookSignatureError(problem);
}

const sandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string(),
      mode: z.enum(['payment', 'subscription', 'setup']),
      client_reference_id: z.string(),
      amount_total: z.number().int(),
      payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
      payment_method_type: z.enum(['card', 'oxxo']).nullable(),
      card_last4: z.string().nullable(),
      payment_method: z.string().nullable(),
      payment_intent: z.string().nullable(),
      oxxo: z
        .object({ number: z.string(), expires_at: z.number().int(), voucher_url: z.string() })
        .nullable(),
      subscription: z.string().nullable(),
      customer: z.string().nullable(),
    }),
  }),
});
type SandboxEvent = z.infer<typeof sandboxEventSchema>;

const EVENT_TYPES: Record<string, PaymentEvent['type']> = {
  'checkout.session.completed': 'checkout_completed',
  'checkout.session.async_payment_succeeded': 'async_payment_succeeded',
  'checkout.session.async_payment_failed': 'async_payment_failed',
  'checkout.session.expired': 'checkout_expired',
};

/** A webhook ready to deliver: its body and the signature header's value. */
export type SignedWebhook = { body: string; signature: string };
/** Sends a signed webhook to Forja's webhook route; true when it was accepted. */
export type Deliver = (webhook: SignedWebhook) => Promise<boolean>;
/** The sandbox records what happened only once Forja accepted the webhook, so a failure can be retried. */
export type Delivery = 'delivered' | 'delivery_failed';

export function createSandboxPayments(deps: {
  store: SandboxSessionStore;
  /** The HMAC secret that signs the sandbox's webhooks. */
  webhookSecret: string;
  clock: () => Date;
}): PaymentsProvider & {
  findSession(id: string): Promise<SandboxSessionRow | null>;
  payByCard(id: string, card: CardInput, deliver: Deliver): Promise<DeclineCode | Delivery>;
  chooseOxxo(id: string, deliver: Deliver): Promise<Delivery>;
  oxxoPaid(id: string, deliver: Deliver): Promise<Delivery>;
  oxxoExpired(id: string, deliver: Deliver): Promise<Delivery>;
} {
  const { store, clock } = deps;

  function sign(
    session: SandboxSessionRow,
    type: string,
    extra: { payment_intent?: string | null; payment_method?: string | null } = {},
  ): SignedWebhook {
    const now = clock();
    const event: SandboxEvent = {
      id: newId('evt'),
      type,
      created: Math.floor(now.getTime() / 1000),
      data: {
        object: {
          id: session.id,
          mode: session.mode,
          client_reference_id: session.reference,
          amount_total: session.amount_total_centavos,
          payment_status: session.payment_status,
          payment_method_type: session.payment_method,
          card_last4: session.card_last4,
          payment_method: extra.payment_method ?? null,
          payment_intent: extra.payment_intent ?? null,
          oxxo:
            session.oxxo_number && session.oxxo_expires_at
              ? {
                  number: session.oxxo_number,
                  expires_at: Math.floor(session.oxxo_expires_at.getTime() / 1000),
                  voucher_url: sandboxOxxoPath(session.id),
                }
              : null,
          subscription: session.provider_subscription_id,
          customer: session.provider_customer_id,
        },
      },
    };
    const body = JSON.stringify(event);
    return { body, signature: signSandboxPayload(body, deps.webhookSecret, now) };
  }

  async function openSession(id: string): Promise<SandboxSessionRow> {
    const session = await store.find(id);
    if (!session || session.status !== 'open') throw new SandboxSessionClosedError();
    return session;
  }

  /** An OXXO voucher still waiting for the store. */
  async function openVoucher(id: string): Promise<SandboxSessionRow> {
    const session = await store.find(id);
    if (
      !session ||
      session.payment_method !== 'oxxo' ||
      session.payment_status !== 'unpaid' ||
      session.status === 'expired'
    ) {
      throw new SandboxSessionClosedError();
    }
    return session;
  }

  async function settle(
    id: string,
    values: Partial<SandboxSessionRow>,
    webhook: SignedWebhook,
    deliver: Deliver,
  ): Promise<Delivery> {
    if (!(await deliver(webhook))) return 'delivery_failed';
    await store.update(id, values);
    return 'delivered';
  }

  async function insertSession(
    values: Omit<
      SandboxSessionRow,
      | 'id'
      | 'status'
      | 'payment_status'
      | 'payment_method'
      | 'card_last4'
      | 'oxxo_number'
      | 'oxxo_expires_at'
      | 'created_at'
      | 'currency'
    >,
  ): Promise<HostedSession> {
    const id = newId('cs');
    await store.insert({
      ...values,
      id,
      currency: 'mxn',
      status: 'open',
      payment_status: values.mode === 'setup' ? 'no_payment_required' : 'unpaid',
      payment_method: null,
      card_last4: null,
      oxxo_number: null,
      oxxo_expires_at: null,
      created_at: clock(),
    });
    return { session_id: id, url: sandboxCheckoutPath(id) };
  }

  return {
    name: 'sandbox',

    async createCheckout(request) {
      return insertSession({
        mode: request.mode,
        reference: request.reference,
        amount_total_centavos: request.amount_total_centavos,
        line_items: request.lines,
        payment_methods: request.methods,
        success_path: request.success_path,
        cancel_path: request.cancel_path,
        language: request.language,
        provider_subscription_id: null,
        provider_customer_id: null,
        metadata: request.metadata,
      });
    },

    async createPaymentMethodUpdate(request) {
      return insertSession({
        mode: 'setup',
        reference: request.reference,
        amount_total_centavos: 0,
        line_items: [],
        payment_methods: ['card'],
        success_path: request.success_path,
        cancel_path: request.cancel_path,
        language: request.language,
        provider_subscription_id: request.provider_subscription_id,
        provider_customer_id: request.provider_customer_id,
        metadata: request.metadata,
      });
    },

    async parseWebhook(rawBody, headers) {
      const body = rawBody.toString('utf8');
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(body, Array.isArray(header) ? header[0] : header, deps.webhookSecret, clock());
      let parsed: SandboxEvent;
      try {
        parsed = sandboxEventSchema.parse(JSON.parse(body));
      } catch {
        throw new WebhookSignatureError('a signed body that is not a sandbox event');
      }
      const session = parsed.data.object;
      const event = emptyEvent(parsed.id, parsed.type, new Date(parsed.created * 1000));
      return {
        ...event,
        type: EVENT_TYPES[parsed.type] ?? 'ignored',
        reference: session.client_reference_id,
        session_id: session.id,
        mode: session.mode,
        payment_status: session.payment_status,
        amount_total_centavos: session.amount_total,
        method: session.payment_method_type,
        card_last4: session.card_last4,
        payment_id: session.payment_intent,
        payment_method_id: session.payment_method,
        oxxo: session.oxxo
          ? {
              number: session.oxxo.number,
              expires_at: new Date(session.oxxo.expires_at * 1000),
              voucher_url: session.oxxo.voucher_url,
            }
          : null,
        provider_subscription_id: session.subscription,
        provider_customer_id: session.customer,
      };
    },

    async setSubscriptionPaymentMethod() {
      // The sandbox's subscriptions keep no cards: the webhook already told Forja the new last four digits.
    },

    findSession: (id) => store.find(id),

    async payByCard(id, card, deliver) {
      const session = await openSession(id);
      const declined = sandboxCardOutcome(card, clock());
      if (declined) return declined;
      const digits = card.number.replace(/[\s-]/g, '');
      const values: Partial<SandboxSessionRow> = {
        status: 'complete',
        payment_status: session.mode === 'setup' ? 'no_payment_required' : 'paid',
        payment_method: 'card',
        card_last4: digits.slice(-4),
        ...(session.mode === 'subscription'
          ? { provider_subscription_id: newId('sub'), provider_customer_id: newId('cus') }
          : {}),
      };
      const webhook = sign({ ...session, ...values }, 'checkout.session.completed', {
        payment_intent: session.mode === 'setup' ? null : newId('pi'),
        payment_method: newId('pm'),
      });
      return settle(id, values, webhook, deliver);
    },

    async chooseOxxo(id, deliver) {
      const session = await openSession(id);
      if (!session.payment_methods.includes('oxxo')) throw new SandboxSessionClosedError();
      const now = clock();
      const values: Partial<SandboxSessionRow> = {
        status: 'complete',
        payment_status: 'unpaid',
        payment_method: 'oxxo',
        // OXXO references are 14 digits.
        oxxo_number: Array.from({ length: 14 }, () => String(randomInt(10))).join(''),
        oxxo_expires_at: new Date(now.getTime() + OXXO_VOUCHER_DAYS * 24 * 60 * 60 * 1000),
      };
      const webhook = sign({ ...session, ...values }, 'checkout.session.completed', {
        payment_intent: newId('pi'),
      });
      return settle(id, values, webhook, deliver);
    },

    async oxxoPaid(id, deliver) {
      const session = await openVoucher(id);
      const values: Partial<SandboxSessionRow> = { payment_status: 'paid' };
      const webhook = sign({ ...session, ...values }, 'checkout.session.async_payment_succeeded', {
        payment_intent: newId('pi'),
      });
      return settle(id, values, webhook, deliver);
    },

    async oxxoExpired(id, deliver) {
      const session = await openVoucher(id);
      const values: Partial<SandboxSessionRow> = { status: 'expired' };
      return settle(
        id,
        values,
        sign({ ...session, ...values }, 'checkout.session.async_payment_failed'),
        deliver,
      );
    },
  };
}
export type SandboxPayments = ReturnType<typeof createSandboxPayments>;

/** The sandbox session does not exist, is already paid or cannot do what was asked. */
export class SandboxSessionClosedError extends Error {
  override name = 'SandboxSessionClosedError';
}
