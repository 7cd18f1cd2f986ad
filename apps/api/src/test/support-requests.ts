import type { FaqsSheetBody, SupportRequest } from '@forja/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { partners } from '../db/schema/index';
import { bearer, type Registered } from './accounts';

let companies = 0;

/** A new S.A.S. of the account, as the registration page creates it; answers its id and friendly_id. */
export async function registerCompany(
  app: FastifyInstance,
  account: Registered,
  name = 'Nopal Azul',
  companyType = 'sas',
): Promise<{ id: number; friendly_id: string }> {
  companies += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(account.access),
    payload: {
      company_type: companyType,
      company_name: name,
      legal_names: [{ name: `Soporte ${Date.now().toString(36)} ${companies}`, priority: 1 }],
      legal_representation: false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, friendly_id } = res.json<{ content: { id: number; friendly_id: string } }>().content;
  return { id, friendly_id };
}

/** Makes the account an accepted partner of the company, as the invitation link would. */
export async function addAcceptedPartner(
  app: FastifyInstance,
  companyId: number,
  account: Registered,
): Promise<void> {
  await app.database.db.insert(partners).values({
    company_id: companyId,
    user_id: account.id,
    email: account.email,
    name: 'Luis Pérez',
    nationalities: ['MX'],
    invitation_accepted: true,
  });
}

/** A support request made from the widget, with the chat that led to it. */
export async function createSupportRequest(
  app: FastifyInstance,
  account: Registered,
  companyId: number,
  overrides: Partial<FaqsSheetBody> = {},
): Promise<SupportRequest> {
  const body: FaqsSheetBody = {
    message: 'Necesito ayuda con mi RFC',
    company: 'Nopal Azul',
    user_name: 'Ana López',
    user_phone: '+525512345678',
    company_id: companyId,
    user_email: account.email,
    user_id: account.id,
    friendly_id: null,
    category: 'incorporation',
    subcategory: 'process',
    conversation: [
      { owner: 'user', message: '¿Cómo saco el RFC?', lang: 'es' },
      { owner: 'bot', message: 'Puedo crear solicitud para ti.', lang: 'es' },
    ],
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/ai/faqs/sheet',
    headers: { ...bearer(account.access), 'x-language': 'es' },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { request: SupportRequest } }>().content.request;
}

/** The account's requests for the company, as the widget's Requests tab reads them. */
export async function listOwnRequests(
  app: FastifyInstance,
  account: Registered,
  companyId: number,
): Promise<SupportRequest[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/ai/faqs/requests/?user_id=${account.id}&company_id=${companyId}`,
    headers: bearer(account.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { requests: SupportRequest[] } }>().content.requests;
}
