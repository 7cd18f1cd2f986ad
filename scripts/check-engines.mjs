#!/usr/bin/env node
// Every installed package must run on the oldest Node this project declares (package.json "engines"),
// so `npm install` prints no EBADENGINE and nothing fails at run time on that Node.
// Reads package-lock.json: the exact tree `npm ci` installs.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

const declared = root.engines?.node;
const oldest = declared ? semver.minVersion(declared) : null;
if (!oldest) {
  console.error('package.json declares no engines.node');
  process.exit(1);
}

const refused = [];
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  const range = entry?.engines?.node;
  if (!path || typeof range !== 'string') continue;
  if (!semver.satisfies(oldest, range, { includePrerelease: true })) {
    refused.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${range}`);
  }
}

if (refused.length > 0) {
  console.error(`Packages that do not run on node ${oldest.version} (declared ${declared}):`);
  for (const line of refused) console.error(`  ${line}`);
  console.error('Pin a version that supports the declared engine (root "overrides"), or raise engines.node.');
  process.exit(1);
}
process.stdout.write(`engines: every locked package runs on node ${oldest.version}\n`);
