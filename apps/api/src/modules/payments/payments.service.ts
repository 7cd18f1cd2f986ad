import {
  CFDI_USES,
  GENERIC_RFC,
  TAX_REGIMES,
  type BillingInfo,
} from '@forja/contracts/payments/billing-info';
import type { CompanyBill } from '@forja/contracts/payments/bills';
import type { Checkout, CheckoutQuote, PaymentLink } from '@forja/contracts/payments/checkout';
import type { HearAbout, HearAboutBody } from '@forja/contracts/payments/hear-about';
import type { CompanyOrders } from '@forja/contracts/payments/orders';
import { utmTagsSchema, type Catalogue, type Company, type ErrorCode } from '@forja/contracts';
import {
  billingInfoProblems,
  checkoutPagePath,
  companyFacts,
  findPurchase,
  includedProducts,
  ivaPercent,
  mainPackageFor,
  normalizeBillingInfo,
  priceLines,
  usdCents,
  type BillingInfoProblem,
  type CataloguePurchase,
  type CfdiCatalogues,
  type Language,
} from '@forja/domain';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentsProvider,
} from '../../providers/payments/payments';
import type { RatesProvider } from '../../providers/rates/rates';
import type { CompaniesRepository, CompanyRow } from '../companies/companies.repository';
import type { UsersRepository } from '../auth/users.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { BillRow, OrderRow, PaymentsRepository, SubscriptionRow } from './payments.repository';
import { billNumber, renderReceiptPdf } from './receipt-pdf';
import type { ReceiptLinks } from './receipt-links';

/** SAT's catalogues the CFDI rules check the buyer's data against. */
const CFDI_CATALOGUES: CfdiCatalogues = {
  taxRegimes: TAX_REGIMES,
  cfdiUses: CFDI_USES,
  genericRfc: GENERIC_RFC,
};

/** The error code a billing-data problem answers with: the RFC's own, else a bad field or postal code. */
function billingErrorCode(problem: BillingInfoProblem): ErrorCode {
  if (problem.field === 'rfc') return problem.code;
  return problem.field === 'postal_code' ? 'invalid_zip_code' : 'invalid_request';
}

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

/** The Company's access check and profile builder, from the companies module. */
type CompanyAccess = {
  /** The owner or an accepted partner; `edit` also needs the owner or a partner with edit permission. */
  requireAccess(userId: number, companyId: number, options?: { edit?: boolean }): Promise<CompanyRow>;
  profileOf(row: CompanyRow): Promise<Company>;
};

export type WebhookOutcome = { outcome: string; duplicate: boolean; event_id: string; type: string };

export function createPaymentsService(deps: {
  db: Database;
  payments: PaymentsRepository;
  companies: CompanyAccess;
  companiesRepository: CompaniesRepository;
  users: UsersRepository;
  catalogue: Catalogue;
  provider: PaymentsProvider;
  rates: RatesProvider;
  receiptLinks: ReceiptLinks;
  clock: () => Date;
  /** E-mails the founder when an order is paid or an OXXO voucher expires (queued in the webhook's transaction). */
  notifications?: Pick<NotificationsService, 'later'>;
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
          { name: product.item_name, unit_amount_centavos: product.price_centavos, quantity: 1 },
          {
            name: `IVA (${ivaPercent(catalogue.iva_basis_points)} %)`,
            unit_amount_centavos: lines.iva_centavos,
            quantity: 1,
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
    await repo.insertBill(
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
        issued_at: now,
      },
      t,
    );
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

  async function companyRow(userId: number, companyId: number, options: { edit?: boolean } = {}) {
    return deps.companies.requireAccess(userId, companyId, options);
  }

  /** The buyer's data as it is stored, or a 400 naming every field that breaks CFDI 4.0 (domain rules). */
  function checkedBillingInfo(body: BillingInfo): BillingInfo {
    const fields = billingInfoProblems(body, CFDI_CATALOGUES).map((problem) => ({
      path: problem.field,
      code: billingErrorCode(problem),
    }));
    const first = fields[0];
    if (first) throw new AppError(400, first.code).withFields(fields);
    return normalizeBillingInfo(body);
  }

  return {
    providerName: provider.name,

    async quote(userId: number, companyId: number, productKey: string): Promise<CheckoutQuote> {
      await companyRow(userId, companyId);
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

    async companyOrders(userId: number, companyId: number): Promise<CompanyOrders> {
      const company = await companyRow(userId, companyId);
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
      await companyRow(userId, subscription.company_id, { edit: true });
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

    async billingInfo(userId: number, companyId: number): Promise<BillingInfo | null> {
      await companyRow(userId, companyId);
      const row = await repo.billingProfileOf(companyId);
      return row
        ? {
            rfc: row.rfc,
            legal_name: row.legal_name,
            tax_regime: row.tax_regime as BillingInfo['tax_regime'],
            cfdi_use: row.cfdi_use as BillingInfo['cfdi_use'],
            postal_code: row.postal_code,
            email: row.email,
          }
        : null;
    },

    async saveBillingInfo(userId: number, companyId: number, body: BillingInfo): Promise<BillingInfo> {
      await companyRow(userId, companyId, { edit: true });
      const info = checkedBillingInfo(body);
      await repo.saveBillingProfile({
        company_id: companyId,
        ...info,
        email: info.email ?? null,
        updated_at: clock(),
      });
      return info;
    },

    async hearAbout(userId: number, companyId: number): Promise<HearAbout | null> {
      await companyRow(userId, companyId);
      const row = await repo.hearAboutOf(companyId);
      return row
        ? {
            source: row.source as HearAbout['source'],
            detail: row.detail,
            created_at: row.created_at.toISOString(),
          }
        : null;
    },

    /** Stores the answer with the campaign values of the x_utm_tags header (blank ones when it has none). */
    async saveHearAbout(
      userId: number,
      companyId: number,
      body: HearAboutBody,
      utmHeader: string | undefined,
    ): Promise<HearAbout> {
      await companyRow(userId, companyId, { edit: true });
      let utm: Record<string, string> = utmTagsSchema.parse({});
      try {
        const parsed = utmTagsSchema.safeParse(utmHeader ? JSON.parse(utmHeader) : {});
        if (parsed.success) utm = parsed.data;
      } catch {
        // A header that is not JSON counts as no campaign.
      }
      const now = clock();
      const detail = body.detail?.trim() || null;
      await repo.saveHearAbout({
        company_id: companyId,
        user_id: userId,
        source: body.source,
        detail,
        utm,
        created_at: now,
      });
      return { source: body.source, detail, created_at: now.toISOString() };
    },

    async companyBills(userId: number, companyId: number, language: Language): Promise<CompanyBill[]> {
      await companyRow(userId, companyId);
      const now = clock();
      const rows = await repo.billsOf(companyId);
      return Promise.all(
        rows.map(async (bill) => ({
          id: bill.id,
          number: billNumber(bill),
          status: 'paid' as const,
          items: bill.items,
          subtotal_centavos: bill.subtotal_centavos,
          iva_centavos: bill.iva_centavos,
          total_centavos: bill.total_centavos,
          currency: 'MXN' as const,
          payment_method: bill.payment_method as 'card' | 'oxxo' | null,
          issued_at: bill.issued_at.toISOString(),
          receipt_url: await deps.receiptLinks.url(bill.id, language, now),
        })),
      );
    },

    /** The PDF of a signed receipt link; a bad or expired link answers like a missing file. */
    async receipt(token: string): Promise<{ fileName: string; pdf: Uint8Array }> {
      const link = await deps.receiptLinks.read(token, clock());
      if (!link) throw notFound();
      const { billId, language } = link;
      const bill: BillRow | null = await repo.findBill(billId);
      if (!bill) throw notFound();
      const company = await deps.companiesRepository.findById(bill.company_id);
      const pdf = await renderReceiptPdf({
        bill,
        company: {
          name: company?.name ?? null,
          legal_name: company?.legal_name ?? null,
          friendly_id: company?.friendly_id ?? null,
        },
        language,
      });
      return { fileName: `forja-${billNumber(bill)}.pdf`, pdf };
    },

    usdMxn: () => deps.rates.usdMxn(),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The payments provider could not be reached: 502, the founder tries again. */
export class ProviderUnavailableError extends AppError {
  constructor(readonly reason: unknown) {
    super(502, 'internal_error');
    this.name = 'ProviderUnavailableError';
  }
}

export { WebhookSignatureError };
