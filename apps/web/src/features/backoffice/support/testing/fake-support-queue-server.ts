import {
  moveSupportRequestBodySchema,
  replySupportRequestBodySchema,
  supportQueueQuerySchema,
  type SupportQueueItem,
  type SupportRequestDetail,
} from '@forja/contracts';
import { canMoveSupportRequest, statusAfterTeamReply, supportRequestStage } from '@forja/domain';
import { makeUser } from '@forja/domain/testing/fixtures';
import { setTokens } from '../../../../lib/auth-tokens';
import { json, serveApi } from '../../../../test/network';

export type RecordedCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Ana's request about her RFC: pending, with the chat before it and no thread yet. */
export function sampleRequest(overrides: Partial<SupportRequestDetail> = {}): SupportRequestDetail {
  return {
    id: 5,
    status: 'Pendiente',
    stage: 'pending',
    category_key: 'incorporation',
    subcategory_key: 'process',
    main_category: 'Constitución',
    request_type: 'Proceso y tiempos',
    message: 'Necesito ayuda con mi RFC',
    created_at: '2026-11-20T16:00:00.000Z',
    company: { id: 7, friendly_id: 'FJ-0007', name: 'Tacos del Norte' },
    user: {
      id: 42,
      name: 'Ana López',
      email: 'ana@empresa.mx',
      phone: '+525512345678',
      language: 'es',
    },
    thread_count: 0,
    last_author_kind: null,
    last_message_at: null,
    conversation_before_issue: [
      { owner: 'user', message: '¿Cómo saco el RFC?', lang: 'es' },
      { owner: 'bot', message: 'Puedo crear una solicitud para ti.', lang: 'es' },
    ],
    thread: [],
    ...overrides,
  };
}

/**
 * The back office's support-requests API as the server answers it, for a signed-in operator: the same
 * paths, `{ content }` envelope, contract checks, status rules (409 already_reviewed for a stale `from`,
 * invalid_status_transition otherwise) and recent sign-in (`idle`) as apps/api, at the network (MSW).
 */
export function fakeSupportQueueServer(
  options: {
    requests?: SupportRequestDetail[];
    idle?: boolean;
    /** Another operator moves the request to this status just before the next move arrives. */
    movedByOtherTo?: string;
    pageSize?: number;
  } = {},
) {
  const calls: RecordedCall[] = [];
  let requests = [...(options.requests ?? [sampleRequest()])];
  let confirmed = !options.idle;
  let otherMove = options.movedByOtherTo;
  let nextMessage = 100;
  const me = () => ({
    id: 1,
    email: 'luis@forja.mx',
    full_name: 'Luis Operador',
    role: 'operator',
    acts_allowed_until: confirmed ? '2026-11-25T12:15:00.000Z' : null,
  });
  const update = (detail: SupportRequestDetail) => {
    const last = detail.thread.at(-1);
    const next: SupportRequestDetail = {
      ...detail,
      stage: supportRequestStage(detail.status),
      thread_count: detail.thread.length,
      last_author_kind: last?.author_kind ?? null,
      last_message_at: last?.created_at ?? null,
    };
    requests = requests.map((entry) => (entry.id === next.id ? next : entry));
    return next;
  };

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
    if (path === 'backoffice/overview')
      return json(200, {
        content: { documents: 0, legal_representatives: 0, legal_names: 0, support_requests: 1, orders: 0 },
      });

    if (method === 'GET' && path === 'backoffice/support-requests') {
      const parsed = supportQueueQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      const { status, category, company, page } = parsed.data;
      const pageSize = options.pageSize ?? parsed.data.page_size;
      const matching = requests.filter(
        (request) =>
          (status === 'all' ||
            (status === 'open' ? request.stage !== 'resolved' : request.stage === status)) &&
          (!category || request.category_key === category) &&
          (!company ||
            request.company.friendly_id?.toLowerCase() === company.toLowerCase() ||
            request.company.name?.toLowerCase().includes(company.toLowerCase())),
      );
      const items: SupportQueueItem[] = matching
        .slice((page - 1) * pageSize, page * pageSize)
        .map(({ conversation_before_issue: _chat, thread: _thread, ...item }) => ({
          ...item,
          user: { id: item.user.id, name: item.user.name, email: item.user.email },
        }));
      return json(200, { content: { items, total: matching.length, page, page_size: pageSize } });
    }

    const match = /^backoffice\/support-requests\/(\d+)(?:\/(replies|status))?$/.exec(path);
    const request = match ? requests.find((entry) => entry.id === Number(match[1])) : undefined;
    if (match && !request) return json(404, { message: ['not_found'] });
    if (match && request && method === 'GET' && !match[2]) return json(200, { content: request });
    if (match && request && method === 'POST' && match[2]) {
      if (!confirmed) return json(403, { message: ['recent_sign_in_required'] });
      if (match[2] === 'replies') {
        const parsed = replySupportRequestBodySchema.safeParse(body);
        if (!parsed.success) return json(400, { message: ['invalid_request'] });
        const replied = update({
          ...request,
          status: statusAfterTeamReply(request.status),
          thread: [
            ...request.thread,
            {
              id: nextMessage++,
              author_kind: 'operator',
              author_name: 'Luis Operador',
              body: parsed.data.body,
              created_at: '2026-11-21T18:30:00.000Z',
            },
          ],
        });
        return json(200, { content: replied });
      }
      const parsed = moveSupportRequestBodySchema.safeParse(body);
      if (!parsed.success) return json(400, { message: ['invalid_request'] });
      let current = request;
      if (otherMove) {
        current = update({ ...request, status: otherMove });
        otherMove = undefined;
      }
      if (current.status === parsed.data.to) return json(200, { content: current });
      if (current.status !== parsed.data.from) return json(409, { message: ['already_reviewed'] });
      if (!canMoveSupportRequest(current.status, parsed.data.to))
        return json(409, { message: ['invalid_status_transition'] });
      return json(200, { content: update({ ...current, status: parsed.data.to }) });
    }
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });

  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, requests: () => requests };
}
