import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { PaymentEvent, PaymentsProvider } from '../../providers/payments/payments';
import type { NotificationsService } from '../notifications/notifications.service';
import type { BillCfdiService } from './bill-cfdi.service';
import type { OrderRow, PaymentsRepository } from './payments.repository';

/** Order statuses only move forward, except a failed OXXO voucher (pending → awaiting_checkout). */
const ORDER_RANK: Record<string, number> = { awaiting_checkout: 0, pending: 1, complete: 2 };

/** The provider's subscription statuses, in the spec's vocabulary (section 4) where it has a word. */
function subscriptionStatus(providerStatus: string | null): string | null {
  if (!providerStatus) return null;
  if (providerStatus === 'trialing') return 'active';
  if (providerStatus === 'unpaid') return 'past_due';
  return providerStatus;
}

function parseReference(reference: string | null): { kind: 'order' | 'subscription'; id: number } | null {
  const match = /^(order|subscription)_(\d{1,15})$/.exec(reference ?? '');
  return match ? { kind: match[1] as 'order' | 'subscription', id: Number(match[2]) } : null;
}

export type WebhookOutcome = { outcome: string; duplicate: boolean; event_id: string; type: string };

/**
 * The payments provider's webhook: each verified event applied once, moving an order through its statuses
 * (awaiting_checkout → pending → complete, with its payment and its bill) and a subscription through the
 * provider's.
 */
export function createPaymentWebhooksService(deps: {
  db: Database;
  payments: PaymentsRepository;
  provider: PaymentsProvider;
  clock: () => Date;
  /** E-mails the founder when an order is paid or an OXXO voucher expires (queued in the webhook's transaction). */
  notifications?: Pick<NotificationsService, 'later'>;
  /** Issues the bill's CFDI when the buyer gave billing data (queued in the webhook's transaction). */
  cfdi?: Pick<BillCfdiService, 'later'>;
}) {
  const { db, payments: repo, provider, clock } = deps;

  /** Marks an order complete with its payment and its bill (inside the webhook's transaction). */
  async function completeOrder(order: OrderRow, event: PaymentEvent, t: Database): Promise<string> {
    if (order.status === 'complete') return 'already_complete';
    const now = clock();
    const method = event.method ?? (order.payment_method as 'card' | 'oxxo' | null);
    await repo.updateOrder(
      order.id,
      { status: 'complete', completed_at: now, payment_method: method, updated_at: now },
      t,
    );
    await repo.insertPayment(
      {
        order_id: order.id,
        provider: provider.name,
        provider_payment_id: event.payment_id,
        method,
        card_last4: event.card_last4,
        amount_centavos: order.total_centavos,
        status: 'succeeded',
        paid_at: event.occurred_at,
      },
      t,
    );
    const [items, billing] = await Promise.all([
      repo.itemsOf([order.id], t),
      repo.billingProfileOf(order.company_id, t),
    ]);
    const billId = await repo.insertBill(
      {
        company_id: order.company_id,
        order_id: order.id,
        status: 'paid',
        items: items.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          unit_price_centavos: item.unit_price_centavos,
        })),
        subtotal_centavos: order.subtotal_centavos,
        iva_centavos: order.iva_centavos,
        total_centavos: order.total_centavos,
        payment_method: method,
        card_last4: event.card_last4,
        billing: billing
          ? {
              rfc: billing.rfc,
              legal_name: billing.legal_name,
              tax_regime: billing.tax_regime,
              cfdi_use: billing.cfdi_use,
              postal_code: billing.postal_code,
              email: billing.email,
            }
          : null,
        // Without billing data no CFDI is asked for: the sale goes in Forja's global invoice to the public.
        cfdi_status: billing ? 'pending' : null,
        issued_at: now,
      },
      t,
    );
    if (billing && billId !== null) await deps.cfdi?.later(billId, { tx: t });
    if (event.card_last4 && order.user_id)
      await repo.setUserCardLastFour(order.user_id, event.card_last4, now, t);
    if (order.subscription_id) {
      const subscription = await repo.lockSubscription(order.subscription_id, t);
      const newer = subscription?.status_changed_at && subscription.status_changed_at > event.occurred_at;
      if (subscription && !newer) {
        const yearLater = new Date(now.getTime());
        yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
        await repo.updateSubscription(
          subscription.id,
          {
            status: 'active',
            provider_subscription_id: event.provider_subscription_id ?? subscription.provider_subscription_id,
            provider_customer_id: event.provider_customer_id ?? subscription.provider_customer_id,
            current_period_end: event.current_period_end ?? subscription.current_period_end ?? yearLater,
            status_changed_at: event.occurred_at,
            updated_at: now,
          },
          t,
        );
      }
    }
    // Only here does an order become complete, once (locked, and never from complete): one e-mail per order.
    await deps.notifications?.later('paymentReceived', order.id, { tx: t });
    return 'applied';
  }

  /** Applies one verified event inside its transaction; answers what it did and what to do after commit. */
  async function applyEvent(
    event: PaymentEvent,
    t: Database,
  ): Promise<{ outcome: string; after?: () => Promise<void> }> {
    if (event.type === 'ignored') return { outcome: 'ignored' };
    const reference = parseReference(event.reference);
    const now = clock();

    if (event.type === 'subscription_updated' || event.mode === 'setup') {
      const subscription =
        reference?.kind === 'subscription' ? await repo.lockSubscription(reference.id, t) : null;
      if (!subscription) return { outcome: 'unknown_reference' };
      if (event.type === 'subscription_updated') {
        if (subscription.status_changed_at && event.occurred_at < subscription.status_changed_at) {
          return { outcome: 'stale' };
        }
        await repo.updateSubscription(
          subscription.id,
          {
            status: subscriptionStatus(event.subscription_status) ?? subscription.status,
            provider_subscription_id: event.provider_subscription_id ?? subscription.provider_subscription_id,
            provider_customer_id: event.provider_customer_id ?? subscription.provider_customer_id,
            current_period_end: event.current_period_end ?? subscription.current_period_end,
            status_changed_at: event.occurred_at,
            updated_at: now,
          },
          t,
        );
        return { outcome: 'applied' };
      }
      // A new card for the subscription (update_payment_method).
      if (event.type !== 'checkout_completed') return { outcome: 'ignored' };
      if (event.card_last4 && subscription.user_id) {
        await repo.setUserCardLastFour(subscription.user_id, event.card_last4, now, t);
      }
      const providerSubscription = subscription.provider_subscription_id;
      const paymentMethod = event.payment_method_id;
      return {
        outcome: 'applied',
        after:
          providerSubscription && paymentMethod
            ? () => provider.setSubscriptionPaymentMethod(providerSubscription, paymentMethod)
            : undefined,
      };
    }

    const order = reference?.kind === 'order' ? await repo.lockOrder(reference.id, t) : null;
    if (!order) return { outcome: 'unknown_reference' };
    const amountMatches =
      event.amount_total_centavos === null || event.amount_total_centavos === order.total_centavos;

    switch (event.type) {
      case 'checkout_completed': {
        if (!amountMatches) return { outcome: 'amount_mismatch' };
        if (event.payment_status === 'paid') return { outcome: await completeOrder(order, event, t) };
        // Unpaid: an OXXO voucher was issued; the money comes later (async_payment_succeeded).
        if ((ORDER_RANK[order.status] ?? 0) > ORDER_RANK.pending!) return { outcome: 'stale' };
        await repo.updateOrder(
          order.id,
          {
            status: 'pending',
            payment_method: event.method ?? 'oxxo',
            oxxo_number: event.oxxo?.number ?? order.oxxo_number,
            oxxo_expires_at: event.oxxo?.expires_at ?? order.oxxo_expires_at,
            oxxo_voucher_url: event.oxxo?.voucher_url ?? order.oxxo_voucher_url,
            updated_at: now,
          },
          t,
        );
        return { outcome: 'applied' };
      }
      case 'async_payment_succeeded':
        if (!amountMatches) return { outcome: 'amount_mismatch' };
        return { outcome: await completeOrder(order, { ...event, method: event.method ?? 'oxxo' }, t) };
      case 'async_payment_failed':
        // The voucher expired unpaid: the order can be checked out again. Never from complete.
        if (order.status !== 'pending') return { outcome: 'stale' };
        await repo.updateOrder(
          order.id,
          {
            status: 'awaiting_checkout',
            oxxo_number: null,
            oxxo_expires_at: null,
            oxxo_voucher_url: null,
            provider_session_id: null,
            checkout_url: null,
            updated_at: now,
          },
          t,
        );
        // Once per voucher: the order left pending here, and a repeated event is stale.
        await deps.notifications?.later('paymentFailed', order.id, { tx: t });
        return { outcome: 'applied' };
      case 'checkout_expired':
        if (order.status !== 'awaiting_checkout' || order.provider_session_id !== event.session_id) {
          return { outcome: 'ignored' };
        }
        await repo.updateOrder(
          order.id,
          { provider_session_id: null, checkout_url: null, updated_at: now },
          t,
        );
        return { outcome: 'applied' };
      default:
        return { outcome: 'ignored' };
    }
  }

  return {
    providerName: provider.name,

    /**
     * A webhook: the signature is verified by the provider, then the event is applied once. Answers what it
     * did; a bad signature throws WebhookSignatureError (the route refuses it and logs it).
     */
    async handleWebhook(
      providerName: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<WebhookOutcome> {
      if (providerName !== provider.name) throw notFound();
      const event = await provider.parseWebhook(rawBody, headers);
      const result = await db.transaction(async (t) => {
        const eventRow = await repo.recordEvent(
          {
            provider: provider.name,
            event_id: event.id,
            type: event.provider_type,
            occurred_at: event.occurred_at,
            reference: event.reference,
          },
          t,
        );
        if (eventRow === null) return { outcome: 'duplicate', duplicate: true };
        const applied = await applyEvent(event, t);
        await repo.setEventOutcome(eventRow, applied.outcome, t);
        return { ...applied, duplicate: false };
      });
      if ('after' in result && result.after) await result.after();
      return {
        outcome: result.outcome,
        duplicate: result.duplicate,
        event_id: event.id,
        type: event.provider_type,
      };
    },
  };
}
export type PaymentWebhooksService = ReturnType<typeof createPaymentWebhooksService>;
