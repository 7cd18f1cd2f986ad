import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalScroll,
  expectPath,
  screenshot,
} from './support/browser';
import { pdf } from './support/company';
import { test } from './support/fixtures';
import { signIn } from './support/founder';

// Each test's founder: a fresh company (no description, no activities) as the wizard leaves it, with Forja as
// legal representative.
test.override('founderOptions', { asWizard: true });

/** The Spanish texts the journey reads (the locales' texts, spelled out on purpose). */
const TEXT = {
  basicData: 'Datos básicos de tu empresa',
  description: 'Describe tu empresa',
  activities: 'Actividades económicas',
  save: 'Guardar y continuar',
  descriptionShort: 'Escribe al menos 10 caracteres sobre lo que hace tu empresa.',
  activitiesRequired: 'Elige al menos una actividad económica.',
  hireRequired: 'Elige si tu empresa va a contratar empleados.',
  hireYes: 'Sí, pienso contratar',
  documents: 'Documentos',
  csf: 'Constancia de situación fiscal (CSF) de la empresa',
  upload: /^Subir PDF/,
  replace: /^Reemplazar PDF/,
  received: 'En espera de revisión',
  // The server says which: the content is not what the name says (file_content_invalid), not the size.
  invalidFormat:
    'El contenido de este archivo no es un PDF ni una imagen permitida, aunque su nombre lo diga. Guárdalo de nuevo como PDF (o toma una foto en JPG o PNG) y súbelo otra vez.',
  admin: 'Administración',
  beginning: 'Empecemos con tu empresa',
};

async function toast(page: Page, text: string) {
  await expect.poll(() => page.getByRole('alert').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

async function heading(page: Page, name: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

/** Picks an activity from the catalogue search by its SCIAN code. */
async function pickActivity(page: Page, search: string, code: string) {
  const combobox = page.getByRole('combobox', { name: TEXT.activities });
  await combobox.fill(search);
  const option = page.getByRole('option').filter({ hasText: code });
  await expect.poll(() => option.isVisible()).toBe(true);
  await option.click();
}

/** Picks a file through the document's own button (the browser's file chooser, as a keyboard user would). */
async function chooseFile(
  page: Page,
  documentName: string,
  button: RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('listitem', { name: documentName }).getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

describe('basic data and documents, end to end in Spanish', () => {
  test('fills the basic data, is sent on by the guard, uploads a PDF and sees a non-PDF refused', async ({
    newContext,
    founder,
  }) => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const workspace = `/es/dashboard/${founder.companyId}`;

    // A fresh company has no description: the guard lands the founder on the basic data.
    await signIn(page, founder.email);
    await expectPath(page, `${workspace}/company_basic_data`);
    await heading(page, TEXT.basicData);
    await expectAccessible(page);
    await screenshot(page, 'company-basic-data-es-1280');

    // Saving empty says what is missing under each field.
    await page.getByRole('button', { name: TEXT.save }).click();
    await expect.poll(() => page.getByText(TEXT.descriptionShort).isVisible()).toBe(true);
    expect(await page.getByText(TEXT.activitiesRequired).isVisible()).toBe(true);
    expect(await page.getByText(TEXT.hireRequired).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'company-basic-data-errors-es-1280');

    await page
      .getByLabel(TEXT.description)
      .fill('Tostamos café de Chiapas y lo vendemos en grano a cafeterías y en nuestra tienda.');
    await page.getByLabel('Sitio web (opcional)').fill('cafenopal.mx');
    await pickActivity(page, 'café', '311922');
    await pickActivity(page, 'cafeterías', '722515');
    await page.getByLabel('Productos o servicios que vende').fill('Café en grano y molido');
    await page.getByRole('radio', { name: TEXT.hireYes }).check();
    await expectAccessible(page);
    await screenshot(page, 'company-basic-data-filled-es-1280');

    // Saved: Forja is the legal representative and nothing is paid, so the guard sends the founder to pay.
    await page.getByRole('button', { name: TEXT.save }).click();
    await expectPath(page, `/es/payment/${founder.companyId}/checkout_representation`);
    const profile = await context.request.get(`/api/v3/company/get-company-profile/${founder.companyId}`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
      },
    });
    const company = (
      (await profile.json()) as {
        content: { company_business_twists: { id: number }[]; will_hire: boolean; web_site: string };
      }
    ).content;
    expect(company.company_business_twists.map((twist) => twist.id).sort()).toEqual([297, 37].sort());
    expect(company).toMatchObject({ will_hire: true, web_site: 'cafenopal.mx' });

    // Documents: a real PDF is received, with its progress bar on the way.
    await page.goto(`${workspace}/documents`);
    await heading(page, TEXT.documents);
    await expectAccessible(page);
    await screenshot(page, 'documents-es-1280');
    await chooseFile(page, TEXT.csf, TEXT.upload, pdf('csf.pdf'));
    const csf = page.getByRole('listitem', { name: TEXT.csf });
    await expect.poll(() => csf.getByText(TEXT.received).isVisible()).toBe(true);
    const download = csf.getByRole('link', { name: /Descargar/ });
    expect(await download.isVisible()).toBe(true);
    const file = await context.request.get((await download.getAttribute('href')) ?? '');
    expect(file.headers()['content-type']).toBe('application/pdf');

    // A file named .pdf that is not a PDF inside: the server refuses it and the toast says so in Spanish.
    await chooseFile(page, TEXT.csf, TEXT.replace, {
      name: 'constancia.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Esto es texto, no un PDF.'),
    });
    await toast(page, TEXT.invalidFormat);
    await screenshot(page, 'documents-invalid-format-es-1280');
    // Mantine's toast close button has no accessible name yet (lib/notify.ts): check the page once they close.
    await expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 20_000 }).toBe(0);
    await expectAccessible(page);
  });

  test('fits a phone: basic data, Beginning, administration and documents', async ({
    newContext,
    founder,
  }) => {
    const page = await (await newContext(PHONE)).newPage();
    await signIn(page, founder.email);
    const workspace = `/es/dashboard/${founder.companyId}`;
    await expectPath(page, `${workspace}/company_basic_data`);

    for (const [path, title, name] of [
      [`${workspace}/company_basic_data`, TEXT.basicData, 'company-basic-data-es-375'],
      [`/es/beginning/${founder.companyId}`, TEXT.beginning, 'beginning-es-375'],
      [`${workspace}/company_admin`, TEXT.admin, 'company-admin-es-375'],
      [`${workspace}/documents`, TEXT.documents, 'documents-es-375'],
    ] as const) {
      await page.goto(path);
      await heading(page, title);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, name);
    }
  });
});
