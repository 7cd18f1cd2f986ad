import type { CancellationTerms, DataExport } from '@forja/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { getAccessToken, setTokens } from '../../../lib/auth-tokens';
import { applyLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { DataExportPanel } from './data-export-panel';
import { DeleteAccountPanel } from './delete-account-panel';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const exportRow = (over: Partial<DataExport>): DataExport => ({
  id: 1,
  status: 'queued',
  progress: 0,
  created_at: '2026-11-26T18:00:00.000Z',
  finished_at: null,
  expires_at: null,
  size_bytes: null,
  download_url: null,
  ...over,
});

const TERMS: CancellationTerms = {
  retention_days: 30,
  retained: [
    { record: 'invoices', years: 5 },
    { record: 'signed_acts', years: 10 },
    { record: 'audit_log', years: 5 },
  ],
  companies_deleted: [{ id: 4, name: 'Nopal Azul' }],
  companies_kept: [{ id: 5, name: 'Maguey Verde S.A. de C.V.' }],
  needs_password: true,
};

/** The API of the account page's "My data": a copy built over three polls, and the cancellation. */
function serve() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let current: DataExport | null = null;
  let polls = 0;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === 'privacy/me/data-export' && method === 'POST') {
      current = exportRow({ status: 'queued' });
      polls = 0;
      return json(200, { content: current });
    }
    if (path === 'privacy/me/data-export') {
      if (current) {
        polls += 1;
        current =
          polls < 2
            ? exportRow({ status: 'running', progress: 45 })
            : exportRow({
                status: 'ready',
                progress: 100,
                size_bytes: 2048,
                expires_at: '2026-11-28T18:00:00.000Z',
                download_url: '/api/v3/privacy/data-exports/token-1',
              });
      }
      return json(200, { content: current });
    }
    if (path === 'privacy/me/cancellation' && method === 'GET') return json(200, { content: TERMS });
    if (path === 'privacy/me/cancellation') {
      const sent = body as { current_password?: string };
      if (sent.current_password !== 'Nopal-Azul-2026') return json(400, { message: ['wrong_password'] });
      return json(200, { content: { cancelled_at: 'x', erase_after: 'y' } });
    }
    return json(404, { message: ['not_found'] });
  });
  return calls;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderIn(element: React.ReactNode, language = 'es') {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[`/${language}/account`]}>
        <Routes>
          <Route path=":lang/account" element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  applyLanguage('es');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataExportPanel', () => {
  it('prepares a copy, shows its progress while it is built, then offers the zip by its link', async () => {
    const calls = serve();
    renderIn(<DataExportPanel />);
    // The button waits for the current copy's state to load (disabled until then).
    const prepare = await screen.findByRole('button', { name: 'Preparar mi copia' });
    await waitFor(() => expect(prepare).toBeEnabled());
    await userEvent.click(prepare);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === 'privacy/me/data-export')).toBe(
        true,
      ),
    );
    expect(await screen.findByRole('progressbar', { name: 'Avance de tu copia de datos' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Descargar (.zip)' });
    expect(link.getAttribute('href')).toBe('/api/v3/privacy/data-exports/token-1');
    expect(screen.getByText(/Tu copia está lista \(2 KB\)/)).toBeTruthy();
  });
});

describe('DeleteAccountPanel', () => {
  it('explains what happens, needs the confirmation and the right password, then signs out to the sign-in page', async () => {
    const calls = serve();
    renderIn(<DeleteAccountPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Borrar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar mi cuenta' });
    expect(await within(dialog).findByText(/se borra definitivamente en 30 días/)).toBeTruthy();
    expect(within(dialog).getByText('Nopal Azul')).toBeTruthy();
    expect(within(dialog).getByText('Maguey Verde S.A. de C.V.')).toBeTruthy();
    expect(within(dialog).getByText(/facturas de lo que pagaste: 5 años/)).toBeTruthy();

    const confirm = within(dialog).getByRole('button', { name: 'Borrar mi cuenta' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Entiendo que no se puede deshacer.' }),
    );
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Escribe tu contraseña para confirmar.')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText(/Tu contraseña actual/), 'equivocada');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(getAccessToken()).toBe('access-1');

    await userEvent.clear(within(dialog).getByLabelText(/Tu contraseña actual/));
    await userEvent.type(within(dialog).getByLabelText(/Tu contraseña actual/), 'Nopal-Azul-2026');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/es'));
    expect(getAccessToken()).toBeNull();
    const sent = calls.filter((call) => call.method === 'POST' && call.path === 'privacy/me/cancellation');
    expect(sent.at(-1)?.body).toEqual({ confirm: true, current_password: 'Nopal-Azul-2026' });
  });

  it('does nothing when the person keeps the account', async () => {
    const calls = serve();
    renderIn(<DeleteAccountPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Borrar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar mi cuenta' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'No borrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(getAccessToken()).toBe('access-1');
  });
});
