import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * A value read from the browser during a render (storage, a session), that only changes with a render: as read,
 * except while the app hydrates a prerendered page (src/prerender.tsx), when it is `prerendered`, the value the
 * build rendered for a first-time visitor; React renders again with the browser's value right after hydrating.
 * `read` must answer the same value (for an object, the same object) until it changes.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => prerendered);
}
