import type { Company } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, uniqueEmail, type Registered } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: Registered;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
});
afterAll(() => t.close());

async function get<T>(url: string, who: Registered): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v3/${url}`, headers: bearer(who.access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: T }>().content;
}

describe('the company profile', () => {
  it('links each council member to the partner of the same name, and no one else', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(ana.access),
      payload: {
        company_type: 'sa',
        company_name: 'Nopal Azul',
        legal_names: [{ name: `Consejo ${Date.now()}`, priority: 1 }],
        legal_representation: false,
      },
    });
    const companyId = created.json<{ content: { id: number } }>().content.id;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        partners: [
          {
            name: 'Ana López',
            email: ana.email,
            nationalities: ['MX'],
            shares: [{ series: 'A', percentage: 50 }],
          },
          {
            name: 'Luis Pérez',
            email: uniqueEmail('luis'),
            nationalities: ['MX'],
            shares: [{ series: 'A', percentage: 50 }],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const council = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/administration/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        has_unique_administrator: false,
        council: [
          { name: 'ana lopez', council_role: 'president' },
          { name: 'Marta Ruiz', council_role: 'secretary' },
          { name: 'Luis Pérez', council_role: 'commissary' },
        ],
      },
    });
    expect(council.statusCode, council.body).toBe(200);

    const profile = await get<Company>(`company/get-company-profile/${companyId}`, ana);
    const idOf = (name: string) => profile.partners.find((partner) => partner.name === name)?.id;
    expect(profile.council.map((member) => [member.name, member.council_role, member.partner_id])).toEqual([
      ['ana lopez', 'president', idOf('Ana López')],
      ['Marta Ruiz', 'secretary', null],
      ['Luis Pérez', 'commissary', idOf('Luis Pérez')],
    ]);
    expect(idOf('Luis Pérez')).toEqual(expect.any(Number));
  });
});
