import {
  addCompanyNoteBodySchema,
  addOrderNoteBodySchema,
  backofficeCompaniesQuerySchema,
  backofficeOrdersQuerySchema,
  type BackofficeCompanyDetail,
  type BackofficeCompanyItem,
  type BackofficeOrder,
  type CompanyNote,
} from '@forja/contracts';
import { makeCompany, makePartner, makeUser } from '@forja/domain/testing/fixtures';
import { setTokens } from '../../../../lib/auth-tokens';
import { serveApi } from '../../../../test/network';

export type RecordedCall = { method: string; path: string; query: URLSearchParams; body: unknown };

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** Panadería Ñandú, waiting on its founder to pay for three days. */
export function sampleCompanyItem(overrides: Partial<BackofficeCompanyItem> = {}): BackofficeCompanyItem {
  return {
    id: 7,
    friendly_id: 'FJ-7KQ2MX',
    name: 'Panadería Ñandú',
    legal_name: null,
    company_type: 'sas',
    founder: { id: 42, name: 'Ana López', email: 'ana@nandu.mx', phone: '+525512345678' },
    step: 'CheckoutAdvance',
    waits_on: 'founder',
    step_since: '2026-11-19T12:00:00.000Z',
    created_at: '2026-11-10T12:00:00.000Z',
    path: { current: 'payment', actor: 'founder', done: 1, total: 12 },
    ...overrides,
  };
}

/** An OXXO voucher of the company, waiting to be paid at the store. */
export function sampleOrder(overrides: Partial<BackofficeOrder> = {}): BackofficeOrder {
  return {
    id: 31,
    company: { id: 7, friendly_id: 'FJ-7KQ2MX', name: 'Panadería Ñandú' },
    status: 'pending',
    follow_up: 'oxxo_pending',
    product_key: 'formation',
    items: ['Constitución de sociedad'],
    total_centavos: 1_450_000,
    currency: 'MXN',
    provider: 'sandbox',
    payment_method: 'oxxo',
    provider_session_id: 'cs_sandbox_abc123',
    oxxo_number: '93000012345678',
    oxxo_expires_at: '2026-11-25T12:00:00.000Z',
    failure: null,
    provider_payment_id: null,
    cfdi_error: null,
    since: '2026-11-21T12:00:00.000Z',
    created_at: '2026-11-21T11:00:00.000Z',
    completed_at: null,
    notes: [],
    ...overrides,
  };
}

/** The company page of Panadería Ñandú: a partner, a document, an order, a request, a note and its history. */
export function sampleDetail(overrides: Partial<BackofficeCompanyDetail> = {}): BackofficeCompanyDetail {
  const summary = sampleCompanyItem();
  return {
    summary,
    founder: { ...summary.founder, language: 'es', is_confirmed: true },
    company: makeCompany({
      id: 7,
      user_id: 42,
      friendly_id: 'FJ-7KQ2MX',
      name: 'Panadería Ñandú',
      legal_name: null,
      company_type: 'sas',
      rfc: 'PNA200101XY9',
      description: 'Pan de barrio',
      partners: [
        makePartner({ id: 2, name: 'Ana López', email: 'ANA@nandu.mx ', invitation_accepted: false }),
        makePartner({ id: 3, name: 'Luis Pérez', email: 'luis@nandu.mx', rfc: 'PEGL800101AB1' }),
      ],
      documents: [
        {
          id: 9,
          type: 'fiscal_identity',
          document_url: null,
          is_approved: false,
          rejection_category: 'illegible',
          owner_category: null,
        },
      ],
    }),
    orders: [sampleOrder()],
    support_requests: [
      {
        id: 5,
        status: 'Pendiente',
        stage: 'pending',
        category_key: 'incorporation',
        main_category: 'Constitución',
        request_type: 'Proceso y tiempos',
        message: 'Necesito ayuda con mi RFC',
        created_at: '2026-11-20T16:00:00.000Z',
      },
    ],
    notes: [
      {
        id: 1,
        company_id: 7,
        order_id: null,
        body: 'Cliente VIP: revisar con calma',
        visible_to_founder: false,
        author_name: 'Luis Operador',
        created_at: '2026-11-20T17:00:00.000Z',
      },
    ],
    timeline: [
      {
        at: '2026-11-20T17:00:00.000Z',
        kind: 'audit',
        detail: null,
        partner_name: null,
        audit: {
          id: 11,
          actor_id: 1,
          actor_email: 'luis@forja.mx',
          action: 'company_note.add',
          company_id: 7,
          partner_id: null,
          subject_type: 'company_note',
          subject_id: 1,
          before: null,
          after: { body: 'Cliente VIP: revisar con calma', visible_to_founder: false },
          ip: '127.0.0.1',
          created_at: '2026-11-20T17:00:00.000Z',
        },
      },
      {
        at: '2026-11-19T12:00:00.000Z',
        kind: 'step_reached',
        detail: 'CheckoutAdvance',
        partner_name: null,
        audit: null,
      },
      {
        at: '2026-11-12T12:00:00.000Z',
        kind: 'partner_document_uploaded',
        detail: 'passport',
        partner_name: 'Luis Pérez',
        audit: null,
      },
      {
        at: '2026-11-10T12:00:00.000Z',
        kind: 'company_created',
        detail: null,
        partner_name: null,
        audit: null,
      },
    ],
    ...overrides,
  };
}

/**
 * The back office's companies and orders API as the server answers it, for a signed-in operator: the same
 * paths, `{ content }` envelope, contract checks and recent sign-in (`idle`) as apps/api.
 */
export function fakeCompaniesServer(
  options: { companies?: BackofficeCompanyItem[]; detail?: BackofficeCompanyDetail; idle?: boolean } = {},
) {
  const calls: RecordedCall[] = [];
  const companies = options.companies ?? [sampleCompanyItem()];
  let detail = options.detail ?? sampleDetail();
  let confirmed = !options.idle;
  let nextNote = 100;
  const me = () => ({
    id: 1,
    email: 'luis@forja.mx',
    full_name: 'Luis Operador',
    role: 'operator',
    acts_allowed_until: confirmed ? '2026-11-25T12:15:00.000Z' : null,
  });
  const newNote = (values: Pick<CompanyNote, 'body' | 'visible_to_founder' | 'order_id'>): CompanyNote => ({
    id: nextNote++,
    company_id: detail.summary.id,
    author_name: 'Luis Operador',
    created_at: '2026-11-22T12:00:00.000Z',
    ...values,
  });

  serveApi(({ method, path, query, body }) => {
    calls.push({ method, path, query, body });
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 1, is_confirmed: true }) });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (path === 'backoffice/me') return json(200, { content: me() });
    if (path === 'backoffice/session/confirm') {
      if ((body as { password?: string }).password !== 'Nopal-Azul-2026')
        return json(400, { message: ['bad_credentials'] });
      confirmed = true;
      return json(200, { content: me() });
    }

    if (method === 'GET' && path === 'backoffice/companies') {
      const parsed = backofficeCompaniesQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const { q, step, path_step: pathStep, page, page_size } = parsed.data;
      const text = q?.toLowerCase();
      // A step of the path finds the companies on it, on the founder's page or the dashboard, once past the
      // founder's account.
      const onPathStep = (company: BackofficeCompanyItem) =>
        (company.path.current ?? 'done') === pathStep &&
        company.step !== 'VerifyAccount' &&
        company.step !== 'Companies';
      const matching = companies.filter(
        (company) =>
          (!step || company.step === step) &&
          (!pathStep || onPathStep(company)) &&
          (!text ||
            [company.friendly_id, company.name, company.legal_name, company.founder.email].some((value) =>
              value?.toLowerCase().includes(text),
            )),
      );
      const items = matching.slice((page - 1) * page_size, page * page_size);
      return json(200, { content: { items, total: matching.length, page, page_size } });
    }
    if (path === `backoffice/companies/${detail.summary.id}` && method === 'GET') {
      return json(200, { content: detail });
    }
    if (path === `backoffice/companies/${detail.summary.id}/notes` && method === 'POST') {
      if (!confirmed) return json(403, { message: ['recent_sign_in_required'] });
      const parsed = addCompanyNoteBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const note = newNote({ ...parsed.data, order_id: null });
      detail = { ...detail, notes: [note, ...detail.notes] };
      return json(200, { content: note });
    }
    if (method === 'GET' && path === 'backoffice/orders') {
      const parsed = backofficeOrdersQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const { kind, company_id, page, page_size } = parsed.data;
      const matching = detail.orders.filter(
        (order) =>
          (kind === 'open'
            ? ['oxxo_pending', 'payment_failed', 'cfdi_failed'].includes(order.follow_up ?? '')
            : order.follow_up === kind) &&
          (!company_id || order.company.id === company_id),
      );
      const items = matching.slice((page - 1) * page_size, page * page_size);
      return json(200, { content: { items, total: matching.length, page, page_size } });
    }
    const orderNote = /^backoffice\/orders\/(\d+)\/notes$/.exec(path);
    if (orderNote && method === 'POST') {
      if (!confirmed) return json(403, { message: ['recent_sign_in_required'] });
      const parsed = addOrderNoteBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const order = detail.orders.find((entry) => entry.id === Number(orderNote[1]));
      if (!order) return json(404, { message: ['not_found'] });
      const note = newNote({ body: parsed.data.body, visible_to_founder: false, order_id: order.id });
      const followUp = order.follow_up === 'payment_failed' ? 'followed_up' : order.follow_up;
      const updated = { ...order, follow_up: followUp, notes: [...order.notes, note] };
      detail = {
        ...detail,
        orders: detail.orders.map((entry) => (entry.id === order.id ? updated : entry)),
        notes: [note, ...detail.notes],
      };
      return json(200, { content: updated });
    }
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });

  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo };
}
