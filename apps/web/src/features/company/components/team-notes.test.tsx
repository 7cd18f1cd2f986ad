import { makeCompany, makeUser } from '@forja/domain/testing/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { WAIT } from '../../../test/waits';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** The founder's API: their profile, their company (on the dashboard step) and the team's visible notes. */
function serveDashboard(notes: { id: number; body: string; created_at: string }[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const path = input.replace(/^\/api\/v3\//, '');
    calls.push(path);
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 7 }) });
    if (path === 'company/get-company-profile/1')
      return json(200, { content: makeCompany({ id: 1, legal_name: null }) });
    if (path === 'company/1/notes') return json(200, { content: notes });
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return calls;
}

beforeEach(() => {
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the team's notes on the dashboard", () => {
  it("shows the notes Forja made visible, newest first, in the founder's language", async () => {
    serveDashboard([
      { id: 2, body: 'Your deed will be ready on Monday.', created_at: '2026-11-21T17:00:00.000Z' },
      { id: 1, body: 'We received your documents.', created_at: '2026-11-20T17:00:00.000Z' },
    ]);
    renderRoute('/en/dashboard/1/home');
    const notes = await screen.findByRole('region', { name: "Messages from Forja's team" });
    const texts = within(notes)
      .getAllByText(/\.$/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Your deed will be ready on Monday.', 'We received your documents.']);
    expect(notes).toHaveTextContent('Nov 21, 2026');
  });

  it('shows nothing while there are none', async () => {
    const calls = serveDashboard([]);
    renderRoute('/es/dashboard/1/home');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls).toContain('company/1/notes'), WAIT);
    expect(screen.queryByRole('region', { name: 'Mensajes del equipo de Forja' })).not.toBeInTheDocument();
  });
});
