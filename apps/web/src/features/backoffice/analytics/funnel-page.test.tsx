import type { AnalyticsFunnel } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const funnel: AnalyticsFunnel = {
  weeks: ['2026-11-09', '2026-11-16'],
  steps: [
    { event: 'sign_up', counts: [5, 7], total: 12, median_hours_from_previous: null },
    { event: 'paid', counts: [1, 3], total: 4, median_hours_from_previous: 26.5 },
    { event: 'signed', counts: [0, 2], total: 2, median_hours_from_previous: 48 },
  ],
  campaigns: [{ campaign: 'otono', people: 9 }],
};

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 1, is_confirmed: true }) });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (path === 'backoffice/me') {
      const me = { id: 1, email: 'luis@forja.mx', full_name: 'Luis Operador', role: 'operator' };
      return json(200, { content: { ...me, acts_allowed_until: null } });
    }
    if (path === 'backoffice/analytics/funnel') return json(200, { content: funnel });
    return json(404, { message: ['not_found'] });
  });
});
let restoreScreen = () => undefined as void;
afterEach(() => {
  restoreScreen();
  restoreScreen = () => undefined;
  vi.unstubAllGlobals();
});

const CAPTION = 'Personas por paso y semana (semana que empieza el lunes indicado)';

describe('the back office: funnel', () => {
  it('on a wide screen, shows one row per step with a column per week, the total and the median', async () => {
    restoreScreen = setScreenWidth('wide');
    renderRoute('/es/backoffice/funnel');
    const table = await screen.findByRole('table', { name: CAPTION });
    const paid = within(table).getByRole('row', { name: /^Pagado/ });
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '3', '4', '26.5 h']);
  });

  it('on a phone, shows each step as a card of figures, with no table to scroll sideways', async () => {
    renderRoute('/es/backoffice/funnel');
    const list = await screen.findByRole('list', { name: CAPTION });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveAccessibleName('Pagado');
    expect(
      within(cards[1]!)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Total: 4',
      'Mediana desde el paso anterior: 26.5 h',
      'Semana del 09/11/2026: 1',
      'Semana del 16/11/2026: 3',
    ]);
    expect(within(cards[0]!).getByText('—')).toBeInTheDocument();
    // A week nobody reached the step is left out of its card (the wide table keeps it).
    expect(
      within(cards[2]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Total', 'Mediana desde el paso anterior', 'Semana del 16/11/2026']);
  });
});
