import { SIGNED_REQUEST_HEADER } from '@forja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SIGNING_URL,
  TWO_FACTOR_CODE,
  fakeSigningApi,
  type RecordedCall,
} from '../../../features/signing/testing/fake-signing-api';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

// Whole pages load through several loaders: on a busy machine that takes more than the default second.

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const PAGE = '/es/auth/yolo?company=1';

const SIGNING_ENVELOPE = {
  provider: 'sandbox',
  state: 'pending' as const,
  draft_version: 1,
  created_at: '2026-03-03T10:00:00.000Z',
  closed_reason: null,
};

/** The partners' list, as "name: state" lines. */
function partnerStates() {
  const list = screen.getByRole('list', { name: /^(Socios|Partners)$/ });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The signature a link request should carry, computed apart from the app with node:crypto. */
function expectedSignature(token: string, call: RecordedCall) {
  const header = call.headers[SIGNED_REQUEST_HEADER] ?? '';
  const t = /^t=(\d+),/.exec(header)?.[1] ?? '';
  return `t=${t},v1=${createHmac('sha256', token).update(`${t}.${call.raw}`).digest('hex')}`;
}

describe('ValidationActToUser: reviewing and signing the articles', () => {
  it('sends a visitor without a session to Login, and Login sends them back after signing in', async () => {
    const api = fakeSigningApi();
    const first = renderRoute(PAGE);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/es'));
    expect(new URLSearchParams(first.router.state.location.search).get('next')).toBe(PAGE);
    first.unmount();

    api.signIn();
    const { router } = renderRoute(`/es?next=${encodeURIComponent(PAGE)}`);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(PAGE),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Revisa y firma el acta constitutiva' }),
    ).toBeInTheDocument();
  });

  it('shows the draft and the partners, and agreeing updates the list', async () => {
    const api = fakeSigningApi();
    api.signIn();
    const user = userEvent.setup();
    renderRoute(PAGE);
    expect(await screen.findByText('Versión 1 · generada el 02/03/2026, 10:30 a.m.')).toBeInTheDocument();
    expect(screen.getByText('Nopal Azul S.A.S.')).toBeInTheDocument();
    // Signed in: the header's account menu, to sign out.
    expect(screen.getByRole('button', { name: 'Menú de tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir el borrador \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/v3/files/draft-v1.pdf',
    );
    expect(screen.getByRole('link', { name: 'Descargar' })).toHaveAttribute('download');
    expect(partnerStates()).toEqual([
      'Ana López (tú)Por revisar',
      'Beto RuizDe acuerdo',
      'Carla MéndezPor revisar',
    ]);

    await user.click(screen.getByRole('button', { name: 'Leí el borrador y estoy de acuerdo' }));
    await waitFor(() => expect(partnerStates()[0]).toBe('Ana López (tú)De acuerdo'));
    expect(api.callsTo('POST', 'company/1/acknowledgment-status')[0]?.body).toEqual({
      partner_id: 1,
      acknowledgment_completed: true,
      version: 1,
    });
    expect(
      screen.getByText(/Ya confirmaste esta versión. Falta que 1 socio la confirme/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Leí el borrador y estoy de acuerdo' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('Listo: confirmaste el borrador.')).toBeInTheDocument();
  });

  it('asks for a correction only with a note saying what should change', async () => {
    const api = fakeSigningApi();
    api.signIn();
    const user = userEvent.setup();
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Pedir una corrección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir una corrección' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Escribe qué hay que corregir.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'company/1/acknowledgment-status')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /¿Qué hay que corregir\?/ }),
      'Mi apellido es Ramírez',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'company/1/acknowledgment-status')[0]?.body).toEqual({
      partner_id: 1,
      acknowledgment_completed: false,
      version: 1,
      note: 'Mi apellido es Ramírez',
    });
    expect(partnerStates()[0]).toBe('Ana López (tú)Pidió una corrección');
    expect(screen.getByText(/Pediste una corrección de esta versión/)).toBeInTheDocument();
  });

  it('says the draft changed when the version read is no longer the current one', async () => {
    const api = fakeSigningApi({ draftChangesBeforeAck: true });
    api.signIn();
    const user = userEvent.setup();
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Leí el borrador y estoy de acuerdo' }));
    expect(
      await screen.findByText(
        'El borrador del acta cambió mientras lo revisabas. Lee la nueva versión antes de confirmarla.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Versión 2 · /)).toBeInTheDocument();
    expect(partnerStates()[0]).toBe('Ana López (tú)Por revisar');
    expect(api.callsTo('GET', 'company/1/signing').length).toBeGreaterThan(1);
  });

  it('once everyone agreed: a code by e-mail, then the provider’s signing page', async () => {
    const api = fakeSigningApi({
      partners: [
        { id: 1, name: 'Ana López', acknowledged: true, signer_state: 'pending' },
        {
          id: 2,
          name: 'Beto Ruiz',
          acknowledged: true,
          signer_state: 'signed',
          signed_at: '2026-03-03T17:00:00.000Z',
        },
      ],
      envelope: SIGNING_ENVELOPE,
      mailOutbox: true,
    });
    api.signIn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Firma el acta' })).toBeInTheDocument();
    expect(partnerStates()).toEqual([
      'Ana López (tú)Por firmar',
      'Beto RuizFirmó el 03/03/2026, 11:00 a.m.Firmó',
    ]);
    expect(await screen.findByRole('link', { name: /Abrir el buzón de pruebas/ })).toHaveAttribute(
      'href',
      '/es/dev/mailbox',
    );

    await user.click(screen.getByRole('button', { name: 'Envíame un código' }));
    expect(
      await screen.findByText('Te enviamos un código a a***@example.mx. Vale por 10 minutos.'),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /Código de 6 dígitos/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: /^Reenviar en \d+ s$/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Verificar y firmar' }));
    expect(await screen.findByText('Escribe los 6 dígitos del código.')).toBeInTheDocument();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar y firmar' }));
    expect(
      await screen.findByText('El código no es correcto. Revísalo e inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(assign).not.toHaveBeenCalled();

    await user.type(code, TWO_FACTOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Verificar y firmar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SIGNING_URL));
    expect(api.callsTo('POST', 'company/1/two-factor/verify').at(-1)?.body).toEqual({
      code: TWO_FACTOR_CODE,
    });
    expect(api.callsTo('POST', 'company/1/two-factor/set')[0]?.body).toEqual({});
  });

  it('tells the partner who signed how many partners are left', async () => {
    const api = fakeSigningApi({
      partners: [
        {
          id: 1,
          name: 'Ana López',
          acknowledged: true,
          signer_state: 'signed',
          signed_at: '2026-03-03T17:00:00.000Z',
        },
        { id: 2, name: 'Beto Ruiz', acknowledged: true, signer_state: 'viewed' },
        { id: 3, name: 'Carla Méndez', acknowledged: true, signer_state: 'pending' },
      ],
      envelope: SIGNING_ENVELOPE,
    });
    api.signIn();
    renderRoute(PAGE);
    expect(await screen.findByText('Ya firmaste')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Faltan 2 socios por firmar. Te avisamos por correo cuando el acta esté firmada por todos.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envíame un código' })).not.toBeInTheDocument();
    expect(partnerStates()[1]).toBe('Beto RuizAbrió el documento');
  });

  it('offers the signed articles and the certificate once everyone signed', async () => {
    const api = fakeSigningApi({
      partners: [{ id: 1, name: 'Ana López', acknowledged: true, signer_state: 'signed' }],
      envelope: { ...SIGNING_ENVELOPE, state: 'completed' },
      dateSignature: '2026-03-04T18:00:00.000Z',
    });
    api.signIn();
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'El acta está firmada por todos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Acta constitutiva firmada \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/v3/files/signed.pdf',
    );
    expect(screen.getByRole('link', { name: /Certificado de firma electrónica \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/v3/files/certificate.pdf',
    );
    expect(screen.getByRole('link', { name: 'Ir al panel de tu empresa' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/home',
    );
    // An S.A.S.: the legal signature follows in the Secretaría de Economía's system, with each e.firma.
    expect(screen.getByText(/^Sigue la firma legal de la S\.A\.S\./)).toHaveTextContent(
      'cada accionista la firma ahí con su e.firma vigente',
    );
    expect(
      screen.getByText(/^En una S\.A\.S\., esta firma en Forja es su acuerdo con el texto/),
    ).toBeVisible();
  });

  it('tells an S.A. de C.V. nothing of the e.firma or the Secretaría de Economía once everyone signed', async () => {
    const api = fakeSigningApi({
      companyType: 'sa',
      partners: [{ id: 1, name: 'Ana López', acknowledged: true, signer_state: 'signed' }],
      envelope: { ...SIGNING_ENVELOPE, state: 'completed' },
      dateSignature: '2026-03-04T18:00:00.000Z',
    });
    api.signIn();
    renderRoute('/en/auth/yolo?company=1');
    expect(await screen.findByRole('heading', { name: 'Everyone has signed the articles' })).toBeVisible();
    expect(screen.queryByText(/e\.firma/)).toBeNull();
  });

  it('explains what the draft waits for, with the way to the dashboard', async () => {
    const api = fakeSigningApi({ blockedBy: 'legal_name_pending' });
    api.signIn();
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'El borrador aún no está listo' })).toBeInTheDocument();
    expect(screen.getByText(/cuando la Secretaría de Economía autorice la denominación/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver qué falta en tu panel' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/home',
    );
    expect(
      screen.queryByRole('button', { name: 'Leí el borrador y estoy de acuerdo' }),
    ).not.toBeInTheDocument();
  });

  it('says an S.A. de C.V. waits for its commissary, and where the founder appoints them', async () => {
    const api = fakeSigningApi({ blockedBy: 'commissary_pending' });
    api.signIn();
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'El borrador aún no está listo' })).toBeInTheDocument();
    expect(screen.getByText(/cuando la empresa tenga comisario/)).toHaveTextContent(
      /desde su panel, en Administración/,
    );
  });

  it('lists every reason the draft waits for at once, each with where it is resolved', async () => {
    const missing = [
      { item: 'legal_name' as const, partner_id: null, name: null },
      { item: 'domicile' as const, partner_id: null, name: null },
      { item: 'commissary' as const, partner_id: null, name: null },
    ];
    const api = fakeSigningApi({
      blockers: ['legal_name_pending', 'documents_not_approved', 'commissary_pending', 'articles_incomplete'],
      companyType: 'sa',
      missing,
    });
    api.signIn();
    const first = renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'El borrador aún no está listo' })).toBeInTheDocument();
    expect(
      screen.getByText('Antes de prepararlo falta todo esto; puedes resolverlo a la vez:'),
    ).toBeVisible();
    const [reasons, data] = screen.getAllByRole('list');
    const items = within(reasons!)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === reasons);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Preparamos el borrador cuando la Secretaría de Economía autorice.*en Nombre legal\.$/,
      ),
      expect.stringMatching(
        /^Preparamos el borrador cuando el equipo de Forja apruebe.*en Documentos de los socios\.$/,
      ),
      expect.stringMatching(
        /^Preparamos el borrador cuando la empresa tenga comisario.*en Administración\.$/,
      ),
      expect.stringMatching(
        /^Antes de revisarlo y firmarlo, el acta necesita estos datos:El domicilio fiscal/,
      ),
    ]);
    // The legal name and the commissary are said once, as reasons, not again among the articles' data.
    expect(within(data!).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Nombre legal' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/company_denomination',
    );
    expect(screen.getByRole('link', { name: 'Documentos de los socios' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/partners_documents',
    );
    expect(screen.getByRole('link', { name: 'Administración' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/company_admin',
    );
    expect(screen.getByRole('link', { name: 'Datos básicos' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/company_basic_data',
    );
    first.unmount();
    queryClient.clear();

    // In English and Chinese too, every reason is listed.
    fakeSigningApi({ blockers: ['legal_name_pending', 'documents_not_approved'] }).signIn();
    const english = renderRoute(PAGE.replace(/^\/es\//, '/en/'));
    expect(await screen.findByText(/all of this is missing/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Legal name' })).toBeVisible();
    expect(screen.getByRole('link', { name: "Partners' documents" })).toBeVisible();
    english.unmount();
    queryClient.clear();
    fakeSigningApi({ blockers: ['legal_name_pending', 'documents_not_approved'] }).signIn();
    renderRoute(PAGE.replace(/^\/es\//, '/zh_cn/'));
    expect(await screen.findByText('准备草稿之前还缺以下各项，您可以同时处理：')).toBeVisible();
    expect(screen.getByRole('link', { name: '公司名称' })).toBeVisible();
    expect(screen.getByRole('link', { name: '合伙人文件' })).toBeVisible();
  });

  it('lists what the articles still lack before anyone can confirm them, each with where it is given', async () => {
    const missing = [
      { item: 'domicile' as const, partner_id: null, name: null },
      { item: 'administration' as const, partner_id: null, name: null },
      { item: 'identity' as const, partner_id: 1, name: 'Ana López' },
      { item: 'identity' as const, partner_id: 2, name: 'Beto Ruiz' },
    ];
    const api = fakeSigningApi({ blockedBy: 'articles_incomplete', companyType: 'sa', missing });
    api.signIn();
    const first = renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'El borrador aún no está listo' })).toBeInTheDocument();
    expect(screen.getByText('Antes de revisarlo y firmarlo, el acta necesita estos datos:')).toBeVisible();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(
        /^El domicilio fiscal completo de la empresa, con su código postal.*en Datos básicos, con el municipio y el estado si el catálogo .* no tiene ese código\.$/,
      ),
      expect.stringMatching(/^Quién administra la empresa.*en Administración\.$/),
      // The caller's own identity check is theirs, where they complete their part.
      'Tu identidad: verifícala con un video corto, en «Completar mis datos».',
      expect.stringMatching(/^Beto Ruiz debe verificar su identidad/),
    ]);
    expect(screen.getByRole('link', { name: 'Datos básicos' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/company_basic_data',
    );
    expect(screen.getByRole('link', { name: 'Administración' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/company_admin',
    );
    expect(screen.getByRole('link', { name: 'Completar mis datos' })).toHaveAttribute(
      'href',
      '/es/isPartner/1',
    );
    expect(screen.getByRole('link', { name: 'Documentos de los socios' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/partners_documents',
    );
    expect(screen.getByRole('link', { name: 'Ver qué falta en tu panel' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/home',
    );
    expect(
      screen.queryByRole('button', { name: 'Leí el borrador y estoy de acuerdo' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Abrir el borrador/ })).not.toBeInTheDocument();
    first.unmount();
    queryClient.clear();

    // From the e-mailed link, without an account: the places are named, not linked into a workspace.
    const linked = fakeSigningApi({ blockedBy: 'articles_incomplete', companyType: 'sa', missing });
    renderRoute(`/es/auth/yolo?company=1&partner=2&token=${linked.linkToken}`);
    const linkedItems = await screen.findAllByRole('listitem');
    expect(linkedItems[0]).toHaveTextContent(
      /^El domicilio fiscal completo de la empresa, con su código postal.*en Datos básicos, con el municipio y el estado si el catálogo .* no tiene ese código\.$/,
    );
    expect(screen.queryByRole('link', { name: 'Datos básicos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Administración' })).toBeNull();
  });

  it('says when the data changed and the new draft must be agreed again, or when a partner declined', async () => {
    const changed = fakeSigningApi({
      draftVersion: 2,
      envelope: { ...SIGNING_ENVELOPE, state: 'voided', closed_reason: 'data_changed' },
    });
    changed.signIn();
    const first = renderRoute(PAGE);
    expect(await screen.findByText('Los datos de la empresa cambiaron')).toBeInTheDocument();
    expect(screen.getByText(/^Versión 2 · /)).toBeInTheDocument();
    first.unmount();
    queryClient.clear();

    fakeSigningApi({
      partners: [
        { id: 1, name: 'Ana López', signer_state: 'signed' },
        { id: 2, name: 'Beto Ruiz', signer_state: 'declined' },
      ],
      envelope: { ...SIGNING_ENVELOPE, state: 'declined', closed_reason: 'declined' },
    });
    renderRoute(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un socio no firmó');
    expect(alert).toHaveTextContent(/El equipo de Forja revisa qué pasó/);
    expect(partnerStates()).toEqual(['Ana López (tú)Firmó', 'Beto RuizNo firmó']);
  });

  it('works from the e-mailed link without an account, signing every request with the link’s token', async () => {
    const api = fakeSigningApi({
      partners: [
        { id: 1, name: 'Ana López', acknowledged: true },
        { id: 3, name: 'Carla Méndez' },
      ],
    });
    const token = api.linkToken;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    const { router } = renderRoute(`/en/auth/yolo?company=1&partner=3&token=${token}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Review and sign your articles of incorporation',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(partnerStates()).toEqual(['Ana LópezAgreed', 'Carla Méndez (you)To review']));
    expect(router.state.location.pathname).toBe('/en/auth/yolo');
    // No session: no account menu to sign out of.
    expect(screen.queryByRole('button', { name: 'Your account menu' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'I have read the draft and agree' }));
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), TWO_FACTOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify and sign' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SIGNING_URL));

    const linkCalls = api.calls.filter((call) => call.path.startsWith('temporary-token/'));
    expect(linkCalls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        'GET temporary-token/company/1/signing',
        'POST temporary-token/company/1/acknowledgment-status',
        'POST temporary-token/company/1/two-factor/set',
        'POST temporary-token/company/1/two-factor/verify',
      ]),
    );
    for (const call of linkCalls) {
      expect(call.headers.authorization).toBeUndefined();
      expect(call.headers[SIGNED_REQUEST_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(call.headers[SIGNED_REQUEST_HEADER]).toBe(expectedSignature(token, call));
    }
    const [read] = api.callsTo('GET', 'temporary-token/company/1/signing');
    expect(read?.raw).toBe('');
    expect(read?.query.get('partner')).toBe('3');
    expect(api.callsTo('POST', 'temporary-token/company/1/acknowledgment-status')[0]?.body).toEqual({
      partner_id: 3,
      acknowledgment_completed: true,
      version: 1,
    });
    expect(api.callsTo('POST', 'temporary-token/company/1/two-factor/set')[0]?.body).toEqual({
      partner_id: 3,
    });
    expect(api.callsTo('POST', 'temporary-token/company/1/two-factor/verify')[0]?.body).toEqual({
      code: TWO_FACTOR_CODE,
      partner_id: 3,
    });
    // No call went with a session, and none was refused.
    expect(api.calls.some((call) => call.path === 'user/profile')).toBe(false);
  });

  it('shows what went wrong when the link is refused, in the user’s language', async () => {
    fakeSigningApi();
    renderRoute('/en/auth/yolo?company=1&partner=3&token=not-the-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't verify the e-signature. Try again or message us through the support chat.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the link is incomplete without a company', async () => {
    fakeSigningApi();
    renderRoute('/es/auth/yolo');
    expect(
      await screen.findByRole('heading', { name: 'Al enlace le falta información' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/es');
  });
});
