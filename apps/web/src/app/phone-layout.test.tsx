import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePartnersApi } from '../features/partners/testing/fake-partners-api';
import { setTokens } from '../lib/auth-tokens';
import { queryClient } from '../lib/query-client';
import { renderRoute } from '../test/render';

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('on a 375 px phone', () => {
  it('wraps a long remove-partner label instead of cutting it', async () => {
    const api = fakePartnersApi({ user: { first_names: 'Ana', full_name: 'Ana López Pérez de la Garza' } });
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    const user = userEvent.setup();
    renderRoute('/es/dashboard/1/company_partners');
    await user.click(await screen.findByRole('button', { name: 'Yo soy socio' }));

    const remove = screen.getByRole('button', { name: /^Quitar a / });
    // Mantine buttons keep one line at a fixed height: the label must be allowed to wrap and grow.
    expect(remove).toHaveStyle({ height: 'auto' });
    expect(remove.querySelector('.mantine-Button-label')).toHaveStyle({ whiteSpace: 'normal' });
    expect(remove).toHaveStyle({ maxWidth: '100%' });
  });
});
