import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** A running production server: its address, its process, its data folder and what it has printed so far. */
export type Server = {
  name: string;
  url: string;
  process: ChildProcess;
  dataDir: string;
  log: () => string;
  /** Stops the process (unless it has already ended) and removes its data folder. */
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
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

// A first start creates the embedded database and applies every migration: a few seconds alone, but past 90 s
// once on CI's two cores while the unit suites, the lint and other work ran beside it.
const START_TIMEOUT_SECONDS = 180;

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited at start:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in ${START_TIMEOUT_SECONDS} s:\n${output()}`);
}

/**
 * Starts the production server (the built SPA and the compiled API, both from `npm run build`) on a free
 * loopback port with a data folder of its own, and waits until it answers /api/health. By default it is the
 * single-process setup (several-processes.spec.ts runs the scaled one): an embedded database, limits in the
 * database, files in the data folder, and the per-address limits scaled up (every journey signs up and in
 * from 127.0.0.1). `env` adds to or replaces those settings.
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
  { name = 'e2e' }: { name?: string } = {},
): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `forja-${name}-`));
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      REDIS_URL: '',
      STORAGE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      // A journey reads the e-mail of a document review without waiting minutes for the operator to pause.
      REVIEW_DIGEST_QUIET_SECONDS: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const server: Server = {
    name,
    url: `http://127.0.0.1:${port}`,
    process: child,
    dataDir,
    log: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(server.url, child, server.log);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
