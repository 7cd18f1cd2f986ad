import { updatePasswordBodySchema } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { fakeLegalResponse } from '../../test/fake-legal-api';
import { content, failure, serveApi } from '../../test/network';
import { renderRoute } from '../../test/render';

const CURRENT = 'Old-Nopal-2025';

type Call = { method: string; path: string; body: unknown };

/** A signed-in, confirmed user's API: the profile, and the password change parsed with its contract. */
function fakeApi() {
  const calls: Call[] = [];
  const user = makeUser({ id: 42, email: 'ana@example.mx', is_confirmed: true, companies: [] });
  serveApi(({ method, path, query, body }) => {
    calls.push({ method, path, body });
    const legal = fakeLegalResponse(`${path}?${query.toString()}`, method);
    if (legal) return legal;
    if (path === 'app-config') return content({ mail_outbox: false, google_client_id: null });
    if (path === 'user/profile') return content(user);
    if (path === 'update-password/42' && method === 'PUT') {
      const parsed = updatePasswordBodySchema.safeParse(body);
      if (!parsed.success) return failure(400, 'invalid_request');
      if (parsed.data.current_password !== CURRENT) return failure(400, 'wrong_password');
      return content({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 });
    }
    return failure(404, 'not_found');
  });
  const passwordChanges = () => calls.filter((call) => call.path === 'update-password/42');
  return { passwordChanges };
}

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});

describe('Account: change password', () => {
  it('asks for the current password and a new one of the policy’s length before sending them', async () => {
    const api = fakeApi();
    renderRoute('/en/account');
    const save = await screen.findByRole('button', { name: 'Save password' });
    await userEvent.click(save);
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveFocus();
    expect(api.passwordChanges()).toEqual([]);

    await userEvent.type(current, 'Old-Nopal-2025');
    await userEvent.type(screen.getByLabelText(/New password/), 'short');
    await userEvent.click(save);
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your password.')).toBeNull();
    expect(api.passwordChanges()).toEqual([]);

    await userEvent.type(screen.getByLabelText(/New password/), '-Nopal-2026');
    await userEvent.click(save);
    await waitFor(() => expect(api.passwordChanges()).toHaveLength(1));
    expect(api.passwordChanges()[0]).toEqual({
      method: 'PUT',
      path: 'update-password/42',
      body: { current_password: 'Old-Nopal-2025', password: 'short-Nopal-2026' },
    });
    // Saved: the fields are emptied.
    await waitFor(() => expect(current).toHaveValue(''));
    expect(screen.getByLabelText(/New password/)).toHaveValue('');
  });

  it('refuses a new password equal to the current one on its field, without sending it', async () => {
    const api = fakeApi();
    renderRoute('/es/account');
    await userEvent.type(await screen.findByLabelText('Contraseña actual'), CURRENT);
    await userEvent.type(screen.getByLabelText(/Contraseña nueva/), CURRENT);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    const message = await screen.findByText('Tu contraseña nueva es igual a la actual. Elige una distinta.');
    expect(screen.getByLabelText(/Contraseña nueva/)).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(message.id),
    );
    expect(api.passwordChanges()).toEqual([]);
  });

  it.each([
    [
      'es',
      'Contraseña actual',
      /Contraseña nueva/,
      'Guardar contraseña',
      'La contraseña actual no es correcta.',
    ],
    ['en', 'Current password', /New password/, 'Save password', 'The current password is not correct.'],
    ['zh_cn', '当前密码', /新密码/, '保存密码', '当前密码不正确。'],
  ])(
    '%s: a wrong current password is told on the current-password field and the fields keep their values',
    async (language, currentLabel, newLabel, saveName, text) => {
      const api = fakeApi();
      renderRoute(`/${language}/account`);
      const current = await screen.findByLabelText(currentLabel);
      await userEvent.type(current, 'Not-The-Password-1');
      await userEvent.type(screen.getByLabelText(newLabel), 'Nuevo-Nopal-2026');
      await userEvent.click(screen.getByRole('button', { name: saveName }));
      const message = await screen.findByText(text);
      expect(current).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
      expect(current).toHaveFocus();
      expect(current).toHaveValue('Not-The-Password-1');
      expect(api.passwordChanges()).toHaveLength(1);
      // Not the old catch-all text, which sent people to try again later.
      expect(screen.queryByText(/unos minutos|few minutes|几分钟/)).toBeNull();
    },
  );
});
