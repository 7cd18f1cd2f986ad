import type { PrivacyQueueItem } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const OVERDUE: PrivacyQueueItem = {
  id: 3,
  kind: 'opposition',
  status: 'open',
  reason: 'No quiero encuestas',
  details: { purpose: 'surveys' },
  created_at: '2026-10-01T18:00:00.000Z',
  due_at: '2026-10-29T05:59:59.999Z',
  resolved_at: null,
  resolution_note: null,
  user: { id: 20, name: 'Marta Ruiz', email: 'marta@example.mx' },
  business_days_left: -19,
  overdue: true,
};
const ON_TIME: PrivacyQueueItem = {
  id: 4,
  kind: 'rectification',
  status: 'open',
  reason: 'Mi CURP tiene un error',
  details: { field: 'curp', requested_value: 'LOAA900101MDFPNN09', company_id: 12 },
  created_at: '2026-11-26T18:00:00.000Z',
  due_at: '2026-12-25T05:59:59.999Z',
  resolved_at: null,
  resolution_note: null,
  user: { id: 21, name: 'Ana López', email: 'ana@example.mx' },
  business_days_left: 20,
  overdue: false,
};

type Call = { method: string; path: string; search: string; body: unknown };

function serve(queue: PrivacyQueueItem[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, search: url.search, body });
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 1 }) });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (path === 'backoffice/me')
      return json(200, {
        content: {
          id: 1,
          email: 'luis@forja.mx',
          full_name: 'Luis Operador',
          role: 'operator',
          acts_allowed_until: '2026-11-25T12:15:00.000Z',
        },
      });
    if (path === 'backoffice/privacy-requests' && method === 'GET') {
      const status = url.searchParams.get('status');
      return json(200, {
        content: {
          items: status === 'open' ? queue.filter((item) => item.status === 'open') : [],
          total: queue.length,
          page: 1,
          page_size: 100,
        },
      });
    }
    const decision = /^backoffice\/privacy-requests\/(\d+)\/decision$/.exec(path);
    if (decision && method === 'POST') {
      const item = queue.find((entry) => entry.id === Number(decision[1]));
      const { outcome, note } = body as { outcome: 'resolved' | 'rejected'; note: string };
      if (item) Object.assign(item, { status: outcome, resolution_note: note });
      return json(200, { content: item });
    }
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return calls;
}

describe('the back office: privacy requests', () => {
  it('lists open requests with who asked, what, the deadline and the overdue ones marked', async () => {
    serve([OVERDUE, ON_TIME]);
    renderRoute('/es/backoffice/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitudes de privacidad' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Solicitudes de privacidad' });
    const late = within(list).getByRole('listitem', { name: 'Oposición — Marta Ruiz' });
    expect(late).toHaveTextContent('Finalidad: Encuestas de satisfacción');
    expect(late).toHaveTextContent('No quiero encuestas');
    expect(late).toHaveTextContent('Vencida hace 19 días hábiles');
    expect(late).toHaveTextContent('marta@example.mx');
    const onTime = within(list).getByRole('listitem', { name: 'Rectificación — Ana López' });
    expect(onTime).toHaveTextContent('Dato: CURP → «LOAA900101MDFPNN09»');
    expect(onTime).toHaveTextContent('Quedan 20 días hábiles');
    expect(onTime).toHaveTextContent('24/12/2026');
  });

  it('shows an empty state when nothing is open', async () => {
    serve([]);
    renderRoute('/es/backoffice/privacy');
    expect(await screen.findByText('No hay solicitudes abiertas. Todo al día.')).toBeInTheDocument();
  });

  it('needs a note to resolve, then sends the decision and refreshes the queue', async () => {
    const calls = serve([ON_TIME]);
    const user = userEvent.setup();
    renderRoute('/es/backoffice/privacy');
    const item = await screen.findByRole('listitem', { name: 'Rectificación — Ana López' });
    await user.click(within(item).getByRole('button', { name: 'Atender: Ana López' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atender la solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendida' }));
    expect(
      await within(dialog).findByText('Escribe una nota para la persona: la recibirá por correo.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Nota para la persona/ }),
      'Corregimos tu CURP.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendida' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { outcome: 'resolved', note: 'Corregimos tu CURP.' },
      ]),
    );
    expect(await screen.findByText('No hay solicitudes abiertas. Todo al día.')).toBeInTheDocument();
  });
});
