#!/usr/bin/env node
// Makes sure a Chromium for the browser tests is on this machine. Playwright's own browser download
// does not work here, so we use Debian's package: installed automatically when running as root on Debian.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
if (process.env.CHROME_PATH || !isRoot || !isDebian) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${path}.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

console.error("Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
} catch {
  console.error('Installing chromium failed: see the apt-get output above.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
