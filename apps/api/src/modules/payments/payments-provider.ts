import { ConfigError, type Config } from '../../config';
import type { PaymentsProvider } from '../../providers/payments/payments';
import {
  createSandboxPayments,
  sandboxWebhookSecret,
  type SandboxPayments,
  type SandboxSessionStore,
} from '../../providers/payments/sandbox';
import { createStripePayments } from '../../providers/payments/stripe';
import { createFrankfurterRates } from '../../providers/rates/frankfurter';
import { createFixedRates, type RatesProvider } from '../../providers/rates/rates';

/**
 * The payments provider the configuration chooses: Stripe with its keys, else the sandbox. A production
 * server refuses to start unless PAYMENTS_PROVIDER says which one, so no real deployment takes fake payments
 * by accident.
 */
export function createPaymentsProvider(
  config: Config,
  deps: { sandboxStore: SandboxSessionStore; authSecret: Uint8Array; clock: () => Date },
): { provider: PaymentsProvider; sandbox: SandboxPayments | null } {
  if (config.payments.provider === 'stripe') {
    return {
      provider: createStripePayments({
        secretKey: config.payments.secretKey,
        webhookSecret: config.payments.webhookSecret,
        apiBase: config.payments.apiBase,
        appUrl: config.appUrl,
      }),
      sandbox: null,
    };
  }
  if (config.env === 'production' && !config.payments.explicit) {
    throw new ConfigError(
      'Invalid configuration: PAYMENTS_PROVIDER must be set when NODE_ENV=production (stripe, or sandbox to take only test payments on purpose)',
    );
  }
  const sandbox = createSandboxPayments({
    store: deps.sandboxStore,
    webhookSecret: sandboxWebhookSecret(deps.authSecret),
    clock: deps.clock,
  });
  return { provider: sandbox, sandbox };
}

/** The currency-rate service: the fixed sandbox rate, or the real source. */
export function createRatesProvider(config: Config, clock: () => Date): RatesProvider {
  return config.rates.provider === 'frankfurter'
    ? createFrankfurterRates({ apiBase: config.rates.apiBase, clock })
    : createFixedRates(config.rates.mxnPerUsd, clock);
}
