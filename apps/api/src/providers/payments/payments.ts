import type { Language } from '@forja/domain';

/**
 * The payments provider interface: a hosted checkout page, and signed webhooks that tell what happened.
 * Two implementations: `sandbox` (Forja's own offline checkout page) and `stripe` (Stripe Checkout).
 */

/**
 * One line of a checkout, in centavos (MXN). IVA travels as its own line. `name` is what the provider shows and
 * records, in the payer's language (the product's name, or «IVA (16 %)», «VAT (IVA, 16 %)»); `product` (the
 * catalogue key) or `iva_percent` say what the line is, so a page can name it in its own reader's language.
 */
export type CheckoutLine = {
  name: string;
  unit_amount_centavos: number;
  quantity: number;
  product?: string;
  iva_percent?: number;
};

export type CheckoutRequest = {
  /** What the checkout pays for, echoed in every webhook (`order_12`); the provider's client_reference_id. */
  reference: string;
  /** `payment` for a one-off order, `subscription` for a yearly subscription (card only). */
  mode: 'payment' | 'subscription';
  lines: CheckoutLine[];
  /** Total the payer is charged; the webhook's amount is checked against it. */
  amount_total_centavos: number;
  methods: ('card' | 'oxxo')[];
  customer_email: string | null;
  /** Paths on the web app (`/es/payment/12/payment_complete?order=3`); real providers make them absolute. */
  success_path: string;
  cancel_path: string;
  language: Language;
  /** Our ids, kept by the provider with the payment (Stripe metadata). */
  metadata: Record<string, string>;
  /** For subscriptions: our reference of the subscription (`subscription_4`), echoed in its own events. */
  subscription_reference: string | null;
};

export type PaymentMethodUpdateRequest = {
  reference: string;
  provider_subscription_id: string;
  provider_customer_id: string | null;
  success_path: string;
  cancel_path: string;
  language: Language;
  metadata: Record<string, string>;
};

export type HostedSession = { session_id: string; url: string };

/** What a verified webhook says, whichever provider sent it. */
export type PaymentEvent = {
  /** The provider's event id: the idempotency key (an event applied twice changes nothing the second time). */
  id: string;
  type:
    | 'checkout_completed'
    | 'async_payment_succeeded'
    | 'async_payment_failed'
    | 'checkout_expired'
    | 'subscription_updated'
    | 'ignored';
  /** The provider's own type name, for the record. */
  provider_type: string;
  occurred_at: Date;
  /** Our reference (client_reference_id or metadata): `order_12` or `subscription_4`. */
  reference: string | null;
  session_id: string | null;
  mode: 'payment' | 'subscription' | 'setup' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required' | null;
  amount_total_centavos: number | null;
  method: 'card' | 'oxxo' | null;
  card_last4: string | null;
  payment_id: string | null;
  /** The card's payment method id (setup sessions: to make it the subscription's default). */
  payment_method_id: string | null;
  oxxo: { number: string; expires_at: Date; voucher_url: string | null } | null;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  /** The provider's subscription status (subscription_updated). */
  subscription_status: string | null;
  current_period_end: Date | null;
};

export type PaymentsProvider = {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<HostedSession>;
  createPaymentMethodUpdate(request: PaymentMethodUpdateRequest): Promise<HostedSession>;
  /** Verifies the signature of a webhook's raw body and reads it; throws WebhookSignatureError when it fails. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent>;
  /** After a card was replaced: make it the subscription's default (the sandbox has nothing to do). */
  setSubscriptionPaymentMethod(providerSubscriptionId: string, paymentMethodId: string): Promise<void>;
};

/** A webhook that is unsigned, wrongly signed or too old (a replay): refused with 400 invalid_hmac_signature. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** An event with the base fields of "nothing we act on". */
export function emptyEvent(id: string, providerType: string, occurredAt: Date): PaymentEvent {
  return {
    id,
    type: 'ignored',
    provider_type: providerType,
    occurred_at: occurredAt,
    reference: null,
    session_id: null,
    mode: null,
    payment_status: null,
    amount_total_centavos: null,
    method: null,
    card_last4: null,
    payment_id: null,
    payment_method_id: null,
    oxxo: null,
    provider_subscription_id: null,
    provider_customer_id: null,
    subscription_status: null,
    current_period_end: null,
  };
}
