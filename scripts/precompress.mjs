#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a built web app (JavaScript, CSS,
// HTML, SVG, JSON, source maps), so the server sends them compressed without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const dir = resolve(process.argv[2] ?? 'apps/web/dist');

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dir)) {
  if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
  const data = readFileSync(path);
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  before += data.length;
  after += brotli.length;
}
console.error(
  `precompressed ${count} files in ${dir}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
