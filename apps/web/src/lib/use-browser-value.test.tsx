import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRenderingPrerendered, useBrowserValue } from './use-browser-value';
import { WAIT } from '../test/waits';

/** What the browser knows (a stored session), read during the render. */
const signedIn = true;

function Greeting() {
  const session = useBrowserValue(() => signedIn, false);
  return <p>{session ? 'Tus empresas' : 'Inicia sesión'}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  setRenderingPrerendered(false);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('useBrowserValue', () => {
  it('reads the browser at once in a page that is not hydrated', () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    act(() => root?.render(<Greeting />));
    expect(container.textContent).toBe('Tus empresas');
  });

  it('hydrates a prerendered page with the value the build rendered, then shows the browser’s', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    // The build renders for a first-time visitor.
    setRenderingPrerendered(true);
    container.innerHTML = renderToString(<Greeting />);
    setRenderingPrerendered(false);
    expect(container.textContent).toBe('Inicia sesión');
    const paragraph = container.querySelector('p');
    const errors = vi.spyOn(console, 'error');
    // The app hydrates it likewise, until it has committed (lib/prerendered-page.tsx).
    setRenderingPrerendered(true);
    await act(async () => {
      root = hydrateRoot(container, <Greeting />);
      await Promise.resolve();
    });
    setRenderingPrerendered(false);
    await vi.waitFor(() => expect(container.textContent).toBe('Tus empresas'), WAIT);
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not replaced.
    expect(container.querySelector('p')).toBe(paragraph);
  });
});
