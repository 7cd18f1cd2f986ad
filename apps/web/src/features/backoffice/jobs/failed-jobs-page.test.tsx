import type { BackofficeFailedJob, BackofficeFailedJobsPage, StaffRole } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const LOAD = { timeout: 15_000 };

/** An e-mail that failed every try an hour ago, queued by a request. */
function mailJob(overrides: Partial<BackofficeFailedJob> = {}): BackofficeFailedJob {
  return {
    id: 41,
    kind: 'send-notification',
    attempts: 6,
    last_error: 'the mail server refused the connection',
    created_at: '2026-11-22T10:00:00.000Z',
    failed_at: '2026-11-22T11:00:00.000Z',
    request_id: 'req-7f3a',
    ...overrides,
  };
}

/** A data export that gave up, started by the server, of a kind the page has no label for. */
const unknownKindJob = mailJob({
  id: 42,
  kind: 'nightly-ledger',
  last_error: null,
  request_id: null,
  failed_at: '2026-11-22T11:30:00.000Z',
});

type Server = { failed: BackofficeFailedJob[] | 'error'; retry: 'ok' | 'job_not_failed' };

/** The back office's API as the page calls it, recording the retries it is asked for. */
function fakeJobsServer(role: StaffRole, server: Server) {
  const retried: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 1, is_confirmed: true }) });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (path === 'backoffice/me') {
      const me = { id: 1, email: 'rosa@forja.mx', full_name: 'Rosa Operadora', role };
      return json(200, { content: { ...me, acts_allowed_until: '2026-11-22T12:15:00.000Z' } });
    }
    if (path === 'backoffice/jobs/failed') {
      if (server.failed === 'error') return json(500, { message: ['internal_error'] });
      const page: BackofficeFailedJobsPage = {
        items: server.failed,
        total: server.failed.length,
        page: 1,
        page_size: 25,
        kinds: [
          {
            kind: 'send-notification',
            pending: 3,
            failed: server.failed.filter((job) => job.id === 41).length,
          },
        ],
      };
      return json(200, { content: page });
    }
    const retry = /^backoffice\/jobs\/(\d+)\/retry$/.exec(path);
    if (retry && init?.method === 'POST') {
      retried.push(retry[1]!);
      if (server.retry === 'job_not_failed') return json(409, { message: ['job_not_failed'] });
      if (server.failed !== 'error')
        server.failed = server.failed.filter((job) => job.id !== Number(retry[1]));
      return json(200, { content: { ok: true } });
    }
    return json(404, { message: ['not_found'] });
  });
  return { retried };
}

let restoreScreen: () => void = () => undefined;
beforeEach(() => {
  // A wide screen: the lists are tables (a phone's cards are tested on their own).
  restoreScreen = setScreenWidth('wide');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  restoreScreen();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the back office: background jobs', () => {
  it('lists the failed jobs with a label for their kind, their tries, last error and request, and counts by kind', async () => {
    fakeJobsServer('admin', { failed: [unknownKindJob, mailJob()], retry: 'ok' });
    renderRoute('/es/backoffice/jobs');
    const table = await screen.findByRole('table', { name: 'Tareas en segundo plano' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('nightly-ledger');
    expect(rows[0]).toHaveTextContent('Sin mensaje de error');
    expect(rows[0]).toHaveTextContent('Iniciada por el servidor');
    expect(rows[1]).toHaveTextContent('Envío de correo');
    expect(rows[1]).toHaveTextContent('Tarea 41 · send-notification');
    expect(rows[1]).toHaveTextContent('the mail server refused the connection');
    expect(rows[1]).toHaveTextContent('req-7f3a');
    expect(rows[1]).toHaveTextContent('hace 1 hora');
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('6');
    expect(screen.getByText('2 tareas fallidas, las más recientes primero')).toBeInTheDocument();
    const kinds = screen.getByRole('region', { name: 'Tareas sin terminar por tipo' });
    expect(kinds).toHaveTextContent('Envío de correo3 en espera · 1 fallida');
    // The navigation (beside the page on a wide screen) leads here.
    expect(screen.getByRole('link', { name: 'Tareas en segundo plano' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('retries a job after the admin confirms, says so, and the job leaves the list', async () => {
    const server = fakeJobsServer('admin', { failed: [unknownKindJob, mailJob()], retry: 'ok' });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/jobs');
    await user.click(
      await screen.findByRole('button', { name: 'Reintentar la tarea 41 (Envío de correo)' }, LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Reintentar la tarea?' });
    expect(dialog).toHaveTextContent('«Envío de correo» (tarea 41) vuelve a la cola');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.retried).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reintentar la tarea 41 (Envío de correo)' }));
    const again = await screen.findByRole('dialog', { name: '¿Reintentar la tarea?' });
    await user.click(within(again).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('La tarea 41 volvió a la cola.')).toBeInTheDocument();
    expect(server.retried).toEqual(['41']);
    await waitFor(() => expect(screen.queryByText('Tarea 41 · send-notification')).not.toBeInTheDocument());
    expect(screen.getByText('1 tarea fallida, la más reciente primero')).toBeInTheDocument();
  });

  it('tells the admin when the job no longer waits for a retry', async () => {
    fakeJobsServer('admin', { failed: [mailJob()], retry: 'job_not_failed' });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/jobs');
    await user.click(
      await screen.findByRole('button', { name: 'Reintentar la tarea 41 (Envío de correo)' }, LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Reintentar la tarea?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Solo se reintenta una tarea que se dio por vencida/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows operators the list without the retry button', async () => {
    fakeJobsServer('operator', { failed: [mailJob()], retry: 'ok' });
    renderRoute('/es/backoffice/jobs');
    await screen.findByRole('table', { name: 'Tareas en segundo plano' }, LOAD);
    expect(screen.getByText(/Solo un administrador puede reintentar una tarea\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();
  });

  it('says when no job failed, and when the list could not be read', async () => {
    fakeJobsServer('admin', { failed: [], retry: 'ok' });
    const view = renderRoute('/es/backoffice/jobs');
    expect(await screen.findByText('No hay tareas fallidas.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    view.unmount();

    queryClient.clear();
    fakeJobsServer('admin', { failed: 'error', retry: 'ok' });
    renderRoute('/es/backoffice/jobs');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(/algo salió mal/i);
  });

  it('speaks English', async () => {
    fakeJobsServer('admin', { failed: [], retry: 'ok' });
    renderRoute('/en/backoffice/jobs');
    expect(await screen.findByRole('heading', { name: 'Background jobs' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
  });
});
