#!/usr/bin/env node
// `npm run profile:page -- [sign-in|registration|dashboard] [--cpu 4] [--sources] [--top 25]`: where a page's main
// thread goes while it loads, in Debian Chromium with its CPU slowed down as Lighthouse's mobile profile assumes
// (4× by default). It starts Forja from the build as `npm run lighthouse` does (or uses FORJA_URL), signs a founder
// with a company in for the dashboard, loads the page once with a trace and a CPU profile, and prints:
// - the first and the largest contentful paint;
// - every long task (50 ms or more) and what it was made of (evaluating modules, a timer, React, layout…);
// - the functions that took the most time inside long tasks, by file and, with --sources, by source line (a
//   build with source maps is made for that in node_modules/.cache: the same sources give the same file names);
// - with --sources, how much of React's rendering was synchronous (one task, not sliced) and in which components.
// The trace and the profile are written to bench/page-profiles/ for Chromium's DevTools (Performance panel).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { chromePath, createFounder, signedInTab, startForja } from './lighthouse.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'bench/page-profiles');
const mappedBuild = join(root, 'node_modules/.cache/forja-sourcemaps');
const LONG_TASK_MS = 50;

function options(argv) {
  const opts = { page: 'dashboard', cpu: 4, sources: false, top: 25 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--cpu') opts.cpu = Number(argv[++i]);
    else if (arg === '--top') opts.top = Number(argv[++i]);
    else if (arg === '--sources') opts.sources = true;
    else if (!arg.startsWith('--')) opts.page = arg;
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!['sign-in', 'registration', 'dashboard'].includes(opts.page))
    throw new Error(`Unknown page ${opts.page}: sign-in, registration or dashboard`);
  return opts;
}

/** The web app built again with source maps, for mapping the profile's functions to their sources. */
function sourceMaps() {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--sourcemap',
      '--outDir',
      mappedBuild,
      '--emptyOutDir',
    ],
    { cwd: join(root, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const consumers = new Map();
  return (url) => {
    const file = url.replace(/^.*\//, '');
    if (!consumers.has(file)) {
      const map = join(mappedBuild, 'assets', `${file}.map`);
      consumers.set(
        file,
        existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
      );
    }
    return consumers.get(file);
  };
}

async function record(url, path, tokens, cpu, traceFile) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = tokens ? await signedInTab(browser, url, tokens) : await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.tracing.start({
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'disabled-by-default-devtools.timeline.stack',
      ],
    });
    await cdp.send('Profiler.start');
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    const paints = await page.evaluate(
      () =>
        new Promise((done) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            done({ fcp, lcp: entries[entries.length - 1]?.startTime ?? null });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => done({ fcp, lcp: null }), 1000);
        }),
    );
    const { profile } = await cdp.send('Profiler.stop');
    await page.tracing.stop();
    const finalUrl = page.url();
    return { paints, profile, trace: JSON.parse(readFileSync(traceFile, 'utf8')), finalUrl };
  } finally {
    await browser.close();
  }
}

const ms = (value) => `${Math.round(value)}`.padStart(6);

/** The page's main-thread tasks of 50 ms or more, from its navigation on, with what each was made of. */
function longTasks(trace, path) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.includes(path.split('?')[0]),
  );
  if (!navigation) throw new Error('The trace has no navigation to the page');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === navigation.pid && event.args.name === 'CrRendererMain',
  );
  const own = events
    .filter((event) => event.pid === navigation.pid && event.tid === main?.tid && event.ph === 'X')
    .filter((event) => event.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts);
  const parts = new Set(['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch']);
  const layout = new Set(['Layout', 'UpdateLayoutTree', 'ParseAuthorStyleSheet', 'Paint']);
  return {
    start: navigation.ts,
    tasks: own
      .filter((event) => event.name === 'RunTask' && event.dur >= LONG_TASK_MS * 1000)
      .map((task) => {
        const inside = own.filter(
          (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
        );
        const total = (names) =>
          inside.filter((event) => names.has(event.name)).reduce((sum, event) => sum + event.dur, 0) / 1000;
        const script =
          inside.find((event) => event.args?.data?.url)?.args.data.url.replace(/^.*\//, '') ?? '';
        return {
          at: (task.ts - navigation.ts) / 1000,
          end: (task.ts + task.dur - navigation.ts) / 1000,
          ms: task.dur / 1000,
          scripts: Math.min(total(parts), task.dur / 1000),
          layout: total(layout),
          script,
        };
      }),
  };
}

/** Self time of the profile's functions inside the long tasks, and the synchronous React work (with sources). */
function functions(profile, tasks, start, mapFor) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const names = new Map();
  const nameOf = (node) => {
    if (names.has(node.id)) return names.get(node.id);
    const frame = node.callFrame;
    let name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '') || ''}`.trim();
    const map = frame.url ? mapFor?.(frame.url) : null;
    const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original?.source) {
      const source = original.source
        .replace(/^.*node_modules\//, '')
        .replace(/^(\.\.\/)+/, '')
        .replace(/^.*\/src\//, 'src/');
      name = `${original.name || frame.functionName || '(anonymous)'} ${source}:${original.line}`;
    }
    names.set(node.id, name);
    return name;
  };
  const self = new Map();
  const syncComponents = new Map();
  let sync = 0;
  let sliced = 0;
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index];
    const at = (time - start) / 1000;
    const dt = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!tasks.some((task) => at >= task.at && at <= task.end)) return;
    const leaf = nameOf(nodes.get(sample));
    if (!/^\((idle|program|root)\)/.test(leaf)) self.set(leaf, (self.get(leaf) ?? 0) + dt);
    if (!mapFor) return;
    const stack = [];
    for (let id = sample; id !== undefined; id = parents.get(id)) stack.push(nameOf(nodes.get(id)));
    const syncRoot = stack.findIndex((frame) => frame.startsWith('performSyncWorkOnRoot '));
    if (syncRoot >= 0) {
      sync += dt;
      for (let i = syncRoot; i > 0; i--) {
        if (stack[i].startsWith('renderWithHooks ')) {
          syncComponents.set(stack[i - 1], (syncComponents.get(stack[i - 1]) ?? 0) + dt);
          break;
        }
      }
    } else if (stack.some((frame) => frame.startsWith('workLoopConcurrent'))) sliced += dt;
  });
  return { self, sync, sliced, syncComponents };
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => `${ms(value)} ms  ${name}`)
    .join('\n');

async function main() {
  const opts = options(process.argv.slice(2));
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}`);
  mkdirSync(outDir, { recursive: true });
  const mapFor = opts.sources ? sourceMaps() : null;
  const forja = process.env.FORJA_URL
    ? { url: process.env.FORJA_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startForja();
  try {
    let path = opts.page === 'registration' ? '/es/register' : '/es';
    let tokens = null;
    if (opts.page === 'dashboard') {
      const founder = await createFounder(forja.url);
      path = `/es/dashboard/${founder.companyId}/home`;
      tokens = founder.tokens;
    }
    const traceFile = join(outDir, `${opts.page}.trace.json`);
    const { paints, profile, trace, finalUrl } = await record(forja.url, path, tokens, opts.cpu, traceFile);
    writeFileSync(join(outDir, `${opts.page}.cpuprofile`), JSON.stringify(profile));
    const { start, tasks } = longTasks(trace, path);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.ms - LONG_TASK_MS), 0);
    const out = [
      `${finalUrl} at ${opts.cpu}× CPU slowdown`,
      `FCP ${ms(paints.fcp ?? Number.NaN)} ms, LCP ${ms(paints.lcp ?? Number.NaN)} ms; ${tasks.length} long tasks, ` +
        `${Math.round(blocking)} ms over 50 ms in all`,
      '',
      '    at     ms  scripts  layout  first file',
      ...tasks.map(
        (task) =>
          `${ms(task.at)} ${ms(task.ms)}  ${ms(task.scripts)}  ${ms(task.layout)}  ${task.script || '(the browser)'}`,
      ),
    ];
    const found = functions(profile, tasks, start, mapFor);
    out.push('', `Functions inside the long tasks (self time):`, top(found.self, opts.top));
    if (mapFor) {
      out.push(
        '',
        `React inside the long tasks: ${Math.round(found.sliced)} ms rendered in slices, ` +
          `${Math.round(found.sync)} ms synchronously (in one task: a state set during a commit, ` +
          `or useSyncExternalStore), by component:`,
        top(found.syncComponents, 15),
      );
    }
    out.push('', `Trace and CPU profile: ${outDir}/${opts.page}.trace.json, ${opts.page}.cpuprofile`);
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await forja.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
