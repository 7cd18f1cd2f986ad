import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalScroll,
  expectPath,
  launchBrowser,
  newContext,
  screenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Nopal-Azul-2026';

/** The visible texts the journey reads, per language (they are the locales' texts, on purpose spelled out). */
const TEXT = {
  es: {
    options: '¿Quieres que Forja sea el representante legal de tu empresa?',
    yes: 'Sí, que Forja sea el representante legal',
    continue: 'Continuar',
    back: 'Atrás',
    welcome: 'Así es crear tu empresa con Forja',
    start: 'Empezar',
    type: 'Elige el tipo de sociedad',
    legalName: 'Ponle nombre a tu empresa',
    companyName: 'Nombre comercial',
    option1: 'Opción 1 (tu favorita)',
    option2: 'Opción 2',
    add: 'Agregar otra opción',
    moveDown1: 'Bajar la opción 1',
    refused: 'Es probable que la Secretaría de Economía rechace este nombre',
    personal: 'Tus datos',
    firstNames: 'Nombre(s)',
    lastNames: 'Apellidos',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    password: 'Contraseña',
    terms: /Acepto los términos/,
    submit: 'Crear mi empresa',
    verify: 'Confirma tu correo',
    iva: 'IVA (16 %)',
    step1: 'Representación',
    counter: (n: number) => `Paso ${n} de 5`,
  },
  en: {
    options: "Would you like Forja to be your company's legal representative?",
    yes: 'Yes, Forja as legal representative',
    continue: 'Continue',
    back: 'Back',
    welcome: 'How creating your company with Forja works',
    start: "Let's start",
    type: 'Choose your company type',
    legalName: 'Name your company',
    companyName: 'Trade name',
    option1: 'Option 1 (your favourite)',
    option2: 'Option 2',
    add: 'Add another option',
    moveDown1: 'Move option 1 down',
    refused: 'The Ministry of Economy (Secretaría de Economía) is likely to refuse this name',
    personal: 'Your details',
    firstNames: 'First name(s)',
    lastNames: 'Last name(s)',
    phone: 'Phone',
    email: 'Email',
    password: 'Password',
    terms: /I accept/,
    submit: 'Create my company',
    verify: 'Confirm your email',
    iva: 'VAT (IVA, 16 %)',
    step1: 'Representation',
    counter: (n: number) => `Step ${n} of 5`,
  },
} as const;

type Language = keyof typeof TEXT;

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

/** axe, no horizontal scroll on phones, and a screenshot of the page as it is now. */
async function check(page: Page, name: string, width: number): Promise<void> {
  if (width <= PHONE.width) await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshot(page, `${name}-${width}`);
}

/** A name no other company of this test server holds: letters only, so no rule refuses it. */
function uniqueWord(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function runWizard(page: Page, language: Language, width: number) {
  const text = TEXT[language];
  const tag = `register-${language}`;
  const word = uniqueWord();
  const email = `founder.${language}.${width}.${Date.now()}@example.mx`;

  // A direct visit to a later step without a draft bounces to Options.
  await page.goto(`/${language}/register/legal_name`);
  await expectPath(page, `/${language}/register`);
  await expectHeading(page, text.options);
  // The step indicator: "Paso 1 de 5" on phones, every step by name on desktops.
  if (width <= PHONE.width) expect(await page.getByText(text.counter(1)).isVisible()).toBe(true);
  else expect(await page.locator('[aria-current="step"]').textContent()).toContain(text.step1);
  await check(page, `${tag}-options`, width);

  await page.getByRole('radio', { name: text.yes }).click();
  await page.getByRole('button', { name: text.continue }).click();
  await expectPath(page, `/${language}/register/welcome`);
  await expectHeading(page, text.welcome);
  await check(page, `${tag}-welcome`, width);

  await page.getByRole('button', { name: text.start }).click();
  await expectPath(page, `/${language}/register/type_of_society`);
  await expectHeading(page, text.type);
  await page.getByRole('radio', { name: /^S\.A\.P\.I\./ }).waitFor();
  await check(page, `${tag}-type-of-society`, width);
  await page.getByRole('radio', { name: /^S\.A\.S\./ }).click();
  await page.getByRole('button', { name: text.continue }).click();

  await expectPath(page, `/${language}/register/legal_name`);
  await expectHeading(page, text.legalName);
  await page.getByLabel(text.companyName).fill(`Nopal ${word}`);
  const first = page.getByLabel(text.option1, { exact: true });
  await first.fill('Banco Azul');
  await expect.poll(() => page.getByText(text.refused).isVisible()).toBe(true);
  await first.fill(`Maguey ${word}`);
  await page.getByRole('button', { name: text.add }).click();
  await page.getByLabel(text.option2, { exact: true }).fill(`Nopal ${word}`);
  // The favourite goes second, with the keyboard.
  await page.getByRole('button', { name: text.moveDown1 }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => first.inputValue()).toBe(`Nopal ${word}`);

  // The draft survives a reload.
  await page.reload();
  await expectHeading(page, text.legalName);
  await expect.poll(() => page.getByLabel(text.option2, { exact: true }).inputValue()).toBe(`Maguey ${word}`);
  await check(page, `${tag}-legal-name`, width);
  await page.getByRole('button', { name: text.continue }).click();

  await expectPath(page, `/${language}/register/personal_information`);
  await expectHeading(page, text.personal);
  await page.getByLabel(text.firstNames).fill('Ana');
  await page.getByLabel(text.lastNames).fill('López');
  await page.getByLabel(text.phone).fill('55 1234 5678');
  await page.getByRole('textbox', { name: text.email }).fill(email);
  await page.getByLabel(text.password).and(page.locator('input')).fill(PASSWORD);
  await page.getByRole('checkbox', { name: text.terms }).check();
  if (language === 'es') {
    // The checkbox's promise is a page: its privacy notice link opens the notice in a new tab.
    const [notice] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'aviso de privacidad', exact: false }).first().click(),
    ]);
    await notice.waitForURL(/\/es\/legal\/privacy$/);
    await expect
      .poll(() => notice.getByRole('heading', { level: 1, name: /Aviso de privacidad/ }).isVisible())
      .toBe(true);
    await notice.close();
    expect(await page.getByRole('checkbox', { name: text.terms }).isChecked()).toBe(true);
  }
  await expect.poll(() => page.getByText(text.iva).isVisible()).toBe(true);
  await check(page, `${tag}-personal-information`, width);
  await page.getByRole('button', { name: text.submit }).click();

  // A new account is unconfirmed: resolveNextRoute sends it to VerifyAccount.
  await expectPath(page, `/${language}/verify_account`);
  await expectHeading(page, text.verify);

  // The company exists, owned by the new account, and the draft is gone. Its details are read once the
  // account is confirmed with the e-mailed code: until then the API answers only VerifyAccount's calls.
  const state = await page.evaluate(async (address) => {
    const token = window.localStorage.getItem('access_token');
    const response = await fetch('/api/v3/user/profile', { headers: { authorization: `Bearer ${token}` } });
    const profile = (await response.json()) as { content: { companies: { id: number; name: string }[] } };
    const [company] = profile.content.companies;
    const mailbox = (await (await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`)).json()) as {
      content: { text: string }[];
    };
    const code = mailbox.content.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
    await fetch('/api/v3/user/verification-code', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const detail = company
      ? ((await (
          await fetch(`/api/v3/company/get-company-profile/${company.id}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as {
          content: {
            company_type: string;
            legal_representation: boolean;
            legal_names: { name: string; priority: number }[];
          };
        })
      : null;
    return {
      draft: window.localStorage.getItem('company_draft'),
      companies: profile.content.companies.map((entry) => entry.name),
      detail: detail?.content ?? null,
    };
  }, email);
  expect(state.draft).toBeNull();
  expect(state.companies).toEqual([`Nopal ${word}`]);
  expect(state.detail).toMatchObject({
    company_type: 'sas',
    legal_representation: true,
    legal_names: [
      { name: `Nopal ${word}`, priority: 1 },
      { name: `Maguey ${word}`, priority: 2 },
    ],
  });
}

describe('the registration wizard', () => {
  it('a newcomer in Spanish on a phone creates a company and lands on VerifyAccount', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    await runWizard(await context.newPage(), 'es', PHONE.width);
    await context.close();
  });

  it('the same in Spanish on a desktop', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await runWizard(await context.newPage(), 'es', DESKTOP.width);
    await context.close();
  });

  it('a newcomer in English', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    await runWizard(await context.newPage(), 'en', PHONE.width);
    await context.close();
  });

  it('old registration routes go to Options', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    for (const old of ['crear_cuenta', 'legal_name_old', 'personal_information_old']) {
      await page.goto(`/es/register/${old}`);
      await expectPath(page, '/es/register');
    }
    // A tablet width fits too (the step indicator is compact below desktop widths).
    await page.setViewportSize({ width: 768, height: 900 });
    for (const language of ['es', 'en'] as const) {
      await page.goto(`/${language}/register`);
      await expectHeading(page, TEXT[language].options);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `register-${language}-options-768`);
    }
    await page.setViewportSize(DESKTOP);
    await page.goto('/zh_cn/register');
    await expectHeading(page, '您希望由 Forja 担任公司的法定代表人吗？');
    await check(page, 'register-zh_cn-options', DESKTOP.width);
    await context.close();
  });
});
