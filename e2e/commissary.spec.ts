import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
import { paidSasFounder, pdf, png } from './support/company';
import { PASSWORD, signIn } from './support/founder';
import { E2E_ADMIN_EMAIL } from './support/staff';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  // Chromium's fake camera: getUserMedia answers a test pattern without asking, so the selfie records.
  browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

const body = async <T>(res: { json(): Promise<unknown> }) => ((await res.json()) as { content: T }).content;

const tag = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function mails(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }[]> {
  return body(await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`));
}

async function visible(locator: Locator, timeout = 15_000) {
  await expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
}

async function toast(page: Page, text: string) {
  await visible(page.getByRole('alert').filter({ hasText: text }).first(), 20_000);
}

/**
 * A paid S.A. de C.V. of Ana (50 %) and Luis (50 %: an S.A. needs two partners, and a commissary), Ana signed
 * in on its administration page.
 */
async function founderOnAdministration(context: BrowserContext) {
  const luis = {
    name: 'Luis Pérez',
    first_name: 'Luis',
    last_name: 'Pérez',
    email: `luis.${Date.now()}.${tag()}@example.mx`,
    percentage: 50,
  };
  const founder = await paidSasFounder(context, [luis], { companyType: 'sa' });
  const page = await context.newPage();
  await signIn(page, founder.email);
  await expect.poll(() => new URL(page.url()).pathname).toContain('/dashboard/');
  await page.goto(`/es/dashboard/${founder.companyId}/company_admin`);
  await visible(page.getByRole('heading', { level: 2, name: 'Comisario' }));
  return { founder, page };
}

/** The admin's API session, confirmed for acts (as e2e/signing.spec.ts does it). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/v3/user/login', {
    data: { email: E2E_ADMIN_EMAIL, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await body<{ access_token: string }>(login)).access_token}` };
  const confirmed = await request.post('/api/v3/backoffice/session/confirm', {
    headers,
    data: { password: PASSWORD },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return headers;
}

describe('the commissary of an S.A. de C.V.', () => {
  it('the founder appoints an outside commissary, who verifies identity and uploads the CSF by the e-mailed link; once the back office approves, the founder sees it complete', async () => {
    const founderContext = await newContext(browser, baseUrl, DESKTOP);
    const { founder, page } = await founderOnAdministration(founderContext);
    const form = page.getByRole('form', { name: 'Nombra a tu comisario' });
    await visible(form);
    await expectAccessible(page);
    await screenshot(page, 'commissary-admin-appoint-es-1280');

    // Name, e-mail, phone (Mexico chosen first), RFC and the three LGSM art. 165 questions; a "Sí" explains why
    // and blocks sending.
    const email = `comisario.${Date.now()}.${tag()}@example.mx`;
    await form.getByLabel('Nombre completo').fill('Marta Ruiz Salas');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Teléfono').fill('5587654321');
    await form.getByLabel('RFC del comisario').fill('RUSM800101AB1');
    const question = (name: string) => form.getByRole('radiogroup', { name });
    const questions = [
      '¿Es socio y administrador (o miembro del consejo) de la empresa?',
      '¿Trabaja para la empresa?',
      '¿Es pariente de algún administrador',
    ];
    for (const name of questions) await question(name).getByRole('radio', { name: 'No' }).check();
    await question('¿Trabaja para la empresa?').getByRole('radio', { name: 'Sí' }).check();
    const conflict = form.getByRole('alert').filter({ hasText: 'Esta persona no puede ser tu comisario' });
    await visible(conflict);
    await visible(conflict.getByText('un empleado depende de la administración que debe vigilar;'));
    const submit = form.getByRole('button', { name: 'Nombrar y enviar invitación' });
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'commissary-admin-conflict-es-1280');
    await question('¿Trabaja para la empresa?').getByRole('radio', { name: 'No' }).check();
    await expect.poll(() => conflict.count()).toBe(0);
    await submit.click();
    await toast(page, 'Nombraste al comisario y le enviamos su invitación');
    await visible(page.getByText('Le enviamos un correo con su enlace. Todavía no lo ha abierto.'));
    await visible(page.getByText(email));
    await expectAccessible(page);
    await screenshot(page, 'commissary-admin-invited-es-1280');

    // The e-mailed link, from the dev mailbox.
    let link = '';
    await expect
      .poll(async () => {
        const mail = (await mails(founderContext.request, email)).find((entry) =>
          entry.subject.startsWith('Te nombraron comisario'),
        );
        link = /https?:\/\/\S+\/commissary\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      })
      .toMatch(new RegExp(`company=${founder.companyId}&token=`));
    const invitation = new URL(link);

    // The commissary, on a phone of their own, with no session: why an account is needed.
    const commissaryContext = await newContext(browser, baseUrl, PHONE);
    await commissaryContext.grantPermissions(['camera'], { origin: baseUrl });
    const phone = await commissaryContext.newPage();
    await phone.goto(invitation.pathname + invitation.search);
    await visible(phone.getByRole('heading', { level: 1, name: 'Inicia sesión para seguir' }));
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'commissary-sign-in-es-375');

    // The account, created right here: the invitation confirms the address it reached.
    await phone.getByRole('button', { name: 'Crear una cuenta' }).click();
    const account = phone.getByRole('form', { name: 'Crea tu cuenta' });
    await visible(account);
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'commissary-create-account-es-375');
    await account.getByLabel('Nombre(s)').fill('Marta');
    await account.getByLabel('Apellidos').fill('Ruiz Salas');
    await account.getByLabel('Teléfono').fill('5512345678');
    const emailField = account.getByLabel('Correo electrónico');
    // The e-mailed link carries the invited address: the form is filled with it.
    expect(await emailField.inputValue()).toBe(email);
    await account.getByLabel('Contraseña').and(account.locator('input')).fill(PASSWORD);
    await account.getByRole('checkbox', { name: /Acepto los términos/ }).check();
    await account.getByRole('button', { name: 'Crear cuenta y seguir' }).click();

    // Back on the link: the invitation is taken and the identity step shows (step 1 of 3).
    await expectPath(phone, '/es/commissary');
    await visible(phone.getByRole('heading', { level: 1, name: 'Verifica tu identidad' }));
    expect(new URL(phone.url()).search).toBe(`?company=${founder.companyId}`);
    await visible(phone.getByText('Paso 1 de 3'));
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'commissary-identity-es-375');

    // The ID's two sides, then a selfie video from Chromium's fake camera.
    await phone.getByLabel('Archivo: Frente de la identificación').setInputFiles(png('ine-frente.png'));
    await visible(phone.getByText('Elegiste ine-frente.png'));
    await phone.getByLabel('Archivo: Reverso de la identificación').setInputFiles(png('ine-reverso.png'));
    await visible(phone.getByText('Elegiste ine-reverso.png'));
    await phone.getByRole('button', { name: 'Encender cámara' }).click();
    await visible(phone.getByRole('button', { name: 'Grabar 5 segundos' }));
    await expectAccessible(phone);
    await screenshot(phone, 'commissary-identity-camera-es-375');
    await phone.getByRole('button', { name: 'Grabar 5 segundos' }).click();
    await toast(phone, 'Grabación lista');
    await phone.getByRole('button', { name: 'Enviar video' }).click();

    // The sandbox decides in a few seconds; the page asks every 2 s and moves on to the certificate.
    await expectPath(phone, '/es/commissary/complementaries');
    await visible(
      phone.getByRole('heading', { level: 1, name: 'Sube tu constancia de situación fiscal' }),
      30_000,
    );
    await visible(phone.getByText('Paso 2 de 3'));
    await phone.getByLabel('Archivo: Constancia de situación fiscal').setInputFiles(pdf('csf.pdf'));
    await visible(phone.getByText('Elegiste csf.pdf'));
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'commissary-csf-es-375');
    await phone.getByRole('button', { name: 'Enviar constancia' }).click();
    await toast(phone, 'Recibimos tu constancia');

    await expectPath(phone, '/es/commissary/end');
    await visible(phone.getByRole('heading', { level: 1, name: '¡Listo! Ya tenemos tus documentos' }));
    await visible(phone.getByText('Paso 3 de 3'));
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'commissary-end-es-375');

    // The commissary opens the e-mailed link again, later: still signed in, back on where they stand.
    await phone.goto(invitation.pathname + invitation.search);
    await expectPath(phone, '/es/commissary/end');
    await visible(phone.getByRole('heading', { level: 1, name: '¡Listo! Ya tenemos tus documentos' }));

    // Signing out from the header's account menu, then in again without the link: Companies shows their part.
    await phone.getByRole('button', { name: 'Menú de tu cuenta' }).click();
    await phone.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expectPath(phone, '/es');
    await signIn(phone, email);
    await expectPath(phone, '/es/companies');
    await visible(phone.getByRole('heading', { level: 2, name: 'Donde eres comisario' }));
    await visible(phone.getByText('Tu parte está completa'));
    expect(await phone.getByText('Aún no tienes empresas').count()).toBe(0);
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'companies-as-commissary-es-375');
    await phone.getByRole('link', { name: /^Ver tu parte como comisario de / }).click();
    await expectPath(phone, '/es/commissary/end');

    // The end screen's promise holds: the founder is told by e-mail.
    await expect
      .poll(async () =>
        (await mails(founderContext.request, founder.email)).some((entry) =>
          entry.subject.startsWith('Marta Ruiz Salas completó su parte como comisario'),
        ),
      )
      .toBe(true);

    // The founder's page: the documents are with Forja's team.
    await page.reload();
    await visible(page.getByText('Subió sus documentos y nuestro equipo los está revisando.'));
    // The invitation was taken: there is nothing to resend.
    expect(await page.getByRole('button', { name: 'Reenviar invitación' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'commissary-admin-review-es-1280');

    // The back office approves the commissary's ID and certificate (company documents).
    const admin = await adminApi(founderContext.request);
    const queue = await body<{ items: { kind: string; id: number; type: string }[] }>(
      await founderContext.request.get(
        `/api/v3/backoffice/documents?company_id=${founder.companyId}&kind=company`,
        { headers: admin },
      ),
    );
    const documents = queue.items.filter((item) => item.type.startsWith('commissary_'));
    expect(documents.map((item) => item.type).sort()).toEqual([
      'commissary_CSF',
      'commissary_national_identity',
    ]);
    for (const document of documents) {
      const detail = await body<{
        version: string;
        must_match: { holder: string; name: string | null; rfc: string | null };
        other_sides: { side: string; content_type: string }[];
      }>(
        await founderContext.request.get(`/api/v3/backoffice/documents/company/${document.id}`, {
          headers: admin,
        }),
      );
      expect(detail.must_match).toMatchObject({
        holder: 'commissary',
        name: 'Marta Ruiz Salas',
        rfc: 'RUSM800101AB1',
      });
      // The ID's back is reviewed with its front: it is listed and opens, and the operator's page shows both.
      if (document.type === 'commissary_national_identity') {
        expect(detail.other_sides).toEqual([
          { side: 'back', content_type: 'image/png', file_name: 'ine-reverso.png' },
        ]);
        const back = await founderContext.request.get(
          `/api/v3/backoffice/documents/company/${document.id}/file?side=back`,
          { headers: admin },
        );
        expect(back.status()).toBe(200);
        expect(back.headers()['content-type']).toBe('image/png');
        const officeContext = await newContext(browser, baseUrl, DESKTOP);
        const office = await officeContext.newPage();
        await signIn(office, E2E_ADMIN_EMAIL);
        await expectPath(office, '/es/backoffice');
        await office.goto(`/es/backoffice/documents/company/${document.id}`);
        for (const side of ['Frente', 'Reverso']) {
          const region = office.getByRole('region', { name: side });
          await visible(
            region.getByRole('img', { name: new RegExp(`^${side} de Identificación del comisario`) }),
          );
        }
        await visible(office.getByText('RUSM800101AB1'));
        await expectAccessible(office);
        await screenshot(office, 'commissary-backoffice-id-review-es-1280');
        await officeContext.close();
      }
      const approved = await founderContext.request.post(
        `/api/v3/backoffice/documents/company/${document.id}/approve`,
        { headers: admin, data: { version: detail.version } },
      );
      expect(approved.status(), await approved.text()).toBe(200);
    }

    await page.reload();
    await visible(page.getByText('Su identidad y su constancia están aprobadas.'));
    await visible(page.getByText('Listo', { exact: true }));
    expect(await page.getByRole('button', { name: 'Reenviar invitación' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'commissary-admin-complete-es-1280');

    await commissaryContext.close();
    await founderContext.close();
  }, 240_000);

  it("the founder buys Forja's commissary service; the back office adds one of Forja's commissaries and assigns it; the founder sees its name and licence", async () => {
    const founderContext = await newContext(browser, baseUrl, DESKTOP);
    const { founder, page } = await founderOnAdministration(founderContext);

    // The Checkout page of extras offers the commissary service; the sandbox card pays it.
    await page.goto(`/es/payment/${founder.companyId}/checkout`);
    const offer = page.getByRole('region', { name: 'Servicio de comisario' });
    const pay = offer.getByRole('button', { name: /^Pagar / });
    await visible(pay);
    await expectAccessible(page);
    await screenshot(page, 'commissary-service-checkout-es-1280');
    await pay.click();
    await expect.poll(() => new URL(page.url()).pathname).toContain('/sandbox/');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel(/Vencimiento/).fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
      .toMatch(/\/payment\/\d+\/(payment_complete|payment_status_complement)/);

    // The Services page leads to the yearly service's card and renewals.
    await page.goto(`/es/dashboard/${founder.companyId}/services`);
    const yearly = page.getByRole('link', {
      name: 'Ver la tarjeta y las renovaciones de tus servicios anuales',
    });
    await visible(yearly);
    await expectAccessible(page);
    await screenshot(page, 'services-yearly-es-1280');
    await yearly.click();
    await expectPath(page, `/es/payment/${founder.companyId}/payment_status_complement`);
    await visible(page.getByRole('heading', { name: 'Tus servicios adicionales' }));

    // The administration page: Forja assigns one.
    await page.goto(`/es/dashboard/${founder.companyId}/company_admin`);
    await visible(page.getByText('Forja asignará uno', { exact: true }));
    await visible(
      page.getByText('Forja asignará a uno de sus comisarios a tu empresa. Te avisaremos cuando esté listo.'),
    );
    await expectAccessible(page);
    await screenshot(page, 'commissary-admin-awaiting-es-1280');

    // The admin, in a browser of their own: a new commissary of Forja's…
    const officeContext = await newContext(browser, baseUrl, DESKTOP);
    const office = await officeContext.newPage();
    await signIn(office, E2E_ADMIN_EMAIL);
    await expectPath(office, '/es/backoffice');
    await office.goto('/es/backoffice/commissaries');
    await visible(office.getByRole('heading', { level: 1, name: 'Comisarios' }));
    await expectAccessible(office);
    await screenshot(office, 'commissary-backoffice-list-es-1280');
    const name = `Elena Robles ${tag()}`;
    const licence = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    await office.getByRole('button', { name: 'Agregar comisario' }).click();
    const dialog = office.getByRole('dialog', { name: 'Nuevo comisario' });
    await visible(dialog);
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Correo').fill(`elena.${tag()}@forja.example.mx`);
    await dialog.getByLabel('Teléfono').fill('5512340000');
    await dialog.getByLabel('RFC').fill('GODE561231GR8');
    await dialog.getByLabel('Cédula profesional').fill(licence);
    await expectAccessible(office);
    await screenshot(office, 'commissary-backoffice-new-es-1280');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(office, 'Guardamos el comisario');
    const table = office.getByRole('table', { name: 'Comisarios de Forja' });
    await visible(table.getByText(name));
    await visible(table.getByText(licence));

    // …assigned to the company on the assignments page, after a confirmation.
    await office.goto('/es/backoffice/commissaries/assignments');
    await visible(office.getByRole('heading', { level: 1, name: 'Asignar comisarios' }));
    const item = office.getByRole('article').filter({ hasText: founder.name });
    await visible(item.getByText('Sin asignar'));
    await item.getByRole('combobox', { name: `Comisario para ${founder.name}` }).click();
    await office.getByRole('option', { name }).click();
    await expectAccessible(office);
    await screenshot(office, 'commissary-backoffice-assign-es-1280');
    await item.getByRole('button', { name: 'Asignar' }).click();
    const confirm = office.getByRole('dialog', { name: `¿Asignar a ${name}?` });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Sí, asignar' }).click();
    await toast(office, 'Asignamos el comisario');
    await visible(item.getByText(name, { exact: true }));
    await expectAccessible(office);

    // The founder's page: Forja's commissary, with name and professional licence.
    await page.reload();
    await visible(page.getByText('Comisario de Forja', { exact: true }));
    await visible(page.getByText(name, { exact: true }));
    await visible(page.getByText(licence, { exact: true }));
    await expectAccessible(page);
    await screenshot(page, 'commissary-admin-forja-assigned-es-1280');
    const assignedMail = (await mails(founderContext.request, founder.email)).find((mail) =>
      mail.subject.startsWith('Ya tienes comisario'),
    );
    expect(assignedMail?.text).toContain(name);

    await officeContext.close();
    await founderContext.close();
  }, 240_000);
});
