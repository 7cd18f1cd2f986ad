import {
  COMPANY_DOCUMENT_TYPES,
  FOUNDER_UPLOADABLE_DOCUMENTS,
  deleteLegalRepresentativeBodySchema,
  saveRfcBodySchema,
  setCompanyCategoryBodySchema,
  updateAdministrationBodySchema,
  type BusinessTwistEntry,
  type Company,
  type CompanyDocumentType,
  type User,
} from '@forja/contracts';
import { administrationProblem, checkRfc } from '@forja/domain';
import { makeCompany, makeUser } from '@forja/domain/testing/fixtures';
import { fileText, json, serveApi, type ApiCall } from '../../../test/network';

/** A few SCIAN classes, as `GET business-twists` answers them. */
export const CATALOGUE: BusinessTwistEntry[] = [
  { id: 12, code: '541510', name: 'Servicios de consultoría en computación' },
  { id: 31, code: '311921', name: 'Beneficio del café' },
  { id: 32, code: '722515', name: 'Cafeterías, fuentes de sodas, neverías, refresquerías y similares' },
  { id: 44, code: '431110', name: 'Comercio al por mayor de abarrotes' },
  { id: 51, code: '111151', name: 'Cultivo de maíz grano' },
  { id: 13, code: '511210', name: 'Edición de software y edición de software integrada con la reproducción' },
];

/** Their English and Chinese names, as `GET business-twists` answers them on English and Chinese pages. */
const TRANSLATED: Record<number, { en: string; zh: string }> = {
  12: { en: 'Computer consulting services', zh: '计算机咨询服务' },
  31: { en: 'Coffee processing', zh: '咖啡加工' },
  32: { en: 'Cafés, soda fountains and ice cream parlors', zh: '咖啡馆、冷饮店、冰淇淋店及类似场所' },
  44: { en: 'Grocery wholesale', zh: '食品杂货批发' },
  51: { en: 'Corn (grain) farming', zh: '籽粒玉米种植' },
  13: { en: 'Software publishing', zh: '软件出版' },
};

/**
 * The catalogue in a page's language, searched like the API does: by code, by the name answered, and on
 * English and Chinese pages by the English name too.
 */
function searchCatalogue(q: string, lang: string | null): BusinessTwistEntry[] {
  const named = CATALOGUE.map((entry) => {
    const names = TRANSLATED[entry.id];
    const name = lang === 'zh_cn' ? names?.zh : lang === 'en' ? names?.en : undefined;
    return { entry: { ...entry, name: name ?? entry.name }, en: names?.en ?? '' };
  });
  return named
    .filter(
      ({ entry, en }) =>
        entry.name.toLowerCase().includes(q) ||
        entry.code.startsWith(q) ||
        (lang !== 'es' && en.toLowerCase().includes(q)),
    )
    .map(({ entry }) => entry);
}

export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

/**
 * A small stand-in for the API's HTTP answers about one company: it checks the bearer token, parses bodies
 * with the same contracts, keeps the company's state and answers `{ content }` or `{ message: [code] }` with
 * the statuses the API uses (409 for the RFC check-digit warning, 400 invalid_format for a file that is not a
 * PDF by its content). It answers at the network (MSW) from the moment it is made, uploads included: a fake
 * made later answers first, and leaves to this one what it does not know.
 */
export function fakeCompanyApi(options: { company?: Partial<Company>; user?: Partial<User> } = {}) {
  const access = 'access-1';
  const calls: Call[] = [];
  const user = makeUser({ id: 7, ...options.user });
  let company: Company = makeCompany({ id: 1, user_id: 7, ...options.company });
  let nextId = 5000;

  async function handle({ method, path, query, headers, body }: ApiCall) {
    calls.push({ method, path, body, headers });
    // An upload takes a little longer, so its progress shows.
    await new Promise((resolve) => setTimeout(resolve, body instanceof FormData ? 100 : 2));
    if (headers.authorization !== `Bearer ${access}`) return json(401, { message: ['unauthenticated'] });
    if (path === 'user/profile') return json(200, { content: user });
    if (path === 'app-config')
      return json(200, { content: { mail_outbox: false, google_sign_in: false, sandbox: true } });
    if (path === 'business-twists') {
      const q = (query.get('q') ?? '').toLowerCase();
      return json(200, { content: { business_twists: searchCatalogue(q, query.get('lang')) } });
    }
    const id = /\/(\d+)$/.exec(path)?.[1] ?? /^company\/(\d+)\//.exec(path)?.[1];
    if (id !== undefined && Number(id) !== company.id)
      return json(403, { message: ['user_not_belong_to_company'] });

    if (path === `company/get-company-profile/${company.id}`) return json(200, { content: company });
    if (path === `company/set-company-category/${company.id}` && method === 'PUT') {
      const parsed = setCompanyCategoryBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const twists = parsed.data.activities.map(({ id: twistId }) => CATALOGUE.find((e) => e.id === twistId));
      if (twists.some((twist) => !twist)) return json(400, { message: ['invalid_request'] });
      company = {
        ...company,
        description: parsed.data.description,
        web_site: parsed.data.web_site ?? null,
        will_hire: parsed.data.will_hire ?? company.will_hire,
        company_business_twists: twists.map((twist) => ({
          id: twist!.id,
          name: twist!.name,
          code: twist!.code,
          name_en: TRANSLATED[twist!.id]?.en ?? null,
          name_zh: TRANSLATED[twist!.id]?.zh ?? null,
        })),
      };
      return json(200, { content: { ok: true } });
    }
    if (path === `company/save-rfc/${company.id}` && method === 'POST') {
      const parsed = saveRfcBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const check = checkRfc(parsed.data.rfc, 'company');
      if (!check.ok) return json(400, { message: [check.code] });
      if (check.checksumMismatch && !parsed.data.confirm_checksum)
        return json(409, { message: ['rfc_checksum_mismatch'] });
      company = { ...company, rfc: check.rfc, rfc_later: false };
      return json(200, { content: { rfc: check.rfc } });
    }
    if (path === `update-boolean-rfc-company/${company.id}`) {
      company = { ...company, rfc_later: true };
      return json(200, { content: { ok: true } });
    }
    if (path === `company/administration/${company.id}` && method === 'PUT') {
      const parsed = updateAdministrationBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      // Who may run the company, as the API checks it (an S.A.S.: a sole administrator among its partners).
      const administrators = parsed.data.council.filter((member) => member.council_role !== 'commissary');
      const problem = administrationProblem(company.company_type, company.partners, {
        soleAdministrator: parsed.data.has_unique_administrator,
        names: administrators.map((member) => member.name),
      });
      if (problem) {
        const path =
          problem === 'sole_administrator_required'
            ? 'body.has_unique_administrator'
            : `body.council.${parsed.data.council.indexOf(administrators[0]!)}.name`;
        return json(400, { message: [problem], fields: [{ path, code: problem }] });
      }
      company = {
        ...company,
        has_unique_administrator: parsed.data.has_unique_administrator,
        council: parsed.data.council.map((member) => ({ id: ++nextId, partner_id: null, ...member })),
      };
      return json(200, { content: { ok: true } });
    }
    if (path === 'company/legal-representatives/delete' && method === 'POST') {
      const parsed = deleteLegalRepresentativeBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      company = {
        ...company,
        legal_representatives: company.legal_representatives.filter(
          (r) => r.id !== parsed.data.legal_representative,
        ),
      };
      return json(200, { content: { ok: true } });
    }
    if (path === `company/legal-representatives/new/${company.id}` && body instanceof FormData) {
      const image = body.get('image');
      const rfcField = body.get('rfc');
      const rfc = checkRfc(typeof rfcField === 'string' ? rfcField : '', 'person');
      if (!rfc.ok) return json(400, { message: [rfc.code] });
      if (!(image instanceof Blob)) return json(400, { message: ['invalid_format'] });
      const representative = {
        id: ++nextId,
        name: (body.get('name') as string | null) ?? '',
        rfc: rfc.rfc,
        image: 'https://files.example/id.png',
        approved: false,
        manual_verification: false,
      };
      company = { ...company, legal_representatives: [...company.legal_representatives, representative] };
      return json(200, { content: representative });
    }
    const upload = /^company\/\d+\/documents\/([A-Za-z_]+)$/.exec(path);
    if (upload && method === 'POST' && body instanceof FormData) {
      const type = upload[1] as CompanyDocumentType;
      if (!(COMPANY_DOCUMENT_TYPES as readonly string[]).includes(type))
        return json(400, { message: ['invalid_request'] });
      if (!(FOUNDER_UPLOADABLE_DOCUMENTS as readonly string[]).includes(type))
        return json(403, { message: ['forbidden'] });
      const file = body.get('file');
      // Decided by content, like the server: a PDF starts with "%PDF-".
      if (!(file instanceof Blob) || !(await fileText(file)).startsWith('%PDF-'))
        return json(400, { message: ['invalid_format'] });
      const document = {
        id: ++nextId,
        type,
        document_url: `https://files.example/${type}.pdf`,
        is_approved: false,
        rejection_category: null,
        owner_category: null,
      };
      company = { ...company, documents: [...company.documents.filter((d) => d.type !== type), document] };
      return json(200, { content: { id: document.id, type } });
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
