import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, register, type Registered } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkout, companyOrders, companyProfile, createCompany, startCheckout } from '../../test/checkout';

/**
 * Stripe, for real through the official SDK, against a local HTTP server that answers the few endpoints Forja
 * uses; webhooks signed with the SDK's own test-header helper.
 */

const WEBHOOK_SECRET = 'whsec_forja_test_secret';
type Call = { method: string; path: string; form: URLSearchParams; authorization: string | undefined };

let stripeApi: Server;
let calls: Call[] = [];
/** Payment intents that fail once (the provider is unreachable for a moment). */
const flaky = new Set<string>();
let t: TestApp;
let ana: Registered;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
  res.end(JSON.stringify(body));
}

const card = (id: string, last4: string) => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
});

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', 'http://stripe.test');
  const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
  calls.push({
    method: req.method ?? '',
    path: url.pathname,
    form,
    authorization: req.headers.authorization,
  });
  let match: RegExpExecArray | null;
  if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    const id = `cs_test_${calls.length}`;
    return send(res, 200, {
      id,
      object: 'checkout.session',
      mode: form.get('mode'),
      client_reference_id: form.get('client_reference_id'),
      url: `https://checkout.stripe.test/c/pay/${id}`,
    });
  }
  if (req.method === 'GET' && (match = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname))) {
    const id = match[1] ?? '';
    if (flaky.delete(id)) {
      return send(res, 400, { error: { type: 'invalid_request_error', message: 'Try again' } });
    }
    if (id.startsWith('pi_oxxo')) {
      return send(res, 200, {
        id,
        object: 'payment_intent',
        payment_method: { id: 'pm_oxxo', object: 'payment_method', type: 'oxxo' },
        next_action: {
          type: 'oxxo_display_details',
          oxxo_display_details: {
            number: '93000262280806',
            expires_after: Math.floor(Date.now() / 1000) + 3 * 86_400,
            hosted_voucher_url: 'https://payments.stripe.test/oxxo/voucher/1',
          },
        },
      });
    }
    return send(res, 200, {
      id,
      object: 'payment_intent',
      payment_method: card('pm_card', '4242'),
      next_action: null,
    });
  }
  if (req.method === 'GET' && (match = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname))) {
    return send(res, 200, {
      id: match[1],
      object: 'subscription',
      status: 'active',
      default_payment_method: card('pm_sub', '1111'),
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_900_000_000 }] },
    });
  }
  if (req.method === 'POST' && (match = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname))) {
    return send(res, 200, { id: match[1], object: 'subscription', status: 'active' });
  }
  if (req.method === 'GET' && (match = /^\/v1\/setup_intents\/([\w]+)$/.exec(url.pathname))) {
    return send(res, 200, {
      id: match[1],
      object: 'setup_intent',
      payment_method: card('pm_new', '0077'),
      metadata: { subscription_id: 'sub_test_1' },
    });
  }
  return send(res, 404, { error: { type: 'invalid_request_error', message: `No route ${url.pathname}` } });
}

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  t = await createTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_forja123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    APP_URL: 'https://app.forja.test',
  });
  ana = await register(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});
beforeEach(() => {
  calls = [];
});

let eventCounter = 0;
/** A Stripe event, signed with the SDK's test helper (or with a given timestamp or secret). */
function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number; timestamp?: number; secret?: string } = {},
) {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${eventCounter}_${Date.now()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return {
    send: (headers: Record<string, string> = { 'stripe-signature': signature }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/payments/webhook/stripe',
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
        payload,
      }),
  };
}

const session = (orderId: number, fields: Record<string, unknown>) => ({
  id: `cs_test_${orderId}`,
  object: 'checkout.session',
  mode: 'payment',
  client_reference_id: `order_${orderId}`,
  amount_total: 1_450_000,
  currency: 'mxn',
  customer: null,
  subscription: null,
  setup_intent: null,
  ...fields,
});

describe('Stripe Checkout', () => {
  it('creates a Checkout session in MXN for cards and OXXO, with IVA as its own line', async () => {
    const companyId = await createCompany(t.app, ana);
    const { order_id, checkout_url } = await checkout(t.app, ana, companyId, 'formation');
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const [call] = calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_forja123',
    });
    const form = Object.fromEntries(call?.form ?? []);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: `order_${order_id}`,
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'oxxo',
      'line_items[0][price_data][currency]': 'mxn',
      'line_items[0][price_data][unit_amount]': '1250000',
      'line_items[0][price_data][product_data][name]': 'Constitución de sociedad',
      'line_items[1][price_data][unit_amount]': '200000',
      'line_items[1][price_data][product_data][name]': 'IVA (16 %)',
      'payment_method_options[oxxo][expires_after_days]': '3',
      success_url: `https://app.forja.test/es/payment/${companyId}/payment_complete?order=${order_id}`,
      cancel_url: `https://app.forja.test/es/payment/${companyId}`,
      locale: 'es-419',
      'metadata[order_id]': String(order_id),
    });
    expect((await companyProfile(t.app, ana, companyId)).orders[0]?.status).toBe('awaiting_checkout');
  });

  it("names the lines on Stripe's page in the payer's language, as its locale", async () => {
    for (const [language, product, iva, locale] of [
      ['en', 'Company formation', 'VAT (IVA, 16 %)', 'en'],
      ['zh_cn', '公司成立', 'IVA（增值税，16 %）', 'zh'],
    ] as const) {
      calls.length = 0;
      const companyId = await createCompany(t.app, ana);
      const res = await startCheckout(t.app, ana, companyId, 'formation', {}, language);
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.fromEntries(calls[0]?.form ?? [])).toMatchObject({
        'line_items[0][price_data][product_data][name]': product,
        'line_items[1][price_data][product_data][name]': iva,
        locale,
      });
    }
  });

  it('completes the order only through the signed webhook, with the card of the payment', async () => {
    const companyId = await createCompany(t.app, ana);
    const { order_id } = await checkout(t.app, ana, companyId, 'formation');
    const event = stripeEvent(
      'checkout.session.completed',
      session(order_id, { payment_status: 'paid', payment_intent: 'pi_card_1' }),
    );

    // Unsigned, wrongly signed and replayed (too old) deliveries are refused and change nothing.
    const replay = stripeEvent(
      'checkout.session.completed',
      session(order_id, { payment_status: 'paid', payment_intent: 'pi_card_1' }),
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
    );
    const forged = stripeEvent(
      'checkout.session.completed',
      session(order_id, { payment_status: 'paid', payment_intent: 'pi_card_1' }),
      { secret: 'whsec_someone_else' },
    );
    for (const response of [await event.send({}), await forged.send(), await replay.send()]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: ['invalid_hmac_signature'] });
    }
    expect((await companyProfile(t.app, ana, companyId)).orders[0]?.status).toBe('awaiting_checkout');

    const applied = await event.send();
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    expect(calls.some((call) => call.path === '/v1/payment_intents/pi_card_1')).toBe(true);
    const orders = await companyOrders(t.app, ana, companyId);
    expect(orders.orders[0]).toMatchObject({ status: 'complete', payment_method: 'card' });
    expect(orders.pm_last_four).toBe('4242');
    expect((await companyProfile(t.app, ana, companyId)).bills).toHaveLength(1);

    // The same event again changes nothing.
    expect((await event.send()).json()).toEqual({ content: { received: true, outcome: 'duplicate' } });
    expect((await companyProfile(t.app, ana, companyId)).bills).toHaveLength(1);
  });

  it('keeps an OXXO order pending with its voucher until the payment succeeds', async () => {
    const companyId = await createCompany(t.app, ana);
    const { order_id } = await checkout(t.app, ana, companyId, 'formation');
    const issued = await stripeEvent(
      'checkout.session.completed',
      session(order_id, { payment_status: 'unpaid', payment_intent: 'pi_oxxo_1' }),
    ).send();
    expect(issued.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    const pending = await companyOrders(t.app, ana, companyId);
    expect(pending.orders[0]).toMatchObject({
      status: 'pending',
      payment_method: 'oxxo',
      oxxo: { number: '93000262280806', voucher_url: 'https://payments.stripe.test/oxxo/voucher/1' },
    });

    const paid = await stripeEvent(
      'checkout.session.async_payment_succeeded',
      session(order_id, { payment_status: 'paid', payment_intent: 'pi_oxxo_1' }),
    ).send();
    expect(paid.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    expect((await companyProfile(t.app, ana, companyId)).orders[0]?.status).toBe('complete');
  });

  it("does not record an event it could not finish reading, so Stripe's redelivery applies it", async () => {
    const companyId = await createCompany(t.app, ana);
    const { order_id } = await checkout(t.app, ana, companyId, 'formation');
    flaky.add('pi_card_flaky');
    const event = stripeEvent(
      'checkout.session.completed',
      session(order_id, { payment_status: 'paid', payment_intent: 'pi_card_flaky' }),
    );
    expect((await event.send()).statusCode).toBe(500);
    expect((await companyProfile(t.app, ana, companyId)).orders[0]?.status).toBe('awaiting_checkout');
    expect((await event.send()).json()).toEqual({ content: { received: true, outcome: 'applied' } });
  });
});

describe('Stripe subscriptions', () => {
  it('runs the commissary service as a yearly subscription, follows its status and replaces its card', async () => {
    const companyId = await createCompany(t.app, ana);
    const first = await checkout(t.app, ana, companyId, 'formation');
    await stripeEvent(
      'checkout.session.completed',
      session(first.order_id, { payment_status: 'paid', payment_intent: 'pi_card_2' }),
    ).send();

    calls = [];
    const started = await checkout(t.app, ana, companyId, 'commissary_service');
    const form = Object.fromEntries(calls[0]?.form ?? []);
    expect(form).toMatchObject({
      mode: 'subscription',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][unit_amount]': '600000',
      'subscription_data[metadata][forja_reference]': `subscription_${started.subscription_id}`,
    });
    expect(form['allowed_payment_method_types[1]']).toBeUndefined();

    const completed = await stripeEvent(
      'checkout.session.completed',
      session(started.order_id, {
        mode: 'subscription',
        amount_total: 696_000,
        payment_status: 'paid',
        payment_intent: null,
        subscription: 'sub_test_1',
        customer: 'cus_test_1',
      }),
    ).send();
    expect(completed.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    let orders = await companyOrders(t.app, ana, companyId);
    expect(orders.subscriptions[0]).toMatchObject({ status: 'active', can_update_payment_method: true });
    expect(orders.pm_last_four).toBe('1111');

    const subscription = (status: string) => ({
      id: 'sub_test_1',
      object: 'subscription',
      status,
      customer: 'cus_test_1',
      metadata: { forja_reference: `subscription_${started.subscription_id}` },
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_900_000_000 }] },
    });
    const now = Math.floor(Date.now() / 1000);
    const pastDue = await stripeEvent('customer.subscription.updated', subscription('past_due'), {
      created: now + 10,
    }).send();
    expect(pastDue.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    // An older update arriving late does not overwrite the newer status.
    const late = await stripeEvent('customer.subscription.updated', subscription('active'), {
      created: now + 5,
    }).send();
    expect(late.json()).toEqual({ content: { received: true, outcome: 'stale' } });
    orders = await companyOrders(t.app, ana, companyId);
    expect(orders.subscriptions[0]?.status).toBe('past_due');

    calls = [];
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/v3/update-payment-method/subscription/${started.subscription_id}`,
      headers: { ...bearer(ana.access), 'x-language': 'en' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(Object.fromEntries(calls[0]?.form ?? [])).toMatchObject({
      mode: 'setup',
      currency: 'mxn',
      customer: 'cus_test_1',
      'setup_intent_data[metadata][subscription_id]': 'sub_test_1',
      locale: 'en',
    });
    const saved = await stripeEvent(
      'checkout.session.completed',
      session(0, {
        mode: 'setup',
        client_reference_id: `subscription_${started.subscription_id}`,
        amount_total: null,
        payment_status: 'no_payment_required',
        payment_intent: null,
        setup_intent: 'seti_test_1',
        customer: 'cus_test_1',
      }),
    ).send();
    expect(saved.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    expect((await companyOrders(t.app, ana, companyId)).pm_last_four).toBe('0077');
    const attach = calls.find(
      (call) => call.method === 'POST' && call.path === '/v1/subscriptions/sub_test_1',
    );
    expect(attach?.form.get('default_payment_method')).toBe('pm_new');
  });
});
