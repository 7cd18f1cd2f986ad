import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, lastMail, register, uniqueEmail, type Registered } from './accounts';

/** The smallest files the upload checks take by content. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export type UploadFile = { name: string; type: string; data: Buffer };
export const pdf = (name = 'doc.pdf', data = PDF): UploadFile => ({ name, type: 'application/pdf', data });
export const png = (name = 'ine.png'): UploadFile => ({ name, type: 'image/png', data: PNG });

/** A multipart body with text fields and one file, as a browser sends it. */
export function multipart(fields: Record<string, string>, file: UploadFile, field = 'file') {
  const boundary = `----forja${Date.now()}${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A company of the owner (an S.A. de C.V., two partners or more) with its legal name proposed. */
export async function newCompany(
  app: FastifyInstance,
  owner: Registered,
  name = 'Nopal Azul',
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(owner.access),
    payload: {
      company_type: 'sa',
      company_name: name,
      legal_names: [{ name: `${name} ${Date.now()}${Math.random().toString(16).slice(2, 8)}`, priority: 1 }],
      legal_representation: false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { id: number } }>().content.id;
}

export type CapTablePartner = { id?: number; name: string; email: string | null; percentage: number };

/** Saves the whole cap table (series A); answers the partners' ids in order. */
export async function saveCapTable(
  app: FastifyInstance,
  owner: Registered,
  companyId: number,
  partners: CapTablePartner[],
) {
  return app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(owner.access),
    payload: {
      partners: partners.map((partner) => ({
        ...(partner.id ? { id: partner.id } : {}),
        name: partner.name,
        email: partner.email,
        nationalities: ['MX'],
        shares: [{ series: 'A', percentage: partner.percentage }],
      })),
    },
  });
}

/** A company with two partners: the owner (60 %) and a second person (40 %) with their own e-mail. */
export async function companyWithPartners(app: FastifyInstance, owner: Registered, name?: string) {
  const companyId = await newCompany(app, owner, name);
  const emails: [string, string] = [owner.email, uniqueEmail('socio')];
  const res = await saveCapTable(app, owner, companyId, [
    { name: 'Ana López', email: emails[0], percentage: 60 },
    { name: 'Luis Pérez', email: emails[1], percentage: 40 },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const ids = res.json<{ content: { partners: { id: number }[] } }>().content.partners.map((p) => p.id);
  return { companyId, ids: ids as [number, number], emails };
}

/**
 * A company of five partners at 20 % each (the owner first, the others with their own e-mails), each with an
 * ID and a proof of address uploaded: the seed of the tests that count a read's statements.
 */
export async function companyWithFiveDocumentedPartners(app: FastifyInstance, owner: Registered) {
  const companyId = await newCompany(app, owner);
  const emails = [owner.email, ...[1, 2, 3, 4].map(() => uniqueEmail('socio'))];
  const saved = await saveCapTable(
    app,
    owner,
    companyId,
    ['Ana López', 'Luis Pérez', 'Marta Ruiz', 'Jorge Díaz', 'Sofía Reyes'].map((name, index) => ({
      name,
      email: emails[index] ?? null,
      percentage: 20,
    })),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const partnerIds = saved
    .json<{ content: { partners: { id: number }[] } }>()
    .content.partners.map((p) => p.id);
  for (const partnerId of partnerIds) {
    for (const [type, file] of [
      ['national_identity', png()],
      ['address', pdf('luz.pdf')],
    ] as const) {
      const res = await uploadPartnerDocument(app, owner, partnerId, type, file);
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  return { companyId, partnerIds, emails };
}

export async function uploadPartnerDocument(
  app: FastifyInstance,
  who: Registered,
  partnerId: number,
  type: string,
  file: UploadFile,
) {
  const form = multipart({}, file);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v3/partner/${partnerId}/documents/${type}`,
    headers: { ...bearer(who.access), ...form.headers },
    payload: form.payload,
  });
  return res;
}

export async function uploadCompanyDocument(
  app: FastifyInstance,
  who: Registered,
  companyId: number,
  type: string,
  file: UploadFile = pdf(),
) {
  const form = multipart({}, file);
  return app.inject({
    method: 'POST',
    url: `/api/v3/company/${companyId}/documents/${type}`,
    headers: { ...bearer(who.access), ...form.headers },
    payload: form.payload,
  });
}

/** A single Mexican partner's documents: both sides of the voter card, proof of address and the CFI. */
export async function uploadPersonDocuments(app: FastifyInstance, who: Registered, partnerId: number) {
  for (const [type, file] of [
    ['national_identity', png()],
    ['national_identity_back', png('ine-atras.png')],
    ['address', pdf('luz.pdf')],
    ['CFI', pdf('cfi.pdf')],
  ] as const) {
    const res = await uploadPartnerDocument(app, who, partnerId, type, file);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The second partner joins with their own account through the invitation e-mailed to them. */
export async function joinAsPartner(
  app: FastifyInstance,
  owner: Registered,
  companyId: number,
  partnerId: number,
  email: string,
): Promise<Registered> {
  const sent = await app.inject({
    method: 'POST',
    url: `/api/v3/partners/send-invitations/${companyId}`,
    headers: bearer(owner.access),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const link = /https?:\/\/\S+/.exec((await lastMail(app, email))?.text ?? '')?.[0] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const partner = await register(app, email);
  const attached = await app.inject({
    method: 'POST',
    url: `/api/v3/attach-partner-with-company-by-invitation/partner/${partnerId}`,
    headers: bearer(partner.access),
    payload: { company_id: companyId, invitation: token },
  });
  expect(attached.statusCode, attached.body).toBe(200);
  return partner;
}

/** Every e-mail to an address, newest first, read through the dev mailbox. */
export async function mailsTo(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return res.json<{ content: { subject: string; text: string; html: string }[] }>().content;
}
