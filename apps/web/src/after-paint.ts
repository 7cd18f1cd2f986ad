// The build's second browser entry, loaded by the prerendered pages and by the workspace's pages, which come with
// a loading shell (scripts/prerender.mjs). The page paints from its HTML and the stylesheet; its app (main.tsx's
// scripts and the page's own modules) waits, inert in a <template>, until the page is on screen, so the HTML and
// the stylesheet have the connection to themselves. Then this adds the app's module preloads to the document (a
// slice per task), runs the libraries' modules (React, i18next, TanStack Query, zod, Mantine's form controls:
// pure) one at a time, each in a task of its own, and adds the app's script, which runs the rest: evaluated at
// once, the whole app would hold a phone's main thread in one long task.
// On a prerendered page, until the app has taken it over, what the visitor does with its controls (a click on a
// button, a choice, a form sent, a language picked) is held and done again once the app runs; what they type stays
// in the fields (lib/prerendered-page.tsx carries it over). A link clicked waits its turn too and is followed by
// the app's router, which keeps what the page knows (the campaign of the arrival, a consent just accepted); if the
// app never comes, the browser follows it. A link opened in a new tab or window stays the browser's. It imports
// nothing: it must stay small.

/** The <template> holding the app's scripts (scripts/prerender.mjs writes it; it marks the libraries' modules). */
const APP_SCRIPTS_ID = 'app-scripts';
/** Dispatched on the document once the app has taken the page over (lib/prerendered-page.tsx). */
const APP_READY = 'forja:app-ready';
/** Without the app after this long, the page's controls act as plain HTML again (a form is posted). */
const HOLD_MS = 15_000;
/** The controls whose clicks do nothing without the app. */
const CONTROLS =
  'button, [role="button"], [role="radio"], [role="checkbox"], input[type="checkbox"], input[type="radio"]';

let started = false;

/** An element like a template's, which runs or loads once in the document (a template's own would not). */
function live(source: Element): HTMLElement {
  const element = document.createElement(source.tagName.toLowerCase());
  for (const { name, value } of source.attributes) element.setAttribute(name, value);
  return element;
}

/** The module preloads added to the document per task. */
const PRELOADS_PER_TASK = 10;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function startApp(): Promise<void> {
  const template = document.getElementById(APP_SCRIPTS_ID);
  if (started || !(template instanceof HTMLTemplateElement)) return;
  started = true;
  const elements = [...template.content.children];
  const preloads = elements.filter((element) => element.tagName === 'LINK');
  const scripts = elements.filter((element) => element.tagName === 'SCRIPT');
  // A slice at a time, each in a task of its own: starting a preload's request costs the main thread about a
  // millisecond on a phone, and a workspace page has about sixty of them.
  for (let start = 0; start < preloads.length; start += PRELOADS_PER_TASK) {
    document.head.append(...preloads.slice(start, start + PRELOADS_PER_TASK).map(live));
    await nextTask();
  }
  for (const library of preloads.filter((element) => element.hasAttribute('data-library'))) {
    const href = library.getAttribute('href');
    // A library that fails here is loaded again by the app's script, which reports the failure.
    if (href) await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
  document.head.append(...scripts.map(live));
}

/**
 * What the visitor did before the app ran, to do again once it runs (in order); `unheld`, what to do instead if
 * the app never comes (a link followed).
 */
const held: { again: () => void; unheld?: () => void }[] = [];

function hold(event: Event): void {
  const target = event.target;
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  const newTab =
    event instanceof MouseEvent &&
    (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0 || link?.target === '_blank');
  if (event.type === 'click' && link && newTab) return;
  if (event.type === 'click' && link) {
    held.push({
      again: () => {
        if (link.isConnected) link.click();
        else window.location.assign(link.href);
      },
      unheld: () => window.location.assign(link.href),
    });
  } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter;
    held.push({
      again: () => {
        if (!target.isConnected) return;
        if (submitter?.isConnected) target.requestSubmit(submitter);
        else target.requestSubmit();
      },
    });
  } else if (event.type === 'click' && target instanceof Element && target.closest(CONTROLS)) {
    const control = target.closest<HTMLElement>(CONTROLS);
    held.push({
      again: () => {
        if (control?.isConnected) control.click();
      },
    });
  } else if (event.type === 'change' && target instanceof HTMLSelectElement) {
    // The choice, as made: the app renders the select with the value it had.
    const { value } = target;
    held.push({
      again: () => {
        if (!target.isConnected) return;
        target.value = value;
        target.dispatchEvent(new Event('change', { bubbles: true }));
      },
    });
  } else {
    return;
  }
  // Not done now (a form would be posted, a click lost): done again once the app has the page.
  if (event.cancelable) event.preventDefault();
  event.stopPropagation();
}

const HELD_EVENTS = ['click', 'submit', 'change'];
/**
 * Only a prerendered page has controls before the app runs; a workspace page's loading shell has none, and the
 * app renders its own over it, whose clicks must not wait.
 */
const holding = document.getElementById('root')?.hasAttribute('data-prerendered') === true;
if (holding) HELD_EVENTS.forEach((type) => document.addEventListener(type, hold, true));

function release(replay: boolean): void {
  HELD_EVENTS.forEach((type) => document.removeEventListener(type, hold, true));
  const actions = held.splice(0);
  if (replay) actions.forEach((action) => action.again());
  else actions.find((action) => action.unheld)?.unheld?.();
}
// In the task after the app's commit, so what is done again reaches the rendered page.
if (holding) {
  document.addEventListener(APP_READY, () => setTimeout(() => release(true), 0), { once: true });
  setTimeout(() => release(false), HOLD_MS);
}

/**
 * Starts the app in the task after the browser reports the page's first contentful paint. The next animation
 * frame is not enough: its callbacks run before that frame is painted, and the app's downloads (about 50 files)
 * then start while the HTML's first paint is still on its way (Lighthouse's registration page: LCP 2.8 s in such
 * a run, about 1 s otherwise). Where the browser reports no paints, the task after the next frame.
 */
function startAfterFirstPaint(): void {
  const painted = () => setTimeout(() => void startApp(), 0);
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(painted);
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    painted();
  }).observe({ type: 'paint', buffered: true });
}

// At once in a hidden tab, which paints nothing; at the latest after a second.
if (document.visibilityState === 'hidden') {
  void startApp();
} else {
  startAfterFirstPaint();
  setTimeout(() => void startApp(), 1000);
}

// A module, not a script: its names stay its own.
export {};
