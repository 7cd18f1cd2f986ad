import { describe, expect } from 'vitest';

import { PHONE, expectAccessible, expectNoHorizontalScroll, screenshot } from './support/browser';
import { test } from './support/fixtures';
import { signIn } from './support/founder';

// The founder states the social domicile when the SEPOMEX catalogue cannot place the fiscal address's postal
// code (27000 is not in the embedded database's sample), on a phone; a code it places is previewed instead.

describe('the stated social domicile on a phone', () => {
  test('asks the municipality and state for an unknown postal code and previews the articles', async ({
    newContext,
    founder,
  }) => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await signIn(page, founder.email);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe('/es');
    await page.goto(`/es/dashboard/${founder.companyId}/company_basic_data`);
    const address = page.getByLabel('Domicilio fiscal de tu empresa');
    await address.waitFor();
    await address.fill('Av. Morelos 10, Centro, 27000, Torreón, Coahuila');
    const municipality = page.getByRole('textbox', { name: /Municipio/ });
    await municipality.waitFor();
    await municipality.scrollIntoViewIfNeeded();
    await municipality.fill('Torreón');
    await expect
      .poll(() =>
        page
          .getByText('En el acta: domicilio social en el municipio de Torreón, Coahuila de Zaragoza')
          .isVisible(),
      )
      .toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'stated-domicile-es-375');
    await page
      .getByRole('form', { name: 'Domicilio fiscal' })
      .getByRole('button', { name: 'Guardar' })
      .click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Guardamos el dato de tu empresa' }).count())
      .toBeGreaterThan(0);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const profile = await context.request.get(`/api/v3/company/get-company-profile/${founder.companyId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await profile.json()) as { content: { stated_domicile: unknown } }).content.stated_domicile,
    ).toEqual({
      municipality: 'Torreón',
      state: 'Coahuila de Zaragoza',
    });
    await address.fill('Av. Constitución 100, Centro, 64000, Monterrey, Nuevo León');
    await expect
      .poll(() =>
        page.getByText('En el acta: domicilio social en el municipio de Monterrey, Nuevo León').isVisible(),
      )
      .toBe(true);
    expect(await municipality.count()).toBe(0);
    await screenshot(page, 'stated-domicile-known-es-375');
  });
});
