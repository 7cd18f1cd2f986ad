import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const ARTIFACTS = resolve(import.meta.dirname, '../.artifacts');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`Chromium not found at ${path}: run "node scripts/ensure-chromium.mjs".`);
  return path;
}

/** The browsers this journey file has open: a failed attempt's pages are photographed from them. */
const openBrowsers = new Set<Browser>();

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/**
 * A screenshot of every page still open in the journeys' browsers, named `{name}-{n}.png` in e2e/.artifacts,
 * with the page's address in the list it returns. A page that cannot be photographed (closing, crashed) is
 * listed with why.
 */
export async function screenshotOpenPages(name: string): Promise<string[]> {
  const pages = [...openBrowsers].flatMap((browser) =>
    browser.contexts().flatMap((context) => context.pages()),
  );
  return Promise.all(
    pages.map(async (page, index) => {
      const file = join(ARTIFACTS, `${name}-${index + 1}.png`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
        return `${page.url()} → ${file}`;
      } catch (error) {
        return `${page.url()} → no screenshot (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
      }
    }),
  );
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A fresh browser context. Journeys about something else start with the analytics consent already answered
 * (denied), so the consent banner does not cover what they click; `consent: 'pending'` gives a first visit.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  options: { consent?: 'pending' | 'denied' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'es-MX' });
  if ((options.consent ?? 'denied') === 'denied') {
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('forja_consent')) {
        window.localStorage.setItem(
          'forja_consent',
          JSON.stringify({
            analytics: 'denied',
            session_recording: 'denied',
            at: '2026-01-01T00:00:00.000Z',
          }),
        );
      }
    });
  }
  return context;
}

/** The axe the page gets (`axeSource`): the same copy whose rules MILD_RULES reads. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * The rules whose violations are never serious or critical, which the check below would ignore anyway: a rule's own
 * impact is every one of its violations' impact (axe's `_finalizeRuleResult`). They are not run. If axe stops
 * exposing its rules this way, every rule runs, as before.
 */
const MILD_RULES = ((axe as { _audit?: { rules?: { id: string; impact?: string }[] } })._audit?.rules ?? [])
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are only meaningful once opening transitions (dialogs, drawers) have finished.
  // Spinners loop forever: wait only for animations that end, and never longer than 2 s.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    )
    .catch(() => undefined);
  // A toast can start closing on its own timer while axe reads the page, and axe then takes its half-faded text
  // for low contrast. While axe runs, every CSS transition jumps to its end: a closing toast is already
  // invisible, an opening one already whole.
  await page
    .evaluate(() => {
      const still = document.createElement('style');
      still.setAttribute('data-axe-still', '');
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
      return new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    })
    .catch(() => undefined);
  // axe reads the colours of a fixed dialog's content wrongly once that content is scrolled (it takes the page
  // behind as the background): dialogs are read from their top.
  await page
    .evaluate(() => {
      for (const element of document.querySelectorAll('[role="dialog"], .mantine-Modal-content'))
        element.scrollTop = 0;
    })
    .catch(() => undefined);
  // A PDF shown in a frame (blob: URL) is Chromium's own viewer around the user's file, not Forja's markup, and
  // axe's calls into that frame can wait forever: such frames are left out. A run that still hangs fails in 45 s
  // with the page's address instead of eating the whole test's time.
  //
  // Legacy mode: the page's frames are read through the page itself. Otherwise the builder opens a blank page in
  // the context for every check to put the frames' results together, which took about a second a check, most of
  // each check's time. Forja shows no cross-origin frame, the one kind only the other mode reads.
  const analysis = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .exclude('iframe[src^="blob:"]')
    .setLegacyMode(true)
    // options() replaces what disableRules() set: first.
    .options({ resultTypes: ['violations'] })
    .disableRules(MILD_RULES)
    .analyze();
  let timer: NodeJS.Timeout | undefined;
  const results = await Promise.race([
    analysis,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`axe did not finish in 45 s on ${page.url()}`)), 45_000);
    }),
  ]).finally(() => clearTimeout(timer));
  await page
    .evaluate(() => document.querySelectorAll('style[data-axe-still]').forEach((element) => element.remove()))
    .catch(() => undefined);
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((a) => a.message).join(' ')}`).join(', ')}`,
    );
  expect(bad, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** A screenshot into the git-ignored e2e/.artifacts folder, to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** No horizontal scroll: the page fits the viewport's width. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits until the page shows a path (client-side redirects fire no load event). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
}
