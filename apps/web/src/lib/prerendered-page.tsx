import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { setRenderingPrerendered } from './use-browser-value';

/**
 * The build prerenders the pages a signed-out visitor starts on (src/prerender.tsx, scripts/prerender.mjs): the
 * browser paints them from the HTML and the stylesheet alone, and loads the app once that paint is on screen
 * (src/after-paint.ts). The app then takes the markup over in one commit; what the visitor typed meanwhile is
 * carried over, with the focus (docs/decisions/021-prerendered-first-pages.md).
 */

type Router = ReturnType<typeof createBrowserRouter>;

/** Dispatched on the document once the app has taken the page over (src/after-paint.ts listens for it). */
export const APP_READY = 'forja:app-ready';

/** What was typed into the prerendered page's text fields, by field name, and the field that had the focus. */
export type TypedInput = { values: Map<string, string>; focused: string | null };

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(['hidden', 'checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image']);

function isTextField(target: unknown): target is TextField {
  if (target instanceof HTMLTextAreaElement) return target.name !== '';
  return target instanceof HTMLInputElement && target.name !== '' && !NOT_TEXT.has(target.type);
}

/** The path of the page prerendered into #root (`data-prerendered`), or null when #root came empty. */
export function prerenderedPath(container: HTMLElement): string | null {
  return container.dataset.prerendered ?? null;
}

/** Resolves once the router has run the first page's loaders (redirects included) and loaded its lazy modules. */
export function whenRouterReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Follows what the visitor types into the prerendered page's text fields (what they typed before is in the fields
 * already), and which of them has the focus, from now until the returned function is called (when the app has
 * taken the markup over).
 */
export function followTypedInput(container: HTMLElement): () => TypedInput {
  const values = new Map<string, string>();
  const note = (field: TextField) => values.set(field.name, field.value);
  container.querySelectorAll('input, textarea').forEach((field) => {
    if (isTextField(field) && field.value !== field.defaultValue) note(field);
  });
  const active = container.ownerDocument.activeElement;
  let focused = isTextField(active) && container.contains(active) ? active.name : null;

  const onInput = (event: Event) => {
    if (isTextField(event.target)) note(event.target);
  };
  const onFocusIn = (event: FocusEvent) => {
    focused = isTextField(event.target) ? event.target.name : null;
  };
  // A field the visitor leaves loses the focus at once (microtasks run after each listener of a user's event);
  // one the app's commit replaces keeps it until the commit's effects have given it back (the same task).
  const onFocusOut = () => queueMicrotask(() => (focused = null));
  container.addEventListener('input', onInput);
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  return () => {
    container.removeEventListener('input', onInput);
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
    return { values, focused };
  };
}

/** The rendered page's text field of a name. */
function fieldNamed(container: HTMLElement, name: string): TextField | null {
  const field = container.querySelector(`:is(input, textarea)[name="${CSS.escape(name)}"]`);
  return isTextField(field) ? field : null;
}

/**
 * Puts what was typed into the rendered page's empty fields of the same names, as typing would (an input event,
 * which the forms listen to), and gives the focus back.
 */
export function restoreTypedInput(container: HTMLElement, typed: TypedInput): void {
  for (const [name, value] of typed.values) {
    const field = fieldNamed(container, name);
    if (!field || field.value !== '' || value === '') continue;
    // React tracks the value it last saw through the element's own setter: the prototype's counts as typing.
    const prototype = Object.getPrototypeOf(field) as TextField;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const focused = typed.focused ? fieldNamed(container, typed.focused) : null;
  if (focused && focused !== container.ownerDocument.activeElement) focused.focus();
}

/** Runs once its children are committed (its layout effect runs after theirs). */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

/**
 * Takes the prerendered page over once the router has the first page's data and modules (no fallback ever shows),
 * in a transition: rendered in slices that leave the main thread free, the markup painted until the one commit.
 * The markup is hydrated when the router is on the page it shows; replaced when the router went elsewhere (a
 * signed-in visitor's redirect) or the page failed. Once committed, #root loses its `data-prerendered` and the
 * document gets APP_READY. Resolves with the root.
 */
export function takeOverPrerenderedPage(
  container: HTMLElement,
  router: Router,
  app: ReactNode,
): Promise<Root> {
  const path = prerenderedPath(container);
  const typedInput = followTypedInput(container);
  return whenRouterReady(router).then(
    () =>
      new Promise<Root>((resolve) => {
        let root: Root | null = null;
        const afterCommit = () => {
          setRenderingPrerendered(false);
          restoreTypedInput(container, typedInput());
          // The page is the app's now: after-paint.ts does again what the visitor did meanwhile.
          delete container.dataset.prerendered;
          container.ownerDocument.dispatchEvent(new Event(APP_READY));
          if (root) resolve(root);
        };
        const tree = <AfterCommit run={afterCommit}>{app}</AfterCommit>;
        const samePage = router.state.location.pathname === path && !router.state.errors;
        startTransition(() => {
          if (samePage) {
            setRenderingPrerendered(true);
            root = hydrateRoot(container, tree);
          } else {
            root = createRoot(container);
            root.render(tree);
          }
        });
      }),
  );
}
