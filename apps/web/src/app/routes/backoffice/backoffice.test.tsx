import type { AuditEvent } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: unknown; token: string | null };

/**
 * The back office's API as the server answers it: 404 to anyone but staff (an expired access token too,
 * until the session is refreshed), and acts refused until the password is confirmed when `idle`.
 */
function serveBackoffice(options: {
  staff: 'admin' | 'operator' | null;
  idle?: boolean;
  expired?: boolean;
  /** The acts GET backoffice/audit answers (none by default). */
  audit?: AuditEvent[];
}) {
  const calls: Call[] = [];
  let confirmed = !options.idle;
  let access = options.expired ? 'expired-access' : 'access-1';
  const staffList = [
    { id: 1, email: 'jefa@forja.mx', full_name: 'Rosa Jefa', role: 'admin' },
    { id: 2, email: 'luis@forja.mx', full_name: 'Luis Operador', role: 'operator' },
  ];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init.method ?? 'GET';
    const token = new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? null;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body, token });
    if (path === 'user/refresh') {
      access = 'access-2';
      return json(200, { content: { access_token: access, refresh_token: 'refresh-2', expires_in: 900 } });
    }
    if (path === 'user/profile') {
      // The server marks a staff member's profile, and only theirs.
      const marked = options.staff ? { is_staff: true as const } : {};
      return json(200, { content: makeUser({ id: 1, is_confirmed: true, ...marked }) });
    }
    if (path === 'user/login')
      return json(200, { content: { access_token: access, refresh_token: 'refresh-1', expires_in: 900 } });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (!path.startsWith('backoffice/')) return json(404, { message: ['not_found'] });
    if (!options.staff || token !== access || token === 'expired-access')
      return json(404, { message: ['not_found'] });
    const me = {
      id: 1,
      email: 'jefa@forja.mx',
      full_name: 'Rosa Jefa',
      role: options.staff,
      acts_allowed_until: confirmed ? '2026-11-25T12:15:00.000Z' : null,
    };
    if (path === 'backoffice/me') return json(200, { content: me });
    if (path === 'backoffice/overview')
      return json(200, {
        content: { documents: 3, legal_representatives: 0, legal_names: 1, support_requests: 2, orders: 0 },
      });
    if (path === 'backoffice/staff' && method === 'GET') return json(200, { content: staffList });
    if (path === 'backoffice/session/code') return json(200, { content: { ok: true } });
    if (path === 'backoffice/session/confirm') {
      const proof = body as { password?: string; code?: string };
      if (proof.code !== undefined && proof.code !== '123456')
        return json(400, { message: ['code_invalid'] });
      if (proof.code === undefined && proof.password !== 'Nopal-Azul-2026')
        return json(400, { message: ['bad_credentials'] });
      confirmed = true;
      return json(200, { content: { ...me, acts_allowed_until: '2026-11-25T12:15:00.000Z' } });
    }
    if (path.startsWith('backoffice/audit?')) {
      const items = options.audit ?? [];
      return json(200, { content: { items, total: items.length, page: 1, page_size: 25 } });
    }
    if (path.startsWith('backoffice/staff')) {
      if (!confirmed) return json(403, { message: ['recent_sign_in_required'] });
      return json(200, { content: { ok: true } });
    }
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: access, refresh_token: 'refresh-1' });
  return calls;
}

beforeEach(() => {
  // jsdom has no scrollIntoView; Mantine's combobox calls it.
  Element.prototype.scrollIntoView = vi.fn();
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the back office', () => {
  it('does not exist for a founder: the path goes where any unknown path goes', async () => {
    serveBackoffice({ staff: null });
    const { router } = renderRoute('/es/backoffice');
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/backoffice/));
    expect(screen.queryByRole('navigation', { name: 'Panel interno' })).not.toBeInTheDocument();
  });

  it('shows an operator how much waits in each queue, in their language', async () => {
    serveBackoffice({ staff: 'operator' });
    renderRoute('/en/backoffice');
    expect(await screen.findByRole('heading', { name: 'To do' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const documents = (await within(main).findByText('Documents to review')).closest<HTMLElement>(
      '.mantine-Card-root',
    );
    expect(documents).not.toBeNull();
    expect(within(documents as HTMLElement).getByText('3')).toBeInTheDocument();
    const names = within(main).getByText('Legal names').closest<HTMLElement>('.mantine-Card-root');
    expect(within(names as HTMLElement).getByText('1')).toBeInTheDocument();
    // The navigation, behind the menu button on a phone: the team is the admins' page.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /^Team$/ })).not.toBeInTheDocument();
  });

  it('on a phone, keeps the closed menu out of the keyboard’s way; Escape closes it, a page chosen in it gets the focus', async () => {
    serveBackoffice({ staff: 'operator' });
    const user = userEvent.setup();
    const { router } = renderRoute('/en/backoffice');
    await screen.findByRole('heading', { level: 1 });

    // Closed: the skip link, the header, then the page.
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    const names = ['Skip to content', 'Open menu', /^Forja/, 'Language', 'Sign out'];
    for (const name of names) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);

    // Open, Escape: closed again, the focus back on its button.
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    within(nav).getByRole('link', { name: 'Audit log' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();

    // A page chosen with Enter: the focus on its heading, not on the hidden link.
    await user.keyboard('{Enter}');
    within(screen.getByRole('navigation', { name: 'Back office' }))
      .getByRole('link', { name: 'Audit log' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/backoffice/audit'));
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('refreshes an expired session once instead of treating the 404 as "not staff"', async () => {
    const calls = serveBackoffice({ staff: 'operator', expired: true });
    renderRoute('/es/backoffice');
    expect(await screen.findByRole('heading', { name: 'Pendientes' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'user/refresh')).toBe(true);
    // The Spanish header names the back office in Spanish.
    expect(
      within(screen.getByRole('banner')).getByText('· Panel interno', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Back office/)).toBeNull();
  });

  it('takes staff to the back office when they sign in', async () => {
    serveBackoffice({ staff: 'operator' });
    window.localStorage.clear();
    window.sessionStorage.clear();
    const user = userEvent.setup();
    const { router } = renderRoute('/es');
    await user.type(await screen.findByLabelText(/Correo/, {}), 'jefa@forja.mx');
    await user.type(screen.getByLabelText(/Contraseña/), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('button', { name: /Iniciar sesión|Entrar/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/backoffice'));
  });

  it('does not ask the back office about a founder who signs in, nor on the page they land on', async () => {
    const calls = serveBackoffice({ staff: null });
    window.localStorage.clear();
    window.sessionStorage.clear();
    const user = userEvent.setup();
    const { router } = renderRoute('/es');
    await user.type(await screen.findByLabelText(/Correo/, {}), 'ana@example.mx');
    await user.type(screen.getByLabelText(/Contraseña/), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('button', { name: /Iniciar sesión|Entrar/ }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/es'));
    expect(router.state.location.pathname).not.toMatch(/backoffice/);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // Opening the sign-in page while signed in sends them on without asking either.
    const landing = router.state.location.pathname;
    await router.navigate('/es');
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(calls.filter((call) => call.path === 'user/profile').length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.path.startsWith('backoffice/'))).toEqual([]);
  });

  it('asks an idle admin for the password before an act, then does it', async () => {
    const calls = serveBackoffice({ staff: 'admin', idle: true });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/staff');
    await user.click(await screen.findByRole('button', { name: 'Quitar el rol a Luis Operador' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Quitar el rol?' });
    await user.click(within(confirm).getByRole('button', { name: 'Quitar rol' }));

    const password = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.type(within(password).getByLabelText(/Contraseña/), 'equivocada');
    await user.click(within(password).getByRole('button', { name: 'Confirmar' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent(/contraseña/i);
    await user.clear(within(password).getByLabelText(/Contraseña/));
    await user.type(within(password).getByLabelText(/Contraseña/), 'Nopal-Azul-2026');
    await user.click(within(password).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'DELETE' && call.path === 'backoffice/staff/2'),
      ).toHaveLength(2),
    );
    expect(await screen.findByText('luis@forja.mx ya no tiene rol.')).toBeInTheDocument();
  });

  it('lets an idle admin confirm with a code e-mailed instead of the password', async () => {
    const calls = serveBackoffice({ staff: 'admin', idle: true });
    const user = userEvent.setup();
    renderRoute('/en/backoffice/staff');
    await user.click(await screen.findByRole('button', { name: 'Withdraw the role of Luis Operador' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the role?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw role' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code instead' }));
    await user.type(await within(dialog).findByLabelText(/^Code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'DELETE' && call.path === 'backoffice/staff/2'),
      ).toHaveLength(2),
    );
    expect(calls.find((call) => call.path === 'backoffice/session/confirm')?.body).toEqual({
      code: '123456',
    });
  });

  it('checks the e-mail with the grant contract before giving a role, then sends it trimmed', async () => {
    const calls = serveBackoffice({ staff: 'admin' });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/staff');
    const form = within(await screen.findByRole('region', { name: 'Dar un rol' }));
    await user.click(form.getByRole('button', { name: 'Dar rol' }));
    const email = form.getByRole('textbox', { name: /Correo/ });
    expect(await form.findByText('Escribe el correo de la cuenta.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST' && call.path === 'backoffice/staff')).toBe(false);

    await user.type(email, '  ana@forja.mx ');
    await user.click(form.getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Administrador', hidden: true }));
    await user.click(form.getByRole('button', { name: 'Dar rol' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.path === 'backoffice/staff')?.body).toEqual({
        email: 'ana@forja.mx',
        role: 'admin',
      }),
    );
    expect(await screen.findByText('ana@forja.mx ya tiene su rol.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('checks the audit filters with the query contract before asking, and keeps them in the address', async () => {
    const calls = serveBackoffice({ staff: 'operator' });
    const user = userEvent.setup();
    const { router } = renderRoute('/en/backoffice/audit');
    const filters = within(await screen.findByRole('form', { name: 'Filters' }));
    const company = filters.getByRole('textbox', { name: 'Company (id)' });
    await user.type(company, 'FJ-7');
    await user.click(filters.getByRole('button', { name: 'Filter' }));
    expect(await filters.findByText('Enter an id: a positive whole number.')).toBeInTheDocument();
    expect(company).toHaveFocus();
    expect(router.state.location.search).toBe('');

    await user.clear(company);
    await user.type(company, ' 7 ');
    await user.type(filters.getByLabelText('From'), '2026-11-01');
    await user.click(filters.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?company_id=7&from=2026-11-01'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'backoffice/audit?page=1&company_id=7&from=2026-11-01')).toBe(
        true,
      ),
    );
  });

  it("names an S.A.S.'s deed acts its registration with the SE, a notary's the public deed, and the SE signature act", async () => {
    const act = (id: number, action: AuditEvent['action'], after: AuditEvent['after']): AuditEvent => ({
      id,
      actor_id: 2,
      actor_email: 'luis@forja.mx',
      action,
      company_id: 7,
      partner_id: null,
      subject_type: 'company_deed',
      subject_id: 7,
      before: null,
      after,
      ip: '127.0.0.1',
      created_at: '2026-11-21T17:00:00.000Z',
    });
    serveBackoffice({
      staff: 'operator',
      audit: [
        act(4, 'deed.se_signature_ready', { se_signature_ready_at: '2026-11-20T17:00:00.000Z' }),
        act(3, 'deed.update', { notary_number: null, deed_number: 'SAS-2026-000123' }),
        act(2, 'deed.record', { notary_number: null, deed_number: 'SAS-2026-000123' }),
        act(1, 'deed.record', { notary_number: 137, deed_number: '45,210' }),
      ],
    });
    renderRoute('/es/backoffice/audit');
    // On a phone (as the tests' screen is unless told) each act is a card in a list, nothing to scroll sideways.
    const log = await screen.findByRole('list', { name: 'Bitácora' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [ready, corrected, online, notary] = within(log).getAllByRole('listitem');
    expect(online).toHaveAccessibleName(/Registró la inscripción en la SE/);
    expect(within(online!).getByText('Antes → después')).toBeInTheDocument();
    expect(ready).toHaveTextContent('Avisó a los accionistas que firmen el acta en el sistema de la SE');
    expect(corrected).toHaveTextContent('Corrigió la inscripción en la SE');
    expect(online).toHaveTextContent('Registró la inscripción en la SE');
    for (const row of [corrected, online]) expect(row).not.toHaveTextContent('escritura');
    expect(notary).toHaveTextContent('Registró la escritura pública');
    // When, dd/mm/aaaa on Mexico City's clock (17:00 UTC), not the operator's browser's.
    expect(ready).toHaveTextContent(/21\/11\/2026, 11:00\sa\.\s?m\./);
  });

  it('checks an e-mailed code is six digits before confirming with it', async () => {
    const calls = serveBackoffice({ staff: 'admin', idle: true });
    const user = userEvent.setup();
    renderRoute('/en/backoffice/staff');
    await user.click(await screen.findByRole('button', { name: 'Withdraw the role of Luis Operador' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the role?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw role' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code instead' }));
    const code = await within(dialog).findByLabelText(/^Code/);
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText("That code isn't right. Check it and try again."),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === 'backoffice/session/confirm')).toBe(false);
  });
});
