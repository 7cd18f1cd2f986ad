import { isLatinText } from '@forja/domain';
import { makeUser } from '@forja/domain/testing/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { setTokens } from '../../../lib/auth-tokens';
import { applyLanguage } from '../../../lib/i18n';
import type { Language } from '@forja/domain';
import { queryClient } from '../../../lib/query-client';
import { content, failure, json, serveApi } from '../../../test/network';
import { NameEditor } from './name-editor';
import { WAIT } from '../../../test/waits';

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  applyLanguage('en');
  serveApi(({ method, path, body }) => {
    if (path === 'update-name/user/7' && method === 'PUT') {
      sent.push(body);
      const names = body as { first_names: string; last_names: string };
      // Like the server: names in Latin letters, each refused one named by its path.
      const refused = (['first_names', 'last_names'] as const).filter((field) => !isLatinText(names[field]));
      if (refused.length > 0)
        return json(400, {
          message: ['name_latin_letters_only'],
          fields: refused.map((field) => ({ path: `body.${field}`, code: 'name_latin_letters_only' })),
        });
      if (names.last_names.includes('<'))
        return json(400, {
          message: ['invalid_request'],
          fields: [{ path: 'body.last_names', code: 'custom' }],
        });
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
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), WAIT);
    expect(sent).toEqual([{ first_names: 'Carla', last_names: 'Núñez' }]);
  });

  it.each([
    ['es', 'Corregir mi nombre', 'Nombre(s)', 'Guardar nombre', 'Escribe el nombre con letras latinas'],
    ['en', 'Correct my name', 'First name(s)', 'Save name', 'Write the name in Latin letters'],
    ['zh_cn', '更正我的姓名', '名', '保存姓名', '请用拉丁字母填写姓名'],
  ] as const)(
    "shows the server's refusal of a name with emoji under that field, in %s, focused, not in a toast",
    async (language: Language, edit, firstLabel, save, message) => {
      applyLanguage(language);
      const onSaved = vi.fn();
      render(
        <AppProvider>
          <NameEditor userId={7} firstNames="Karla" lastNames="Nunez" onSaved={onSaved} />
        </AppProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: edit }));
      const first = screen.getByLabelText(firstLabel);
      await userEvent.type(first, ' 😀');
      await userEvent.click(screen.getByRole('button', { name: save }));
      await vi.waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'), WAIT);
      expect(first).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(first).toHaveFocus();
      // Said once, under the field: no toast repeats it.
      expect(screen.getAllByText(new RegExp(message))).toHaveLength(1);
      expect(onSaved).not.toHaveBeenCalled();
    },
    15_000,
  );

  it('marks a field the server refuses for another reason with «check this field»', async () => {
    render(
      <AppProvider>
        <NameEditor userId={7} firstNames="Karla" lastNames="Nunez" onSaved={() => undefined} />
      </AppProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Correct my name' }));
    const last = screen.getByLabelText('Last name(s)');
    await userEvent.type(last, '<b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(last).toHaveAttribute('aria-invalid', 'true'), WAIT);
    expect(last).toHaveAccessibleDescription('Check this field.');
    expect(screen.getByLabelText('First name(s)')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
