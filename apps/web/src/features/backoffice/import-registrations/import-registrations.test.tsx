import type { ImportRegistrationQueueEntry } from '@forja/contracts';
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

const ALL_DONE = [
  { key: 'rfc' as const, done: true },
  { key: 'efirma' as const, done: true },
  { key: 'tax_address' as const, done: true },
  { key: 'amazon_information' as const, done: true },
];

const FILED: ImportRegistrationQueueEntry = {
  company_id: 7,
  company_name: 'Tacos del Norte S.A. de C.V.',
  friendly_id: 'FJ-0007',
  status: 'in_progress',
  note: null,
  updated_at: '2026-11-22T16:00:00.000Z',
  registered_at: null,
  requirements: ALL_DONE,
};
const WAITING: ImportRegistrationQueueEntry = {
  company_id: 5,
  company_name: 'Nopal Azul S.A.S.',
  friendly_id: 'FJ-0005',
  status: 'not_started',
  note: null,
  updated_at: null,
  registered_at: null,
  requirements: [
    { key: 'rfc', done: true },
    { key: 'efirma', done: false },
    { key: 'tax_address', done: true },
    { key: 'amazon_information', done: false },
  ],
};

type Call = { method: string; path: string; body: unknown };

/** The back office's API for a signed-in operator, with the import registration routes. */
function serve(queue: ImportRegistrationQueueEntry[] | 'error') {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
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
    if (path === 'backoffice/import-registrations' && method === 'GET')
      return queue === 'error' ? json(500, { message: ['internal_error'] }) : json(200, { content: queue });
    if (path === 'backoffice/import-registrations/7' && method === 'POST')
      return json(200, { content: { ...FILED, ...(body as object) } });
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return calls;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('the back office: import registrations', () => {
  it('lists Amazon customers with their requirements and files one only when all are done', async () => {
    serve([FILED, WAITING]);
    renderRoute('/es/backoffice/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importación' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Inscripciones al padrón de importadores' });
    const filed = within(list).getByRole('listitem', { name: 'Tacos del Norte S.A. de C.V.' });
    const waiting = within(list).getByRole('listitem', { name: 'Nopal Azul S.A.S.' });
    expect(filed).toHaveTextContent('En trámite');
    expect(within(filed).getByRole('button', { name: /Marcar inscrita: Tacos/ })).toBeEnabled();
    expect(within(filed).getByRole('button', { name: /Marcar rechazada: Tacos/ })).toBeEnabled();

    expect(waiting).toHaveTextContent('Sin iniciar');
    expect(waiting).toHaveTextContent('e.firma de la empresa — falta');
    expect(waiting).toHaveTextContent('RFC de la empresa — listo');
    expect(within(waiting).getByRole('button', { name: /Marcar en trámite: Nopal/ })).toBeDisabled();
    expect(waiting).toHaveTextContent('Se presenta cuando la empresa tenga RFC');
  });

  it('requires a note to reject, then sends it', async () => {
    const calls = serve([FILED]);
    const user = userEvent.setup();
    renderRoute('/es/backoffice/import');
    await user.click(
      await screen.findByRole('button', { name: 'Marcar rechazada: Tacos del Norte S.A. de C.V.' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Rechazaron la inscripción de Tacos del Norte S.A. de C.V.?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar rechazo' }));
    expect(within(dialog).getByText('Escribe el motivo del rechazo.', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts(calls)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'RFC suspendido');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar rechazo' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          method: 'POST',
          path: 'backoffice/import-registrations/7',
          body: { status: 'rejected', note: 'RFC suspendido' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when there are no Amazon customers, and offers a retry when the list fails', async () => {
    serve([]);
    const first = renderRoute('/en/backoffice/import');
    expect(await screen.findByText('No Amazon customers yet.')).toBeInTheDocument();
    first.unmount();
    queryClient.clear();
    serve('error');
    renderRoute('/en/backoffice/import');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
