import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, type Registered } from './accounts';

/** A company registered through the API like the wizard does; flags decide its checkout. */
export async function createCompany(
  app: FastifyInstance,
  owner: Registered,
  flags: { legal_representation?: boolean; amazon_customer?: boolean; company_type?: string } = {},
): Promise<number> {
  const word = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(owner.access),
    payload: {
      type_society: 'Sociedad Anónima de Capital Variable',
      company_type: flags.company_type ?? 'sa',
      company_name: `Nopal ${word}`,
      legal_names: [{ name: `Nopal ${word}`, priority: 1 }],
      activities: [{ id: 12, name: 'Servicios de consultoría en computación' }],
      legal_representation: flags.legal_representation ?? false,
      amazon_customer: flags.amazon_customer ?? false,
      name_authorization: false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { id: number } }>().content.id;
}

export type ProfileContent = {
  orders: { id: number; status: string; items: { name: string }[] }[];
  subscriptions: { id: number; status: string; items: { name: string }[] }[];
  bills: { id: number; document_url: string | null; created_at: string | null }[];
  last_payment_link_at: string | null;
};

export async function companyProfile(app: FastifyInstance, owner: Registered, companyId: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v3/company/get-company-profile/${companyId}`,
    headers: bearer(owner.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: ProfileContent & Record<string, unknown> }>().content;
}

export async function startCheckout(
  app: FastifyInstance,
  owner: Registered,
  companyId: number,
  product: string,
  extra: Record<string, unknown> = {},
  language = 'es',
) {
  return app.inject({
    method: 'POST',
    url: `/api/v3/checkout/company/${companyId}`,
    headers: { ...bearer(owner.access), 'x-language': language },
    payload: { product, ...extra },
  });
}

export async function checkout(app: FastifyInstance, owner: Registered, companyId: number, product: string) {
  const res = await startCheckout(app, owner, companyId, product);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { order_id: number; subscription_id: number | null; checkout_url: string } }>()
    .content;
}

/** Pays a sandbox checkout with the test card that succeeds, as the payer's browser posts the hosted page. */
export async function payByCard(app: FastifyInstance, checkoutUrl: string) {
  const res = await app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'card',
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ana López',
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
}

export async function companyOrders(app: FastifyInstance, owner: Registered, companyId: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v3/orders/company/${companyId}`,
    headers: bearer(owner.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    content: {
      orders: {
        id: number;
        status: string;
        total_centavos: number;
        payment_method: string | null;
        oxxo: { number: string; expires_at: string; voucher_url: string | null } | null;
        items: { name: string; product: string; unit_price_centavos: number; quantity: number }[];
      }[];
      subscriptions: { id: number; status: string; can_update_payment_method: boolean }[];
      pm_last_four: string | null;
    };
  }>().content;
}
