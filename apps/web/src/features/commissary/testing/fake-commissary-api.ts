import {
  acceptCommissaryInvitationBodySchema,
  appointCommissaryBodySchema,
  type CommissaryAppointment,
  type CommissaryVerification,
} from '@forja/contracts';
import { checkRfc, normalizePhone } from '@forja/domain';
import { makeUser } from '@forja/domain/testing/fixtures';
import { fileText, json, serveApi, type ApiCall } from '../../../test/network';

export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

const ok = () => json(200, { content: { ok: true } });

const isCommissaryPath = (path: string) =>
  /^(commissary\/|check-verification-commissary\/|update-verification-mati-owner\/|upload-commissary-csf\/|assigned-commissary-tally\/|company\/\d+\/commissary)/.test(
    path,
  );

export const COMMISSARY_TOKEN = 'commissary-token-0123456789';

/** An appointment with every field of the contract. */
export function appointment(overrides: Partial<CommissaryAppointment> = {}): CommissaryAppointment {
  return {
    commissary_id: 40,
    kind: 'outside',
    name: 'Irene Solís',
    email: 'irene@example.mx',
    phone: '+525512345678',
    rfc: 'SOII800101AB1',
    stage: 'invited',
    is_metamap_validated: false,
    is_csf_validated: false,
    invitation_sent_at: '2026-03-02T16:30:00.000Z',
    csf_rfc_mismatch: false,
    ...overrides,
  };
}

type Options = {
  /** Verification as GET check-verification-commissary answers it, or an error code to answer instead. */
  verification?:
    | (Pick<CommissaryVerification, 'is_metamap_validated' | 'is_csf_validated'> &
        Pick<Partial<CommissaryVerification>, 'rfc' | 'rejected'>)
    /** Refused with this code (404 unless a status is given). */
    | { error: string; status?: number };
  /** An administrator partner's RFC, which the certificate's upload refuses (LGSM art. 165) as the server does. */
  administratorRfc?: string;
  /** What POST commissary/accept-invitation answers: accepted, or refused with this code. */
  acceptError?: { status: number; code: string };
  /** GET company/{id}/commissary. */
  appointment?: CommissaryAppointment | null;
  assigned?: { name: string; professional_licence: string } | null;
  /** What the identity refresh answers in turn, after the video was sent (the last one repeats). */
  identityResults?: { is_metamap_validated: boolean; identity_status?: string }[];
  /** The session's profile cannot be read (Login then shows its form). */
  noProfile?: boolean;
  /**
   * Another fake made before this one answers everything the commissary API does not (the company's own, for
   * the administration page): this one then answers the commissary's paths only.
   */
  layered?: boolean;
};

/**
 * The commissary API as the server answers it for company 1, on the contract's paths: the signed-in
 * user's calls (Bearer access-1), bodies parsed with the same contracts, the art. 165 answers refused with 409
 * commissary_conflict_of_interest, the certificate checked as a PDF by content. It answers at the network
 * (MSW) from the moment it is made, uploads included.
 */
export function fakeCommissaryApi(options: Options = {}) {
  const access = 'access-1';
  const calls: Call[] = [];
  let verification: CommissaryVerification | { error: string; status?: number } =
    options.verification && 'error' in options.verification
      ? options.verification
      : {
          commissary_id: 40,
          is_metamap_validated: false,
          is_csf_validated: false,
          rfc: 'SOII800101AB1',
          ...options.verification,
        };
  let current = options.appointment ?? null;
  const identity = [
    ...(options.identityResults ?? [{ is_metamap_validated: false }, { is_metamap_validated: true }]),
  ];

  async function handle({ method, path, headers, body }: ApiCall) {
    if (options.layered && !isCommissaryPath(path)) return undefined;
    calls.push({ method, path, body, headers });
    // An upload takes a little longer, so its progress shows.
    await new Promise((resolve) => setTimeout(resolve, body instanceof FormData ? 100 : 2));
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (headers.authorization !== `Bearer ${access}`) return json(401, { message: ['unauthenticated'] });
    if (path === 'user/profile' && options.noProfile) return json(401, { message: ['unauthenticated'] });
    if (path === 'user/profile')
      return json(200, { content: makeUser({ id: 9, email: 'irene@example.mx', is_confirmed: true }) });

    if (path === 'commissary/accept-invitation' && method === 'POST') {
      const parsed = acceptCommissaryInvitationBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      if (options.acceptError)
        return json(options.acceptError.status, { message: [options.acceptError.code] });
      if (parsed.data.token !== COMMISSARY_TOKEN)
        return json(404, { message: ['commissary_invitation_not_found'] });
      return ok();
    }
    if (path === 'check-verification-commissary/company/1') {
      if ('error' in verification) return json(verification.status ?? 404, { message: [verification.error] });
      return json(200, { content: verification });
    }
    if (path === 'commissary/identity/company/1' && method === 'POST') {
      if (!(body instanceof FormData) || !(body.get('video') instanceof Blob))
        return json(400, { message: ['selfie_video_required'] });
      if (!(body.get('front') instanceof Blob) || !(body.get('back') instanceof Blob))
        return json(400, { message: ['invalid_request'] });
      if ('error' in verification) return json(404, { message: [verification.error] });
      return json(200, { content: { ...verification, identity_status: 'Pending' } });
    }
    if (path === 'update-verification-mati-owner/1') {
      if ('error' in verification) return json(404, { message: [verification.error] });
      const next = identity.length > 1 ? identity.shift() : identity[0];
      if (next?.is_metamap_validated) verification = { ...verification, is_metamap_validated: true };
      return json(200, { content: { ...verification, identity_status: next?.identity_status ?? null } });
    }
    if (path === 'upload-commissary-csf/company/1' && method === 'POST') {
      const file = body instanceof FormData ? body.get('image') : null;
      const text = file instanceof Blob ? await fileText(file) : '';
      if (!text.startsWith('%PDF-')) return json(400, { message: ['invalid_format'] });
      if ('error' in verification) return json(404, { message: [verification.error] });
      // A typed RFC is checked as a person's and kept normalised, as the server does.
      const typed = body instanceof FormData ? body.get('rfc') : null;
      let rfc = verification.rfc ?? null;
      if (typeof typed === 'string' && typed.trim() !== '') {
        const check = checkRfc(typed, 'person');
        if (!check.ok) return json(400, { message: [check.code] });
        rfc = check.rfc;
      }
      if (rfc !== null && rfc === options.administratorRfc)
        return json(409, {
          message: ['commissary_conflict_of_interest'],
          fields: [{ path: 'body.rfc', code: 'commissary_conflict_of_interest' }],
        });
      verification = { ...verification, is_csf_validated: true, rfc };
      return json(200, { content: verification });
    }
    if (path === 'company/1/commissary' && method === 'GET') return json(200, { content: current });
    if (path === 'company/1/commissary' && method === 'POST') {
      const parsed = appointCommissaryBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      // The phone checked for its country and kept in E.164, the RFC as a person's: as the server does.
      const phone = normalizePhone(parsed.data.phone_country_code ?? '52', parsed.data.phone);
      if (!phone) return json(400, { message: ['invalid_phone'] });
      const rfc = checkRfc(parsed.data.rfc, 'person');
      if (!rfc.ok) return json(400, { message: [rfc.code] });
      if (Object.values(parsed.data.relationship).some(Boolean))
        return json(409, { message: ['commissary_conflict_of_interest'] });
      current = appointment({
        commissary_id: 41,
        name: parsed.data.name,
        email: parsed.data.email,
        phone: phone.e164,
        rfc: rfc.rfc,
        stage: 'invited',
      });
      return json(200, { content: current });
    }
    if (path === 'company/1/commissary/invitation' && method === 'POST')
      return json(200, { content: current });
    if (path === 'assigned-commissary-tally/company/1')
      return json(200, { content: options.assigned ?? null });
    return json(404, { message: ['not_found'] });
  }

  serveApi(handle);

  return {
    access,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
