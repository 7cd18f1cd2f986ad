#!/usr/bin/env node
// `npm run profile:typing -- [--cpu 4] [--rounds 3]`: how long a keystroke takes to show on the cap table
// (`/es/dashboard/{id}/company_partners`), the signed-in page where the most reacts to each key: the partner's
// card, the live check of the shares, the chart and the table. In Debian Chromium with its CPU slowed down as
// Lighthouse's mobile profile assumes (4× by default), it starts Forja from the build as `npm run lighthouse`
// does (or uses FORJA_URL), signs a founder with an S.A. de C.V. in, adds two partners and types a name into the
// second one's field, a key every 120 ms (a quick typist). The baseline, in the same page and the same run, is
// the same keys typed into a plain <input> outside React: what the browser itself needs to show a key.
//
// A keystroke's latency is from the key's event (its timeStamp) to the frame after it was handled (the next
// animation frame, then the task after it), as a user sees the character appear. It prints the median, the
// 90th percentile and the worst of each, and the cap table's median ÷ the baseline's.
/* global document, requestAnimationFrame -- the functions passed to page.evaluate run in the page */
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { chromePath, createFounder, signedInTab, startForja } from './lighthouse.mjs';

const TEXT = 'Luis Alberto Pérez Gómez';
const KEY_GAP_MS = 120;

function options(argv) {
  const opts = { cpu: 4, rounds: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--cpu') opts.cpu = Number(argv[++i]);
    else if (arg === '--rounds') opts.rounds = Number(argv[++i]);
    else throw new Error(`Unknown option ${arg}`);
  }
  return opts;
}

/** Starts recording each keydown's latency in the page (see the header). */
function listen(page) {
  return page.evaluate(() => {
    const latencies = [];
    Object.assign(globalThis, { forjaKeyLatencies: latencies });
    document.addEventListener(
      'keydown',
      (event) => {
        const pressed = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => latencies.push(performance.now() - pressed), 0));
      },
      { capture: true },
    );
  });
}

async function typeInto(page, selector) {
  await page.evaluate(() => (globalThis.forjaKeyLatencies.length = 0));
  await page.focus(selector);
  await page.keyboard.type(TEXT, { delay: KEY_GAP_MS });
  await new Promise((done) => setTimeout(done, 1000));
  return page.evaluate(() => [...globalThis.forjaKeyLatencies]);
}

/** Clicks the button whose text is `name`. */
async function clickButton(page, name) {
  await page.waitForFunction(
    (text) => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === text),
    { timeout: 60_000 },
    name,
  );
  await page.evaluate((text) => {
    [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === text)?.click();
  }, name);
}

/** The id of the n-th input whose label starts with `label`. */
async function inputId(page, label, n) {
  await page.waitForFunction(
    (text, index) =>
      [...document.querySelectorAll('label')].filter((element) => element.textContent?.startsWith(text))
        .length > index,
    { timeout: 30_000 },
    label,
    n,
  );
  return page.evaluate(
    (text, index) =>
      [...document.querySelectorAll('label')].filter((element) => element.textContent?.startsWith(text))[
        index
      ]?.htmlFor,
    label,
    n,
  );
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};
const ms = (value) => `${Math.round(value)}`.padStart(5);
const line = (name, values) =>
  `${name.padEnd(34)} ${ms(percentile(values, 0.5))} ${ms(percentile(values, 0.9))} ${ms(Math.max(...values))}   (${values.length} keys)`;

async function main() {
  const opts = options(process.argv.slice(2));
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}`);
  const forja = process.env.FORJA_URL
    ? { url: process.env.FORJA_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startForja();
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const founder = await createFounder(forja.url);
    const page = await signedInTab(browser, forja.url, founder.tokens);
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${forja.url}/es/dashboard/${founder.companyId}/company_partners`, {
      waitUntil: 'networkidle0',
      timeout: 120_000,
    });
    await clickButton(page, 'Agregar socio');
    await clickButton(page, 'Agregar socio');
    const field = `[id="${await inputId(page, 'Nombre completo', 1)}"]`;
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'forja-typing-baseline';
      input.setAttribute('aria-label', 'baseline');
      document.body.append(input);
    });
    const hiddenOptions = await page.evaluate(
      () => document.querySelectorAll('[data-combobox-option]').length,
    );
    await listen(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpu });

    const capTable = [];
    const baseline = [];
    for (let round = 0; round < opts.rounds; round++) {
      baseline.push(...(await typeInto(page, '#forja-typing-baseline')));
      capTable.push(...(await typeInto(page, field)));
      // Both cleared for the next round, the cap table's as a user would (React sees the change).
      await page.focus(field);
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await page.$eval('#forja-typing-baseline', (input) => (input.value = ''));
    }
    const ratio = percentile(capTable, 0.5) / percentile(baseline, 0.5);
    process.stdout.write(
      [
        `${page.url()} at ${opts.cpu}× CPU slowdown, a key every ${KEY_GAP_MS} ms, ${opts.rounds} rounds of «${TEXT}»`,
        `combobox options in the page while every list is closed: ${hiddenOptions}`,
        '',
        `${''.padEnd(34)}   p50   p90   max  (ms from the key to the frame after it)`,
        line('plain <input> (the baseline)', baseline),
        line('cap table: a partner’s name', capTable),
        '',
        `cap table p50 ÷ baseline p50: ${ratio.toFixed(2)}`,
      ].join('\n') + '\n',
    );
  } finally {
    await browser.close();
    await forja.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
