import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createPaymentsProvider, createRatesProvider } from './payments-provider';

const store = { insert: async () => undefined, find: async () => null, update: async () => undefined };
const deps = {
  sandboxStore: store,
  authSecret: new TextEncoder().encode('x'.repeat(40)),
  clock: () => new Date(),
};
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.mx:587',
  AUTH_SECRET: 'x'.repeat(40),
  APP_URL: 'https://app.forja.mx',
};

describe('the payments configuration', () => {
  it('uses the sandbox by default outside production', () => {
    expect(createPaymentsProvider(loadConfig({}), deps).provider.name).toBe('sandbox');
  });

  it('refuses to start in production unless PAYMENTS_PROVIDER says which provider', () => {
    expect(() => createPaymentsProvider(loadConfig(production), deps)).toThrow(ConfigError);
    expect(() => createPaymentsProvider(loadConfig(production), deps)).toThrow(
      /PAYMENTS_PROVIDER must be set/,
    );
    expect(
      createPaymentsProvider(loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox' }), deps).sandbox,
    ).not.toBeNull();
  });

  it('uses Stripe with both keys, and names what is missing or malformed', () => {
    const stripe = {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    const chosen = createPaymentsProvider(loadConfig({ ...production, ...stripe }), deps);
    expect(chosen.provider.name).toBe('stripe');
    expect(chosen.sandbox).toBeNull();
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
  });

  it('chooses the rate service', async () => {
    expect(createRatesProvider(loadConfig({ RATES_FIXED_MXN_PER_USD: '18.25' }), () => new Date()).name).toBe(
      'fixed',
    );
    expect(
      (await createRatesProvider(loadConfig({ RATES_FIXED_MXN_PER_USD: '18.25' }), () => new Date()).usdMxn())
        .mxn_per_usd,
    ).toBe(18.25);
    expect(createRatesProvider(loadConfig({ RATES_PROVIDER: 'frankfurter' }), () => new Date()).name).toBe(
      'frankfurter',
    );
    expect(() => loadConfig({ RATES_FIXED_MXN_PER_USD: '-1' })).toThrow(/RATES_FIXED_MXN_PER_USD/);
  });
});
