import { makeUser } from '@forja/domain/testing/fixtures';
import { setTokens } from '../../../../lib/auth-tokens';
import { serveApi } from '../../../../test/network';

export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  form: FormData | null;
};

/** Answers one back-office call; undefined for a path it does not know (404 not_found). */
export type FakeHandler = (call: FakeCall) => Response | undefined;

export const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

export const PASSWORD = 'Nopal-Azul-2026';

/**
 * The back office's API for page tests, as the server answers it: the staff member, and the queue's own
 * routes given by `handler`. With `idle`, every act (anything but GET) answers recent_sign_in_required until
 * the password is confirmed. It answers at the network (MSW), uploads included.
 */
export function serveBackoffice(handler: FakeHandler, options: { idle?: boolean } = {}) {
  const calls: FakeCall[] = [];
  let confirmed = !options.idle;
  const me = () => ({
    id: 1,
    email: 'rosa@forja.mx',
    full_name: 'Rosa Operadora',
    role: 'operator',
    acts_allowed_until: confirmed ? '2026-11-25T12:15:00.000Z' : null,
  });

  async function answer(call: FakeCall) {
    const { method, path: rawPath, body } = call;
    calls.push(call);
    // An upload takes a little longer, so its progress shows.
    await new Promise((resolve) => setTimeout(resolve, call.form ? 400 : 2));
    if (rawPath === 'user/profile') return json(200, { content: makeUser({ id: 1, is_confirmed: true }) });
    if (rawPath === 'app-config')
      return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (rawPath === 'backoffice/me') return json(200, { content: me() });
    if (rawPath === 'backoffice/overview')
      return json(200, {
        content: { documents: 0, legal_representatives: 0, legal_names: 2, support_requests: 0, orders: 0 },
      });
    if (rawPath === 'backoffice/session/confirm') {
      if ((body as { password?: string }).password !== PASSWORD)
        return json(400, { message: ['bad_credentials'] });
      confirmed = true;
      return json(200, { content: me() });
    }
    if (method !== 'GET' && !confirmed) return json(403, { message: ['recent_sign_in_required'] });
    return handler(call) ?? json(404, { message: ['not_found'] });
  }

  serveApi(({ method, path, query, body }) => {
    const form = body instanceof FormData ? body : null;
    return answer({ method, path, query, body: form ? undefined : body, form });
  });

  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
