import {
  SIGNED_REQUEST_HEADER,
  SIGNED_REQUEST_TOLERANCE_SECONDS,
  acknowledgmentBodySchema,
  linkPartnerBodySchema,
  linkTwoFactorVerifyBodySchema,
  twoFactorVerifyBodySchema,
  type SignatureReturn,
  type SignerState,
  type SigningStatus,
} from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTokens } from '../../../lib/auth-tokens';
import { json, serveApi } from '../../../test/network';

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The body exactly as sent (the signed requests' HMAC covers it). */
  raw: string;
  body: unknown;
};

export type FakePartner = {
  id: number;
  name: string;
  acknowledged?: boolean;
  correction_requested?: boolean;
  signer_state?: SignerState | null;
  signed_at?: string | null;
};

type Options = {
  /** The signed-in user's partner (account mode). */
  sessionPartnerId?: number;
  partners?: FakePartner[];
  blockedBy?: SigningStatus['blocked_by'];
  /** Every reason the draft waits for (blockedBy's alone when not given); blocked_by is the first. */
  blockers?: SigningStatus['blockers'];
  /** What the articles still lack (with blockedBy 'articles_incomplete'). */
  missing?: SigningStatus['missing'];
  /** The society type (an S.A.S. by default). */
  companyType?: string;
  draftVersion?: number;
  envelope?: SigningStatus['envelope'];
  dateSignature?: string | null;
  /** The e-mailed link's token, for the partners without an account. */
  linkToken?: string;
  /** The data changes right before the next acknowledgment arrives: a new version, 409 draft_changed. */
  draftChangesBeforeAck?: boolean;
  mailOutbox?: boolean;
  /** What GET signature/return/{token} answers, by token, each time it is read (the last one repeats). */
  returns?: Record<string, SignatureReturn[]>;
};

export const SIGNING_URL = '/api/v3/sandbox/signature/sign/abc123';
export const TWO_FACTOR_CODE = '123456';

/**
 * The signing API as the server answers it for one company (id 1), on the contract's paths: the signed-in
 * partner's calls (Bearer access-1) and the e-mailed link's calls, whose x-forja-signature is checked like the
 * server checks it (HMAC-SHA256 of `<t>.<raw body>` keyed with the token, within the tolerance, each signature
 * once: a replay answers 409 request_replayed). Acknowledging checks the version (409 draft_changed); when
 * every partner has acknowledged, the envelope is created. It answers at the network (MSW) from the moment it
 * is made.
 */
export function fakeSigningApi(options: Options = {}) {
  const calls: RecordedCall[] = [];
  const sessionPartnerId = options.sessionPartnerId ?? 1;
  const linkToken = options.linkToken ?? 'link-token-3f9a';
  const usedSignatures = new Set<string>();
  const returnReads = new Map<string, number>();
  let draftChanges = options.draftChangesBeforeAck ?? false;
  let version = options.draftVersion ?? 1;
  let envelope = options.envelope ?? null;
  let codeSentAt: number | null = null;
  let partners = (
    options.partners ?? [
      { id: 1, name: 'Ana López' },
      { id: 2, name: 'Beto Ruiz', acknowledged: true },
      { id: 3, name: 'Carla Méndez' },
    ]
  ).map((partner) => ({
    acknowledged: false,
    correction_requested: false,
    signer_state: null as SignerState | null,
    signed_at: null as string | null,
    ...partner,
  }));

  const status = (partnerId: number): SigningStatus => ({
    company_id: 1,
    company_name: 'Nopal Azul S.A.S.',
    company_type: options.companyType ?? 'sas',
    blocked_by: options.blockedBy ?? options.blockers?.[0] ?? null,
    blockers: options.blockers ?? (options.blockedBy ? [options.blockedBy] : []),
    missing: options.missing ?? [],
    draft:
      options.blockedBy || options.blockers?.length
        ? null
        : {
            version,
            sha256: 'a'.repeat(64),
            generated_at: '2026-03-02T16:30:00.000Z',
            document_url: `/api/v3/files/draft-v${version}.pdf`,
          },
    partner_id: partnerId,
    partners: partners.map(({ id, name, acknowledged, correction_requested, signer_state, signed_at }) => ({
      partner_id: id,
      name,
      acknowledged,
      correction_requested,
      signer_state,
      signed_at,
    })),
    envelope,
    date_signature: options.dateSignature ?? null,
    signed_document_url: options.dateSignature ? '/api/v3/files/signed.pdf' : null,
    certificate_url: options.dateSignature ? '/api/v3/files/certificate.pdf' : null,
  });

  /** Checks a link request's signature the way the server does. */
  const verifyLink = (headers: Record<string, string>, raw: string) => {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(headers[SIGNED_REQUEST_HEADER] ?? '');
    if (!match) return json(403, { message: ['invalid_hmac_signature'] });
    const [, t = '', mac = ''] = match;
    if (Math.abs(Date.now() / 1000 - Number(t)) > SIGNED_REQUEST_TOLERANCE_SECONDS)
      return json(403, { message: ['invalid_hmac_signature'] });
    const expected = createHmac('sha256', linkToken).update(`${t}.${raw}`).digest();
    if (!timingSafeEqual(expected, Buffer.from(mac, 'hex')))
      return json(403, { message: ['invalid_hmac_signature'] });
    if (usedSignatures.has(mac)) return json(409, { message: ['request_replayed'] });
    usedSignatures.add(mac);
    return null;
  };

  const acknowledge = (partnerId: number, body: unknown) => {
    const parsed = acknowledgmentBodySchema.safeParse(body);
    if (!parsed.success) return json(400, { message: ['correction_note_required'] });
    if (parsed.data.partner_id !== partnerId) return json(403, { message: ['company_partner_not_found'] });
    if (draftChanges) {
      draftChanges = false;
      version += 1;
      partners = partners.map((partner) => ({
        ...partner,
        acknowledged: false,
        correction_requested: false,
      }));
    }
    if (parsed.data.version !== version) return json(409, { message: ['draft_changed'] });
    partners = partners.map((partner) =>
      partner.id === partnerId
        ? {
            ...partner,
            acknowledged: parsed.data.acknowledgment_completed,
            correction_requested: !parsed.data.acknowledgment_completed,
          }
        : partner,
    );
    if (partners.every((partner) => partner.acknowledged)) {
      envelope = {
        provider: 'sandbox',
        state: 'pending',
        draft_version: version,
        created_at: '2026-03-03T10:00:00.000Z',
        closed_reason: null,
      };
      partners = partners.map((partner) => ({ ...partner, signer_state: 'pending' }));
    }
    return json(200, { content: status(partnerId) });
  };

  const sendCode = (partnerId: number, resend: boolean) => {
    if (!partners.every((partner) => partner.acknowledged))
      return json(409, { message: ['acknowledgment_pending'] });
    if (partners.find((partner) => partner.id === partnerId)?.signer_state === 'signed')
      return json(409, { message: ['signature_already_signed'] });
    if (resend && codeSentAt !== null && Date.now() - codeSentAt < 60_000)
      return json(409, { message: ['code_already_sent'] });
    codeSentAt = Date.now();
    return json(200, { content: { sent_to: 'a***@example.mx', channels: ['email'], minutes_valid: 10 } });
  };

  const verifyCode = (code: string) => {
    if (code !== TWO_FACTOR_CODE) return json(400, { message: ['code_invalid'] });
    return json(200, { content: { signing_url: SIGNING_URL } });
  };

  serveApi(async ({ method, path, query, headers, raw, body }) => {
    calls.push({ method, path, query, headers, raw, body });
    await new Promise((resolve) => setTimeout(resolve, 2));

    if (path === 'app-config')
      return json(200, { content: { mail_outbox: options.mailOutbox ?? false, google_client_id: null } });
    const returned = /^signature\/return\/([A-Za-z0-9_-]+)$/.exec(path);
    if (returned && method === 'GET') {
      const answers = options.returns?.[returned[1] ?? ''];
      if (!answers?.length) return json(404, { message: ['signature_not_found'] });
      const read = returnReads.get(returned[1] ?? '') ?? 0;
      returnReads.set(returned[1] ?? '', read + 1);
      return json(200, { content: answers[Math.min(read, answers.length - 1)] });
    }

    const link = /^temporary-token\/company\/1\/(.+)$/.exec(path);
    if (link) {
      const refused = verifyLink(headers, raw);
      if (refused) return refused;
      const action = link[1];
      if (action === 'signing' && method === 'GET')
        return json(200, { content: status(Number(query.get('partner'))) });
      if (action === 'acknowledgment-status') {
        return acknowledge((body as { partner_id?: number } | undefined)?.partner_id ?? 0, body);
      }
      if (action === 'two-factor/set') {
        const parsed = linkPartnerBodySchema.safeParse(body);
        return parsed.success
          ? sendCode(parsed.data.partner_id, false)
          : json(400, { message: ['invalid_request'] });
      }
      if (action === 'two-factor/verify') {
        const parsed = linkTwoFactorVerifyBodySchema.safeParse(body);
        return parsed.success ? verifyCode(parsed.data.code) : json(400, { message: ['invalid_request'] });
      }
      return json(404, { message: ['not_found'] });
    }

    if (headers.authorization !== 'Bearer access-1') return json(401, { message: ['unauthenticated'] });
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 7, is_confirmed: true }) });
    if (path === 'company/1/signing' && method === 'GET')
      return json(200, { content: status(sessionPartnerId) });
    if (path === 'company/1/acknowledgment-status' && method === 'POST')
      return acknowledge(sessionPartnerId, body);
    if (path === 'company/1/two-factor/set' && method === 'POST') return sendCode(sessionPartnerId, false);
    if (path === 'company/1/two-factor/resend' && method === 'POST') return sendCode(sessionPartnerId, true);
    if (path === 'company/1/two-factor/verify' && method === 'POST') {
      const parsed = twoFactorVerifyBodySchema.safeParse(body);
      return parsed.success ? verifyCode(parsed.data.code) : json(400, { message: ['invalid_request'] });
    }
    if (/^company\/\d+\//.test(path)) return json(403, { message: ['user_not_belong_to_company'] });
    return json(404, { message: ['not_found'] });
  });

  return {
    calls,
    linkToken,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    /** Signs in as the partner with an account. */
    signIn: () => setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' }),
  };
}
