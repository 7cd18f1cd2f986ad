import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../../lib/query-client';
import { renderRoute } from '../../../../test/render';
import { fakeCompaniesServer, sampleDetail } from '../testing/fake-companies-server';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const touch = (values: Record<string, string>, at: string) => ({
  utm_id: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  ...values,
  at,
});

describe('the back office: a company’s attribution', () => {
  it('shows the first and last touch with source, medium, campaign and date', async () => {
    fakeCompaniesServer({
      detail: sampleDetail({
        attribution: {
          first_touch: touch({ utm_source: 'newsletter', utm_campaign: 'otono' }, '2026-11-01T18:00:00Z'),
          last_touch: touch(
            { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'invierno' },
            '2026-11-10T18:00:00Z',
          ),
        },
      }),
    });
    renderRoute('/en/backoffice/companies/7');
    const card = await screen.findByRole('region', { name: 'Attribution' });
    const first = within(card).getByRole('heading', { name: 'First touch' }).parentElement;
    const last = within(card).getByRole('heading', {
      name: 'Last touch before the company was created',
    }).parentElement;
    expect(first).toHaveTextContent('Sourcenewsletter');
    expect(first).toHaveTextContent('Campaignotono');
    expect(first).toHaveTextContent('Medium—');
    expect(first).toHaveTextContent('Nov 1, 2026');
    expect(last).toHaveTextContent('Sourcegoogle');
    expect(last).toHaveTextContent('Mediumcpc');
    expect(last).toHaveTextContent('Campaigninvierno');
  });

  it('says so when no campaign values were recorded (in Spanish)', async () => {
    fakeCompaniesServer({ detail: sampleDetail({ attribution: { first_touch: null, last_touch: null } }) });
    renderRoute('/es/backoffice/companies/7');
    const card = await screen.findByRole('region', { name: 'Atribución' });
    expect(card).toHaveTextContent('Sin datos de campaña registrados.');
  });
});
