import type { BackofficeSigningItem } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, within } from '@testing-library/react';
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

const ITEMS: BackofficeSigningItem[] = [
  {
    company_id: 7,
    company_name: 'Tacos del Norte S.A.S.',
    friendly_id: 'FJ-0007',
    draft_version: 2,
    acknowledged_count: 1,
    partner_count: 2,
    envelope_state: null,
    signed_count: 0,
    date_signature: null,
    issues: [
      {
        kind: 'correction_requested',
        partner_name: 'Beto Ruiz',
        note: 'Mi segundo apellido es Ramírez',
        created_at: '2026-03-03T17:00:00.000Z',
      },
    ],
    signers: [],
  },
  {
    company_id: 8,
    company_name: 'Mole Poblano',
    friendly_id: 'FJ-0008',
    draft_version: 1,
    acknowledged_count: 2,
    partner_count: 2,
    envelope_state: 'pending',
    signed_count: 1,
    date_signature: null,
    issues: [],
    signers: [
      {
        name: 'Ana López',
        email: 'ana@mole.mx',
        signing_order: 1,
        state: 'signed',
        signed_at: '2026-03-04T16:00:00.000Z',
      },
      { name: 'Carla Méndez', email: 'carla@mole.mx', signing_order: 1, state: 'viewed', signed_at: null },
    ],
  },
];

/** The back office's API for a signed-in operator, with GET backoffice/signing answering `items`. */
function serve(items: BackofficeSigningItem[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\/v3\//, '');
    calls.push(path);
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
    if (path === 'backoffice/signing') return json(200, { content: items });
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return calls;
}

describe('the back office: signatures', () => {
  it('lists each company with its draft, agreements, envelope, signatures, open issues and signers', async () => {
    const calls = serve(ITEMS);
    renderRoute('/es/backoffice/signing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Firmas' })).toBeInTheDocument();
    const tacos = await screen.findByRole('article', { name: 'Tacos del Norte S.A.S.' });
    expect(tacos).toHaveTextContent('BorradorVersión 2');
    expect(tacos).toHaveTextContent('Confirmaron1 de 2');
    expect(tacos).toHaveTextContent('Sobre de firmaSin sobre');
    expect(tacos).toHaveTextContent('1 pendiente');
    expect(within(tacos).getByText('Corrección pedida')).toBeInTheDocument();
    expect(within(tacos).getByText('Mi segundo apellido es Ramírez')).toBeInTheDocument();
    expect(within(tacos).getByRole('link', { name: 'Tacos del Norte S.A.S.' })).toHaveAttribute(
      'href',
      '/es/backoffice/companies/7',
    );

    const mole = screen.getByRole('article', { name: 'Mole Poblano' });
    expect(mole).toHaveTextContent('En firma');
    expect(mole).toHaveTextContent('Firmaron1 de 2');
    const signers = within(mole).getByRole('table', { name: 'Firmantes de Mole Poblano' });
    const rows = within(signers).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Ana Lópezana@mole.mx');
    expect(rows[0]).toHaveTextContent('Firmó');
    expect(rows[1]).toHaveTextContent('Abrió el documento');
    expect(screen.getByText('2 empresas')).toBeInTheDocument();
    expect(calls).toContain('backoffice/signing');
    // The navigation (beside the page on a wide screen) leads here.
    expect(screen.getByRole('link', { name: 'Firmas' })).toHaveAttribute('aria-current', 'page');
  });

  it('says what will appear when no company is signing', async () => {
    serve([]);
    renderRoute('/en/backoffice/signing');
    expect(
      await screen.findByText(
        'No company is reviewing or signing its articles. They show up here once their draft is ready.',
      ),
    ).toBeInTheDocument();
  });
});
