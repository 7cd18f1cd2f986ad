import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { companies, partners } from '../../db/schema/index';
import { bearer, type Registered } from '../../test/accounts';
import { arrangeCompany } from '../../test/appointments';
import { createCompany } from '../../test/checkout';

export const API = '/api/v3';
export const BACKOFFICE = `${API}/backoffice`;

type Caller = { access: string } | null | undefined;
const as = (who: Caller) => (who ? bearer(who.access) : {});

export const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: Caller,
  payload?: object,
) => app.inject({ method, url, headers: as(who), ...(payload === undefined ? {} : { payload }) });

/**
 * A founder's legal-representation company that exists on paper, written directly (payment, signature and
 * testimony are tested in their own modules): paid, the partners' documents complete, the testimony uploaded.
 * Then the redirect order sends it to Banks. `open: false` leaves it paid but before the signature.
 */
export async function arrangeBankCompany(
  app: FastifyInstance,
  founder: Registered,
  options: { open?: boolean; amazon?: boolean } = {},
): Promise<number> {
  const companyId = await createCompany(app, founder, {
    legal_representation: true,
    amazon_customer: options.amazon ?? false,
  });
  await arrangeCompany(app, companyId, { paid: true });
  await app.database.db
    .update(companies)
    .set({ testimony: options.open ?? true, partners_has_documents_completed: true })
    .where(eq(companies.id, companyId));
  return companyId;
}

/** A partner of the company (as the partners page adds them); answers its id. */
export async function addPartner(
  app: FastifyInstance,
  companyId: number,
  name = 'Luis Pérez',
): Promise<number> {
  const [row] = await app.database.db
    .insert(partners)
    .values({ company_id: companyId, name, nationalities: ['MX'] })
    .returning({ id: partners.id });
  return row!.id;
}

/** A tax address in the sample SEPOMEX catalogue (06700, Roma Norte). */
export const TAX_ADDRESS = {
  street: 'Av. Álvaro Obregón',
  exterior_number: '120',
  interior_number: '4',
  settlement: 'roma norte',
  municipality: 'Cuauhtemoc',
  state: 'CDMX',
  postal_code: '06700',
};

/** Business information with nothing missing (for a company that is not an Amazon customer). */
export const completeInformation = (partnerId: number, overrides: Record<string, unknown> = {}) => ({
  business_name: 'Nopal Azul Consultores',
  website: 'https://nopalazul.mx',
  expected_annual_volume_mex: { cents: 1_750_000_00, currency: 'MXN' },
  volume_justification: 'Contratos de consultoría ya firmados con tres clientes.',
  source_funds: 'sales_revenue',
  tax_address: TAX_ADDRESS,
  bank_entity: 'bbva',
  nationalities: ['MX'],
  partners: [partnerId],
  ...overrides,
});

export async function saveInformation(
  app: FastifyInstance,
  founder: Registered,
  companyId: number,
  body: object,
) {
  const res = await call(app, 'PUT', `${API}/data-banking/company/${companyId}`, founder, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { complete: boolean; missing: string[] } }>().content;
}

export async function chooseBank(
  app: FastifyInstance,
  founder: Registered,
  companyId: number,
  bankKey: string,
) {
  const res = await call(app, 'POST', `${API}/banks/company/${companyId}/choose`, founder, {
    bank_key: bankKey,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

export const codeOf = (res: { json: () => unknown }) => (res.json() as { message: string[] }).message;
