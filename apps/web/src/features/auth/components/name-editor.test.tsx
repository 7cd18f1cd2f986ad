import { makeUser } from '@forja/domain/testing/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { setTokens } from '../../../lib/auth-tokens';
import { applyLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { content, failure, serveApi } from '../../../test/network';
import { NameEditor } from './name-editor';

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  applyLanguage('en');
  serveApi(({ method, path, body }) => {
    if (path === 'update-name/user/7' && method === 'PUT') {
      sent.push(body);
      return content({ ok: true });
    }
    if (path === 'user/profile')
      return content(makeUser({ id: 7, first_names: 'Carla', last_names: 'Núñez' }));
    return failure(404, 'not_found');
  });
});
afterEach(() => {
  applyLanguage('es');
});

describe('NameEditor', () => {
  it('corrects the names: trimmed, saved, and the page told to read them again', async () => {
    const onSaved = vi.fn();
    render(
      <AppProvider>
        <NameEditor userId={7} firstNames="Karla" lastNames="Nunez" onSaved={onSaved} />
      </AppProvider>,
    );
    expect(screen.getByText('Karla Nunez')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Correct my name' }));
    const first = screen.getByLabelText('First name(s)');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter your first and last names.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(first, ' Carla ');
    await userEvent.clear(screen.getByLabelText('Last name(s)'));
    await userEvent.type(screen.getByLabelText('Last name(s)'), 'Núñez');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ first_names: 'Carla', last_names: 'Núñez' }]);
  }, 15_000);
});
