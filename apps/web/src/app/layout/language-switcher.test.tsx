import { updateLanguageBodySchema } from '@forja/contracts';
import { LANGUAGES } from '@forja/domain';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../../lib/auth-tokens';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { fakeLegalResponse } from '../../test/fake-legal-api';
import { content, failure, serveApi } from '../../test/network';
import { renderRoute } from '../../test/render';
import { LANGUAGE_SWITCHER_TEXT_ROOM } from './language-switcher';

/** A generous width for a label at the switcher's 16 px: 1 em for CJK and full-width signs, 0.62 em else. */
function estimatedWidth(label: string, fontSize = 16): number {
  return Array.from(label).reduce(
    (width, char) => width + (/[\u2e80-\u9fff\uff00-\uffef]/u.test(char) ? 1 : 0.62) * fontSize,
    0,
  );
}

describe('LanguageSwitcher', () => {
  it.each(LANGUAGES)('shows every language name whole in the %s interface, even on a 375 px phone', (ui) => {
    const t = i18n.getFixedT(ui === 'zh_cn' ? 'zh-CN' : ui, 'common');
    for (const language of LANGUAGES) {
      const name = t(`language.names.${language}`);
      expect(estimatedWidth(name), name).toBeLessThanOrEqual(LANGUAGE_SWITCHER_TEXT_ROOM);
    }
  });
});

type Call = { method: string; path: string; body: unknown; authorization: string | undefined };

/**
 * The API of a signed-in founder (id 7, no companies yet) and of the sign-in page: the account's language
 * kept as the server keeps it (update-language parsed with its contract), or refused with a 500 while `failing`.
 */
function fakeApi(options: { failing?: boolean } = {}) {
  const calls: Call[] = [];
  let accountLanguage = 'es';
  serveApi(({ method, path, query, body, headers }) => {
    calls.push({ method, path, body, authorization: headers.authorization });
    const legal = fakeLegalResponse(`${path}?${query.toString()}`, method);
    if (legal) return legal;
    if (path === 'app-config') return content({ mail_outbox: false, google_client_id: null });
    if (path === 'user/profile' && headers.authorization === 'Bearer access-1')
      return content(makeUser({ id: 7, is_confirmed: true, companies: [], company_as_a_partner: [] }));
    if (path === 'update-language/user/7' && method === 'PUT') {
      if (options.failing) return failure(500, 'unknown_error');
      const parsed = updateLanguageBodySchema.safeParse(body);
      if (!parsed.success) return failure(400, 'invalid_request');
      accountLanguage = parsed.data.language;
      return content({ ok: true });
    }
    return failure(404, 'not_found');
  });
  const saves = () => calls.filter((call) => call.path.startsWith('update-language'));
  return { calls, saves, accountLanguage: () => accountLanguage };
}

describe("LanguageSwitcher: the account's language (the language of its e-mails)", () => {
  beforeEach(() => {
    queryClient.clear();
  });

  it('a signed-in person who switches the page to English has their account saved in English', async () => {
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const api = fakeApi();
    const { router } = renderRoute('/es/companies');
    await screen.findByRole('heading', { name: 'Tus empresas' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Your companies' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/companies'));
    await waitFor(() => expect(api.accountLanguage()).toBe('en'));
    expect(api.saves()).toEqual([
      {
        method: 'PUT',
        path: 'update-language/user/7',
        body: { language: 'en' },
        authorization: 'Bearer access-1',
      },
    ]);
  });

  it('a failed save does not hold the page back: it changes language and shows no error', async () => {
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const api = fakeApi({ failing: true });
    const { router } = renderRoute('/es/companies');
    await screen.findByRole('heading', { name: 'Tus empresas' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'zh_cn');
    expect(await screen.findByRole('heading', { name: '您的公司' })).toBeInTheDocument();
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zh_cn/companies'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh_cn'));
    // Quietly: the person chose a language, not to save something; no error toast.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a signed-out visitor who switches the language calls nothing for it', async () => {
    clearTokens();
    const api = fakeApi();
    const { router } = renderRoute('/es');
    await screen.findByRole('heading', { name: 'Inicia sesión' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      api.calls.filter((call) => call.path.startsWith('user/') || call.path.startsWith('update-')),
    ).toEqual([]);
  });
});
