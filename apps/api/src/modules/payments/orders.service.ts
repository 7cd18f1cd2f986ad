import type { CompanyOrders } from '@forja/contracts/payments/orders';
import type { Language } from '@forja/domain';
import { conflict, forbidden } from '../../http/errors';
import type { PaymentsProvider } from '../../providers/payments/payments';
import type { CompanyAccess } from './company-access';
import type { PaymentsRepository } from './payments.repository';
import { ProviderUnavailableError } from './provider-unavailable';

/** A company's orders and subscriptions for PaymentStatus, and the card of a subscription. */
export function createOrdersService(deps: {
  payments: PaymentsRepository;
  companies: Pick<CompanyAccess, 'requireAccess'>;
  provider: PaymentsProvider;
}) {
  const { payments: repo, provider } = deps;

  return {
    async companyOrders(userId: number, companyId: number): Promise<CompanyOrders> {
      const company = await deps.companies.requireAccess(userId, companyId);
      const [orders, subscriptions, pmLastFour] = await Promise.all([
        repo.ordersOf(companyId),
        repo.subscriptionsOf(companyId),
        repo.userCardLastFour(userId),
      ]);
      const items = await repo.itemsOf(orders.map((order) => order.id));
      return {
        orders: orders.map((order) => ({
          id: order.id,
          status: order.status as 'complete' | 'pending' | 'awaiting_checkout',
          product: order.product_key,
          items: items
            .filter((item) => item.order_id === order.id)
            .map((item) => ({
              name: item.name,
              product: item.product_key,
              unit_price_centavos: item.unit_price_centavos,
              quantity: item.quantity,
            })),
          subtotal_centavos: order.subtotal_centavos,
          iva_centavos: order.iva_centavos,
          total_centavos: order.total_centavos,
          currency: 'MXN',
          payment_method: order.payment_method as 'card' | 'oxxo' | null,
          oxxo:
            order.status === 'pending' && order.oxxo_number && order.oxxo_expires_at
              ? {
                  number: order.oxxo_number,
                  expires_at: order.oxxo_expires_at.toISOString(),
                  voucher_url: order.oxxo_voucher_url,
                }
              : null,
          checkout_url: order.status === 'awaiting_checkout' ? order.checkout_url : null,
          created_at: order.created_at.toISOString(),
          completed_at: order.completed_at?.toISOString() ?? null,
        })),
        subscriptions: subscriptions.map((subscription) => ({
          id: subscription.id,
          status: subscription.status,
          product: subscription.product_key,
          item_name: subscription.item_name,
          current_period_end: subscription.current_period_end?.toISOString() ?? null,
          can_update_payment_method:
            subscription.provider_subscription_id !== null &&
            ['active', 'past_due', 'incomplete'].includes(subscription.status),
        })),
        pm_last_four: pmLastFour,
        last_payment_link_at: company.last_payment_link_at?.toISOString() ?? null,
      };
    },

    /** A hosted page to replace the card of a subscription (update_payment_method). */
    async updatePaymentMethod(
      userId: number,
      subscriptionId: number,
      language: Language,
    ): Promise<{ checkout_url: string }> {
      const subscription = await repo.findSubscription(subscriptionId);
      // Another company's subscription answers like one that does not exist.
      if (!subscription) throw forbidden('user_not_belong_to_company');
      await deps.companies.requireAccess(userId, subscription.company_id, { edit: true });
      if (!subscription.provider_subscription_id || subscription.provider !== provider.name) {
        throw conflict('first_complete_payment');
      }
      const page = `/${language}/payment/${subscription.company_id}/payment_status_complement`;
      try {
        const session = await provider.createPaymentMethodUpdate({
          reference: `subscription_${subscription.id}`,
          provider_subscription_id: subscription.provider_subscription_id,
          provider_customer_id: subscription.provider_customer_id,
          success_path: `${page}?payment_method=updated`,
          cancel_path: page,
          language,
          metadata: {
            forja_reference: `subscription_${subscription.id}`,
            company_id: String(subscription.company_id),
          },
        });
        return { checkout_url: session.url };
      } catch (error) {
        throw new ProviderUnavailableError(error);
      }
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
