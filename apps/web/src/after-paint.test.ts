import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_READY } from './lib/prerendered-page';
import { WAIT } from './test/waits';

/** A prerendered page as scripts/prerender.mjs writes it, the app's scripts inert in their template. */
function prerenderedPage(): void {
  document.head.innerHTML =
    '<template id="app-scripts">' +
    '<link rel="modulepreload" crossorigin href="/assets/app-chunk.js">' +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
    '</template>';
  document.body.innerHTML =
    '<div id="root" data-prerendered="/es"><form method="post">' +
    '<select name="language"><option value="es">Español</option><option value="en">English</option></select>' +
    '<button type="button" role="radio" aria-checked="false">Sí</button>' +
    '<input name="email"><button type="submit">Entrar</button></form>' +
    '<a href="/es/register">Crea tu empresa</a></div>';
}

const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('button, a')].find((element) => element.textContent === text);

afterEach(async () => {
  // Every test's copy of the script lets go of the page (in the task after the app's commit).
  document.dispatchEvent(new Event(APP_READY));
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('after-paint on a prerendered page', () => {
  beforeEach(async () => {
    vi.resetModules();
    prerenderedPage();
    await import('./after-paint');
  });

  it('adds the app’s preloads and script to the document once the page is painted', async () => {
    expect(document.head.querySelector('script[src="/assets/index-abc.js"]')).toBeNull();
    await vi.waitFor(() => {
      expect(document.head.querySelector(':scope > link[href="/assets/app-chunk.js"]')).not.toBeNull();
      expect(document.head.querySelector(':scope > script[src="/assets/index-abc.js"]')).not.toBeNull();
    }, WAIT);
    // Created by the document, so the browser runs it (a template's own script would not run).
    const script = document.head.querySelector(':scope > script');
    expect(script?.getAttribute('type')).toBe('module');
  });

  it('holds a form sent, a click and a choice until the app runs, then does them again in order', async () => {
    const form = document.querySelector('form');
    const done: string[] = [];
    // The app's handlers, as React's on #root: they hear nothing until the app is ready.
    document.getElementById('root')?.addEventListener('click', (event) => {
      done.push(`click ${(event.target as HTMLElement).textContent}`);
    });
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push('submit');
    });
    const select = document.querySelector('select');
    form?.addEventListener('change', () => done.push(`change ${select?.value}`));

    byText('Sí')?.click();
    if (select) select.value = 'en';
    select?.dispatchEvent(new Event('change', { bubbles: true }));
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(done).toEqual([]);

    // The app renders the select as it was.
    if (select) select.value = 'es';
    document.dispatchEvent(new Event(APP_READY));
    await vi.waitFor(() => expect(done).toEqual(['click Sí', 'change en', 'submit']), WAIT);
  });

  it('holds a link clicked before the app runs, after what was held before it, and leaves a new tab to the browser', async () => {
    const done: string[] = [];
    document.getElementById('root')?.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      done.push(`click ${target.textContent}`);
      // The app's router takes a link over (jsdom would not navigate anyway).
      if (target.tagName === 'A') event.preventDefault();
    });
    byText('Sí')?.click();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byText('Crea tu empresa')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(done).toEqual([]);

    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    byText('Crea tu empresa')?.addEventListener('click', (event) => event.preventDefault(), { once: true });
    byText('Crea tu empresa')?.dispatchEvent(newTab);
    expect(done).toEqual(['click Crea tu empresa']);

    document.dispatchEvent(new Event(APP_READY));
    await vi.waitFor(
      () => expect(done).toEqual(['click Crea tu empresa', 'click Sí', 'click Crea tu empresa']),
      WAIT,
    );
  });

  it('follows a held link itself when the app never comes', async () => {
    vi.useFakeTimers();
    try {
      vi.resetModules();
      prerenderedPage();
      await import('./after-paint');
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      byText('Crea tu empresa')?.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      vi.advanceTimersByTime(15_000);
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/es\/register$/));
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('waits for the browser’s first contentful paint where it reports paints, however many frames go by', async () => {
    // A browser's paint entries, delivered when the test says the page has painted.
    let deliver: ((names: string[]) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (entries: unknown, observer: PaintObserver) => void) {}
      observe() {
        deliver = (names) =>
          this.callback(
            { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
            this,
          );
      }
      disconnect() {
        deliver = undefined;
      }
    }
    const appScript = () => document.head.querySelector(':scope > script[src="/assets/index-abc.js"]');
    // The copy imported before this test (jsdom reports no paints) starts first, on the page it was given.
    await vi.waitFor(() => expect(appScript()).not.toBeNull(), WAIT);
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      vi.resetModules();
      prerenderedPage();
      await import('./after-paint');
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      expect(appScript()).toBeNull();
      deliver?.(['first-paint']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(appScript()).toBeNull();
      deliver?.(['first-contentful-paint']);
      await vi.waitFor(() => expect(appScript()).not.toBeNull(), WAIT);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('after-paint on a workspace page', () => {
  beforeEach(() => vi.resetModules());

  it('starts a workspace page’s app after its loading shell, every preload first, and holds nothing', async () => {
    // The workspace's page: about sixty preloads with the app's script, and a loading shell the app renders over.
    const files = Array.from({ length: 25 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.innerHTML =
      '<template id="app-scripts">' +
      files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('') +
      '<link rel="preload" as="style" crossorigin href="/assets/full-stylesheet.css">' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '</template>';
    document.body.innerHTML = '<div id="root"><span role="status">Cargando…</span></div>';
    await import('./after-paint');
    await vi.waitFor(
      () => expect(document.head.querySelector(':scope > script[src="/assets/index-abc.js"]')).not.toBeNull(),
      WAIT,
    );
    const added = [...document.head.querySelectorAll(':scope > link')].map((link) =>
      link.getAttribute('href'),
    );
    expect(added).toEqual([...files, '/assets/full-stylesheet.css']);

    // The app's page, rendered over the shell: its clicks reach it at once.
    const root = document.getElementById('root');
    if (root) root.innerHTML = '<button type="button">Guardar</button>';
    const done: string[] = [];
    root?.addEventListener('click', (event) =>
      done.push(`click ${(event.target as HTMLElement).textContent}`),
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byText('Guardar')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(done).toEqual(['click Guardar']);
  });
});
