import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingInfoRoutes } from './billing-info.routes';
import { billsRoutes } from './bills.routes';
import { checkoutRoutes } from './checkout.routes';
import { hearAboutRoutes } from './hear-about.routes';
import { ordersRoutes } from './orders.routes';
import { paymentWebhooksRoutes } from './payment-webhooks.routes';
import { ProviderUnavailableError } from './provider-unavailable';
import { sandboxRoutes } from './sandbox.routes';

/**
 * Payments: checkout of catalogue products, the payment link, orders and subscriptions for
 * PaymentStatus, the card of a subscription, hear_about, checkout_info (CFDI data), bills with PDF receipts,
 * the USD rate, and the providers' webhook.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A provider that cannot be reached is logged with its reason (never sent to the caller).
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof ProviderUnavailableError) {
      request.log.error({ err: error.reason }, 'payments provider unavailable');
    }
  });

  await app.register(checkoutRoutes);
  await app.register(ordersRoutes);
  await app.register(billingInfoRoutes);
  await app.register(hearAboutRoutes);
  await app.register(billsRoutes);
  await app.register(paymentWebhooksRoutes);

  // The sandbox's hosted pages, only when it is the provider.
  const sandbox = app.services.sandboxPayments;
  if (sandbox) await app.register(sandboxRoutes(sandbox));
};
