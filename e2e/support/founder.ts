import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const PASSWORD = 'Nopal-Azul-2026';

/**
 * The consent fields every sign-up sends: the privacy notice and terms accepted, at the current
 * versions the API publishes.
 */
export async function signUpConsent(
  request: APIRequestContext,
): Promise<{ accept_privacy: true; privacy_version: number; terms_version: number }> {
  const response = await request.get('/api/v3/legal/documents');
  expect(response.status(), await response.text()).toBe(200);
  const { documents } = (
    (await response.json()) as {
      content: { documents: { kind: string; version: number }[] };
    }
  ).content;
  const version = (kind: string) => documents.find((document) => document.kind === kind)?.version ?? 1;
  return { accept_privacy: true, privacy_version: version('privacy'), terms_version: version('terms') };
}

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A signed-up account whose e-mail is confirmed with the code from the dev mailbox; its access token. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  email = `founder.${Date.now()}.${letters()}@example.mx`,
  names = { first_names: 'Ana', last_names: 'López' },
): Promise<{ email: string; accessToken: string }> {
  const signUp = await request.post('/api/v3/user/register', {
    headers: { 'x-language': 'es' },
    data: {
      ...(await signUpConsent(request)),
      email,
      password: PASSWORD,
      ...names,
      phone: '5512345678',
      phone_country_code: '52',
      language: 'es',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { access_token } = ((await signUp.json()) as { content: { access_token: string } }).content;
  const auth = { authorization: `Bearer ${access_token}`, 'x-language': 'es' };
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const mails = ((await mailbox.json()) as { content: { text: string }[] }).content;
        code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  expect(
    (await request.post('/api/v3/user/verification-code', { headers: auth, data: { code } })).status(),
  ).toBe(200);
  return { email, accessToken: access_token };
}

/** A confirmed founder with one company, made through the API as the wizard would leave them. */
export async function createFounder(
  request: APIRequestContext,
): Promise<{ email: string; companyId: number; accessToken: string }> {
  const { email, accessToken } = await createConfirmedAccount(request);
  const auth = { authorization: `Bearer ${accessToken}`, 'x-language': 'es' };
  const created = await request.post('/api/v3/company/register', {
    headers: auth,
    data: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Nopal Azul ${letters()}`, priority: 1 }],
      legal_representation: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return {
    email,
    accessToken,
    companyId: ((await created.json()) as { content: { id: number } }).content.id,
  };
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/es');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
