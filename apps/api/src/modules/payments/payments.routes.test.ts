import { companyFacts, guardCheckout } from '@forja/domain';
import type { Company } from '@forja/contracts';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxWebhookSecret,
  signSandboxPayload,
} from '../../providers/payments/sandbox';
import { bearer, register, type Registered } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkout, companyOrders, companyProfile, createCompany, startCheckout } from '../../test/checkout';

let t: TestApp;
let ana: Registered;
let beto: Registered;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  beto = await register(t.app);
  secret = sandboxWebhookSecret(new TextEncoder().encode(t.config.authSecret));
});
afterAll(() => t.close());

/** The sandbox's hosted page, as the payer's browser posts it. */
function postForm(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The texts a PDF drawn by pdf-lib shows: its content streams inflated, each string shown (WinAnsi bytes). */
function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
  }
  return texts;
}

function payByCard(checkoutUrl: string, number = '4242 4242 4242 4242') {
  return postForm(checkoutUrl, { action: 'card', number, expiry: '12/34', cvc: '123', name: 'Ana López' });
}

/** A sandbox webhook built by hand and signed like the sandbox signs them. */
function sandboxEvent(
  type: string,
  session: Partial<{
    id: string;
    mode: string;
    client_reference_id: string;
    amount_total: number;
    payment_status: string;
    payment_method_type: string | null;
    card_last4: string | null;
    oxxo: { number: string; expires_at: number; voucher_url: string } | null;
  }>,
  options: { id?: string; created?: Date; signedAt?: Date; signature?: string } = {},
) {
  const created = options.created ?? new Date();
  const body = JSON.stringify({
    id: options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    type,
    created: Math.floor(created.getTime() / 1000),
    data: {
      object: {
        id: 'cs_sandbox_handmade000000',
        mode: 'payment',
        client_reference_id: 'order_0',
        amount_total: 0,
        payment_status: 'paid',
        payment_method_type: 'card',
        card_last4: null,
        payment_method: null,
        payment_intent: 'pi_sandbox_handmade',
        oxxo: null,
        subscription: null,
        customer: null,
        ...session,
      },
    },
  });
  return {
    body,
    send: (
      signature = options.signature ?? signSandboxPayload(body, secret, options.signedAt ?? new Date()),
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      }),
  };
}

describe('POST checkout/company/{company_id}', () => {
  it('answers the order and the sandbox page; the order shows at once in the profile as awaiting_checkout', async () => {
    const companyId = await createCompany(t.app, ana);
    const content = await checkout(t.app, ana, companyId, 'formation');
    expect(content).toEqual({
      order_id: expect.any(Number),
      subscription_id: null,
      checkout_url: expect.stringMatching(/^\/api\/v3\/sandbox\/checkout\/cs_sandbox_[\w-]+$/),
    });
    const profile = await companyProfile(t.app, ana, companyId);
    expect(profile.orders).toEqual([
      { id: content.order_id, status: 'awaiting_checkout', items: [{ name: 'Constitución de sociedad' }] },
    ]);

    // A retry (or the package's key) reuses the unfinished order with a fresh hosted page.
    const again = await checkout(t.app, ana, companyId, 'formation_advance');
    expect(again.order_id).toBe(content.order_id);
    expect(again.checkout_url).not.toBe(content.checkout_url);
    expect((await companyProfile(t.app, ana, companyId)).orders).toHaveLength(1);
  });

  it('computes the amount on the server from the catalogue, IVA apart, whatever the client sends', async () => {
    const companyId = await createCompany(t.app, ana, { legal_representation: true });
    const res = await startCheckout(t.app, ana, companyId, 'formation_representation', {
      amount: 100,
      total_centavos: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const orders = await companyOrders(t.app, ana, companyId);
    expect(orders.orders[0]).toMatchObject({ status: 'awaiting_checkout', total_centavos: 2_192_400 });

    const page = await t.app.inject({
      method: 'GET',
      url: res.json<{ content: { checkout_url: string } }>().content.checkout_url,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('$18,900.00');
    expect(page.body).toContain('$3,024.00');
    expect(page.body).toContain('$21,924.00');
    expect(page.body).not.toMatch(/<script/i);
  });

  it('quotes subtotal, IVA and total in centavos, with the USD equivalent at the sandbox rate', async () => {
    const companyId = await createCompany(t.app, ana, { amazon_customer: true });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/checkout/company/${companyId}/quote?product=amazon_seller`,
      headers: bearer(ana.access),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: unknown }>().content).toMatchObject({
      product: 'amazon_seller',
      item_name: 'Paquete vendedor Amazon',
      includes: [
        { key: 'amazon_seller', name: 'Paquete vendedor Amazon' },
        { key: 'formation_representation', name: 'Constitución de sociedad con representación legal' },
      ],
      currency: 'MXN',
      subtotal_centavos: 2_490_000,
      iva_centavos: 398_400,
      total_centavos: 2_888_400,
      payment_methods: ['card', 'oxxo'],
      usd: { total_cents: 165_051, mxn_per_usd: 17.5, source: 'fixed' },
      provider: 'sandbox',
    });
  });

  it.each([
    ['an unknown product', 'gold_package', 400, 'invalid_type'],
    ['the package of another kind of company', 'formation_representation', 400, 'invalid_type'],
    ['an extra before the first complete payment', 'complemento_acta', 409, 'first_complete_payment'],
  ])('refuses %s', async (_label, product, status, code) => {
    const companyId = await createCompany(t.app, ana);
    const res = await startCheckout(t.app, ana, companyId, product);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ message: [code] });
  });

  it('answers the same to someone outside the company, whether it exists or not', async () => {
    const companyId = await createCompany(t.app, ana);
    for (const id of [companyId, 999_999]) {
      const res = await startCheckout(t.app, beto, id, 'formation');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ['user_not_belong_to_company'] });
    }
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: `/api/v3/checkout/company/${companyId}`,
      payload: { product: 'formation' },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('makes a payment link to send and records last_payment_link_at', async () => {
    const companyId = await createCompany(t.app, ana);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/checkout/company/${companyId}/payment-link`,
      headers: bearer(ana.access),
      payload: { product: 'formation' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<{ content: { checkout_url: string; last_payment_link_at: string } }>().content;
    expect(link.checkout_url).toMatch(/^\/api\/v3\/sandbox\/checkout\//);
    expect((await companyProfile(t.app, ana, companyId)).last_payment_link_at).toBe(
      link.last_payment_link_at,
    );
  });
});

describe('the sandbox checkout, by card', () => {
  it('declines a test card with its message, then takes a good one: order complete, bill, pm_last_four', async () => {
    const companyId = await createCompany(t.app, ana);
    const { order_id, checkout_url } = await checkout(t.app, ana, companyId, 'formation');

    const declined = await payByCard(checkout_url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Tu tarjeta fue rechazada');
    // The form keeps what was typed, but the CVC.
    expect(declined.body).toMatch(/<input id="number"[^>]* value="4000 0000 0000 0002">/);
    expect(declined.body).toMatch(/<input id="expiry"[^>]* value="12\/34">/);
    expect(declined.body).toMatch(/<input id="name"[^>]* value="Ana López">/);
    expect(declined.body).toMatch(/<input id="cvc"[^>]*>/);
    expect(declined.body.match(/<input id="cvc"[^>]*>/)?.[0]).not.toContain('value=');
    const quoted = await postForm(checkout_url, {
      action: 'card',
      number: '4000 0000 0000 0002',
      expiry: '12/34',
      cvc: '123',
      name: 'Ana "<b>" López',
    });
    expect(quoted.body).toContain('value="Ana &quot;&lt;b&gt;&quot; López"');
    const badNumber = await payByCard(checkout_url, '4242 4242 4242 4241');
    expect(badNumber.body).toContain('El número de tarjeta no es válido');
    expect((await companyProfile(t.app, ana, companyId)).orders[0]?.status).toBe('awaiting_checkout');

    const paid = await payByCard(checkout_url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/es/payment/${companyId}/payment_complete?order=${order_id}`);

    const profile = await companyProfile(t.app, ana, companyId);
    expect(profile.orders).toEqual([
      { id: order_id, status: 'complete', items: [{ name: 'Constitución de sociedad' }] },
    ]);
    expect(profile.bills).toEqual([
      {
        id: expect.any(Number),
        document_url: expect.stringMatching(/^\/api\/v3\/bills\/receipt\//),
        created_at: expect.any(String),
      },
    ]);
    expect(companyFacts(profile as unknown as Company).isPaid).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(ana.access),
    });
    expect(me.json<{ content: { pm_last_four: string } }>().content.pm_last_four).toBe('4242');

    // The page of a paid checkout says so; paying again is refused.
    const reopened = await t.app.inject({ method: 'GET', url: checkout_url });
    expect(reopened.body).toContain('Este pago ya se completó');
    expect((await payByCard(checkout_url)).statusCode).toBe(409);

    // A paid company cannot be deleted (companyFacts.isPaid is real now).
    const deletion = await t.app.inject({
      method: 'POST',
      url: `/api/v3/delete-company/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json()).toEqual({ message: ['error_delete_company_paid'] });

    // Not asked for payment once an order is complete; the extras open up.
    expect((await startCheckout(t.app, ana, companyId, 'formation')).statusCode).toBe(409);
    expect((await startCheckout(t.app, ana, companyId, 'complemento_acta')).statusCode).toBe(200);
  });

  it('shows the sandbox pages in English and Chinese, and an unknown session as not found', async () => {
    const companyId = await createCompany(t.app, ana);
    const { checkout_url } = await checkout(t.app, ana, companyId, 'formation');
    const es = await t.app.inject({ method: 'GET', url: checkout_url });
    expect(es.body).toContain('<td>Constitución de sociedad</td>');
    expect(es.body).toContain('<td>IVA (16 %)</td>');
    // What was bought and its IVA read in the page's language; the order keeps the catalogue's Spanish item.
    const en = await t.app.inject({ method: 'GET', url: `${checkout_url}?lang=en` });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Test mode: no real money is taken here.');
    expect(en.body).toContain('<td>Company formation</td>');
    expect(en.body).toContain('<td>VAT (IVA, 16 %)</td>');
    expect(en.body).not.toContain('Constitución');
    const zh = await t.app.inject({ method: 'GET', url: `${checkout_url}?lang=zh_cn` });
    expect(zh.body).toContain('测试模式');
    expect(zh.body).toContain('<td>公司成立</td>');
    expect(zh.body).toContain('<td>IVA（增值税，16 %）</td>');
    expect(zh.body).not.toContain('Constitución');
    expect((await companyOrders(t.app, ana, companyId)).orders[0]?.items).toEqual([
      { name: 'Constitución de sociedad', product: 'formation', unit_price_centavos: 1_250_000, quantity: 1 },
    ]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v3/sandbox/checkout/cs_sandbox_doesnotexist0000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Pago no encontrado');
  });
});

describe('the sandbox checkout, OXXO cash', () => {
  it('stays pending with a voucher until the store confirms it, then the company is paid', async () => {
    const companyId = await createCompany(t.app, ana);
    const { order_id, checkout_url } = await checkout(t.app, ana, companyId, 'formation');
    const chosen = await postForm(checkout_url, { action: 'oxxo' });
    expect(chosen.statusCode).toBe(303);
    const voucherUrl = chosen.headers.location as string;
    expect(voucherUrl).toMatch(/^\/api\/v3\/sandbox\/oxxo\/cs_sandbox_[\w-]+\?lang=es$/);

    // Never completed: the order waits as pending, the company is not paid, the checkout guard sends it to
    // PaymentStatus.
    const pending = await companyProfile(t.app, ana, companyId);
    expect(pending.orders[0]).toMatchObject({ id: order_id, status: 'pending' });
    expect(companyFacts(pending as unknown as Company)).toMatchObject({
      isPaid: false,
      existOrderPending: true,
    });
    expect(guardCheckout(pending as unknown as Company, 'CheckoutAdvance')).toEqual({
      name: 'PaymentStatus',
      params: { company_id: String(companyId) },
    });
    const orders = await companyOrders(t.app, ana, companyId);
    expect(orders.orders[0]).toMatchObject({
      status: 'pending',
      payment_method: 'oxxo',
      oxxo: {
        number: expect.stringMatching(/^\d{14}$/),
        expires_at: expect.any(String),
        voucher_url: voucherUrl.split('?')[0],
      },
    });
    expect((await startCheckout(t.app, ana, companyId, 'formation')).statusCode).toBe(409);

    const voucher = await t.app.inject({ method: 'GET', url: voucherUrl });
    expect(voucher.body).toContain(orders.orders[0]?.oxxo?.number.slice(0, 4));
    expect(voucher.body).toContain('Pagado en la tienda');
    expect(voucher.body).toContain('Lleva esta referencia a cualquier tienda OXXO');
    expect(voucher.body).toContain('Paga antes del');

    const paid = await postForm(voucherUrl, { action: 'paid' });
    expect(paid.statusCode).toBe(303);
    const profile = await companyProfile(t.app, ana, companyId);
    expect(profile.orders[0]).toMatchObject({ id: order_id, status: 'complete' });
    expect(companyFacts(profile as unknown as Company).isPaid).toBe(true);
    expect(profile.bills).toHaveLength(1);
    const paidVoucher = (await t.app.inject({ method: 'GET', url: voucherUrl })).body;
    expect(paidVoucher).toContain('La tienda confirmó el pago');
    // Only the paid state: no reference to take to a store, no deadline, no store buttons.
    expect(paidVoucher).not.toContain('Lleva esta referencia');
    expect(paidVoucher).not.toContain('Paga antes del');
    expect(paidVoucher).not.toContain('Pagado en la tienda');
  });

  it('goes back to awaiting_checkout when the voucher expires unpaid', async () => {
    const companyId = await createCompany(t.app, ana);
    const { checkout_url } = await checkout(t.app, ana, companyId, 'formation');
    const chosen = await postForm(checkout_url, { action: 'oxxo' });
    await postForm(chosen.headers.location as string, { action: 'expire' });
    const profile = await companyProfile(t.app, ana, companyId);
    expect(profile.orders[0]?.status).toBe('awaiting_checkout');
    expect(profile.bills).toEqual([]);
    // It can be paid again, with a new hosted page.
    expect((await startCheckout(t.app, ana, companyId, 'formation')).statusCode).toBe(200);
  });
});

describe('POST payments/webhook/sandbox', () => {
  async function newOrder() {
    const companyId = await createCompany(t.app, ana);
    const { order_id } = await checkout(t.app, ana, companyId, 'formation');
    return { companyId, reference: `order_${order_id}` };
  }
  const paidSession = (reference: string) => ({
    client_reference_id: reference,
    amount_total: 1_450_000,
    payment_status: 'paid',
    card_last4: '1881',
  });

  it('applies a signed event', async () => {
    const { companyId, reference } = await newOrder();
    const res = await sandboxEvent('checkout.session.completed', paidSession(reference)).send();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    expect((await companyProfile(t.app, ana, companyId)).orders[0]?.status).toBe('complete');
  });

  it('refuses a wrong, missing or stale signature and changes nothing', async () => {
    const { companyId, reference } = await newOrder();
    const event = sandboxEvent('checkout.session.completed', paidSession(reference));
    const forged = signSandboxPayload(event.body, 'not-the-secret', new Date());
    const stale = signSandboxPayload(event.body, secret, new Date(Date.now() - 10 * 60 * 1000));
    for (const signature of [forged, stale, '', 't=1,v1=zz']) {
      const res = await event.send(signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ['invalid_hmac_signature'] });
    }
    // A signed body altered on the way fails too.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v3/payments/webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(event.body, secret, new Date()),
      },
      payload: event.body.replace('1450000', '100'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await companyProfile(t.app, ana, companyId)).orders[0]?.status).toBe('awaiting_checkout');
  });

  it('applies an event delivered twice only once', async () => {
    const { companyId, reference } = await newOrder();
    const event = sandboxEvent('checkout.session.completed', paidSession(reference), {
      id: `evt_dup_${reference}`,
    });
    expect((await event.send()).json()).toEqual({ content: { received: true, outcome: 'applied' } });
    expect((await event.send()).json()).toEqual({ content: { received: true, outcome: 'duplicate' } });
    const profile = await companyProfile(t.app, ana, companyId);
    expect(profile.bills).toHaveLength(1);
  });

  it('keeps a complete order complete when events arrive out of order', async () => {
    const { companyId, reference } = await newOrder();
    const oxxo = {
      number: '12345678901234',
      expires_at: Math.floor(Date.now() / 1000) + 3 * 86_400,
      voucher_url: '/v',
    };
    const voucher = {
      client_reference_id: reference,
      amount_total: 1_450_000,
      payment_method_type: 'oxxo',
      oxxo,
    };
    // The store's payment arrives first, then the older "voucher issued" event.
    const succeeded = await sandboxEvent('checkout.session.async_payment_succeeded', {
      ...voucher,
      payment_status: 'paid',
    }).send();
    expect(succeeded.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    const issued = await sandboxEvent(
      'checkout.session.completed',
      { ...voucher, payment_status: 'unpaid' },
      { created: new Date(Date.now() - 60_000) },
    ).send();
    expect(issued.json()).toEqual({ content: { received: true, outcome: 'stale' } });
    const failed = await sandboxEvent('checkout.session.async_payment_failed', {
      ...voucher,
      payment_status: 'unpaid',
    }).send();
    expect(failed.json()).toEqual({ content: { received: true, outcome: 'stale' } });
    const profile = await companyProfile(t.app, ana, companyId);
    expect(profile.orders[0]?.status).toBe('complete');
    expect(profile.bills).toHaveLength(1);
  });

  it('records but does not apply an event whose amount differs from the order, or that names no order', async () => {
    const { companyId, reference } = await newOrder();
    const wrong = await sandboxEvent('checkout.session.completed', {
      ...paidSession(reference),
      amount_total: 100,
    }).send();
    expect(wrong.json()).toEqual({ content: { received: true, outcome: 'amount_mismatch' } });
    const unknown = await sandboxEvent('checkout.session.completed', paidSession('order_987654')).send();
    expect(unknown.json()).toEqual({ content: { received: true, outcome: 'unknown_reference' } });
    const other = await sandboxEvent('charge.refunded', paidSession(reference)).send();
    expect(other.json()).toEqual({ content: { received: true, outcome: 'ignored' } });
    expect((await companyProfile(t.app, ana, companyId)).orders[0]?.status).toBe('awaiting_checkout');
  });

  it('answers 404 for a provider that is not the configured one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/payments/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('subscriptions and update_payment_method', () => {
  it('starts the commissary service as a yearly subscription and replaces its card', async () => {
    const companyId = await createCompany(t.app, ana);
    await payByCard((await checkout(t.app, ana, companyId, 'formation')).checkout_url);
    const started = await checkout(t.app, ana, companyId, 'commissary_service');
    expect(started.subscription_id).toEqual(expect.any(Number));
    const before = await companyProfile(t.app, ana, companyId);
    expect(before.subscriptions).toEqual([
      {
        id: started.subscription_id,
        status: 'awaiting_checkout',
        items: [{ name: 'Servicio de Comisario' }],
      },
    ]);
    // Yearly products are card only.
    const page = await t.app.inject({ method: 'GET', url: started.checkout_url });
    expect(page.body).not.toContain('name="action" value="oxxo"');
    await payByCard(started.checkout_url, '5555 5555 5555 4444');

    const after = await companyProfile(t.app, ana, companyId);
    expect(after.subscriptions[0]?.status).toBe('active');
    expect(companyFacts(after as unknown as Company).existOrderCommissaryComplete).toBe(true);
    const orders = await companyOrders(t.app, ana, companyId);
    expect(orders.subscriptions[0]).toMatchObject({ status: 'active', can_update_payment_method: true });
    expect(orders.pm_last_four).toBe('4444');

    const update = await t.app.inject({
      method: 'POST',
      url: `/api/v3/update-payment-method/subscription/${started.subscription_id}`,
      headers: bearer(ana.access),
    });
    expect(update.statusCode, update.body).toBe(200);
    const { checkout_url } = update.json<{ content: { checkout_url: string } }>().content;
    const setupPage = await t.app.inject({ method: 'GET', url: checkout_url });
    expect(setupPage.body).toContain('Cambia tu tarjeta');
    const saved = await payByCard(checkout_url, '3782 822463 10005');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(
      `/es/payment/${companyId}/payment_status_complement?payment_method=updated`,
    );
    expect((await companyOrders(t.app, ana, companyId)).pm_last_four).toBe('0005');

    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/v3/update-payment-method/subscription/${started.subscription_id}`,
      headers: bearer(beto.access),
    });
    expect(stranger.statusCode).toBe(403);
  });
});

describe('checkout_info, hear_about', () => {
  it('validates the CFDI billing data together and keeps it', async () => {
    const companyId = await createCompany(t.app, ana);
    const url = `/api/v3/billing-info/company/${companyId}`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(ana.access) })).json()).toEqual({
      content: null,
    });
    const good = {
      rfc: 'eku9003173c9',
      legal_name: 'ESCUELA   KEMPER URGATE',
      tax_regime: '601',
      cfdi_use: 'G03',
      postal_code: '26015',
    };
    const saved = await t.app.inject({ method: 'PUT', url, headers: bearer(ana.access), payload: good });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      content: { ...good, rfc: 'EKU9003173C9', legal_name: 'ESCUELA KEMPER URGATE', email: null },
    });
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(ana.access) })).json<{
        content: { rfc: string };
      }>().content.rfc,
    ).toBe('EKU9003173C9');

    for (const [payload, code, path] of [
      [{ ...good, tax_regime: '612' }, 'invalid_request', 'tax_regime'],
      [{ ...good, cfdi_use: 'G03', tax_regime: '616', rfc: 'XAXX010101000' }, 'invalid_request', 'cfdi_use'],
      [{ ...good, postal_code: '2601' }, 'invalid_zip_code', 'postal_code'],
      [{ ...good, rfc: 'EKU9013173C9' }, 'rfc_invalid_date', 'rfc'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url, headers: bearer(ana.access), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string[]; fields: { path: string }[] }>()).toMatchObject({
        message: [code],
        fields: expect.arrayContaining([expect.objectContaining({ path })]),
      });
    }
    const general = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(ana.access),
      payload: {
        ...good,
        rfc: 'XAXX010101000',
        legal_name: 'PUBLICO EN GENERAL',
        tax_regime: '616',
        cfdi_use: 'S01',
      },
    });
    expect(general.statusCode, general.body).toBe(200);
    const stranger = await t.app.inject({ method: 'PUT', url, headers: bearer(beto.access), payload: good });
    expect(stranger.statusCode).toBe(403);
  });

  it('stores how the founder heard of Forja with the campaign values', async () => {
    const companyId = await createCompany(t.app, ana);
    const url = `/api/v3/hear-about/company/${companyId}`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...bearer(ana.access),
        x_utm_tags: JSON.stringify({ utm_source: 'google', utm_campaign: 'sas' }),
      },
      payload: { source: 'search', detail: '  Google  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url, headers: bearer(ana.access) });
    expect(read.json()).toEqual({
      content: { source: 'search', detail: 'Google', created_at: expect.any(String) },
    });
    const rows = await t.services().hearAbout.hearAbout(ana.id, companyId);
    expect(rows?.source).toBe('search');
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(ana.access),
      payload: { source: 'tv' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('bills and their PDF receipts', () => {
  it('lists the bills of the company with a real PDF made by Forja', async () => {
    const companyId = await createCompany(t.app, ana);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v3/billing-info/company/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        rfc: 'EKU9003173C9',
        legal_name: 'ESCUELA KEMPER URGATE',
        tax_regime: '601',
        cfdi_use: 'G03',
        postal_code: '26015',
      },
    });
    const url = `/api/v3/bills/company/${companyId}`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(ana.access) })).json()).toEqual({
      content: [],
    });
    await payByCard((await checkout(t.app, ana, companyId, 'formation')).checkout_url);

    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(ana.access), 'x-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [bill] = res.json<{ content: { number: string; receipt_url: string }[] }>().content;
    expect(bill).toMatchObject({
      number: expect.stringMatching(/^\d{4}-\d{6}$/),
      status: 'paid',
      // The CFDI's Spanish item, and its product for the page to name it in the reader's language.
      items: [
        {
          name: 'Constitución de sociedad',
          product: 'formation',
          quantity: 1,
          unit_price_centavos: 1_250_000,
        },
      ],
      subtotal_centavos: 1_250_000,
      iva_centavos: 200_000,
      total_centavos: 1_450_000,
      currency: 'MXN',
      payment_method: 'card',
    });

    const pdf = await t.app.inject({ method: 'GET', url: bill?.receipt_url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Payment receipt ${bill?.number}`);
    expect(pdfTexts(pdf.rawPayload)).toContain('Company formation');
    expect(pdfTexts(pdf.rawPayload)).not.toContain('Constitución de sociedad');

    // The profile's link gives the Spanish receipt; a forged link finds nothing.
    const profile = await companyProfile(t.app, ana, companyId);
    const spanish = await t.app.inject({ method: 'GET', url: profile.bills[0]?.document_url ?? '' });
    expect((await PDFDocument.load(spanish.rawPayload)).getTitle()).toBe(`Recibo de pago ${bill?.number}`);
    expect(pdfTexts(spanish.rawPayload)).toContain('Constitución de sociedad');
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/bills/receipt/not-a-token' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(beto.access) })).statusCode).toBe(403);
  });
});

describe('GET rates/usd-mxn', () => {
  it('answers the sandbox rate, labelled fixed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/rates/usd-mxn' });
    expect(res.json()).toEqual({
      content: { mxn_per_usd: 17.5, as_of: expect.any(String), source: 'fixed' },
    });
  });
});
