import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './browser';

const body = async <T>(res: { json(): Promise<unknown> }) => ((await res.json()) as { content: T }).content;

/** The dev mailbox's e-mails to an address, newest first. */
export async function mails(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; text: string }[]> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return body<{ subject: string; text: string }[]>(res);
}

/** The code of the newest "your code to sign" e-mail to an address, waiting for it to arrive. */
export async function newestSigningCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await mails(request, to)).find((entry) =>
        entry.subject.startsWith('Tu código para firmar'),
      );
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** On the review-and-sign page: confirms the draft, then signs with the e-mailed code on the sandbox page. */
export async function acknowledge(page: Page) {
  await page.getByRole('button', { name: 'Leí el borrador y estoy de acuerdo' }).click();
  await expect.poll(() => page.getByText('Listo: confirmaste el borrador.').first().isVisible()).toBe(true);
}

export async function signWithCode(page: Page, email: string, fullName: string) {
  await page.getByRole('button', { name: 'Envíame un código' }).click();
  const code = await newestSigningCode(page.context().request, email);
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Verificar y firmar' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toContain('/sandbox/signature/');
  await expect.poll(() => page.getByText('SANDBOX').first().isVisible()).toBe(true);
  await expectAccessible(page);
  await page.getByLabel(/^Acepto firmar electrónicamente/).check();
  await page.getByLabel('Tu firma: escribe tu nombre completo').fill(fullName);
  await page.getByRole('button', { name: 'Firmar el documento' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toContain('/redirect_sign/');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Tu firma quedó registrada' }).isVisible(), {
      timeout: 20_000,
    })
    .toBe(true);
  await expectAccessible(page);
}
