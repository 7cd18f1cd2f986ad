import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectPath, launchBrowser, newContext } from './support/browser';
import { PASSWORD } from './support/founder';
import { adminHeaders } from './support/staff';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type ApiCall = { path: string; tags: string | undefined };

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

const word = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const utmOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams.entries());

describe('campaign attribution', () => {
  it('a newcomer from a newsletter keeps the campaign through sign-up and navigation, and the back office sees it', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const calls: ApiCall[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v3/')) calls.push({ path, tags: request.headers()['x_utm_tags'] });
    });

    // Arrives on Login with a campaign link: Login keeps its query as it came.
    await page.goto('/es?utm_source=newsletter&utm_campaign=otono');
    await expectHeading(page, 'Inicia sesión');
    expect(utmOf(page)).toEqual({ utm_source: 'newsletter', utm_campaign: 'otono' });

    // Every later page carries the stored values in the address bar.
    await page.getByRole('link', { name: 'Crea tu empresa' }).click();
    await expectPath(page, '/es/register');
    expect(utmOf(page)).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'otono' });

    await page.getByRole('radio', { name: 'Sí, que Forja sea el representante legal' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectPath(page, '/es/register/welcome');
    expect(utmOf(page)).toMatchObject({ utm_source: 'newsletter' });
    await page.getByRole('button', { name: 'Empezar' }).click();
    await expectPath(page, '/es/register/type_of_society');
    await page.getByRole('radio', { name: /^S\.A\.S\./ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectPath(page, '/es/register/legal_name');
    const name = word();
    await page.getByLabel('Nombre comercial').fill(`Nopal ${name}`);
    await page.getByLabel('Opción 1 (tu favorita)', { exact: true }).fill(`Maguey ${name}`);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expectPath(page, '/es/register/personal_information');
    expect(utmOf(page)).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'otono' });
    const email = `campaign.${Date.now()}.${word()}@example.mx`;
    await page.getByLabel('Nombre(s)').fill('Ana');
    await page.getByLabel('Apellidos').fill('López');
    await page.getByLabel('Teléfono').fill('55 1234 5678');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByLabel('Contraseña').and(page.locator('input')).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
    await page.getByRole('button', { name: 'Crear mi empresa' }).click();
    await expectPath(page, '/es/verify_account');
    expect(utmOf(page)).toMatchObject({ utm_source: 'newsletter' });

    // Confirm the e-mail with the mailed code (through the API, outside the page's own calls).
    const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
    const auth = { authorization: `Bearer ${token ?? ''}`, 'x-language': 'es' };
    let code: string | undefined;
    await expect
      .poll(async () => {
        const mailbox = await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const mails = ((await mailbox.json()) as { content: { text: string }[] }).content;
        code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
        return code;
      })
      .toMatch(/^\d{6}$/);
    const confirmed = await context.request.post('/api/v3/user/verification-code', {
      headers: auth,
      data: { code },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // A new visit with no campaign in the URL: the stored values come back to the address bar and the calls.
    await page.goto('/es/account');
    await expectPath(page, '/es/account');
    await expect.poll(() => utmOf(page)).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'otono' });
    await page.goto('/es/companies');
    await expect.poll(() => utmOf(page).utm_source).toBe('newsletter');
    await page.waitForLoadState('networkidle');

    // Every API call the pages made carried the stored campaign values.
    expect(calls.length).toBeGreaterThan(5);
    for (const call of calls) {
      expect(call.tags, call.path).toBeDefined();
      expect(JSON.parse(call.tags ?? '{}'), call.path).toMatchObject({
        utm_source: 'newsletter',
        utm_campaign: 'otono',
      });
    }
    expect(calls.map((call) => call.path)).toContain('/api/v3/store-utms-interaction');

    // The back office's company page shows the founder's attribution.
    const profile = await context.request.get('/api/v3/user/profile', { headers: auth });
    const companyId = ((await profile.json()) as { content: { companies: { id: number }[] } }).content
      .companies[0]?.id;
    expect(companyId).toBeGreaterThan(0);
    const admin = await adminHeaders(context.request);
    const detail = await context.request.get(`/api/v3/backoffice/companies/${companyId}`, { headers: admin });
    expect(detail.status(), await detail.text()).toBe(200);
    const { attribution } = (
      (await detail.json()) as {
        content: { attribution: { first_touch: unknown; last_touch: unknown } };
      }
    ).content;
    expect(attribution.first_touch).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'otono' });
    expect(attribution.last_touch).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'otono' });
    await context.close();
  });
});
