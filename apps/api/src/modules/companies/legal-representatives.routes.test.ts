import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, type Registered } from '../../test/accounts';
import { newCompany } from '../../test/companies';
import { PNG, multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: Registered;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  companyId = await newCompany(t.app, ana);
});
afterAll(() => t.close());

const representatives = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(ana.access),
    })
  ).json<{ content: { legal_representatives: { id: number; rfc: string; image: string }[] } }>().content
    .legal_representatives;

describe('legal representatives', () => {
  it('adds a legal representative with a validated RFC and an ID image, serves the image by link, and deletes', async () => {
    const form = multipart(
      { name: 'Ana López', rfc: 'GODE561231GR8' },
      { name: 'ine.png', type: 'image/png', data: PNG, field: 'image' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/legal-representatives/new/${companyId}`,
      headers: { ...bearer(ana.access), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ content: { id: number; approved: boolean } }>().content.id;
    const representative = (await representatives()).find((r) => r.id === id);
    expect(representative?.rfc).toBe('GODE561231GR8');
    const image = await t.app.inject({ method: 'GET', url: representative?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const badRfc = multipart(
      { name: 'Ana López', rfc: 'ABC680524P76' },
      { name: 'ine.png', type: 'image/png', data: PNG, field: 'image' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/legal-representatives/new/${companyId}`,
      headers: { ...bearer(ana.access), ...badRfc.headers },
      payload: badRfc.payload,
    });
    expect(refused.json()).toEqual({ message: ['rfc_wrong_kind'] });

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/legal-representatives/delete',
      headers: bearer(ana.access),
      payload: { legal_representative: id },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: representative?.image ?? '' })).statusCode).toBe(404);
  });
});
