import type { BackofficeCompanyDetail } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userUtmInteractions } from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { registerStaff } from '../../test/staff';
import { registerCompany } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { campaignOfUsers } from './attribution.repository';

const clock = testClock();
const HOUR = 60 * 60_000;
let t: TestApp;
let operator: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  operator = await registerStaff(t.app, 'operator');
});
afterAll(() => t.close());

const tags = (values: Record<string, string>) => ({
  utm_id: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  ...values,
});

async function companyCreatedAt(companyId: number): Promise<Date> {
  const [row] = await t.app.database.db
    .select({ created_at: companies.created_at })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error('company missing');
  return row.created_at;
}

async function interaction(userId: number, at: Date, values: Record<string, string>) {
  await t.app.database.db
    .insert(userUtmInteractions)
    .values({ user_id: userId, tags: tags(values), created_at: at });
}

async function detail(companyId: number): Promise<BackofficeCompanyDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/backoffice/companies/${companyId}`,
    headers: bearer(operator.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: BackofficeCompanyDetail }>().content;
}

describe('campaign attribution on the back-office company page', () => {
  it('shows the first touch with a source or campaign, and the last one at or before the company was created', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    const created = await companyCreatedAt(company.id);
    const at = (hours: number) => new Date(created.getTime() + hours * HOUR);
    await interaction(founder.id, at(-5), { utm_term: 'only a term' }); // no source nor campaign: ignored
    await interaction(founder.id, at(-4), { utm_source: 'newsletter', utm_medium: 'email' });
    await interaction(founder.id, at(-2), { utm_campaign: 'otono', utm_source: 'google', utm_medium: 'cpc' });
    await interaction(founder.id, at(0), { utm_source: 'facebook', utm_campaign: 'invierno' });
    await interaction(founder.id, at(3), { utm_source: 'bing', utm_campaign: 'after' }); // after creation

    const { attribution } = await detail(company.id);
    expect(attribution?.first_touch).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: '',
      at: at(-4).toISOString(),
    });
    expect(attribution?.last_touch).toMatchObject({
      utm_source: 'facebook',
      utm_campaign: 'invierno',
      at: at(0).toISOString(),
    });
  });

  it('answers nulls when the founder has no campaign values, and ignores other users', async () => {
    const founder = await register(t.app);
    const other = await register(t.app);
    const company = await registerCompany(t.app, founder);
    const created = await companyCreatedAt(company.id);
    await interaction(founder.id, new Date(created.getTime() - HOUR), { utm_medium: 'email' });
    await interaction(other.id, new Date(created.getTime() - HOUR), { utm_source: 'newsletter' });
    expect((await detail(company.id)).attribution).toEqual({ first_touch: null, last_touch: null });
  });

  it('records the values the web app sends through store-utms-interaction', async () => {
    const founder = await register(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/store-utms-interaction',
      headers: {
        ...bearer(founder.access),
        x_utm_tags: JSON.stringify(tags({ utm_source: 'newsletter', utm_campaign: 'otono' })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const campaigns = await campaignOfUsers(t.app.database.db, [founder.id]);
    expect(campaigns.get(founder.id)?.first_touch).toMatchObject({
      utm_source: 'newsletter',
      utm_campaign: 'otono',
    });
    expect(campaigns.get(founder.id)?.last_touch).toMatchObject({ utm_source: 'newsletter' });
  });
});
