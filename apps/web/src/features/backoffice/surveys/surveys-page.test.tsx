import type { SurveyReport } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const report: SurveyReport = {
  steps: [
    {
      step: 'payment',
      scale: 5,
      band_names: ['negative', 'neutral', 'positive'],
      weeks: [
        {
          week: '2026-11-16',
          responses: 2,
          dismissed: 1,
          average: 4.5,
          bands: { negative: 0, neutral: 0, positive: 2 },
          nps: null,
        },
      ],
    },
    {
      step: 'signing',
      scale: 10,
      band_names: ['detractor', 'passive', 'promoter'],
      weeks: [
        {
          week: '2026-11-16',
          responses: 4,
          dismissed: 0,
          average: 7.75,
          bands: { detractor: 1, passive: 1, promoter: 2 },
          nps: 25,
        },
        {
          week: '2026-11-23',
          responses: 0,
          dismissed: 0,
          average: null,
          bands: { detractor: 0, passive: 0, promoter: 0 },
          nps: null,
        },
      ],
    },
  ],
  comments: [
    {
      step: 'signing',
      rating: 10,
      scale: 10,
      band: 'promoter',
      comment: 'Excelente servicio',
      company_id: 7,
      created_at: '2026-11-20T12:00:00.000Z',
    },
  ],
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
    if (path === 'backoffice/surveys') return json(200, { content: report });
    return json(404, { message: ['not_found'] });
  });
});
let restoreScreen = () => undefined as void;
afterEach(() => {
  restoreScreen();
  restoreScreen = () => undefined;
  vi.unstubAllGlobals();
});

describe('the back office: surveys', () => {
  it('shows each step by week with the band split, the NPS on the 0-10 scale, and the latest comments', async () => {
    restoreScreen = setScreenWidth('wide');
    renderRoute('/es/backoffice/surveys');
    const signing = await screen.findByRole('table', { name: 'Después de la firma (escala de 0 a 10)' });
    expect(within(signing).getByRole('columnheader', { name: 'NPS' })).toBeInTheDocument();
    const row = within(signing).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '7.75', '1', '1', '2', '25', '0']);
    const payment = screen.getByRole('table', { name: 'Después del pago (escala de 1 a 5)' });
    expect(within(payment).queryByRole('columnheader', { name: 'NPS' })).not.toBeInTheDocument();
    expect(within(payment).getByRole('columnheader', { name: 'Positivas' })).toBeInTheDocument();
    const comments = screen.getByRole('region', { name: 'Comentarios recientes' });
    expect(within(comments).getByText('Excelente servicio')).toBeInTheDocument();
    expect(within(comments).getByText(/Firma · 10\/10 \(Promotores\)/)).toBeInTheDocument();
  });

  it('on a phone, shows each week as a card of figures, with no table to scroll sideways', async () => {
    renderRoute('/es/backoffice/surveys');
    const signing = await screen.findByRole('list', { name: 'Después de la firma (escala de 0 a 10)' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [week] = within(signing).getAllByRole('listitem');
    expect(week).toHaveAccessibleName('Semana del 16/11/2026');
    const figures = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures(week!)).toEqual([
      'Respuestas: 4',
      'Promedio: 7.75',
      'Detractores: 1',
      'Pasivos: 1',
      'Promotores: 2',
      'NPS: 25',
      'Descartadas: 0',
    ]);
    const [paymentWeek] = within(
      screen.getByRole('list', { name: 'Después del pago (escala de 1 a 5)' }),
    ).getAllByRole('listitem');
    expect(figures(paymentWeek!)).not.toContain('NPS: —');
    expect(figures(paymentWeek!)).toContain('Positivas: 2');
    // A week nobody answered is left out of the cards (the wide table keeps it).
    expect(within(signing).getAllByRole('listitem')).toHaveLength(1);
    // On a phone the navigation is behind the menu button.
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.getByRole('link', { name: 'Encuestas' })).toHaveAttribute('aria-current', 'page');
    // Feature flags are for admins only.
    expect(screen.queryByRole('link', { name: 'Indicadores de función' })).not.toBeInTheDocument();
  });
});
