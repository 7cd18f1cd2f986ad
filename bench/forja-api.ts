/** The calls the bench makes to set up its data, as the browser journeys do (e2e/support). */

export const PASSWORD = 'Nopal-Azul-2026';

export type Founder = { email: string; accessToken: string; companyId: number; partnerIds: number[] };

const JSON_HEADERS = { 'content-type': 'application/json', 'x-language': 'es' };

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v3/${path}`, {
    method,
    headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { content: T }).content;
}

async function confirmationCode(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = ((await response.json()) as { content: { text: string }[] }).content;
    const code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No confirmation code reached the dev outbox for ${email}`);
}

/** A signed-up account whose e-mail is confirmed with the code from the dev outbox. */
export async function createConfirmedAccount(
  baseUrl: string,
  email: string,
): Promise<{ email: string; accessToken: string }> {
  const { documents } = await call<{ documents: { kind: string; version: number }[] }>(
    baseUrl,
    'GET',
    'legal/documents',
  );
  const version = (kind: string) => documents.find((document) => document.kind === kind)?.version ?? 1;
  const { access_token } = await call<{ access_token: string }>(baseUrl, 'POST', 'user/register', {
    accept_privacy: true,
    privacy_version: version('privacy'),
    terms_version: version('terms'),
    email,
    password: PASSWORD,
    first_names: 'Ana',
    last_names: 'López',
    phone: '5512345678',
    phone_country_code: '52',
    language: 'es',
  });
  const code = await confirmationCode(baseUrl, email);
  await call(baseUrl, 'POST', 'user/verification-code', { code }, access_token);
  // The web app refreshes its session once the e-mail is confirmed, so its token says so and is accepted
  // from its signature; the token from sign-up would make every call read the session.
  return { email, accessToken: await signIn(baseUrl, email) };
}

/** A confirmed founder with one company and `partners` partners (the founder first), made through the API. */
export async function createFounder(baseUrl: string, partners: number): Promise<Founder> {
  const email = `founder.${Date.now()}.${process.pid}@example.mx`;
  const { accessToken } = await createConfirmedAccount(baseUrl, email);
  const name = `Nopal Azul ${Date.now().toString(36)}`;
  const { id: companyId } = await call<{ id: number }>(
    baseUrl,
    'POST',
    'company/register',
    {
      company_type: 'sas',
      company_name: name,
      legal_names: [{ name, priority: 1 }],
      legal_representation: true,
    },
    accessToken,
  );
  // Different percentages that add up to 100 (the cap table's rules).
  const shares = Array.from({ length: partners }, (_, i) => i + 1);
  const total = shares.reduce((sum, n) => sum + n, 0);
  const percentages = shares.map((n) => Math.floor((n * 100) / total));
  percentages[partners - 1] = (percentages[partners - 1] ?? 0) + 100 - percentages.reduce((s, p) => s + p, 0);
  const table = await call<{ partners: { id: number }[] }>(
    baseUrl,
    'POST',
    `add-partners/company/${companyId}`,
    {
      partners: percentages.map((percentage, i) => ({
        name: i === 0 ? 'Ana López' : `Socio ${i}`,
        first_name: i === 0 ? 'Ana' : 'Socio',
        last_name: i === 0 ? 'López' : String(i),
        email: i === 0 ? email : `partner.${i}.${Date.now()}@example.mx`,
        shares: [{ series: 'A', percentage }],
      })),
    },
    accessToken,
  );
  return { email, accessToken, companyId, partnerIds: table.partners.map((partner) => partner.id) };
}

/** Signs in with the bench password; the access token. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const { access_token } = await call<{ access_token: string }>(baseUrl, 'POST', 'user/login', {
    email,
    password: PASSWORD,
  });
  return access_token;
}

/** GETs a path with the token and fails unless it answers 200 (a route checked before it is measured). */
export async function expectOk(baseUrl: string, path: string, token: string): Promise<void> {
  await call(baseUrl, 'GET', path, undefined, token);
}
