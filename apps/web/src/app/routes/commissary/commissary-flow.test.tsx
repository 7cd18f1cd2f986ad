import { registerBodySchema } from '@forja/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMMISSARY_TOKEN,
  fakeCommissaryApi,
} from '../../../features/commissary/testing/fake-commissary-api';
import { hasSession, setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { fakeLegalResponse } from '../../../test/fake-legal-api';
import { content, failure, serveApi } from '../../../test/network';
import { renderRoute } from '../../../test/render';

type Api = ReturnType<typeof fakeCommissaryApi>;
/** The header's account menu (with "Cerrar sesión" in it). */
const ACCOUNT_MENU = 'Menú de tu cuenta';

function serve(api: Api, signedIn = true) {
  if (signedIn) setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the commissary guard', () => {
  it('sends a visit without a company to Login', async () => {
    const api = fakeCommissaryApi();
    serve(api, false);
    const { router } = renderRoute('/es/commissary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('commissary'))).toHaveLength(0);
  });

  it('keeps the commissary on Start while the identity is not verified', async () => {
    const api = fakeCommissaryApi({ verification: { is_metamap_validated: false, is_csf_validated: false } });
    serve(api);
    const { router } = renderRoute('/es/commissary/end?company=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/commissary'));
    expect(router.state.location.search).toBe('?company=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifica tu identidad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tus pasos' })).toHaveTextContent('Paso 1 de 3');
    // Signed in: the account menu (the way to sign out) is in the header.
    expect(screen.getByRole('button', { name: ACCOUNT_MENU })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar/ })).toBeDisabled();
    expect(screen.getByText('Primero elige los dos lados de tu identificación.')).toBeInTheDocument();
  });

  it('sends a verified identity without the certificate to Complementaries', async () => {
    serve(fakeCommissaryApi({ verification: { is_metamap_validated: true, is_csf_validated: false } }));
    const { router } = renderRoute('/es/commissary?company=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/commissary/complementaries'));
    expect(router.state.location.search).toBe('?company=1');
    expect(
      await screen.findByRole('heading', { name: 'Sube tu constancia de situación fiscal' }),
    ).toBeInTheDocument();
  });

  it('sends a commissary with both validations to End', async () => {
    serve(fakeCommissaryApi({ verification: { is_metamap_validated: true, is_csf_validated: true } }));
    const { router } = renderRoute('/es/commissary/complementaries?company=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/commissary/end'));
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Ya tenemos tus documentos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('El equipo de Forja revisa tus documentos.')).toBeInTheDocument();
  });

  it('shows an error toast and goes to Login when the progress cannot be read', async () => {
    serve(fakeCommissaryApi({ verification: { error: 'commissary_not_exist' }, noProfile: true }));
    const { router } = renderRoute('/es/commissary?company=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'No encontramos al comisario de esta empresa. Agrégalo o revisa que el enlace sea correcto.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the invitation', () => {
  it('takes the token, then drops it from the URL', async () => {
    const api = fakeCommissaryApi({ verification: { is_metamap_validated: false, is_csf_validated: false } });
    serve(api);
    const { router } = renderRoute(`/es/commissary?company=1&token=${COMMISSARY_TOKEN}`);
    await waitFor(() => expect(router.state.location.search).toBe('?company=1'));
    expect(router.state.location.pathname).toBe('/es/commissary');
    expect(api.callsTo('POST', 'commissary/accept-invitation')[0]?.body).toEqual({
      company_id: 1,
      token: COMMISSARY_TOKEN,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifica tu identidad' }),
    ).toBeInTheDocument();
  });

  it.each([
    [403, 'commissary_email_mismatch', 'Esta invitación se envió a otro correo.'],
    [400, 'commissary_invitation_expired', 'Tu enlace de invitación ya venció.'],
    [404, 'commissary_invitation_not_found', 'Este enlace de invitación ya no funciona.'],
    [410, 'commissary_invitation_replaced', 'La empresa cambió su nombramiento de comisario'],
  ])('explains a refused invitation (%s %s) in the user’s language', async (status, code, text) => {
    serve(fakeCommissaryApi({ acceptError: { status, code } }));
    renderRoute(`/es/commissary?company=1&token=${COMMISSARY_TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'No pudimos abrir tu invitación' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    // A refused invitation is not a refused session: the commissary stays signed in.
    expect(hasSession()).toBe(true);
    expect(screen.getByRole('button', { name: ACCOUNT_MENU })).toBeInTheDocument();
    // No step is shown, so no "step 1 of 3" over the refusal.
    expect(screen.queryByRole('navigation', { name: 'Tus pasos' })).toBeNull();
  });

  it('tells a replaced commissary who opens the page again that the company appointed someone else', async () => {
    serve(fakeCommissaryApi({ verification: { error: 'commissary_replaced', status: 410 } }));
    const { router } = renderRoute('/es/commissary?company=1');
    expect(await screen.findByText(/La empresa nombró a otra persona como comisario/)).toBeInTheDocument();
    // Not the answer of a company that is not theirs, and no bounce to sign-in.
    expect(screen.queryByText(/Tu cuenta no forma parte de esta empresa/)).toBeNull();
    expect(router.state.location.pathname).toBe('/es/commissary');
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toBeInTheDocument();
  });

  it('asks a visitor without a session to sign in or create an account, coming back with the token', async () => {
    const api = fakeCommissaryApi();
    serve(api, false);
    renderRoute(`/es/commissary?company=1&token=${COMMISSARY_TOKEN}&email=irene%40example.mx`);
    expect(await screen.findByRole('heading', { name: 'Inicia sesión para seguir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACCOUNT_MENU })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Tus pasos' })).toBeNull();
    const next = `/es/commissary?company=1&token=${COMMISSARY_TOKEN}&email=irene%40example.mx`;
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/es?${new URLSearchParams({ next, email: 'irene@example.mx' }).toString()}`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear una cuenta' }));
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('irene@example.mx');
    expect(api.callsTo('POST', 'commissary/accept-invitation')).toHaveLength(0);
  });
});

describe('the commissary’s new account', () => {
  it('checks the account with the register contract before creating it, then comes back signed in', async () => {
    const api = fakeCommissaryApi();
    serve(api, false);
    const registered: unknown[] = [];
    // The sign-up side of the API, in front of the commissary's.
    serveApi(({ method, path, query, body }) => {
      const legal = fakeLegalResponse(`${path}?${query.toString()}`, method);
      if (legal) return legal;
      if (path !== 'user/register') return undefined;
      registered.push(body);
      const parsed = registerBodySchema.safeParse(body);
      return parsed.success
        ? content({ access_token: api.access, refresh_token: 'refresh-1', expires_in: 900 })
        : failure(400, 'invalid_request');
    });
    const user = userEvent.setup();
    renderRoute(`/es/commissary?company=1&token=${COMMISSARY_TOKEN}&email=irene%40example.mx`);
    await user.click(await screen.findByRole('button', { name: 'Crear una cuenta' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta y seguir' }));
    expect(await screen.findAllByText('Este dato es obligatorio.')).toHaveLength(2);
    expect(screen.getByText('Revisa el número: no parece válido para ese país.')).toBeInTheDocument();
    expect(screen.getByText('Usa al menos 8 caracteres.')).toBeInTheDocument();
    expect(
      screen.getByText('Para continuar, acepta los términos y condiciones y el aviso de privacidad.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre\(s\)/ })).toHaveFocus();
    expect(registered).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Nombre\(s\)/ }), 'Irene');
    await user.type(screen.getByRole('textbox', { name: /Apellidos/ }), 'Salas Ruiz');
    await user.type(screen.getByLabelText(/Teléfono/), '55 1234 5678');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta y seguir' }));
    await waitFor(() => expect(api.callsTo('POST', 'commissary/accept-invitation')).toHaveLength(1));
    expect(registered).toEqual([
      {
        first_names: 'Irene',
        last_names: 'Salas Ruiz',
        email: 'irene@example.mx',
        password: 'Nopal-Azul-2026',
        phone: '5512345678',
        phone_country_code: '52',
        accept_privacy: true,
        privacy_version: 1,
        terms_version: 1,
        language: 'es',
      },
    ]);
    // Signed in with the invitation taken, the commissary starts with the identity.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifica tu identidad' }),
    ).toBeInTheDocument();
  });
});

describe('the commissary’s account form, from the invitation', () => {
  it('starts with the phone the founder gave, of any country, and sends it as the register contract takes it', async () => {
    const api = fakeCommissaryApi();
    serve(api, false);
    const registered: unknown[] = [];
    serveApi(({ method, path, query, body }) => {
      const legal = fakeLegalResponse(`${path}?${query.toString()}`, method);
      if (legal) return legal;
      if (path !== 'user/register') return undefined;
      registered.push(body);
      return content({ access_token: api.access, refresh_token: 'refresh-1', expires_in: 900 });
    });
    const user = userEvent.setup();
    // A commissary with a United States mobile, as the founder gave it (kept in E.164).
    renderRoute(
      `/es/commissary?company=1&token=${COMMISSARY_TOKEN}&email=irene%40example.mx&phone=%2B12025550143`,
    );
    await user.click(await screen.findByRole('button', { name: 'Crear una cuenta' }));
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('US');
    // Grouped as the brand shows phones; sent as its digits.
    expect(screen.getByLabelText(/Teléfono/)).toHaveValue('(202) 555-0143');
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('irene@example.mx');

    await user.type(screen.getByRole('textbox', { name: /Nombre\(s\)/ }), 'Irene');
    await user.type(screen.getByRole('textbox', { name: /Apellidos/ }), 'Salas Ruiz');
    await user.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'Nopal-Azul-2026');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta y seguir' }));
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ phone: '2025550143', phone_country_code: '1' });
  });

  it('starts with a Mexican number as the founder gave it', async () => {
    serve(fakeCommissaryApi(), false);
    const user = userEvent.setup();
    renderRoute(
      `/es/commissary?company=1&token=${COMMISSARY_TOKEN}&email=irene%40example.mx&phone=%2B525512345678`,
    );
    await user.click(await screen.findByRole('button', { name: 'Crear una cuenta' }));
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('MX');
    expect(screen.getByLabelText(/Teléfono/)).toHaveValue('55 1234 5678');
  });
});

describe('the tax-status certificate', () => {
  it('refuses a file that is not a PDF in the browser, then sends the PDF and moves on to End', async () => {
    const api = fakeCommissaryApi({ verification: { is_metamap_validated: true, is_csf_validated: false } });
    serve(api);
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderRoute('/es/commissary/complementaries?company=1');
    const input = await screen.findByLabelText('Archivo: Constancia de situación fiscal');
    await user.upload(input, new File(['hello'], 'constancia.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este archivo no es un PDF.');
    expect(screen.getByRole('button', { name: 'Enviar constancia' })).toBeDisabled();

    await user.upload(input, new File(['%PDF-1.4 test'], 'constancia.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Elegiste constancia.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar constancia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/commissary/end'));
    expect(api.callsTo('POST', 'upload-commissary-csf/company/1')).toHaveLength(1);
    expect(api.callsTo('POST', 'upload-commissary-csf/company/1')[0]?.body).toBeInstanceOf(FormData);
  });
});

describe('a document the back office rejected', () => {
  it('says on its step why, in the reason’s words and with the operator’s note', async () => {
    serve(
      fakeCommissaryApi({
        verification: {
          is_metamap_validated: true,
          is_csf_validated: false,
          rejected: [
            { type: 'commissary_CSF', rejection_category: 'illegible', rejection_note: 'Salió cortada.' },
          ],
        },
      }),
    );
    renderRoute('/es/commissary/complementaries?company=1');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Necesitamos otra constancia');
    expect(notice).toHaveTextContent(
      'No pudimos aceptar tu constancia porque no se lee bien. Sube una nueva.',
    );
    expect(notice).toHaveTextContent('Nota de nuestro equipo: Salió cortada.');
    // The «you sent one before» notice would contradict it.
    expect(screen.queryByText(/Ya recibimos una constancia tuya/)).toBeNull();
  });

  it('says it on the identity step too, in English, without a note when the operator wrote none', async () => {
    serve(
      fakeCommissaryApi({
        verification: {
          is_metamap_validated: false,
          is_csf_validated: true,
          rejected: [
            { type: 'commissary_national_identity', rejection_category: 'expired', rejection_note: null },
          ],
        },
      }),
    );
    renderRoute('/en/commissary?company=1');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'We need another IDWe couldn’t accept your ID because it has expired. Send both sides again with a new video.',
    );
    expect(notice).not.toHaveTextContent('A note from our team');
  });
});

describe('the RFC on the certificate’s page', () => {
  it('starts with the RFC the founder gave, checks a correction as a person’s, and sends it with the PDF', async () => {
    const api = fakeCommissaryApi({
      verification: { is_metamap_validated: true, is_csf_validated: false, rfc: 'RUCC800101AB1' },
      administratorRfc: 'PELL800101AB1',
    });
    serve(api);
    const user = userEvent.setup();
    const { router } = renderRoute('/es/commissary/complementaries?company=1');
    const rfc = await screen.findByRole('textbox', { name: /Tu RFC/ });
    expect(rfc).toHaveValue('RUCC800101AB1');
    await user.upload(
      screen.getByLabelText('Archivo: Constancia de situación fiscal'),
      new File(['%PDF-1.4 test'], 'constancia.pdf', { type: 'application/pdf' }),
    );

    // A company's RFC (12 characters) is refused before anything is sent, in words, on the field.
    await user.clear(rfc);
    await user.type(rfc, 'CAR850315AB1');
    await user.click(screen.getByRole('button', { name: 'Enviar constancia' }));
    expect(
      await screen.findByText(
        'Ese parece el RFC de una empresa (12 caracteres). El comisario es una persona: su RFC tiene 13.',
      ),
    ).toBeInTheDocument();
    expect(rfc).toHaveFocus();
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    await user.clear(rfc);
    await user.type(rfc, 'CARC851315AB1');
    await user.click(screen.getByRole('button', { name: 'Enviar constancia' }));
    expect(
      await screen.findByText(
        'La fecha dentro del RFC no existe. Revisa los 6 números después de las letras.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'upload-commissary-csf/company/1')).toHaveLength(0);

    // An administrator partner's RFC: the server refuses it (LGSM art. 165), said on the field.
    await user.clear(rfc);
    await user.type(rfc, 'PELL800101AB1');
    await user.click(screen.getByRole('button', { name: 'Enviar constancia' }));
    expect(
      await screen.findByText(/Ese RFC es el de un socio que administra la empresa/),
    ).toBeInTheDocument();
    expect(rfc).toHaveFocus();
    expect(router.state.location.pathname).toBe('/es/commissary/complementaries');

    await user.clear(rfc);
    await user.type(rfc, ' carc850315ab1');
    await user.click(screen.getByRole('button', { name: 'Enviar constancia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/commissary/end'));
    const [refused, sent] = api.callsTo('POST', 'upload-commissary-csf/company/1');
    expect((refused?.body as FormData).get('rfc')).toBe('PELL800101AB1');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent?.body as FormData).get('rfc')).toBe('CARC850315AB1');
    expect((sent?.body as FormData).get('image')).toBeInstanceOf(Blob);
  });
});

describe('the identity wait', () => {
  it('polls the identity check after the video was sent, and moves on once verified', async () => {
    window.sessionStorage.setItem('commissary_sent', JSON.stringify({ 1: { identity: true } }));
    const api = fakeCommissaryApi({
      verification: { is_metamap_validated: false, is_csf_validated: false },
      identityResults: [{ is_metamap_validated: false }, { is_metamap_validated: true }],
    });
    serve(api);
    const { router } = renderRoute('/es/commissary?company=1');
    expect(await screen.findByText('Verificando tu identidad…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/commissary/complementaries'));
    expect(api.callsTo('GET', 'update-verification-mati-owner/1').length).toBeGreaterThanOrEqual(2);
  });
});
