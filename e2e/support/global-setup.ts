import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PASSWORD } from './founder';
import { E2E_ADMIN_EMAIL } from './staff';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

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

export async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
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
  throw new Error(`The server did not become healthy in 90 s:\n${output()}`);
}

/**
 * Signs the back-office admin up and confirms its e-mail (the server names it in ADMIN_EMAILS) once, before
 * any journey: journeys run two at a time, and two of them must not race to create it.
 */
async function createAdmin(baseUrl: string): Promise<void> {
  const api = (path: string, init?: RequestInit) => fetch(`${baseUrl}/api${path}`, init);
  const json = { 'content-type': 'application/json', 'x-language': 'es' };
  const legal = await api('/v3/legal/documents');
  const { documents } = (
    (await legal.json()) as {
      content: { documents: { kind: string; version: number }[] };
    }
  ).content;
  const version = (kind: string) => documents.find((document) => document.kind === kind)?.version ?? 1;
  const signUp = await api('/v3/user/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      accept_privacy: true,
      privacy_version: version('privacy'),
      terms_version: version('terms'),
      email: E2E_ADMIN_EMAIL,
      password: PASSWORD,
      first_names: 'Rosa',
      last_names: 'Operadora',
      phone: '5512345678',
      phone_country_code: '52',
      language: 'es',
    }),
  });
  if (!signUp.ok) throw new Error(`The e2e admin could not sign up: ${await signUp.text()}`);
  const { access_token } = ((await signUp.json()) as { content: { access_token: string } }).content;
  for (let attempt = 0; attempt < 60; attempt++) {
    const mailbox = await api(`/dev/mailbox?to=${encodeURIComponent(E2E_ADMIN_EMAIL)}`);
    const mails = ((await mailbox.json()) as { content: { text: string }[] }).content;
    const code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
    if (code) {
      const confirmed = await api('/v3/user/verification-code', {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ code }),
      });
      if (!confirmed.ok) throw new Error(`The e2e admin could not confirm: ${await confirmed.text()}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The e2e admin never received its confirmation code');
}

/**
 * Starts the production server (built SPA + the compiled API, both from `npm run build`) on a free port with a
 * fresh embedded database.
 */
export default async function setup(project: TestProject) {
  mkdirSync(join(root, 'e2e/.artifacts'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'forja-e2e-'));
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The default single-process setup: limits in the database, files in DATA_DIR (several-processes.spec.ts
      // runs the scaled one).
      REDIS_URL: '',
      STORAGE_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey signs up and in from 127.0.0.1: the per-address limits would trip across specs.
      RATE_LIMIT_SCALE: '100',
      // The back-office journey signs this account up; its confirmed e-mail makes it an admin.
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => log);
  await createAdmin(baseUrl);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
