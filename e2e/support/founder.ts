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

/** Random lowercase letters, to make names and addresses unique across journeys and runs. */
export const randomLetters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A signed-up account whose e-mail is confirmed with the code from the dev mailbox; its access token. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  email = `founder.${Date.now()}.${randomLetters()}@example.mx`,
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
    .poll(async () => {
      const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = ((await mailbox.json()) as { content: { text: string }[] }).content;
      code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
      return code;
    })
    .toMatch(/^\d{6}$/);
  expect(
    (await request.post('/api/v3/user/verification-code', { headers: auth, data: { code } })).status(),
  ).toBe(200);
  return { email, accessToken: access_token };
}

export type Activity = { id: number; name: string };

/** How a journey's founder and company are made; each field says its default. */
export type FounderOptions = {
  /** The proposed legal names in rank order, each made unique by one shared suffix: one, `Nopal Azul`. */
  legalNames?: string[];
  /** Forja as the company's legal representative: yes. */
  legalRepresentation?: boolean;
  /**
   * The rest of what the registration wizard sends too (the society's full name, the package that fits the
   * representation, the founder's contact): no, only what company/register requires.
   */
  asWizard?: boolean;
  /** The economic activities chosen at registration: none. */
  activities?: Activity[];
  /** Then saves the basic data (this description, those activities, no employees): left to the founder. */
  description?: string;
};

export type Founder = {
  email: string;
  companyId: number;
  accessToken: string;
  /** The founder's API headers (in Spanish). */
  auth: Record<string, string>;
  /** The proposed legal names as registered, in rank order. */
  legalNames: string[];
};

/** The first activity of the catalogue that a search finds. */
export async function findActivity(request: APIRequestContext, search: string): Promise<Activity> {
  const response = await request.get(`/api/v3/business-twists?q=${encodeURIComponent(search)}&lang=es`);
  const [activity] = ((await response.json()) as { content: { business_twists: Activity[] } }).content
    .business_twists;
  expect(activity, `no activity found for «${search}»`).toBeDefined();
  return activity as Activity;
}

/** A confirmed founder of an S.A. de C.V., made through the API (see FounderOptions for what it holds). */
export async function createFounder(
  request: APIRequestContext,
  {
    legalNames = ['Nopal Azul'],
    legalRepresentation = true,
    asWizard = false,
    activities = [],
    description,
  }: FounderOptions = {},
): Promise<Founder> {
  const { email, accessToken } = await createConfirmedAccount(request);
  const auth = { authorization: `Bearer ${accessToken}`, 'x-language': 'es' };
  const suffix = randomLetters();
  const names = legalNames.map((name) => `${name} ${suffix}`);
  const wizard = {
    type_society: 'Sociedad Anónima de Capital Variable',
    company_package: legalRepresentation ? 'formation_representation' : 'formation_advance',
    phone: '5512345678',
    email,
    country: { lada: '52', alpha_code: 'MX' },
  };
  const created = await request.post('/api/v3/company/register', {
    headers: auth,
    data: {
      ...(asWizard ? wizard : {}),
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: names.map((name, index) => ({ name, priority: index + 1 })),
      activities,
      legal_representation: legalRepresentation,
      amazon_customer: false,
      name_authorization: false,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const companyId = ((await created.json()) as { content: { id: number } }).content.id;
  if (description !== undefined) {
    const basic = await request.put(`/api/v3/company/set-company-category/${companyId}`, {
      headers: auth,
      data: { activities: activities.map(({ id }) => ({ id })), description, will_hire: false },
    });
    expect(basic.status(), await basic.text()).toBe(200);
  }
  return { email, companyId, accessToken, auth, legalNames: names };
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/es');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').and(page.locator('input')).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
