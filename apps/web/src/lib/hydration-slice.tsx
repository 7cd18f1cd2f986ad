import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates and commits on its own: React hydrates each Suspense boundary
 * of server markup apart and yields between them, so the app taking the page over is several short tasks on a
 * phone's main thread instead of one long commit of the whole page. Nothing in it is expected to suspend; it has
 * no fallback.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
