import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';

describe('language routing', () => {
  it('sends the root to Spanish by default and shows the Spanish login', async () => {
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('sends the root to the stored language', async () => {
    window.localStorage.setItem('language', 'en');
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    // An unsupported language is replaced, then the unknown page goes to that language's root.
    ['/fr/companies', '/es', ''],
    ['/zh-CN?partner=7', '/zh_cn', '?partner=7'],
    ['/es/no/such/page', '/es', ''],
  ])('redirects %s to %s', async (from, to, search) => {
    const { router } = renderRoute(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.location.search).toBe(search);
  });

  it('renders Chinese and remembers it', async () => {
    renderRoute('/zh_cn');
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('zh_cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('switches language from the switcher, keeping the page', async () => {
    const { router } = renderRoute('/es');
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    await userEvent.selectOptions(select, 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});

describe('login form', () => {
  it('explains what is wrong under each field before calling the API', async () => {
    renderRoute('/en');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email, for example ana@company.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });
});
