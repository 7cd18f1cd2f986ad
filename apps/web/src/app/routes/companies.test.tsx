import type { CommissaryCompany, User } from '@forja/contracts';
import { makeCompany, makeUser, order } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyQueryKeys } from '../../lib/company-query-keys';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';

type Call = { method: string; path: string };

const UNPAID = { id: 1, user_id: 7, friendly_id: 'FJ-AAAAAA', name: 'Nopal Azul', legal_name: null };
const PAID = { id: 2, user_id: 7, friendly_id: 'FJ-BBBBBB', name: 'Tacos Órbita', legal_name: null };
/** Another founder's company the user joined as a partner: unpaid, yet not theirs to delete. */
const JOINED = {
  id: 3,
  user_id: 9,
  friendly_id: 'FJ-CCCCCC',
  name: 'Café Luna',
  legal_name: null,
  invitation_accepted: true,
};

/**
 * A stand-in for the API of the companies page: the profile (its lists shrink when a company is deleted) and
 * each company's profile (only Tacos Órbita has a complete order); delete-company answers like the server
 * for the creator of an unpaid company.
 */
function serve(
  options: { appointmentSoon?: boolean; owns?: boolean; asCommissary?: CommissaryCompany[] | 'fails' } = {},
) {
  const calls: Call[] = [];
  let user: User = makeUser(
    options.owns === false
      ? { id: 7, companies: [], company_as_a_partner: [] }
      : { id: 7, companies: [UNPAID, PAID], company_as_a_partner: [JOINED] },
  );
  const profiles = new Map([
    [1, makeCompany({ ...UNPAID, orders: [], subscriptions: [] })],
    [2, makeCompany({ ...PAID, orders: [order('complete')] })],
    [3, makeCompany({ ...JOINED, orders: [], subscriptions: [] })],
  ]);
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path });
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (path === 'user/profile') return json(200, { content: user });
    if (path === 'commissary/companies')
      return options.asCommissary === 'fails'
        ? json(500, { message: ['unknown_error'] })
        : json(200, { content: options.asCommissary ?? [] });
    if (path === 'check-verification-commissary/company/5')
      return json(200, {
        content: {
          commissary_id: 1,
          is_metamap_validated: true,
          is_csf_validated: false,
          identity_status: 'Approved',
        },
      });
    const profile = /^company\/get-company-profile\/(\d+)$/.exec(path);
    if (profile) {
      const company = profiles.get(Number(profile[1]));
      return company
        ? json(200, { content: company })
        : json(403, { message: ['user_not_belong_to_company'] });
    }
    const deletion = /^delete-company\/(\d+)$/.exec(path);
    if (deletion && method === 'POST') {
      const id = Number(deletion[1]);
      if (id === 2) return json(409, { message: ['error_delete_company_paid'] });
      if (id === 3) return json(403, { message: ['error_delete_company_no_owner'] });
      if (options.appointmentSoon) return json(409, { message: ['error_delete_company_appointment_soon'] });
      profiles.delete(id);
      user = { ...user, companies: user.companies.filter((company) => company.id !== id) };
      return json(200, { content: { deleted: true } });
    }
    return json(404, { message: ['not_found'] });
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return { calls };
}

const card = (name: string) => {
  const title = screen.getByText(name);
  const found = title.closest<HTMLElement>('.mantine-Card-root');
  if (!found) throw new Error(`no card for ${name}`);
  return found;
};
const deletions = (calls: Call[]) => calls.filter((call) => call.path.startsWith('delete-company/'));

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Companies: deleting a company', () => {
  it('offers "Delete company" only on the unpaid company the user created', async () => {
    const api = serve();
    renderRoute('/es/companies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus empresas' })).toBeVisible();
    expect(await within(card('Nopal Azul')).findByRole('button', { name: /Eliminar empresa/ })).toBeVisible();
    // Every company's profile has arrived, so the paid one has had its chance to show the button.
    await waitFor(() => {
      for (const id of [1, 2]) expect(queryClient.getQueryData(companyQueryKeys.profile(id))).toBeDefined();
    });
    expect(within(card('Tacos Órbita')).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(within(card('Café Luna')).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Eliminar empresa/ })).toHaveLength(1);
    expect(deletions(api.calls)).toEqual([]);
  });

  it('asks to confirm, naming the company; confirming deletes it and the list no longer shows it', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderRoute('/es/companies');
    await user.click(
      await within(await waitFor(() => card('Nopal Azul'))).findByRole('button', {
        name: /Eliminar empresa/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la empresa?' });
    // The dialog opens with a transition; under a busy machine its text becomes visible a moment later.
    await waitFor(() => {
      expect(within(dialog).getByText(/«Nopal Azul»/)).toBeVisible();
      expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeVisible();
    });
    expect(deletions(api.calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));

    expect(await screen.findByText('Eliminamos la empresa «Nopal Azul».')).toBeVisible();
    expect(deletions(api.calls)).toEqual([{ method: 'POST', path: 'delete-company/1' }]);
    await waitFor(() => expect(screen.queryByText('Nopal Azul')).toBeNull());
    expect(screen.getByText('Tacos Órbita')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/es/companies');
  });

  it('a refusal shows the error toast in the language of the page, and the company stays', async () => {
    const api = serve({ appointmentSoon: true });
    const user = userEvent.setup();
    renderRoute('/en/companies');
    await user.click(
      await within(await waitFor(() => card('Nopal Azul'))).findByRole('button', { name: /Delete company/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete the company?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(
      await screen.findByText(
        "Your company has an appointment in less than 2 hours. You can't delete it until the appointment is over.",
      ),
    ).toBeVisible();
    expect(deletions(api.calls)).toEqual([{ method: 'POST', path: 'delete-company/1' }]);
    expect(screen.getByText('Nopal Azul')).toBeVisible();
  });

  it('cancelling (button or Escape) closes the dialog and deletes nothing', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderRoute('/es/companies');
    const open = await within(await waitFor(() => card('Nopal Azul'))).findByRole('button', {
      name: /Eliminar empresa/,
    });
    await user.click(open);
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar la empresa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // From the keyboard: the dialog opens with Enter, starts on Cancel, and Escape closes it.
    open.focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar la empresa?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(deletions(api.calls)).toEqual([]);
    expect(screen.getByText('Nopal Azul')).toBeVisible();
  });
});

/** Another founder's S.A. de C.V. whose commissary the user is, with their identity verified. */
const AS_COMMISSARY: CommissaryCompany = {
  company_id: 5,
  legal_name: 'Grupo Mezcal Fino',
  name: 'Mezcal Fino',
  friendly_id: 'FJ-DDDDDD',
  is_metamap_validated: true,
  is_csf_validated: false,
};

describe('Companies: where the user is the commissary', () => {
  it('a commissary who signs in without the e-mailed link finds their part, not "create your first company"', async () => {
    serve({ owns: false, asCommissary: [AS_COMMISSARY] });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/companies');
    expect(await screen.findByRole('heading', { level: 2, name: 'Donde eres comisario' })).toBeVisible();
    const entry = card('Grupo Mezcal Fino');
    expect(within(entry).getByText('Falta: tu constancia de situación fiscal')).toBeVisible();
    expect(screen.queryByText('Aún no tienes empresas')).toBeNull();
    // Creating a company of their own stays one click away.
    expect(screen.getByRole('link', { name: 'Crear empresa' })).toBeVisible();
    await user.click(
      within(entry).getByRole('link', { name: 'Continuar tu parte como comisario de Grupo Mezcal Fino' }),
    );
    // The commissary's flow opens on their current step: the certificate.
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/commissary/complementaries'));
    expect(router.state.location.search).toBe('?company=5');
  });

  it('lists the commissary part after the companies, in the language of the page; done parts are to view', async () => {
    serve({ asCommissary: [{ ...AS_COMMISSARY, is_csf_validated: true }] });
    renderRoute('/zh_cn/companies');
    expect(await screen.findByRole('heading', { level: 2, name: '您担任监事的公司' })).toBeVisible();
    expect(screen.getByText('Nopal Azul')).toBeVisible();
    const entry = card('Grupo Mezcal Fino');
    expect(within(entry).getByText('您的部分已完成')).toBeVisible();
    expect(
      within(entry).getByRole('link', { name: '查看您作为 Grupo Mezcal Fino 监事的部分' }),
    ).toBeVisible();
  });

  it('a failed read of that list leaves it out and keeps the companies and the empty state', async () => {
    serve({ owns: false, asCommissary: 'fails' });
    renderRoute('/es/companies');
    expect(await screen.findByText('Aún no tienes empresas')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Donde eres comisario' })).toBeNull();
  });
});
