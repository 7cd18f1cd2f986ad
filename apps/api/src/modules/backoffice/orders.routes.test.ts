import type {
  BackofficeCompanyDetail,
  BackofficeOrder,
  BackofficeOrdersPage,
  BackofficeOverview,
} from '@forja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills } from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { refreshSession, registerStaff } from '../../test/staff';
import { addAcceptedPartner } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { checkout, createCompany } from '../../test/checkout';

const clock = testClock();
let t: TestApp;
let founder: Registered;
let operator: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  founder = await register(t.app);
  operator = await registerStaff(t.app, 'operator');
});
afterAll(() => t.close());

const BASE = '/api/v3/backoffice/orders';

const call = (
  method: 'GET' | 'POST',
  url: string,
  account?: Registered | { access: string },
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account.access) : {},
    ...(payload ? { payload } : {}),
  });

/** The sandbox's hosted pages, as the payer's browser posts them. */
function postForm(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A company whose founder chose to pay its formation in cash at OXXO: the voucher waits. */
async function pendingVoucher() {
  const companyId = await createCompany(t.app, founder);
  const { order_id, checkout_url } = await checkout(t.app, founder, companyId, 'formation');
  const chosen = await postForm(checkout_url, { action: 'oxxo' });
  expect(chosen.statusCode).toBe(303);
  return { companyId, orderId: order_id, voucherUrl: chosen.headers.location as string };
}

/** A company whose OXXO voucher expired unpaid: the order went back to checkout. */
async function failedVoucher() {
  const voucher = await pendingVoucher();
  expect((await postForm(voucher.voucherUrl, { action: 'expire' })).statusCode).toBe(303);
  return voucher;
}

async function queue(query = '', staff: Registered = operator): Promise<BackofficeOrdersPage> {
  const res = await call('GET', `${BASE}?page_size=100${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: BackofficeOrdersPage }>().content;
}

async function overviewOrders(): Promise<number> {
  const res = await call('GET', '/api/v3/backoffice/overview', operator);
  return res.json<{ content: BackofficeOverview }>().content.orders;
}

const note = (orderId: number, body: string, staff: Registered = operator) =>
  call('POST', `${BASE}/${orderId}/notes`, staff, { body });

const ids = (page: BackofficeOrdersPage) => page.items.map((item) => item.id);

describe('who reaches the orders queue', () => {
  it('answers founders, partners, anonymous callers and forged or expired tokens like a route that does not exist', async () => {
    const { companyId, orderId } = await pendingVoucher();
    const partner = await register(t.app);
    await addAcceptedPartner(t.app, companyId, partner);
    const expiring = await registerStaff(t.app, 'operator');
    clock.advance(16 * 60_000);
    founder = await refreshSession(t.app, founder);
    const unknown = await call('GET', '/api/v3/backoffice/no-such-page');
    const routes: [method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${orderId}`],
      ['POST', `${BASE}/${orderId}/notes`, { body: 'Llamé a la fundadora' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const caller of [undefined, founder, partner, { access: 'forged.token.value' }, expiring]) {
        const res = await call(method, url, caller, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    }
    operator = await registerStaff(t.app, 'operator');
    const order = await call('GET', `${BASE}/${orderId}`, operator);
    expect(order.json<{ content: BackofficeOrder }>().content.notes).toEqual([]);
    const renewed = await refreshSession(t.app, expiring);
    expect((await call('GET', BASE, renewed)).statusCode).toBe(200);
  });

  it('lets operators and admins read the queue and an order', async () => {
    const { orderId } = await pendingVoucher();
    for (const role of ['operator', 'admin'] as const) {
      const staff = await registerStaff(t.app, role);
      expect(ids(await queue('', staff)), role).toContain(orderId);
      const one = await call('GET', `${BASE}/${orderId}`, staff);
      expect(one.statusCode, role).toBe(200);
    }
  });

  it('answers 404 for an order that does not exist and 400 for a filter that cannot be', async () => {
    operator = await registerStaff(t.app, 'operator');
    for (const res of [await call('GET', `${BASE}/99999999`, operator), await note(99_999_999, 'Hola')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ['not_found'] });
    }
    for (const query of ['&kind=refunded', '&company_id=abc', '&page=0']) {
      expect((await call('GET', `${BASE}?${query}`, operator)).statusCode, query).toBe(400);
    }
  });
});

describe('the orders queue', () => {
  it("lists pending OXXO vouchers and failed payments with the provider's references, oldest first, as counted on the home page", async () => {
    operator = await registerStaff(t.app, 'operator');
    const countBefore = await overviewOrders();
    const openBefore = await queue();
    expect(openBefore.total).toBe(countBefore);

    const pending = await pendingVoucher();
    clock.advance(60_000);
    const failedAt = clock.now().toISOString();
    const failed = await failedVoucher();
    clock.advance(60_000);
    const paid = await pendingVoucher();
    await postForm(paid.voucherUrl, { action: 'paid' });

    const open = await queue();
    expect(open.total).toBe(openBefore.total + 2);
    expect(await overviewOrders()).toBe(countBefore + 2);
    expect(ids(open)).not.toContain(paid.orderId);
    // Oldest first: the voucher issued first, then the failure.
    expect(ids(open).filter((id) => id === pending.orderId || id === failed.orderId)).toEqual([
      pending.orderId,
      failed.orderId,
    ]);

    const waiting = open.items.find((item) => item.id === pending.orderId);
    expect(waiting).toMatchObject({
      company: { id: pending.companyId, friendly_id: expect.stringMatching(/^FJ-/) },
      status: 'pending',
      follow_up: 'oxxo_pending',
      product_key: 'formation',
      items: ['Constitución de sociedad'],
      total_centavos: 1_450_000,
      currency: 'MXN',
      provider: 'sandbox',
      payment_method: 'oxxo',
      provider_session_id: expect.stringMatching(/^cs_sandbox_/),
      oxxo_number: expect.stringMatching(/^\d{14}$/),
      oxxo_expires_at: expect.any(String),
      failure: null,
      notes: [],
    });

    const lapsed = open.items.find((item) => item.id === failed.orderId);
    expect(lapsed).toMatchObject({
      status: 'awaiting_checkout',
      follow_up: 'payment_failed',
      oxxo_number: null,
      failure: { provider_event_id: expect.stringMatching(/^evt_/), failed_at: failedAt },
      since: failedAt,
    });

    expect(ids(await queue('&kind=oxxo_pending'))).toContain(pending.orderId);
    expect(ids(await queue('&kind=oxxo_pending'))).not.toContain(failed.orderId);
    expect(ids(await queue('&kind=payment_failed'))).toEqual(expect.arrayContaining([failed.orderId]));
    expect(ids(await queue('&kind=payment_failed'))).not.toContain(pending.orderId);
    expect(ids(await queue(`&company_id=${failed.companyId}`))).toEqual([failed.orderId]);

    // The paid order is no one's worry, and shows its payment on the company page.
    const company = await call('GET', `/api/v3/backoffice/companies/${paid.companyId}`, operator);
    const page = company.json<{ content: BackofficeCompanyDetail }>().content;
    expect(page.orders).toEqual([
      expect.objectContaining({
        id: paid.orderId,
        status: 'complete',
        follow_up: null,
        provider_payment_id: expect.stringMatching(/^pi_/),
      }),
    ]);
    expect(page.timeline.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['order_created', 'order_paid']),
    );
  });

  it('takes a failed payment out of the open queue once an operator writes a follow-up note, until it fails again', async () => {
    operator = await registerStaff(t.app, 'operator');
    const failed = await failedVoucher();
    const countBefore = await overviewOrders();

    const res = await note(failed.orderId, 'Le escribí: pagará con tarjeta. Sin reembolso que hacer.');
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ content: BackofficeOrder }>().content;
    expect(order).toMatchObject({
      follow_up: 'followed_up',
      notes: [
        expect.objectContaining({
          body: 'Le escribí: pagará con tarjeta. Sin reembolso que hacer.',
          order_id: failed.orderId,
          company_id: failed.companyId,
          visible_to_founder: false,
        }),
      ],
    });
    expect(await overviewOrders()).toBe(countBefore - 1);
    expect(ids(await queue())).not.toContain(failed.orderId);
    expect(ids(await queue('&kind=followed_up'))).toContain(failed.orderId);

    // The act is in the audit log; the note is on the company page, private.
    const audit = await call('GET', `/api/v3/backoffice/audit?company_id=${failed.companyId}`, operator);
    expect(audit.json<{ content: { items: unknown[] } }>().content.items).toEqual([
      expect.objectContaining({
        action: 'order.note',
        subject_type: 'order',
        subject_id: failed.orderId,
        actor_id: operator.id,
      }),
    ]);
    const notes = await call('GET', `/api/v3/company/${failed.companyId}/notes`, founder);
    expect(notes.json()).toEqual({ content: [] });
    const company = await call('GET', `/api/v3/backoffice/companies/${failed.companyId}`, operator);
    const page = company.json<{ content: BackofficeCompanyDetail }>().content;
    expect(page.notes.map((item) => item.order_id)).toEqual([failed.orderId]);
    expect(page.timeline.map((item) => item.kind)).toContain('payment_failed');

    // A new voucher for the same order waits again, and when it expires too the order is back in the queue.
    clock.advance(60_000);
    const { checkout_url } = await checkout(t.app, founder, failed.companyId, 'formation');
    const again = await postForm(checkout_url, { action: 'oxxo' });
    expect((await queue('&kind=oxxo_pending')).items.map((item) => item.id)).toContain(failed.orderId);
    await postForm(again.headers.location as string, { action: 'expire' });
    const reopened = (await queue()).items.find((item) => item.id === failed.orderId);
    expect(reopened?.follow_up).toBe('payment_failed');
    expect(reopened?.notes).toHaveLength(1);
  });

  it('lists a paid order whose CFDI could not be issued, with why, until an operator writes a note', async () => {
    operator = await registerStaff(t.app, 'operator');
    const paid = await pendingVoucher();
    await postForm(paid.voucherUrl, { action: 'paid' });
    expect(ids(await queue())).not.toContain(paid.orderId);
    const countBefore = await overviewOrders();

    // What the CFDI job records when the invoicing provider refuses the buyer's data.
    await t.database.db
      .update(bills)
      .set({ cfdi_status: 'failed', cfdi_error: 'provider_refused' })
      .where(eq(bills.order_id, paid.orderId));

    const listed = (await queue()).items.find((item) => item.id === paid.orderId);
    expect(listed).toMatchObject({
      status: 'complete',
      follow_up: 'cfdi_failed',
      cfdi_error: 'provider_refused',
    });
    expect(await overviewOrders()).toBe(countBefore + 1);
    expect(ids(await queue('&kind=cfdi_failed'))).toContain(paid.orderId);
    expect(ids(await queue('&kind=payment_failed'))).not.toContain(paid.orderId);

    clock.advance(60_000);
    const res = await note(paid.orderId, 'Emití el CFDI a mano en el portal del PAC y se lo envié.');
    expect(res.json<{ content: BackofficeOrder }>().content.follow_up).toBe('followed_up');
    expect(ids(await queue())).not.toContain(paid.orderId);
    expect(await overviewOrders()).toBe(countBefore);
  });

  it('keeps a pending voucher in the queue when a note is written on it', async () => {
    operator = await registerStaff(t.app, 'operator');
    const pending = await pendingVoucher();
    const res = await note(pending.orderId, 'Vence el viernes; le recordé.');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ content: BackofficeOrder }>().content.follow_up).toBe('oxxo_pending');
    expect(ids(await queue())).toContain(pending.orderId);
  });

  it('needs a recent sign-in and a body to write a note', async () => {
    const pending = await pendingVoucher();
    let staff = await registerStaff(t.app, 'admin');
    const empty = await note(pending.orderId, '  ', staff);
    expect(empty.statusCode).toBe(400);
    clock.advance(16 * 60_000);
    staff = await refreshSession(t.app, staff);
    founder = await refreshSession(t.app, founder);
    const idle = await note(pending.orderId, 'Hola', staff);
    expect(idle.statusCode).toBe(403);
    expect(idle.json()).toEqual({ message: ['recent_sign_in_required'] });
    const order = await call('GET', `${BASE}/${pending.orderId}`, staff);
    expect(order.json<{ content: BackofficeOrder }>().content.notes).toEqual([]);
  });
});
