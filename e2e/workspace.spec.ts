import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  ARTIFACTS,
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalScroll,
  expectPath,
  screenshot,
} from './support/browser';
import { test } from './support/fixtures';
import { randomLetters, signIn } from './support/founder';

// Each test's founder: as the wizard leaves them, with two proposed legal names.
test.override('founderOptions', {
  legalNames: ['Nopal Azul', 'Tacos Orbita'],
  asWizard: true,
  activities: [{ id: 12, name: 'Servicios de consultoría en computación' }],
});

/** The proposals' names, in rank order, as the denomination page lists them. */
function proposalNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('listitem').allTextContents();
}

/** A screenshot of the viewport only: dialogs and the phone menu are fixed, a full page would smear them. */
async function viewportShot(page: Page, name: string) {
  // Let opening transitions finish first.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

async function toast(page: Page, text: string) {
  await expect.poll(() => page.getByRole('alert').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

describe('the company workspace, end to end in Spanish', () => {
  test('signs the founder in to the step the onboarding order names, with the checklist and the legal names', async ({
    newContext,
    founder,
  }) => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    const workspace = `/es/dashboard/${founder.companyId}`;

    // One company: sign-in goes to its dashboard, whose loader runs resolveNextRoute. A new company has no
    // description yet, so the founder lands on the basic data.
    await signIn(page, founder.email);
    await expectPath(page, `${workspace}/company_basic_data`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // The basic-data page (another page of the workspace) searches activities as it opens: let it settle.
    await expect.poll(() => page.locator('main .mantine-Loader-root').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'workspace-landing-es-1280');

    // Opened directly (a returning founder, a bookmark): the server sends the workspace's own page, which
    // preloads the workspace's code instead of the sign-in page's and shows the loading spinner, with its words,
    // until the app has run; the page renders from it as before.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/workspace-layout-[\w-]+\.js">/,
    );
    expect(html).not.toMatch(/\/assets\/login-[\w-]+\.js/);
    expect(html).toMatch(/<div id="root"><style[^]*role="status"[^]*Cargando…/);
    expect(html).not.toContain('data-prerendered');
    await page.reload();
    await expectPath(page, `${workspace}/company_basic_data`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

    // The progress block of the sidebar opens the checklist.
    const nav = page.getByRole('navigation', { name: 'Secciones de tu empresa' });
    // An S.A. de C.V.: its commissary is a step of its own.
    await expect.poll(() => nav.getByText('0 de 12 pasos').isVisible()).toBe(true);
    await nav.getByRole('button', { name: 'Ver tus pasos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pasos para formar tu empresa' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const current = dialog.locator('li[aria-current="step"]');
    expect(await current.textContent()).toContain('Datos básicos');
    expect(await dialog.getByRole('listitem').count()).toBe(12);
    expect(await dialog.getByText('Se abre cuando termines «Datos básicos».').count()).toBe(1);
    await expectAccessible(page);
    await viewportShot(page, 'workspace-checklist-es-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // The legal names: reorder, then edit.
    await nav.getByRole('link', { name: 'Nombre legal' }).click();
    await expectPath(page, `${workspace}/company_denomination`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Nombre legal' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => proposalNames(page))
      .toEqual([
        expect.stringContaining(founder.legalNames[0]!),
        expect.stringContaining(founder.legalNames[1]!),
      ]);
    await expectAccessible(page);
    await screenshot(page, 'workspace-denomination-es-1280');

    await page.getByRole('button', { name: 'Bajar opción 1' }).click();
    await toast(page, 'Opciones de nombre actualizadas');
    await expect
      .poll(() => proposalNames(page))
      .toEqual([
        expect.stringContaining(founder.legalNames[1]!),
        expect.stringContaining(founder.legalNames[0]!),
      ]);

    const edited = `Mezcal Norte ${randomLetters()}`;
    await page.getByRole('button', { name: 'Editar opción 2' }).click();
    await page.getByRole('textbox', { name: 'Opción 2' }).fill(edited);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Opción de nombre actualizada');
    await expect
      .poll(() => proposalNames(page))
      .toEqual([expect.stringContaining(founder.legalNames[1]!), expect.stringContaining(edited)]);

    // The order survives a reload: the server kept it.
    await page.reload();
    await expect
      .poll(() => proposalNames(page))
      .toEqual([expect.stringContaining(founder.legalNames[1]!), expect.stringContaining(edited)]);
    await screenshot(page, 'workspace-denomination-edited-es-1280');

    // Services: prices with IVA apart; each Buy leads to the checkout that sells it.
    await nav.getByRole('link', { name: 'Servicios' }).click();
    await expectPath(page, `${workspace}/services`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Servicios disponibles' }).isVisible())
      .toBe(true);
    expect(
      await page
        .getByRole('link', { name: 'Contratar: Constitución con representación legal' })
        .getAttribute('href'),
    ).toBe(`/es/payment/${founder.companyId}/checkout_representation`);
    expect(await page.getByRole('link', { name: 'Contratar: Paquete vendedor Amazon' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'workspace-services-es-1280');

    // The sidebar retracts to icons (kept for the visit even before the API stores it).
    await nav.getByRole('button', { name: 'Contraer menú lateral' }).click();
    await expect
      .poll(() => nav.getByRole('button', { name: 'Expandir menú lateral' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'workspace-retracted-es-1280');
    await nav.getByRole('button', { name: 'Expandir menú lateral' }).click();

    // A company the founder does not belong to goes back to Companies, with the reason.
    await page.goto(`/es/dashboard/${founder.companyId + 1000}/home`);
    await expectPath(page, '/es/companies');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'no forma parte de esta empresa' }).count())
      .toBeGreaterThan(0);
  });

  test('fits a phone, in every language: burger menu, checklist, legal names and services', async ({
    newContext,
    founder,
  }) => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const workspace = `/es/dashboard/${founder.companyId}`;

    await signIn(page, founder.email);
    await expectPath(page, `${workspace}/company_basic_data`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'workspace-landing-es-375');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const nav = page.getByRole('navigation', { name: 'Secciones de tu empresa' });
    await expect.poll(() => nav.getByRole('link', { name: 'Nombre legal' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await viewportShot(page, 'workspace-menu-es-375');

    await nav.getByRole('button', { name: 'Ver tus pasos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pasos para formar tu empresa' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await viewportShot(page, 'workspace-checklist-es-375');
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Nombre legal' }).click();
    await expectPath(page, `${workspace}/company_denomination`);
    await expect.poll(() => page.getByRole('button', { name: 'Bajar opción 1' }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'workspace-denomination-es-375');
    await page.getByRole('button', { name: 'Eliminar opción 2' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar esta opción?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await viewportShot(page, 'workspace-denomination-delete-es-375');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();

    for (const [language, heading] of [
      ['es', 'Servicios'],
      ['en', 'Services'],
      ['zh_cn', '服务'],
    ] as const) {
      await page.goto(`/${language}/dashboard/${founder.companyId}/services`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, `workspace-services-${language}-375`);
    }
    await page.goto(`/zh_cn/dashboard/${founder.companyId}/company_denomination`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '公司名称' }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'workspace-denomination-zh_cn-375');
  });
});
