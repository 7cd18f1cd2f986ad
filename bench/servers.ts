import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** A server the bench started: its address, and how to stop it and remove its temporary folder. */
export type RunningServer = {
  name: string;
  url: string;
  pid: number | undefined;
  /** What the process wrote so far (its log file). */
  output: () => string;
  stop: () => Promise<void>;
};

const started = new Set<RunningServer>();

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a child process on a free port with its output in a log file inside a fresh temporary folder,
 * and waits until `readyPath` answers 200.
 */
async function startProcess(
  name: string,
  args: string[],
  env: (dir: string) => Record<string, string>,
  readyPath: string,
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), `forja-bench-${name}-`));
  const port = await freePort();
  const logFile = join(dir, 'server.log');
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env(dir), PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const output = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  let stopped = false;
  const server: RunningServer = {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      started.delete(server);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  started.add(server);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const text = output();
      await server.stop();
      throw new Error(`${name} exited at start:\n${text.slice(-4000)}`);
    }
    try {
      const response = await fetch(`${server.url}${readyPath}`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  const text = output();
  await server.stop();
  throw new Error(`${name} was not ready in 120 s:\n${text.slice(-4000)}`);
}

/** The bare node:http hello-world, in its own process like the API. */
export function startRawServer(): Promise<RunningServer> {
  return startProcess('raw', ['--import', 'tsx', 'bench/raw-server.ts'], () => ({}), '/');
}

/** The compiled server when the build made one, else the TypeScript source through tsx. */
export function forjaEntry(): { args: string[]; compiled: boolean } {
  const compiled = join(ROOT, 'apps/api/dist/server.js');
  if (existsSync(compiled)) return { args: [compiled], compiled: true };
  return { args: ['--import', 'tsx', 'apps/api/src/server.ts'], compiled: false };
}

/**
 * Forja as `npm start` runs it: on PostgreSQL when `databaseUrl` is given, else on PGlite in its own
 * temporary DATA_DIR. Sign-in limits are lifted (RATE_LIMIT_SCALE) because the bench signs in from one
 * address many times; every other setting is the development default (dev outbox for the codes).
 */
export function startForja(name: string, databaseUrl: string | undefined): Promise<RunningServer> {
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  return startProcess(
    name,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...forjaEntry().args],
    (dir) => ({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_SCALE: '10000',
      AUTH_SECRET: 'forja-bench-secret-forja-bench-secret-0123456789',
    }),
    '/api/health',
  );
}

/** Stops every server still running (on error or interruption). */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((server) => server.stop()));
}

/** Runs a child process to its end and returns its standard output. */
export function runProcess(args: string[]): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun(out) : reject(new Error(`${args.join(' ')} exited ${code}:\n${err}`)),
    );
  });
}
