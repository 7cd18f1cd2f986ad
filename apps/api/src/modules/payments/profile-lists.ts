import type { CompanyPaymentLists } from '../companies/company-profile-sources';
import type { PaymentsRepository } from './payments.repository';
import type { ReceiptLinks } from './receipt-links';

/**
 * The company profile's orders, subscriptions and bills (spec section 3), for the companies module's
 * `profileOf`: what `companyFacts` (paid, pending, the special items) and the guards read.
 */
export function createPaymentProfileLists(
  repo: PaymentsRepository,
  links: ReceiptLinks,
): CompanyPaymentLists {
  return async (companyId, now) => {
    const [orders, subscriptions, bills] = await Promise.all([
      repo.ordersOf(companyId),
      repo.subscriptionsOf(companyId),
      repo.billsOf(companyId),
    ]);
    const items = await repo.itemsOf(orders.map((order) => order.id));
    return {
      orders: orders.map((order) => ({
        id: order.id,
        status: order.status,
        items: items.filter((item) => item.order_id === order.id).map((item) => ({ name: item.name })),
      })),
      subscriptions: subscriptions.map((subscription) => ({
        id: subscription.id,
        status: subscription.status,
        items: [{ name: subscription.item_name }],
      })),
      bills: await Promise.all(
        bills.map(async (bill) => ({
          id: bill.id,
          document_url: await links.url(bill.id, 'es', now),
          created_at: bill.issued_at.toISOString(),
        })),
      ),
    };
  };
}
