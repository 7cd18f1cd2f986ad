#!/usr/bin/env node
// Builds what `npm start` serves: the web app (Vite, then the bundle budget, then the prerendered first pages, then
// brotli/gzip copies) and the compiled server. `node scripts/build.mjs` builds both; `--stale` builds only the one
// whose sources changed since its last build (a fingerprint of the sources' paths, sizes and times is kept beside
// each output).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Left out of the fingerprints: what is not a source, and what no build contains, the tests and their helpers and
 * fakes (no application module imports them), so that a changed test does not make the next `npm start` rebuild.
 */
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.vite', 'test', 'testing']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);
const SHARED = ['packages/domain/src', 'packages/contracts/src', 'package-lock.json', 'scripts/build.mjs'];

export const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist',
    sources: [
      ...SHARED,
      'apps/web',
      'scripts/prerender.mjs',
      'scripts/precompress.mjs',
      'scripts/check-bundle-budget.mjs',
    ],
    build: () => {
      execFileSync('npm', ['run', 'build', '-w', '@forja/web'], { cwd: root, stdio: 'inherit' });
      execFileSync(process.execPath, ['scripts/prerender.mjs', 'apps/web/dist'], {
        cwd: root,
        stdio: 'inherit',
      });
      execFileSync(process.execPath, ['scripts/precompress.mjs', 'apps/web/dist'], {
        cwd: root,
        stdio: 'inherit',
      });
    },
  },
  {
    name: 'server',
    output: 'apps/api/dist',
    sources: [...SHARED, 'apps/api/src', 'apps/api/drizzle', 'apps/support/src', 'scripts/build-server.mjs'],
    build: () =>
      execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' }),
  },
];

function* walk(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return;
  if (info.isFile()) {
    yield `${relative(root, path)}\t${info.size}\t${info.mtimeMs}`;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!SKIP.has(entry) && !isTestFile(entry)) yield* walk(join(path, entry));
  }
}

export function fingerprint(target) {
  const hash = createHash('sha256');
  for (const source of target.sources) for (const line of walk(join(root, source))) hash.update(`${line}\n`);
  return hash.digest('hex');
}

const stampOf = (target) => join(root, target.output, '.build-fingerprint');

export function isStale(target) {
  const stamp = stampOf(target);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint(target);
}

export function buildTargets({ onlyStale }) {
  for (const target of targets) {
    if (onlyStale && !isStale(target)) continue;
    console.error(`forja: building the ${target.name}…`);
    const before = fingerprint(target);
    target.build();
    writeFileSync(stampOf(target), before);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildTargets({ onlyStale: process.argv.includes('--stale') });
}
