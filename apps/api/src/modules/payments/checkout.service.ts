import type { Checkout, CheckoutQuote, PaymentLink } from '@forja/contracts/payments/checkout';
import type { Catalogue, Company } from '@forja/contracts';
import {
  checkoutPagePath,
  companyFacts,
  findPurchase,
  includedProducts,
  ivaPercent,
  mainPackageFor,
  priceLines,
  usdCents,
  type CataloguePurchase,
  type Language,
} from '@forja/domain';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import type { PaymentsProvider } from '../../providers/payments/payments';
import type { RatesProvider } from '../../providers/rates/rates';
import type { CompaniesRepository, CompanyRow } from '../companies/companies.repository';
import type { UsersRepository } from '../auth/users.repository';
import { ivaLineName, productName } from '../catalogue/product-names';
import type { CompanyAccess } from './company-access';
import type { OrderRow, PaymentsRepository, SubscriptionRow } from './payments.repository';
import { ProviderUnavailableError } from './provider-unavailable';

/** The checkout: a product's price, the order and the provider's hosted page, the payment link, the USD rate. */
export function createCheckoutService(deps: {
  db: Database;
  payments: PaymentsRepository;
  companies: CompanyAccess;
  companiesRepository: CompaniesRepository;
  users: UsersRepository;
  catalogue: Catalogue;
  provider: PaymentsProvider;
  rates: RatesProvider;
  clock: () => Date;
}) {
  const { db, payments: repo, catalogue, provider, clock } = deps;

  function requirePurchase(key: string): CataloguePurchase {
    const purchase = findPurchase(catalogue, key);
    if (!purchase) throw badRequest('invalid_type');
    return purchase;
  }

  async function usdRate() {
    try {
      return await deps.rates.usdMxn();
    } catch {
      return null;
    }
  }

  /**
   * What a company may buy now: the incorporation package that matches its flags, once; the
   * extras only after a first complete payment (first_complete_payment), each once.
   */
  function requirePurchasable(
    profile: Company,
    orders: OrderRow[],
    subscriptions: SubscriptionRow[],
    purchase: CataloguePurchase,
  ) {
    const facts = companyFacts(profile);
    const key = purchase.product.key;
    const bought =
      orders.some((order) => order.product_key === key && order.status === 'complete') ||
      subscriptions.some(
        (subscription) => subscription.product_key === key && subscription.status === 'active',
      );
    const waiting = orders.some((order) => order.product_key === key && order.status === 'pending');
    if (purchase.pack) {
      if (mainPackageFor(catalogue, profile)?.product !== key) throw badRequest('invalid_type');
      // Not asked for payment once an order is complete; a voucher on its way waits on PaymentStatus.
      if (facts.existOrderComplete || waiting) throw conflict('conflict');
      return;
    }
    if (!facts.existOrderComplete) throw conflict('first_complete_payment');
    if (bought || waiting) throw conflict('conflict');
  }

  async function startCheckout(
    userId: number,
    companyId: number,
    productKey: string,
    language: Language,
  ): Promise<Checkout & { company: CompanyRow }> {
    // Only the owner, or a partner with edit permission, may start a checkout.
    const company = await deps.companies.requireAccess(userId, companyId, { edit: true });
    const purchase = requirePurchase(productKey);
    const [profile, orders, subscriptions, user] = await Promise.all([
      deps.companies.profileOf(company),
      repo.ordersOf(companyId),
      repo.subscriptionsOf(companyId),
      deps.users.findById(userId),
    ]);
    requirePurchasable(profile, orders, subscriptions, purchase);
    const { product } = purchase;
    const lines = priceLines(product.price_centavos, catalogue.iva_basis_points);
    const recurring = product.recurring === 'year';
    const now = clock();

    // An unfinished checkout of the same product is reused: one order per purchase, whatever the retries.
    let order = orders.find((row) => row.product_key === product.key && row.status === 'awaiting_checkout');
    if (order && order.total_centavos !== lines.total_centavos) {
      // The price changed since: that old order is left as it was, a new one carries the new price.
      order = undefined;
    }
    if (!order) {
      order = await db.transaction(async (t) => {
        const subscription = recurring
          ? await repo.insertSubscription(
              {
                company_id: companyId,
                user_id: userId,
                status: 'awaiting_checkout',
                product_key: product.key,
                item_name: product.item_name,
                provider: provider.name,
                created_at: now,
                updated_at: now,
              },
              t,
            )
          : null;
        return repo.insertOrder(
          {
            company_id: companyId,
            user_id: userId,
            status: 'awaiting_checkout',
            product_key: product.key,
            subscription_id: subscription?.id ?? null,
            subtotal_centavos: lines.subtotal_centavos,
            iva_centavos: lines.iva_centavos,
            total_centavos: lines.total_centavos,
            provider: provider.name,
            created_at: now,
            updated_at: now,
          },
          [
            {
              product_key: product.key,
              name: product.item_name,
              unit_price_centavos: product.price_centavos,
              quantity: 1,
            },
          ],
          t,
        );
      });
    }

    const page = `/${language}/payment/${companyId}`;
    const checkoutPage = checkoutPagePath(purchase, profile);
    let session;
    try {
      session = await provider.createCheckout({
        reference: `order_${order.id}`,
        mode: recurring ? 'subscription' : 'payment',
        lines: [
          {
            // The provider's own page (Stripe Checkout) shows the names as given: the payer's language.
            name: productName(language, product.key, product.item_name),
            unit_amount_centavos: product.price_centavos,
            quantity: 1,
            product: product.key,
          },
          {
            name: ivaLineName(language, ivaPercent(catalogue.iva_basis_points)),
            unit_amount_centavos: lines.iva_centavos,
            quantity: 1,
            iva_percent: ivaPercent(catalogue.iva_basis_points),
          },
        ].filter((line) => line.unit_amount_centavos > 0),
        amount_total_centavos: lines.total_centavos,
        methods: recurring ? ['card'] : ['card', 'oxxo'],
        customer_email: user?.email ?? null,
        success_path: `${page}/payment_complete?order=${order.id}`,
        cancel_path: checkoutPage ? `${page}/${checkoutPage}` : page,
        language,
        metadata: {
          forja_reference: `order_${order.id}`,
          company_id: String(companyId),
          order_id: String(order.id),
        },
        subscription_reference: order.subscription_id ? `subscription_${order.subscription_id}` : null,
      });
    } catch (error) {
      throw new ProviderUnavailableError(error);
    }
    await repo.updateOrder(order.id, {
      provider: provider.name,
      provider_session_id: session.session_id,
      checkout_url: session.url,
      updated_at: now,
    });
    return { order_id: order.id, subscription_id: order.subscription_id, checkout_url: session.url, company };
  }

  return {
    async quote(userId: number, companyId: number, productKey: string): Promise<CheckoutQuote> {
      await deps.companies.requireAccess(userId, companyId);
      const purchase = requirePurchase(productKey);
      const { product } = purchase;
      const lines = priceLines(product.price_centavos, catalogue.iva_basis_points);
      const rate = await usdRate();
      return {
        product: product.key,
        item_name: product.item_name,
        includes: includedProducts(catalogue, purchase),
        recurring: product.recurring,
        currency: 'MXN',
        ...lines,
        payment_methods: product.recurring ? ['card'] : ['card', 'oxxo'],
        usd: rate
          ? {
              total_cents: usdCents(lines.total_centavos, rate.mxn_per_usd),
              mxn_per_usd: rate.mxn_per_usd,
              as_of: rate.as_of,
              source: rate.source,
            }
          : null,
        provider: provider.name,
      };
    },

    async createCheckout(
      userId: number,
      companyId: number,
      productKey: string,
      language: Language,
    ): Promise<Checkout> {
      const { company: _company, ...checkout } = await startCheckout(userId, companyId, productKey, language);
      return checkout;
    },

    /** The same checkout as a link for whoever pays; the company records when the last one was made. */
    async createPaymentLink(
      userId: number,
      companyId: number,
      productKey: string,
      language: Language,
    ): Promise<PaymentLink> {
      const { company: _company, ...checkout } = await startCheckout(userId, companyId, productKey, language);
      const now = clock();
      await deps.companiesRepository.update(companyId, { last_payment_link_at: now, updated_at: now });
      return { ...checkout, last_payment_link_at: now.toISOString() };
    },

    usdMxn: () => deps.rates.usdMxn(),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
