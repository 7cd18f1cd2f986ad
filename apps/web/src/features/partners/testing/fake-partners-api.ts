import {
  addPartnersBodySchema,
  partnerAddressBodySchema,
  partnerComplementsBodySchema,
  permissionEditBodySchema,
  sendInvitationsBodySchema,
  PARTNER_DOCUMENT_TYPES,
  ID_IMAGE_DOCUMENTS,
  INVITATION_TOKEN_HEADER,
  type Catalogue,
  type Company,
  type Partner,
  type PartnerDocumentType,
  type User,
} from '@forja/contracts';
import {
  DEFAULT_FIXED_CAPITAL_CENTAVOS,
  checkRfc,
  checkShareDistribution,
  fixedCapitalProblem,
  foreignAddressScriptProblems,
  isValidCurp,
  partnerIdentityCodeClashes,
  percentToBp,
} from '@forja/domain';
import { sameEmail } from '@forja/domain/shared/text';
import { makeCompany, makeUser, partnerDocument } from '@forja/domain/testing/fixtures';
import { fakeLegalResponse } from '../../../test/fake-legal-api';
import { fileText, json, serveApi, type ApiCall } from '../../../test/network';

export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

/** The catalogue's society types as the API has them (S.A. de C.V. and S. de R.L. need two partners). */
export const CATALOGUE: Catalogue = {
  society_types: [
    {
      key: 'sa',
      abbreviation: 'S.A. de C.V.',
      min_partners: 2,
      max_partners: null,
      individuals_only: false,
      requires_commissary: true,
      income_cap_mxn: null,
    },
    {
      key: 'srl',
      abbreviation: 'S. de R.L. de C.V.',
      min_partners: 2,
      max_partners: 50,
      individuals_only: false,
      requires_commissary: false,
      income_cap_mxn: null,
    },
    {
      key: 'sas',
      abbreviation: 'S.A.S.',
      min_partners: 1,
      max_partners: null,
      individuals_only: true,
      requires_commissary: false,
      income_cap_mxn: 5_000_000,
    },
  ],
  packages: [],
  products: [],
  iva_basis_points: 1600,
};

/** A few SEPOMEX settlements, as the API's sample CPdescarga.txt has them (one code, several colonias). */
const POSTAL_CODES: Record<string, { state: string; municipality: string; settlements: string[] }> = {
  '06700': { state: 'Ciudad de México', municipality: 'Cuauhtémoc', settlements: ['Roma Norte'] },
  '44100': { state: 'Jalisco', municipality: 'Guadalajara', settlements: ['Centro', 'Americana'] },
};

/** A partner with every field of the contract (the fixtures' builder, plus Forja's additions). */
export function fullPartner(overrides: Partial<Partner> = {}): Partner {
  return {
    id: 1,
    email: 'socio@example.mx',
    name: 'Luis Pérez',
    first_name: null,
    last_name: null,
    rfc: null,
    birthplace: null,
    tax_country: null,
    tax_id: null,
    civil_status: null,
    accept_terms_conditions: false,
    nationalities: [{ id: 1, code: 'MX', name: 'MX' }],
    is_moral_person: false,
    shares: [],
    mati_verification: null,
    mati_status: [],
    documents: [],
    user_id: null,
    invitation_accepted: false,
    permission_to_edit: false,
    curp: null,
    address: null,
    ...overrides,
  };
}

const ok = () => json(200, { content: { ok: true } });

export const INVITATION_TOKEN = 'invitation-token-123456';

/**
 * A small stand-in for the partners API: the founder's session (Bearer access-1) or an invited partner's link
 * token (x-invitation-token), bodies parsed with the same contracts, the cap table checked with the domain's
 * checkShareDistribution, complements with checkRfc / isValidCurp / partnerIdentityCodeClashes, postal codes like the SEPOMEX sample,
 * documents by content, identity checks that start Pending. Answers `{ content }` or `{ message: [code] }`
 * at the network (MSW) from the moment it is made, uploads included.
 */
export function fakePartnersApi(
  options: {
    company?: Partial<Company>;
    user?: Partial<User>;
    tokenState?: 'valid' | 'expired';
    identityStatuses?: ('Pending' | 'Approved' | 'Denied')[];
    /** A check already queued (the video was sent). */
    verificationQueued?: boolean;
  } = {},
) {
  const access = 'access-1';
  const calls: Call[] = [];
  const user = makeUser({ id: 7, email: 'ana@example.mx', ...options.user });
  let company: Company = makeCompany({
    id: 1,
    user_id: 7,
    company_type: 'sa',
    partners: [],
    share_series: [],
    ...options.company,
  });
  let nextId = 500;
  const identity = [...(options.identityStatuses ?? ['Pending', 'Approved'])];
  let verification: { id: number; status: string } | null = options.verificationQueued
    ? { id: 900, status: 'Pending' }
    : null;

  const partnerById = (id: number) => company.partners.find((partner) => partner.id === id);
  const updatePartner = (id: number, change: Partial<Partner>) => {
    company = {
      ...company,
      partners: company.partners.map((partner) => (partner.id === id ? { ...partner, ...change } : partner)),
    };
  };

  /** Who calls: the founder, or the invited partner of a valid token (the same answers as the API). */
  function actor(headers: Record<string, string>, partnerId?: number) {
    if (headers.authorization)
      return headers.authorization === `Bearer ${access}` ? 'session' : 'bad_session';
    const token = headers[INVITATION_TOKEN_HEADER];
    if (!token) return 'none';
    if (token !== INVITATION_TOKEN) return 'token_not_found';
    if (options.tokenState === 'expired') return 'token_expired';
    if (partnerId !== undefined && partnerId !== 2) return 'token_does_not_match';
    return 'invited';
  }

  async function handle({ method, path, query, headers, body }: ApiCall) {
    calls.push({ method, path, body, headers });
    // An upload takes a little longer, so its progress shows.
    await new Promise((resolve) => setTimeout(resolve, body instanceof FormData ? 100 : 2));
    if (path === 'catalogue') return json(200, { content: CATALOGUE });
    if (path === 'app-config') return json(200, { content: { mail_outbox: true, google_client_id: null } });
    const legal = fakeLegalResponse(`${path}?${query.toString()}`, method);
    if (legal) return legal;

    const partnerPath =
      /^(?:only-partner|partner-complements|partner-address|partner\/set-nationalities|partner)\/(\d+)/.exec(
        path,
      );
    const who = actor(headers, partnerPath ? Number(partnerPath[1]) : undefined);
    if (who === 'bad_session' || who === 'none') return json(401, { message: ['unauthenticated'] });
    if (who !== 'session' && who !== 'invited')
      return json(who === 'token_not_found' ? 404 : 400, { message: [who] });
    const founder = who === 'session';

    if (path === 'user/profile' && founder) return json(200, { content: user });
    if (path === `company/get-company-profile/${company.id}` && founder)
      return json(200, { content: company });

    const postal = /^postal-codes\/(.*)$/.exec(path);
    if (postal) {
      const code = decodeURIComponent(postal[1] ?? '');
      if (!/^\d{5}$/.test(code) || code.startsWith('00')) return json(400, { message: ['invalid_zip_code'] });
      const found = POSTAL_CODES[code];
      if (!found) return json(404, { message: ['postal_code_not_found'] });
      return json(200, {
        content: {
          postal_code: code,
          state: found.state,
          municipality: found.municipality,
          city: found.state,
          settlements: found.settlements.map((settlement) => ({ settlement, settlement_type: 'Colonia' })),
          catalogue_loaded: true,
        },
      });
    }

    if (path === `add-partners/company/${company.id}` && method === 'POST' && founder) {
      const parsed = addPartnersBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const series = parsed.data.share_series ?? [
        { name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 },
      ];
      const holdings = parsed.data.partners.flatMap((partner, index) =>
        partner.shares.map((share) => ({
          partnerKey: String(index),
          seriesKey: share.series,
          percentageBp: percentToBp(share.percentage) ?? Number.NaN,
        })),
      );
      const capital = parsed.data.fixed_capital_centavos;
      const capitalProblem = typeof capital === 'number' ? fixedCapitalProblem(capital) : null;
      if (capitalProblem)
        return json(400, {
          message: [capitalProblem],
          fields: [{ path: 'body.fixed_capital_centavos', code: capitalProblem }],
        });
      const problem = checkShareDistribution(holdings, { minPartners: 2, maxPartners: null });
      if (problem) return json(400, { message: [problem] });
      const shareSeries = series.map((entry, index) => ({ id: 100 + index, ...entry }));
      // As the API: the founder's own row (her e-mail) is her seat, joined; given another address, it is not.
      const owner = user.id === company.user_id ? user : null;
      const seat = (email: string | null | undefined, before: Partner | undefined) =>
        owner && sameEmail(email, owner.email)
          ? { user_id: owner.id, invitation_accepted: true }
          : owner && before?.user_id === owner.id
            ? { user_id: null, invitation_accepted: false }
            : {};
      company = {
        ...company,
        // As the API: absent leaves it; MXN 50,000 (the default) is kept as none chosen.
        ...(capital !== undefined
          ? { fixed_capital_centavos: capital === DEFAULT_FIXED_CAPITAL_CENTAVOS ? null : capital }
          : {}),
        share_series: shareSeries,
        partners: parsed.data.partners.map((input) => {
          const before = input.id !== undefined ? partnerById(input.id) : undefined;
          return fullPartner({
            ...before,
            id: input.id ?? ++nextId,
            name: input.name,
            email: input.email ?? null,
            ...seat(input.email, before),
            is_moral_person: input.is_moral_person,
            nationalities: input.nationalities.map((code, index) => ({ id: index + 1, code, name: code })),
            shares: input.shares.map((share) => ({
              id: ++nextId,
              share_series_id: shareSeries.find((entry) => entry.name === share.series)?.id ?? null,
              percentage: share.percentage,
            })),
          });
        }),
      };
      return json(200, { content: { partners: company.partners, share_series: company.share_series } });
    }
    if (path === `partners/send-invitations/${company.id}` && method === 'POST' && founder) {
      const parsed = sendInvitationsBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      for (const choice of parsed.data?.languages ?? [])
        updatePartner(choice.partner_id, { language: choice.language });
      const sent = company.partners
        .filter((partner) => partner.email && !partner.invitation_accepted && partner.email !== user.email)
        .map((partner) => partner.email ?? '');
      if (sent.length === 0) return json(400, { message: ['partner_without_mail'] });
      return json(200, { content: { sent } });
    }
    const permission = /^partner\/permission-edit\/(\d+)$/.exec(path);
    if (permission && method === 'POST' && founder) {
      const parsed = permissionEditBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      updatePartner(Number(permission[1]), { permission_to_edit: parsed.data.permision_to_edit });
      return ok();
    }

    const only = /^only-partner\/(\d+)\/company\/(\d+)$/.exec(path);
    if (only) {
      const partner = partnerById(Number(only[1]));
      if (!partner || Number(only[2]) !== company.id) return json(404, { message: ['partner_not_found'] });
      // As the API: the partner, with their company's society type and name (as the invitation e-mail names it).
      return json(200, {
        content: {
          ...partner,
          company_type: company.company_type,
          company_name: company.legal_name ?? company.name ?? company.friendly_id,
        },
      });
    }
    const complements = /^partner-complements\/(\d+)$/.exec(path);
    if (complements && method === 'POST') {
      const parsed = partnerComplementsBodySchema.safeParse(body);
      const partner = partnerById(Number(complements[1]));
      if (!parsed.success || !partner || !parsed.data.accept_terms_conditions)
        return json(400, { message: ['invalid_request'] });
      const check = checkRfc(parsed.data.rfc ?? '', partner.is_moral_person ? 'company' : 'person');
      if (!check.ok) return json(400, { message: [check.code] });
      if (check.checksumMismatch && !parsed.data.confirm_checksum)
        return json(409, { message: ['rfc_checksum_mismatch'] });
      if (!partner.is_moral_person && !isValidCurp(parsed.data.curp ?? ''))
        return json(400, { message: ['curp_invalid'] });
      const clashes = partnerIdentityCodeClashes(
        { id: partner.id, rfc: check.rfc, curp: parsed.data.curp ?? null },
        company.partners,
      );
      if (clashes.length > 0) return json(409, { message: clashes });
      updatePartner(partner.id, {
        rfc: check.rfc,
        curp: parsed.data.curp ?? null,
        birthplace: parsed.data.birthplace ?? null,
        tax_country: parsed.data.tax_country ?? 'MX',
        civil_status: parsed.data.civil_status ?? null,
        accept_terms_conditions: true,
      });
      return ok();
    }
    const address = /^partner-address\/(\d+)$/.exec(path);
    if (address && method === 'POST') {
      const parsed = partnerAddressBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const given = parsed.data;
      if ('address_line1' in given) {
        // As the API: written as given, in Latin letters, without SEPOMEX.
        const refused = foreignAddressScriptProblems(given);
        if (refused.length > 0)
          return json(400, {
            message: ['address_latin_letters_only'],
            fields: refused.map((field) => ({ path: `body.${field}`, code: 'address_latin_letters_only' })),
          });
        updatePartner(Number(address[1]), {
          address: {
            ...given,
            address_line2: given.address_line2 || null,
            region: given.region || null,
            postal_code: given.postal_code || null,
          },
        });
        return ok();
      }
      if (!POSTAL_CODES[given.postal_code]) return json(404, { message: ['postal_code_not_found'] });
      updatePartner(Number(address[1]), {
        address: { ...given, country: 'MX', interior_number: given.interior_number ?? null },
      });
      return ok();
    }
    const upload = /^partner\/(\d+)\/documents\/([A-Za-z_]+)$/.exec(path);
    if (upload && method === 'POST' && body instanceof FormData) {
      const type = upload[2] as PartnerDocumentType;
      const partner = partnerById(Number(upload[1]));
      if (!partner || !(PARTNER_DOCUMENT_TYPES as readonly string[]).includes(type))
        return json(400, { message: ['invalid_request'] });
      const file = body.get('file');
      const text = file instanceof Blob ? await fileText(file) : '';
      const image = (ID_IMAGE_DOCUMENTS as readonly string[]).includes(type) && text.startsWith('\u0089PNG');
      if (!text.startsWith('%PDF-') && !image) return json(400, { message: ['invalid_format'] });
      const document = partnerDocument(type, { id: ++nextId });
      updatePartner(partner.id, {
        documents: [...partner.documents.filter((d) => d.type !== type), document],
      });
      return json(200, { content: { id: document.id, type, partners_has_documents_completed: false } });
    }
    const verify = /^partner\/(\d+)\/identity-verification$/.exec(path);
    if (verify && method === 'POST') {
      const partner = partnerById(Number(verify[1]));
      if (!partner) return json(404, { message: ['partner_not_found'] });
      if (!(body instanceof FormData) || !(body.get('video') instanceof Blob))
        return json(400, { message: ['selfie_video_required'] });
      verification = { id: ++nextId, status: 'Pending' };
      updatePartner(partner.id, { mati_status: [{ status: 'Pending' }] });
      return json(200, {
        content: {
          verification_id: verification.id,
          status: 'Pending',
          code: 'identity_verification_queued_successfully',
        },
      });
    }
    if (verify && method === 'GET') {
      if (verification && identity.length > 0) verification.status = identity.shift() ?? verification.status;
      return json(200, {
        content: { verification_id: verification?.id ?? null, status: verification?.status ?? null },
      });
    }
    return json(404, { message: ['not_found'] });
  }

  serveApi(handle);

  return {
    access,
    calls,
    get company() {
      return company;
    },
    /** The calls of a method to a path (exact). */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
