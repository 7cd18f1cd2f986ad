import { startTransition, useEffect, useState } from 'react';

/**
 * True while a prerendered page is rendered as a first-time visitor sees it: by the build (src/prerender.tsx) and
 * by the app hydrating it (lib/prerendered-page.tsx), which set it around that render.
 */
let renderingPrerendered = false;

/** Marks the start and the end of a prerendered page's render, at the build or hydrating it. */
export function setRenderingPrerendered(value: boolean): void {
  renderingPrerendered = value;
}

/**
 * A value read from the browser during a render (storage, a session), that only changes with a render: as read,
 * except in a prerendered page, which the build renders and the app hydrates with `prerendered`, the value of a
 * first-time visitor; a hydrated component renders again with the browser's value once the page is the app's.
 * That second render is a transition, rendered in slices after the page is painted: React's own way for a value
 * that differs while hydrating (`useSyncExternalStore` with a server snapshot) renders it at once, in the task
 * of the hydration's commit, with every effect of the page run first (about 200 ms of a phone's main thread on
 * the sign-in page). `read` must answer the same value (for an object, the same object) until it changes.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  const [hydrated, setHydrated] = useState(() => !renderingPrerendered && typeof window !== 'undefined');
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated ? read() : prerendered;
}
