import type { Language } from '@forja/domain';
import Stripe from 'stripe';
import { WebhookSignatureError, emptyEvent, type PaymentEvent, type PaymentsProvider } from './payments';

/**
 * Stripe Checkout in MXN, cards and OXXO, through the official SDK. Orders change only through the signed
 * webhook (Stripe-Signature checked by the SDK, 5 minutes of tolerance); a few reads enrich an event with the
 * card's last four digits and the OXXO voucher.
 */

const EVENT_TYPES: Record<string, PaymentEvent['type']> = {
  'checkout.session.completed': 'checkout_completed',
  'checkout.session.async_payment_succeeded': 'async_payment_succeeded',
  'checkout.session.async_payment_failed': 'async_payment_failed',
  'checkout.session.expired': 'checkout_expired',
  'customer.subscription.created': 'subscription_updated',
  'customer.subscription.updated': 'subscription_updated',
  'customer.subscription.deleted': 'subscription_updated',
};

/** Checkout's page language for Forja's languages. */
function stripeLocale(language: Language): 'es-419' | 'en' | 'zh' {
  if (language === 'en') return 'en';
  if (language === 'zh_cn') return 'zh';
  return 'es-419';
}

/** A value of a known list, or null for one this code does not know (the API may add values). */
function oneOf<T extends string>(value: string | null, known: readonly T[]): T | null {
  return (known as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function createStripePayments(deps: {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests point it at a local server). */
  apiBase: string | undefined;
  /** The public address of the web app: Checkout sends the payer back there. */
  appUrl: string;
}): PaymentsProvider {
  const base = deps.apiBase ? new URL(deps.apiBase) : null;
  const stripe = new Stripe(deps.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
  const absolute = (path: string) => `${deps.appUrl}${path}`;

  /** The card or OXXO details of a paid (or pending) Checkout session. */
  async function paymentDetails(session: Stripe.Checkout.Session): Promise<Partial<PaymentEvent>> {
    const paymentIntentId = idOf(session.payment_intent);
    if (paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] });
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      const oxxo = intent.next_action?.oxxo_display_details;
      return {
        payment_id: intent.id,
        payment_method_id: method?.id ?? null,
        method: method?.type === 'oxxo' || oxxo ? 'oxxo' : method?.type === 'card' ? 'card' : null,
        card_last4: method?.card?.last4 ?? null,
        oxxo:
          oxxo?.number && oxxo.expires_after
            ? {
                number: oxxo.number,
                expires_at: new Date(oxxo.expires_after * 1000),
                voucher_url: oxxo.hosted_voucher_url,
              }
            : null,
      };
    }
    const setupIntentId = idOf(session.setup_intent);
    if (setupIntentId) {
      const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      return {
        method: 'card',
        payment_method_id: method?.id ?? null,
        card_last4: method?.card?.last4 ?? null,
        provider_subscription_id: intent.metadata?.subscription_id ?? null,
      };
    }
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['default_payment_method'],
      });
      const method =
        typeof subscription.default_payment_method === 'object' ? subscription.default_payment_method : null;
      const periodEnd = subscription.items.data[0]?.current_period_end;
      return {
        method: 'card',
        payment_method_id: method?.id ?? null,
        card_last4: method?.card?.last4 ?? null,
        current_period_end: periodEnd ? new Date(periodEnd * 1000) : null,
      };
    }
    return {};
  }

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        client_reference_id: request.reference,
        ...(request.customer_email ? { customer_email: request.customer_email } : {}),
        allowed_payment_method_types: request.methods,
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: 'mxn',
            unit_amount: line.unit_amount_centavos,
            product_data: { name: line.name },
            ...(request.mode === 'subscription' ? { recurring: { interval: 'year' as const } } : {}),
          },
        })),
        success_url: absolute(request.success_path),
        cancel_url: absolute(request.cancel_path),
        locale: stripeLocale(request.language),
        metadata: request.metadata,
        ...(request.mode === 'payment'
          ? {
              payment_intent_data: { metadata: request.metadata },
              ...(request.methods.includes('oxxo')
                ? { payment_method_options: { oxxo: { expires_after_days: 3 } } }
                : {}),
            }
          : {
              subscription_data: {
                metadata: {
                  ...request.metadata,
                  ...(request.subscription_reference
                    ? { forja_reference: request.subscription_reference }
                    : {}),
                },
              },
            }),
      });
      if (!session.url) throw new Error('Stripe answered a Checkout session without a url');
      return { session_id: session.id, url: session.url };
    },

    async createPaymentMethodUpdate(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'mxn',
        allowed_payment_method_types: ['card'],
        client_reference_id: request.reference,
        ...(request.provider_customer_id ? { customer: request.provider_customer_id } : {}),
        setup_intent_data: {
          metadata: { ...request.metadata, subscription_id: request.provider_subscription_id },
        },
        metadata: request.metadata,
        success_url: absolute(request.success_path),
        cancel_url: absolute(request.cancel_path),
        locale: stripeLocale(request.language),
      });
      if (!session.url) throw new Error('Stripe answered a Checkout session without a url');
      return { session_id: session.id, url: session.url };
    },

    async parseWebhook(rawBody, headers) {
      const header = headers['stripe-signature'];
      if (!header) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, deps.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const base = emptyEvent(event.id, event.type, new Date(event.created * 1000));
      const type = EVENT_TYPES[event.type] ?? 'ignored';
      if (type === 'ignored') return base;

      if (type === 'subscription_updated') {
        const subscription = event.data.object as Stripe.Subscription;
        const periodEnd = subscription.items?.data[0]?.current_period_end;
        return {
          ...base,
          type,
          reference: subscription.metadata?.forja_reference ?? null,
          provider_subscription_id: subscription.id,
          provider_customer_id: idOf(subscription.customer),
          subscription_status: subscription.status,
          current_period_end: periodEnd ? new Date(periodEnd * 1000) : null,
        };
      }

      const session = event.data.object as Stripe.Checkout.Session;
      const event_: PaymentEvent = {
        ...base,
        type,
        reference: session.client_reference_id,
        session_id: session.id,
        mode: oneOf(session.mode, ['payment', 'subscription', 'setup'] as const),
        payment_status: oneOf(session.payment_status, ['paid', 'unpaid', 'no_payment_required'] as const),
        amount_total_centavos: session.amount_total,
        provider_subscription_id: idOf(session.subscription),
        provider_customer_id: idOf(session.customer),
      };
      if (type === 'checkout_expired' || type === 'async_payment_failed') return event_;
      // Network reads: when they fail, the route answers 500 (never Stripe's own status) and Stripe delivers
      // the event again later; nothing is recorded meanwhile.
      let details: Partial<PaymentEvent>;
      try {
        details = await paymentDetails(session);
      } catch (error) {
        throw new Error(`Stripe could not be read for event ${event.id}`, { cause: error });
      }
      return {
        ...event_,
        ...details,
        provider_subscription_id: details.provider_subscription_id ?? event_.provider_subscription_id,
      };
    },

    async setSubscriptionPaymentMethod(providerSubscriptionId, paymentMethodId) {
      await stripe.subscriptions.update(providerSubscriptionId, { default_payment_method: paymentMethodId });
    },
  };
}
