import type { PartnerBank } from '@forja/contracts';
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

const BBVA: PartnerBank = {
  key: 'bbva',
  name: 'BBVA',
  clabe_bank_codes: ['012', '812'],
  summary: { es: 'Banco grande', en: 'Big bank', zh_cn: '大银行' },
  requirements: { es: ['Acta'], en: ['Articles'], zh_cn: ['章程'] },
  opening_fee: { cents: 0, currency: 'MXN' },
  monthly_fee: { cents: 25_000, currency: 'MXN' },
  minimum_balance: { cents: 500_000, currency: 'MXN' },
  typical_days: 5,
  website: 'https://www.bbva.mx',
  active: true,
  position: 0,
};
const FONDEADORA: PartnerBank = {
  ...BBVA,
  key: 'fondeadora',
  name: 'Fondeadora',
  clabe_bank_codes: ['699', '646'],
  monthly_fee: { cents: 0, currency: 'MXN' },
  minimum_balance: { cents: 0, currency: 'MXN' },
  website: 'https://fondeadora.com',
  position: 1,
};

type Call = { method: string; path: string; body: unknown };

/** The back office's API for a signed-in operator, with the partner-bank catalogue. */
function serve(options: { postAnswer?: { status: number; payload: unknown } } = {}) {
  const calls: Call[] = [];
  let banks = [BBVA, FONDEADORA];
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
    if (path === 'backoffice/partner-banks' && method === 'GET') return json(200, { content: banks });
    if (path === 'backoffice/partner-banks' && method === 'POST') {
      if (options.postAnswer) return json(options.postAnswer.status, options.postAnswer.payload);
      banks = [...banks, body as PartnerBank];
      return json(200, { content: body });
    }
    const edit = /^backoffice\/partner-banks\/([a-z0-9_]+)$/.exec(path);
    if (edit && method === 'PUT') {
      banks = banks.map((bank) => (bank.key === edit[1] ? (body as PartnerBank) : bank));
      return json(200, { content: body });
    }
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return calls;
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

type User = ReturnType<typeof userEvent.setup>;

/** Fills the three languages' texts and the costs of the new-bank form (pasted: long texts). */
async function fillTextsAndCosts(user: User, form: HTMLElement) {
  for (const [language, summary, requirement] of [
    ['Español', 'Banca para empresas', 'Acta constitutiva\nINE del representante'],
    ['Inglés', 'Business banking', 'Articles of incorporation\nRepresentative ID'],
    ['Chino', '企业银行', '公司章程\n代表身份证'],
  ] as const) {
    await user.click(within(form).getByRole('textbox', { name: `Resumen (${language})` }));
    await user.paste(summary);
    await user.click(
      within(form).getByRole('textbox', { name: new RegExp(`^Requisitos \\(${language}\\)`) }),
    );
    await user.paste(requirement);
  }
  await user.click(within(form).getByRole('textbox', { name: /Comisión de apertura/ }));
  await user.paste('1250.5');
  await user.click(within(form).getByRole('textbox', { name: /Comisión mensual/ }));
  await user.paste('199');
  await user.click(within(form).getByRole('textbox', { name: /Saldo mínimo/ }));
  await user.paste('0');
  await user.click(within(form).getByRole('textbox', { name: /Días hábiles/ }));
  await user.paste('7');
}

describe('the back office: partner-bank catalogue', () => {
  it('lists the banks with their costs in pesos and deactivates one only after confirming', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/partner-banks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo de bancos' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Bancos aliados' });
    const bbva = within(list).getByRole('listitem', { name: 'BBVA' });
    const fondeadora = within(list).getByRole('listitem', { name: 'Fondeadora' });
    expect(bbva).toHaveTextContent('Comisión mensual$250.00');
    expect(bbva).toHaveTextContent('Saldo mínimo$5,000.00');
    expect(bbva).toHaveTextContent('Activo');

    await user.click(screen.getByRole('button', { name: 'Desactivar: Fondeadora' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar Fondeadora?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(writes(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desactivar: Fondeadora' }));
    const again = await screen.findByRole('dialog', { name: '¿Desactivar Fondeadora?' });
    await user.click(within(again).getByRole('button', { name: 'Sí, desactivar' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: 'backoffice/partner-banks/fondeadora',
          body: { ...FONDEADORA, active: false },
        },
      ]),
    );
    await waitFor(() => expect(fondeadora).toHaveTextContent('Inactivo'));
  });

  it('adds a bank with its texts in three languages and its costs sent as cents', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/partner-banks');
    await user.click(await screen.findByRole('button', { name: 'Agregar banco' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo banco' });
    await user.click(within(form).getByRole('textbox', { name: /^Nombre/ }));
    await user.paste('Banorte');
    await user.click(within(form).getByRole('textbox', { name: /^Clave/ }));
    await user.paste('Banorte');
    await user.click(within(form).getByRole('textbox', { name: /Códigos de banco/ }));
    await user.paste('072, 058');
    await user.click(within(form).getByRole('textbox', { name: /Sitio web/ }));
    await user.paste('https://www.banorte.com');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    // Nothing leaves while the texts and costs are missing.
    expect(within(form).getAllByText('Escribe el resumen en este idioma.')).toHaveLength(3);
    expect(within(form).getByRole('textbox', { name: 'Resumen (Español)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(writes(calls)).toHaveLength(0);

    await fillTextsAndCosts(user, form);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          path: 'backoffice/partner-banks',
          body: {
            key: 'banorte',
            name: 'Banorte',
            clabe_bank_codes: ['072', '058'],
            summary: { es: 'Banca para empresas', en: 'Business banking', zh_cn: '企业银行' },
            requirements: {
              es: ['Acta constitutiva', 'INE del representante'],
              en: ['Articles of incorporation', 'Representative ID'],
              zh_cn: ['公司章程', '代表身份证'],
            },
            opening_fee: { cents: 125_050, currency: 'MXN' },
            monthly_fee: { cents: 19_900, currency: 'MXN' },
            minimum_balance: { cents: 0, currency: 'MXN' },
            typical_days: 7,
            website: 'https://www.banorte.com',
            active: true,
            position: 2,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a duplicate key refusal in the operator’s language', async () => {
    serve({ postAnswer: { status: 409, payload: { message: ['conflict'] } } });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/partner-banks');
    await user.click(await screen.findByRole('button', { name: 'Agregar banco' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo banco' });
    await user.click(within(form).getByRole('textbox', { name: /^Nombre/ }));
    await user.paste('BBVA otra vez');
    await user.click(within(form).getByRole('textbox', { name: /^Clave/ }));
    await user.paste('bbva');
    await user.click(within(form).getByRole('textbox', { name: /Códigos de banco/ }));
    await user.paste('012');
    await user.click(within(form).getByRole('textbox', { name: /Sitio web/ }));
    await user.paste('https://www.bbva.mx');
    await fillTextsAndCosts(user, form);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Ya existe un banco con esta clave.')).toBeInTheDocument();
  });

  it('edits a bank without changing its key', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoute('/en/backoffice/partner-banks');
    await user.click(await screen.findByRole('button', { name: 'Edit: BBVA' }));
    const form = await screen.findByRole('dialog', { name: 'Edit BBVA' });
    expect(within(form).getByRole('textbox', { name: /^Key/ })).toBeDisabled();
    const monthly = within(form).getByRole('textbox', { name: /Monthly fee/ });
    expect(monthly).toHaveValue('$250');
    await user.clear(monthly);
    await user.type(monthly, '300.25');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: 'backoffice/partner-banks/bbva',
          body: { ...BBVA, monthly_fee: { cents: 30_025, currency: 'MXN' } },
        },
      ]),
    );
  });
});
