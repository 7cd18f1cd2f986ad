import { makeUser } from '@forja/domain/testing/fixtures';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** The API of a local server keeping mail in the dev outbox, with one unconfirmed user signed in. */
function serveOutbox() {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = input.replace(/^\/api\/v3\//, '').split('?')[0];
    if (path === 'app-config') return json(200, { content: { mail_outbox: true, google_client_id: null } });
    if (path === 'user/profile')
      return json(200, { content: makeUser({ id: 7, email: 'ana@empresa.mx', is_confirmed: false }) });
    if (input.startsWith('/api/dev/mailbox')) return json(200, { content: [] });
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the dev mailbox', () => {
  it('opens from the verification page in a new tab, so the code form stays open', async () => {
    serveOutbox();
    renderRoute('/es/verify_account');
    const link = await screen.findByRole('link', { name: /Abrir el buzón de pruebas/ });
    expect(link).toHaveAttribute('href', '/es/dev/mailbox?to=ana%40empresa.mx');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName(/pestaña nueva/);
  });

  it('has a way back to Forja', async () => {
    serveOutbox();
    renderRoute('/en/dev/mailbox?to=ana%40empresa.mx');
    expect(await screen.findByRole('heading', { name: 'Test mailbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Forja' })).toHaveAttribute('href', '/en');
  });
});
