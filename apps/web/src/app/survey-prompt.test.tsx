import { FEATURE_FLAGS, type BackofficeFeatureFlag } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../lib/auth-tokens';
import { queryClient } from '../lib/query-client';
import { renderRoute } from '../test/render';
import { AppProvider } from './provider';
import { SurveyPrompt } from './survey-prompt';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** Forja's API for an admin who is also a founder with a paid company 7: flags, their admin page, surveys. */
function fakeServer() {
  const state: Record<string, boolean> = Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag.key, flag.default]),
  );
  const calls: string[] = [];
  const flagList = (): BackofficeFeatureFlag[] =>
    FEATURE_FLAGS.map((flag) => ({
      key: flag.key,
      description: flag.description,
      default: flag.default,
      enabled: state[flag.key] ?? flag.default,
      updated_at: null,
      updated_by: null,
    }));
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    const method = init.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 1, is_confirmed: true }) });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (path === 'backoffice/me') {
      const me = { id: 1, email: 'ada@forja.mx', full_name: 'Ada Admin', role: 'admin' };
      return json(200, { content: { ...me, acts_allowed_until: '2026-11-25T12:15:00.000Z' } });
    }
    if (path === 'feature-flags') return json(200, { content: { ...state } });
    if (path === 'backoffice/feature-flags') return json(200, { content: flagList() });
    const put = /^backoffice\/feature-flags\/(.+)$/.exec(path);
    if (put && method === 'PUT') {
      state[put[1]!] = (JSON.parse(init.body as string) as { enabled: boolean }).enabled;
      return json(200, { content: flagList().find((flag) => flag.key === put[1]) });
    }
    if (path === 'surveys/pending') {
      return json(200, { content: { surveys: [{ step: 'payment', scale: 5, min_rating: 1 }] } });
    }
    return json(404, { message: ['not_found'] });
  });
  return { calls };
}

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const renderPrompt = () =>
  render(
    <AppProvider>
      <SurveyPrompt companyId={7} step="payment" />
    </AppProvider>,
  );

const flagsRead = (calls: string[]) => calls.filter((call) => call === 'GET feature-flags').length;

describe('the surveys feature flag', () => {
  it('hides the survey prompt once an admin switches it off in the back office, and shows it again when on', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const prompt = renderPrompt();
    expect(
      await screen.findByRole('radiogroup', { name: 'Califica tu experiencia al pagar' }),
    ).toBeInTheDocument();
    prompt.unmount();

    const admin = renderRoute('/es/backoffice/feature-flags');
    const toggle = await screen.findByRole('switch', { name: 'Encender o apagar surveys' });
    expect(toggle).toBeChecked();
    expect(
      screen.getByText('Pedir la encuesta de satisfacción después del pago y de la firma.'),
    ).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Encender o apagar surveys' })).not.toBeChecked(),
    );
    expect(server.calls).toContain('PUT backoffice/feature-flags/surveys');
    admin.unmount();

    const before = flagsRead(server.calls);
    const hidden = renderPrompt();
    await waitFor(() => expect(flagsRead(server.calls)).toBeGreaterThan(before));
    await waitFor(() =>
      expect(
        queryClient
          .getQueriesData<Record<string, boolean>>({ queryKey: ['feature-flags'] })
          .map(([, data]) => data?.surveys),
      ).toContain(false),
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    hidden.unmount();

    const again = renderRoute('/es/backoffice/feature-flags');
    await user.click(await screen.findByRole('switch', { name: 'Encender o apagar surveys' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Encender o apagar surveys' })).toBeChecked(),
    );
    again.unmount();
    renderPrompt();
    expect(
      await screen.findByRole('radiogroup', { name: 'Califica tu experiencia al pagar' }),
    ).toBeInTheDocument();
  });
});
