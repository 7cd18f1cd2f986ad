#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse's mobile profile (simulated throttling) with Debian Chromium on three pages
// a new user meets first: sign-in, the registration's first step and a company's dashboard (a founder with a
// company, made through the API as the browser journeys do). It starts Forja on a free port with a fresh
// embedded database from the existing build, or uses FORJA_URL. Reports go to bench/lighthouse/; it prints
// each page's figures and exits non-zero when a page misses a goal. On demand, not a CI gate.
// `-- --only registration` measures one page (repeatable); `-- --runs 5` measures each page five times, one after
// the other, and judges each page by its median run (its score, and that run's figures): on a 2-core machine one
// run moves by several points, so compare medians of runs made in one session.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = join(root, 'bench/lighthouse');
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Nopal-Azul-2026';

/** The goals for a fast first page on a phone (docs/performance.md). */
export const GOALS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the built app (the compiled server when there is one) with a fresh embedded database. */
export async function startForja() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No web build: run "npm run build" first (or set FORJA_URL to a running Forja).');
  }
  const compiled = join(root, 'apps/api/dist/server.js');
  const args = existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const dataDir = mkdtempSync(join(tmpdir(), 'forja-lighthouse-'));
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      // The dev mailbox confirms the founder's e-mail (production needs a real outbox).
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`Forja stopped during the run (${signal ?? code}):\n${output}`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Forja exited at start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Forja did not become healthy in 90 s:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    stop: async () => {
      stopping = true;
      server.kill('SIGTERM');
      await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A confirmed founder with one company, through the API; its tokens and the company's id. */
export async function createFounder(url) {
  const api = async (path, init = {}) => {
    const response = await fetch(`${url}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-language': 'es', ...init.headers },
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body.content;
  };
  const { documents } = await api('/v3/legal/documents');
  const version = (kind) => documents.find((document) => document.kind === kind)?.version ?? 1;
  const email = `lighthouse.${Date.now()}@example.mx`;
  const tokens = await api('/v3/user/register', {
    method: 'POST',
    body: JSON.stringify({
      accept_privacy: true,
      privacy_version: version('privacy'),
      terms_version: version('terms'),
      email,
      password: PASSWORD,
      first_names: 'Ana',
      last_names: 'López',
      phone: '5512345678',
      phone_country_code: '52',
      language: 'es',
    }),
  });
  const authorization = `Bearer ${tokens.access_token}`;
  let code;
  for (let attempt = 0; attempt < 60 && !code; attempt++) {
    const mails = await api(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
    if (!code) await new Promise((done) => setTimeout(done, 250));
  }
  if (!code) throw new Error('The founder never received a confirmation code (is the dev mailbox on?)');
  await api('/v3/user/verification-code', {
    method: 'POST',
    headers: { authorization },
    body: JSON.stringify({ code }),
  });
  const company = await api('/v3/company/register', {
    method: 'POST',
    headers: { authorization },
    body: JSON.stringify({
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Nopal Azul ${Date.now()}`, priority: 1 }],
      legal_representation: true,
    }),
  });
  return { tokens, companyId: company.id };
}

/**
 * A tab whose storage holds the founder's session for the app's origin (as signing in leaves it), for
 * Lighthouse to load the page in.
 */
export async function signedInTab(browser, url, tokens) {
  const page = await browser.newPage();
  await page.goto(`${url}/favicon.svg`);
  await page.evaluate(({ access_token, refresh_token }) => {
    globalThis.localStorage.setItem('access_token', access_token);
    globalThis.localStorage.setItem('refresh_token', refresh_token);
  }, tokens);
  return page;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}

/** The run with the median performance score (the lower middle one of an even count). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function describe(label, result) {
  return (
    `${label.padEnd(13)} performance ${String(result.performance).padStart(3)}  ` +
    `FCP ${result.fcpMs} ms  LCP ${result.lcpMs} ms  TBT ${result.tbtMs} ms  CLS ${result.cls}  (${result.url})`
  );
}

function misses(result) {
  return [
    result.performance < GOALS.performance && `performance ${result.performance} < ${GOALS.performance}`,
    result.lcpMs > GOALS.lcpMs && `LCP ${result.lcpMs} ms > ${GOALS.lcpMs} ms`,
    result.tbtMs > GOALS.tbtMs && `TBT ${result.tbtMs} ms > ${GOALS.tbtMs} ms`,
    result.cls > GOALS.cls && `CLS ${result.cls} > ${GOALS.cls}`,
  ].filter(Boolean);
}

async function main() {
  const { values: options } = parseArgs({
    options: { only: { type: 'string', multiple: true }, runs: { type: 'string', default: '1' } },
  });
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number of runs, not "${options.runs}"`);
  if (!existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}: run "node scripts/ensure-chromium.mjs".`);
  }
  const forja = process.env.FORJA_URL
    ? { url: process.env.FORJA_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startForja();
  const profile = mkdtempSync(join(tmpdir(), 'forja-lighthouse-profile-'));
  let chrome;
  let browser;
  try {
    const founder = await createFounder(forja.url);
    const allPages = [
      { name: 'sign-in', path: '/es' },
      { name: 'registration', path: '/es/register' },
      { name: 'dashboard', path: `/es/dashboard/${founder.companyId}/home`, signedIn: true },
    ];
    const unknown = (options.only ?? []).filter((name) => !allPages.some((page) => page.name === name));
    if (unknown.length > 0) {
      throw new Error(
        `Unknown page ${unknown.join(', ')}: the pages are ${allPages.map((page) => page.name).join(', ')}`,
      );
    }
    const pages = allPages.filter((page) => !options.only || options.only.includes(page.name));
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir: profile });
    mkdirSync(reportDir, { recursive: true });
    const results = [];
    for (const page of pages) {
      const pageRuns = [];
      for (let attempt = 1; attempt <= runs; attempt++) {
        if (page.signedIn)
          browser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const tab = page.signedIn ? await signedInTab(browser, forja.url, founder.tokens) : undefined;
        const run = await lighthouse(
          `${forja.url}${page.path}`,
          {
            port: chrome.port,
            output: ['html', 'json'],
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          },
          undefined,
          tab,
        );
        await tab?.close();
        if (run?.lhr.runtimeError) {
          throw new Error(`Lighthouse failed on ${page.path}: ${run.lhr.runtimeError.message}`);
        }
        if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const [html, json] = run.report;
        writeFileSync(join(reportDir, `${page.name}.report.html`), html);
        writeFileSync(join(reportDir, `${page.name}.report.json`), json);
        const result = { page: page.name, url: run.lhr.finalDisplayedUrl, ...figures(run.lhr) };
        pageRuns.push(result);
        process.stdout.write(
          `${describe(runs > 1 ? `${page.name} ${attempt}/${runs}` : page.name, result)}\n`,
        );
      }
      const median = medianRun(pageRuns);
      results.push(runs > 1 ? { ...median, runs: pageRuns } : median);
      if (runs > 1) process.stdout.write(`${describe(`${page.name} median`, median)}\n`);
    }
    writeFileSync(join(reportDir, 'summary.json'), `${JSON.stringify({ goals: GOALS, results }, null, 2)}\n`);
    process.stdout.write(`Reports in ${reportDir}\n`);
    const failing = results.filter((result) => misses(result).length > 0);
    for (const result of failing)
      console.error(`${result.page} misses its goals: ${misses(result).join(', ')}`);
    process.exitCode = failing.length > 0 ? 1 : 0;
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    rmSync(profile, { recursive: true, force: true });
    await forja.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
