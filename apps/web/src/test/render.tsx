import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/routes';

/** Renders the real route tree at a path, inside the real providers. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // A navigation still loading when the test ends must not act on the next test's page.
  onTestFinished(() => router.dispose());
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}
