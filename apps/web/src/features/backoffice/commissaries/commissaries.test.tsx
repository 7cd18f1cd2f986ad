import type { ForjaCommissary } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

let restoreScreen: () => void = () => undefined;
beforeEach(() => {
  // A wide screen: the lists are tables (a phone's cards are tested on their own).
  restoreScreen = setScreenWidth('wide');
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  restoreScreen();
  vi.unstubAllGlobals();
});

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const LAURA: ForjaCommissary = {
  id: 3,
  name: 'C.P. Laura Ríos',
  email: 'laura@forja.mx',
  phone: '+525511112222',
  rfc: 'RIRL800101AB1',
  professional_licence: '1234567',
  active: true,
  assigned_count: 2,
};
const MARIO: ForjaCommissary = { ...LAURA, id: 4, name: 'C.P. Mario Paz', active: false, assigned_count: 0 };

/** The back office's API for a signed-in operator, with the commissary calls. */
function serve() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let commissaries = [LAURA, MARIO];
  let assigned: { id: number; name: string } | null = null;
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
    if (path === 'backoffice/forja-commissaries' && method === 'GET')
      return json(200, { content: commissaries });
    const edit = /^backoffice\/commissaries\/(\d+)$/.exec(path);
    if (edit && method === 'PUT') {
      const id = Number(edit[1]);
      commissaries = commissaries.map((entry) =>
        entry.id === id ? { ...entry, ...(body as Partial<ForjaCommissary>) } : entry,
      );
      return json(200, { content: commissaries.find((entry) => entry.id === id) });
    }
    if (path === 'backoffice/forja-commissaries' && method === 'POST') {
      const created = { ...(body as ForjaCommissary), id: 9, assigned_count: 0 };
      commissaries = [...commissaries, created];
      return json(200, { content: created });
    }
    if (path === 'backoffice/commissary-assignments')
      return json(200, {
        content: [
          {
            company_id: 7,
            company_name: 'Tacos del Norte S.A. de C.V.',
            friendly_id: 'FJ-0007',
            paid_at: '2026-03-02T16:30:00.000Z',
            assigned,
          },
        ],
      });
    if (path === 'backoffice/commissary-assignments/7' && method === 'POST') {
      const id = (body as { forja_commissary_id: number }).forja_commissary_id;
      const found = commissaries.find((entry) => entry.id === id);
      assigned = found ? { id: found.id, name: found.name } : null;
      return json(200, { content: { ok: true } });
    }
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return calls;
}

describe('the back office: commissaries', () => {
  it('lists Forja’s commissaries, deactivates one after confirming and adds a new one', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/commissaries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comisarios' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Comisarios de Forja' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('C.P. Laura Ríos');
    expect(rows[0]).toHaveTextContent('Activo');
    expect(rows[0]).toHaveTextContent('2 empresas');
    expect(rows[1]).toHaveTextContent('Inactivo');

    await user.click(screen.getByRole('button', { name: 'Desactivar: C.P. Laura Ríos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar a C.P. Laura Ríos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, desactivar' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'PUT' && call.path === 'backoffice/forja-commissaries/3')?.body,
      ).toMatchObject({ active: false, name: 'C.P. Laura Ríos' }),
    );

    await user.click(screen.getByRole('button', { name: 'Agregar comisario' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo comisario' });
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'C.P. Ana Gil');
    await user.type(within(form).getByRole('textbox', { name: /Correo/ }), 'ana@forja.mx');
    await user.type(within(form).getByRole('textbox', { name: /Teléfono/ }), '+525533334444');
    await user.type(within(form).getByRole('textbox', { name: /RFC/ }), 'gia800101ab1x');
    await user.type(within(form).getByRole('textbox', { name: /Cédula/ }), '12');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByText('Revisa este dato.')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /Cédula/ }));
    await user.type(within(form).getByRole('textbox', { name: /Cédula/ }), '7654321');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === 'backoffice/forja-commissaries')?.body,
      ).toEqual({
        name: 'C.P. Ana Gil',
        email: 'ana@forja.mx',
        phone: '+525533334444',
        rfc: 'GIA800101AB1X',
        professional_licence: '7654321',
        active: true,
      }),
    );
  });

  it('assigns an active commissary to a company that bought the service, after confirming', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/commissaries/assignments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asignar comisarios' })).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Tacos del Norte S.A. de C.V.' });
    expect(item).toHaveTextContent('Sin asignar');
    await user.click(within(item).getByLabelText('Comisario para Tacos del Norte S.A. de C.V.'));
    // Only active commissaries are offered.
    expect(screen.queryByRole('option', { name: 'C.P. Mario Paz', hidden: true })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'C.P. Laura Ríos', hidden: true }));
    await user.click(within(item).getByRole('button', { name: 'Asignar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Asignar a C.P. Laura Ríos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, asignar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'backoffice/commissary-assignments/7')?.body).toEqual({
        forja_commissary_id: 3,
      }),
    );
    await waitFor(() => expect(item).toHaveTextContent('Comisario: C.P. Laura Ríos'));
  });
});
