import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/i18n';
import { AppProvider } from '../provider';
import { routes } from '../routes';
import { reloadPage } from './reload-page';
import { RouteErrorPage } from './route-error';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.mocked(reloadPage).mockClear();
  window.sessionStorage.clear();
  applyLanguage('es');
});

function renderTree(tree: RouteObject[], path: string) {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** A page under a language whose loader fails `failures` times, then loads. */
function failingTree(error: () => unknown, failures = Infinity): RouteObject[] {
  let calls = 0;
  return [
    {
      path: '/:lang',
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: 'page',
          loader: () => {
            calls += 1;
            if (calls <= failures) throw error();
            return null;
          },
          element: <h1>Loaded page</h1>,
        },
      ],
    },
  ];
}

describe('route error element', () => {
  it('every route tree has an error element', () => {
    const top = routes.flatMap((route) => [
      route,
      ...(route.path === '/:lang' ? (route.children ?? []) : []),
    ]);
    const without = top.filter((route) => !route.errorElement && !route.ErrorBoundary);
    expect(without.map((route) => route.path ?? '(layout)')).toEqual([]);
  });

  it('explains a failed loader in the user’s language, with a retry that loads the page', async () => {
    applyLanguage('en');
    renderTree(
      failingTree(() => new Error('boom'), 1),
      '/en/page',
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/en');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('speaks Chinese under /zh_cn', async () => {
    applyLanguage('zh_cn');
    renderTree(
      failingTree(() => new Error('boom')),
      '/zh_cn/page',
    );
    expect(await screen.findByRole('heading', { name: '出错了' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh_cn');
  });

  it('says the page does not exist for a 404', async () => {
    renderTree(
      failingTree(() => data(null, { status: 404 })),
      '/es/page',
    );
    expect(await screen.findByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es');
  });

  it('reloads once at the target address when a screen fails to load dynamically', async () => {
    const chunkError = () =>
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-1a2b.js');
    renderTree(failingTree(chunkError), '/es/page?x=1');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/es/page?x=1'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the screen still fails after the reload', async () => {
    window.sessionStorage.setItem('forja.reloaded_for', '/es/page');
    renderTree(
      failingTree(() => new TypeError('error loading dynamically imported module')),
      '/es/page',
    );
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
