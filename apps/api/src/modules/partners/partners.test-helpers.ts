import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, lastMail, uniqueEmail, type Registered } from '../../test/accounts';
import { newCompany } from '../../test/companies';
import { PDF, PNG, multipart } from '../../test/multipart';

export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex');
/** The start of a WebM file as MediaRecorder writes it (EBML header, DocType "webm"). */
export const WEBM = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
  'hex',
);
export const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
export const TEXT = Buffer.from('hola, no soy un archivo de verdad');

export type UploadFile = { name: string; type: string; data: Buffer; field?: string };
export const pdf = (name = 'doc.pdf', data = PDF): UploadFile => ({ name, type: 'application/pdf', data });
export const png = (name = 'ine.png'): UploadFile => ({ name, type: 'image/png', data: PNG });

/** Who calls: a signed-in user, an invited partner with their link's token, or nobody. */
export type Who = Registered | { token: string } | null;
export const headersOf = (who: Who): Record<string, string> =>
  who === null ? {} : 'token' in who ? { 'x-invitation-token': who.token } : bearer(who.access);

export type ProfilePartner = {
  id: number;
  address: Record<string, string | null> | null;
  documents: { id: number; type: string; document_url: string; is_approved: boolean }[];
  mati_verification: boolean | null;
  mati_status: { status: string }[];
};

/**
 * What the partner tests do through the API, on the test app `appOf()` and, unless told otherwise, as the
 * founder `founder()` (both are set in the test file's beforeAll).
 */
export function partnerCalls(appOf: () => FastifyInstance, founder: () => Registered) {
  const upload = (partnerId: number, type: string, file: UploadFile | null, who: Who = founder()) => {
    const form = multipart(file ? {} : { note: 'sin archivo' }, file ?? undefined);
    return appOf().inject({
      method: 'POST',
      url: `/api/v3/partner/${partnerId}/documents/${type}`,
      headers: { ...headersOf(who), ...form.headers },
      payload: form.payload,
    });
  };

  const sendVideo = (partnerId: number, file: UploadFile | null, who: Who = founder(), app = appOf()) => {
    const form = multipart({ note: 'selfie' }, file ?? undefined);
    return app.inject({
      method: 'POST',
      url: `/api/v3/partner/${partnerId}/identity-verification`,
      headers: { ...headersOf(who), ...form.headers },
      payload: form.payload,
    });
  };

  const verificationOf = async (partnerId: number, who: Who = founder(), app = appOf()) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v3/partner/${partnerId}/identity-verification`,
        headers: headersOf(who),
      })
    ).json<{ content: { verification_id: number | null; status: string | null } }>().content;

  /** A company of the owner with two partners (60/40); answers its id and the partners' ids. */
  async function companyWithPartners(
    owner: Registered,
    names: [string, string] = ['Ana', 'Luis'],
    app = appOf(),
  ): Promise<{ companyId: number; ids: [number, number]; emails: [string, string] }> {
    const companyId = await newCompany(app, owner);
    const emails: [string, string] = [owner.email, uniqueEmail('socio')];
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${companyId}`,
      headers: bearer(owner.access),
      payload: {
        partners: names.map((name, index) => ({
          name,
          email: emails[index],
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: index === 0 ? 60 : 40 }],
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ content: { partners: { id: number }[] } }>().content.partners;
    return { companyId, ids: [saved[0]?.id ?? 0, saved[1]?.id ?? 0], emails };
  }

  async function profile(companyId: number, who: Registered = founder()) {
    const res = await appOf().inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(who.access),
    });
    return res.json<{
      content: { partners_has_documents_completed: boolean; partners: ProfilePartner[] };
    }>().content;
  }

  const partnerIn = async (companyId: number, partnerId: number) =>
    (await profile(companyId)).partners.find((p) => p.id === partnerId) as ProfilePartner;

  /** The invitation token e-mailed to the second partner. */
  async function invite(companyId: number, email: string): Promise<string> {
    const sent = await appOf().inject({
      method: 'POST',
      url: `/api/v3/partners/send-invitations/${companyId}`,
      headers: bearer(founder().access),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const link = /https?:\/\/\S+/.exec((await lastMail(appOf(), email))?.text ?? '')?.[0] ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  }

  return { upload, sendVideo, verificationOf, companyWithPartners, profile, partnerIn, invite };
}
