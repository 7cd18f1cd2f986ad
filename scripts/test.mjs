#!/usr/bin/env node
// `npm test`: everything CI runs, in three lanes at once, so that the 2-core machine CI runs on is kept busy:
// - the typecheck, then the unit and integration suites (two workers), their output shown as it comes;
// - the lint (eslint, prettier, dependency-cruiser, jscpd, the engines), one core for about two minutes;
// - the build and the browser journeys, which mostly wait (on Chromium, the server, timers, the network going
//   quiet): over their eight minutes they use about half of one core.
// One after the other they took about 18 minutes on such a machine; side by side, about as long as the longest
// lane. A quiet lane's output is shown when it ends, and written as it comes to e2e/.artifacts/{lane}.log to
// follow it with `tail -f`. The first step to fail stops the others, and the command fails. Decision 022.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOGS = join(root, 'e2e/.artifacts');

const lanes = [
  { name: 'typecheck, unit and integration', steps: ['typecheck', 'test:unit'] },
  { name: 'lint', steps: ['lint'], log: 'lint.log' },
  { name: 'browser journeys', steps: ['test:e2e'], log: 'browser-journeys.log' },
];

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const running = new Set();
let failed = null;

function runStep(lane, step) {
  return new Promise((resolve) => {
    // In this command's own session, not one of its own (`detached` would start one): Linux shares the CPU
    // between sessions first (sched_autogroup), so the unit suites' two workers would get no more of it than
    // the lint's one process. A failure elsewhere stops the step through its process tree (descendants()).
    const child = spawn('npm', ['run', step], {
      cwd: root,
      stdio: lane.log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    if (lane.log) {
      const keep = (chunk) => {
        lane.output.push(chunk);
        lane.file.write(chunk);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runLane(lane) {
  lane.output = [];
  if (lane.log) lane.file = createWriteStream(join(LOGS, lane.log));
  for (const step of lane.steps) {
    if (failed) break;
    const code = await runStep(lane, step);
    if (code !== 0) {
      failed ??= `${lane.name}: npm run ${step} exited with ${code}`;
      stopTheOthers();
      break;
    }
  }
  if (lane.log) {
    lane.file.end();
    process.stdout.write(`\n──── ${lane.name} (ended after ${seconds()}) ────\n`);
    process.stdout.write(Buffer.concat(lane.output));
  }
}

/** Every process's parent: from /proc on Linux, from `ps` elsewhere. */
function parents() {
  const parentOf = new Map();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // The fields after the command's name, which may itself hold spaces and parentheses.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        parentOf.set(Number(entry), ppid);
      } catch {
        // Gone meanwhile.
      }
    }
  } catch {
    for (const line of execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' }).split('\n')) {
      const [pid, ppid] = line.trim().split(/\s+/).map(Number);
      if (pid) parentOf.set(pid, ppid);
    }
  }
  return parentOf;
}

/** A process and everything it started, still running. */
function descendants(pid) {
  const childrenOf = new Map();
  for (const [child, parent] of parents()) {
    if (!childrenOf.has(parent)) childrenOf.set(parent, []);
    childrenOf.get(parent).push(child);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(childrenOf.get(tree[i]) ?? []));
  return tree;
}

function stopTheOthers() {
  for (const child of running) {
    for (const pid of descendants(child.pid)) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed ??= `stopped by ${signal}`;
    stopTheOthers();
  });
}

mkdirSync(LOGS, { recursive: true });
await Promise.all(lanes.map(runLane));
if (failed) {
  console.error(`\nnpm test failed after ${seconds()}: ${failed}`);
  process.exit(1);
}
process.stdout.write(`\nnpm test passed in ${seconds()}: ${lanes.map((lane) => lane.name).join('; ')}\n`);
