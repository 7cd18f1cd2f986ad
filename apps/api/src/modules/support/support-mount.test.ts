import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, type Registered } from '../../test/accounts';
import { registerCompany } from '../../test/support-requests';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: Registered;
let beto: Registered;
beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app);
  beto = await register(t.app);
});
afterAll(() => t.close());

describe('the support backend, mounted under /ai with the accounts tokens', () => {
  it('lists the eight topics for a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ai/get-faqs-categories/?lang=es',
      headers: bearer(ana.access),
    });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json<{ content: { categories: { key: string; name: string }[] } }>().content;
    expect(categories).toHaveLength(8);
    expect(categories.map((c) => c.name)).toContain('Otra consulta');
  });

  it('refuses callers without a valid session', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/ai/get-faqs-categories/?lang=es' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/ai/get-faqs-categories/?lang=es',
      headers: bearer(ana.access.slice(0, -3) + 'abc'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers the caller, and refuses a user_id that is not theirs', async () => {
    const body = {
      prompt: '¿Qué es el RFC y cuándo lo obtiene mi empresa?',
      user_email: ana.email,
      category: 'incorporation',
    };
    const own = await t.app.inject({
      method: 'POST',
      url: '/ai/faqs-bot',
      headers: { ...bearer(ana.access), 'x-language': 'es' },
      payload: { ...body, user_id: ana.id },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ content: { message: string; lang: string } }>().content.lang).toBe('es');

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/ai/faqs-bot',
      headers: bearer(beto.access),
      payload: { ...body, user_id: ana.id },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: ['forbidden'] });
  });
});

describe("the assistant on the caller's own company", () => {
  it('answers “what do I do next?” with the dashboard checklist of a company the caller may see, and only that', async () => {
    const carla = await register(t.app);
    const company = await registerCompany(t.app, carla, 'Cactus Rojo');
    const ask = (account: Registered, companyId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/ai/faqs-bot',
        headers: { ...bearer(account.access), 'x-language': 'es' },
        payload: {
          prompt: '¿Qué sigue? ¿qué me falta para continuar?',
          user_email: account.email,
          user_id: account.id,
          category: 'other_inquiry',
          company_id: companyId,
        },
      });

    const own = await ask(carla, company.id);
    expect(own.statusCode, own.body).toBe(200);
    const { content } = own.json<{
      content: {
        message: string;
        company_progress: {
          company_id: number;
          company_name: string;
          company_type: string | null;
          done: number;
          total: number;
          current: { key: string; actor: string };
        };
      };
    }>();
    expect(content.company_progress).toMatchObject({
      company_id: company.id,
      company_name: 'Cactus Rojo',
      company_type: 'sas',
      // An S.A.S.: registered online with the Secretaría de Economía, so no deed, testimonio or delivery steps.
      total: 9,
    });
    expect(content.company_progress.current).toMatchObject({ key: 'basic_data', actor: 'founder' });
    expect(content.message).toMatch(/^Así va Cactus Rojo: \d+ de 9 pasos hechos\. Ahora te toca a ti\./);

    // Someone else naming that company learns nothing about it: they have no company of their own.
    const stranger = await register(t.app);
    const foreign = await ask(stranger, company.id);
    expect(foreign.statusCode).toBe(200);
    const reply = foreign.json<{ content: { message: string; company_progress?: unknown } }>().content;
    expect(reply.company_progress).toBeUndefined();
    expect(reply.message).not.toContain('Cactus Rojo');
    expect(reply.message).toMatch(/^Todavía no tienes una empresa/);
  });
});

describe('support requests', () => {
  it('stores a request with its conversation, lists it newest first as Pendiente, only for the caller and their company', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(ana.access),
      payload: {
        company_type: 'sas',
        company_name: 'Nopal Azul',
        legal_names: [{ name: `Soporte ${Date.now()}`, priority: 1 }],
        legal_representation: false,
      },
    });
    const companyId = created.json<{ content: { id: number } }>().content.id;
    const body = {
      message: 'Necesito ayuda con mi RFC',
      company: 'Nopal Azul',
      user_name: 'Ana López',
      user_phone: '+525512345678',
      company_id: companyId,
      user_email: ana.email,
      user_id: ana.id,
      friendly_id: null,
      category: 'incorporation',
      subcategory: null,
      conversation: [
        { owner: 'user', message: '¿Cómo saco el RFC?', lang: 'es' },
        { owner: 'bot', message: 'Puedo crear solicitud para ti.', lang: 'es' },
      ],
    };
    const sheet = await t.app.inject({
      method: 'POST',
      url: '/ai/faqs/sheet',
      headers: { ...bearer(ana.access), 'x-language': 'es' },
      payload: body,
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json()).toMatchObject({
      content: { request: { main_category: 'Constitución', status: 'Pendiente' } },
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/ai/faqs/requests/?user_id=${ana.id}&company_id=${companyId}`,
      headers: bearer(ana.access),
    });
    const requests = list.json<{
      content: { requests: { status: string; message: string; conversation_before_issue: unknown[] }[] };
    }>().content.requests;
    expect(requests).toHaveLength(1);
    expect(requests[0]?.conversation_before_issue).toHaveLength(2);
    // Listed by what was asked: the user's own message comes back with the request.
    expect(requests[0]?.message).toBe('Necesito ayuda con mi RFC');

    const foreignList = await t.app.inject({
      method: 'GET',
      url: `/ai/faqs/requests/?user_id=${beto.id}&company_id=${companyId}`,
      headers: bearer(beto.access),
    });
    expect(foreignList.statusCode).toBe(403);
    const foreignSheet = await t.app.inject({
      method: 'POST',
      url: '/ai/faqs/sheet',
      headers: bearer(beto.access),
      payload: { ...body, user_id: beto.id, user_email: beto.email },
    });
    expect(foreignSheet.statusCode).toBe(403);
    const unknownCategory = await t.app.inject({
      method: 'POST',
      url: '/ai/faqs/sheet',
      headers: bearer(ana.access),
      payload: { ...body, category: 'astrologia' },
    });
    expect(unknownCategory.json()).toEqual({ message: ['category_not_found'] });
  });
});
