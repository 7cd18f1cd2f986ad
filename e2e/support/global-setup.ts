import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PASSWORD } from './founder';
import { startServer } from './server';
import { E2E_ADMIN_EMAIL } from './staff';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

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

/** Starts the production server every journey shares (see server.ts), with the back-office admin signed up. */
export default async function setup(project: TestProject) {
  mkdirSync(join(root, 'e2e/.artifacts'), { recursive: true });
  // The account createAdmin signs up: its confirmed e-mail makes it an admin.
  const server = await startServer({ ADMIN_EMAILS: E2E_ADMIN_EMAIL });
  await createAdmin(server.url).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  project.provide('baseUrl', server.url);
  return server.stop;
}
