import type { BankReferralQueueEntry, PartnerBank } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

// jsdom has no scrollIntoView; Mantine's combobox calls it.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => undefined,
    configurable: true,
    writable: true,
  });
}

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

const referral = (overrides: Partial<BankReferralQueueEntry['referral']> = {}) => ({
  id: 1,
  bank_key: 'bbva',
  bank_name: 'BBVA',
  status: 'chosen' as const,
  chosen_at: '2026-11-20T18:00:00.000Z',
  sent_at: null,
  answered_at: null,
  bank_note: null,
  ...overrides,
});

const NOPAL: BankReferralQueueEntry = {
  company_id: 5,
  company_name: 'Nopal Azul S.A.S.',
  friendly_id: 'FJ-0005',
  founder_email: 'ana@nopal.mx',
  referral: referral(),
  information_complete: false,
  account: null,
};
const TACOS: BankReferralQueueEntry = {
  company_id: 7,
  company_name: 'Tacos del Norte S.A. de C.V.',
  friendly_id: 'FJ-0007',
  founder_email: 'luis@tacos.mx',
  referral: referral({ id: 2, status: 'sent', sent_at: '2026-11-22T16:00:00.000Z' }),
  information_complete: true,
  account: null,
};
const MAGUEY: BankReferralQueueEntry = {
  company_id: 9,
  company_name: 'Maguey S.A.S.',
  friendly_id: 'FJ-0009',
  founder_email: 'eva@maguey.mx',
  referral: referral({
    id: 3,
    status: 'opened',
    sent_at: '2026-11-10T16:00:00.000Z',
    answered_at: '2026-11-15T16:00:00.000Z',
    bank_note: 'Cuenta empresarial',
  }),
  information_complete: true,
  account: {
    bank_key: 'bbva',
    bank_name: 'BBVA Bancomer',
    account_holder: 'Maguey S.A.S.',
    clabe: '012180012345678909',
    opened_at: '2026-11-15T16:00:00.000Z',
  },
};

type Call = { method: string; path: string; body: unknown };

/** The back office's API for a signed-in operator, with the bank referral routes. */
function serve(options: { openedAnswer?: { status: number; payload: unknown } } = {}) {
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
    if (path === 'backoffice/bank-referrals') return json(200, { content: [NOPAL, TACOS, MAGUEY] });
    if (path === 'backoffice/partner-banks') return json(200, { content: [BBVA] });
    if (path === 'backoffice/bank-referrals/7/opened' && method === 'POST') {
      if (options.openedAnswer) return json(options.openedAnswer.status, options.openedAnswer.payload);
      const sent = body as { clabe: string; account_holder: string };
      return json(200, {
        content: {
          ...TACOS,
          referral: { ...TACOS.referral, status: 'opened', answered_at: '2026-11-26T16:00:00.000Z' },
          account: {
            ...sent,
            bank_key: 'bbva',
            bank_name: 'BBVA Bancomer',
            opened_at: '2026-11-26T16:00:00.000Z',
          },
        },
      });
    }
    if (path === 'backoffice/bank-referrals/7/declined' && method === 'POST')
      return json(200, {
        content: { ...TACOS, referral: { ...TACOS.referral, status: 'declined', bank_note: 'x' } },
      });
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return calls;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('the back office: Banks queue', () => {
  it('lists the referrals with their bank, state, information and account', async () => {
    serve();
    renderRoute('/es/backoffice/banks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bancos' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Solicitudes a bancos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const nopal = within(list).getByRole('listitem', { name: 'Nopal Azul S.A.S.' });
    const tacos = within(list).getByRole('listitem', { name: 'Tacos del Norte S.A. de C.V.' });
    const maguey = within(list).getByRole('listitem', { name: 'Maguey S.A.S.' });
    // Chosen first, then sent, then answered.
    expect(within(list).getAllByRole('listitem')).toEqual([nopal, tacos, maguey]);

    expect(nopal).toHaveTextContent('Nopal Azul S.A.S.');
    expect(nopal).toHaveTextContent('Banco elegido');
    expect(nopal).toHaveTextContent('Información del negocio incompleta');
    // Incomplete information: it cannot be sent yet, and the operator is told why.
    expect(within(nopal).getByRole('button', { name: 'Marcar enviada: Nopal Azul S.A.S.' })).toBeDisabled();
    expect(nopal).toHaveTextContent('Se envía cuando la información del negocio esté completa.');

    expect(tacos).toHaveTextContent('Enviada al banco');
    expect(within(tacos).getByRole('button', { name: /Cuenta abierta: Tacos/ })).toBeEnabled();
    expect(within(tacos).getByRole('button', { name: /Banco rechazó: Tacos/ })).toBeEnabled();

    expect(maguey).toHaveTextContent('Cuenta abierta');
    expect(maguey).toHaveTextContent('012 180 01234567890 9');
    expect(maguey).toHaveTextContent('Cuenta empresarial');
    expect(
      within(maguey).getByRole('link', { name: 'Documentos de Forja de Maguey S.A.S.' }),
    ).toHaveAttribute('href', '/es/backoffice/forja-documents/9');
    expect(within(maguey).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuses a bad CLABE before sending, shows the bank of a good one and records the account', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/banks');
    await user.click(
      await screen.findByRole('button', { name: 'Cuenta abierta: Tacos del Norte S.A. de C.V.' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cuenta abierta para Tacos del Norte S.A. de C.V.',
    });
    const clabe = within(dialog).getByRole('textbox', { name: /CLABE/ });
    // The account holder starts as the company's name.
    expect(within(dialog).getByRole('textbox', { name: /Titular/ })).toHaveValue(
      'Tacos del Norte S.A. de C.V.',
    );

    await user.type(clabe, '012180012345678900');
    expect(within(dialog).getByText(/El dígito verificador de la CLABE no coincide/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cuenta' }));
    expect(clabe).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);

    await user.clear(clabe);
    await user.type(clabe, '01218001');
    expect(within(dialog).getByText('8 de 18 dígitos')).toBeInTheDocument();
    await user.clear(clabe);
    await user.type(clabe, '012 180 01234567890 9');
    expect(within(dialog).getByText('Banco: BBVA (012)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cuenta' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          method: 'POST',
          path: 'backoffice/bank-referrals/7/opened',
          body: { clabe: '012180012345678909', account_holder: 'Tacos del Norte S.A. de C.V.', note: null },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('warns when the CLABE is from another bank and shows the server’s refusal in the operator’s language', async () => {
    const calls = serve({ openedAnswer: { status: 400, payload: { message: ['clabe_unknown_bank'] } } });
    const user = userEvent.setup();
    renderRoute('/en/backoffice/banks');
    await user.click(
      await screen.findByRole('button', { name: 'Account opened: Tacos del Norte S.A. de C.V.' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Account opened for Tacos del Norte S.A. de C.V.',
    });
    const clabe = within(dialog).getByRole('textbox', { name: /CLABE/ });
    // 812, BBVA's other code in the catalogue: the referral's bank, no warning.
    await user.type(clabe, '812180012345678905');
    expect(within(dialog).getByText('Bank: BBVA (812)')).toBeInTheDocument();
    expect(within(dialog).queryByText(/This CLABE belongs to/)).not.toBeInTheDocument();
    await user.clear(clabe);
    await user.type(clabe, '072180012345678907');
    expect(within(dialog).getByText('Bank: Banco Mercantil del Norte (072)')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /This CLABE belongs to Banco Mercantil del Norte, but the referral is for BBVA/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save account' }));
    expect(
      await within(dialog).findByText("The CLABE's first three digits are not a known bank."),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('requires the bank’s answer to record a refusal', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/banks');
    await user.click(
      await screen.findByRole('button', { name: 'Banco rechazó: Tacos del Norte S.A. de C.V.' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿BBVA rechazó a Tacos del Norte S.A. de C.V.?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar rechazo' }));
    expect(
      within(dialog).getByText('Escribe la respuesta del banco (al menos 2 caracteres).'),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Respuesta del banco/ }), 'Giro no atendido');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar rechazo' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { method: 'POST', path: 'backoffice/bank-referrals/7/declined', body: { note: 'Giro no atendido' } },
      ]),
    );
  });
});
