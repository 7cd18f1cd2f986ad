#!/usr/bin/env node
// Typecheck and lint side by side: each is mostly one thread, and CI has two cores. Each one's output is
// printed whole when it ends (never interleaved); the exit code fails if either failed.
import { spawn } from 'node:child_process';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n── npm run ${script}: ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds} s\n`,
      );
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all([run('typecheck'), run('lint')]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
