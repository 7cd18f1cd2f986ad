import { INVITATION_TOKEN_HEADER } from '@forja/contracts';
import { partnerDocument } from '@forja/domain/testing/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { json, serveApi } from '../../test/network';
import { renderRoute } from '../../test/render';
import { INVITATION_TOKEN, fakePartnersApi, fullPartner } from './testing/fake-partners-api';

type Api = ReturnType<typeof fakePartnersApi>;

/** The invited partner: no account, only the link's token (kept in the browser by the flow). */
const invited = fullPartner({
  id: 2,
  name: 'Luis Pérez',
  email: 'luis@example.mx',
  shares: [{ id: 9, share_series_id: 100, percentage: 40 }],
});

function companyWith(partner = invited) {
  return {
    company: {
      share_series: [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
      partners: [fullPartner({ id: 1, name: 'Ana López', email: 'ana@example.mx' }), partner],
    },
  };
}

const IN_A_DAY = () => Date.now() + 86_400_000;

/** As if the e-mailed link had been opened in this browser. */
function keepInvitation() {
  window.localStorage.setItem(
    'invited_partner',
    JSON.stringify({ partner: '2', company: '1', token: INVITATION_TOKEN, expires_at: IN_A_DAY() }),
  );
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the invited flow: Start', () => {
  it.each(['/es/invited', '/es/invited?partner=2', '/es/invited?company=1&token=x'])(
    'sends %s to Login (guardInvited: partner and company are needed)',
    async (path) => {
      const api = fakePartnersApi(companyWith());
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
      expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
      expect(api.calls.filter((call) => call.path.startsWith('only-partner'))).toHaveLength(0);
    },
  );

  it('keeps the link’s token in the browser and reads the partner with it, without a session', async () => {
    const api = fakePartnersApi(companyWith());
    const user = userEvent.setup();
    const { router } = renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Hola, Luis Pérez' })).toBeInTheDocument();
    // The company they are invited to, named as the invitation e-mail names it.
    expect(
      screen.getByText(
        /^Te invitaron a ser socio de Tienda de Café, una empresa que se está formando en Forja\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tu parte de la empresa: 40\s%/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tus pasos' })).toHaveTextContent('Paso 1 de 8');
    // The link works without a session: no account menu to sign out of.
    expect(screen.queryByRole('button', { name: 'Menú de tu cuenta' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('invited_partner') ?? '{}')).toEqual({
      partner: '2',
      company: '1',
      token: INVITATION_TOKEN,
      consented: false,
      expires_at: expect.any(Number) as number,
    });
    const read = api.callsTo('GET', 'only-partner/2/company/1')[0];
    expect(read?.headers[INVITATION_TOKEN_HEADER]).toBe(INVITATION_TOKEN);
    expect(read?.headers.authorization).toBeUndefined();

    // Who sees their data names the notary or, for an S.A.S. (formed online), the Secretaría de Economía.
    expect(
      screen.getByText(/como la notaría o, en una S\.A\.S\., la Secretaría de Economía, y el SAT/),
    ).toBeInTheDocument();
    // The invited partner reads the simplified notice and gives their own consent before continuing.
    const notice = await screen.findByRole('region', { name: 'Aviso de privacidad simplificado' });
    expect(notice).toHaveTextContent('Datos que recabamos');
    expect(screen.getByRole('link', { name: 'Leer el aviso de privacidad completo' })).toHaveAttribute(
      'href',
      '/es/legal/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Empezar' }));
    expect(await screen.findByText('Para continuar, necesitamos tu consentimiento.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es/invited');
    await user.click(screen.getByRole('checkbox', { name: /Leí el aviso de privacidad simplificado/ }));
    await user.click(screen.getByRole('button', { name: 'Empezar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/invited/complementaries'));
    expect(router.state.location.search).toBe('?partner=2&company=1');
    expect(await screen.findByRole('heading', { name: 'Tus datos' })).toBeInTheDocument();
  });

  it("tells an S.A.S.'s invited shareholder they will sign with their own e.firma in the SE's system", async () => {
    const sas = companyWith();
    fakePartnersApi({ company: { ...sas.company, company_type: 'sas' } });
    renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    const sign = await screen.findByRole('region', { name: 'Para firmar el acta' });
    expect(sign).toHaveTextContent(
      'cada accionista firma el acta constitutiva con su propia e.firma (la firma electrónica del SAT) en el sistema de la Secretaría de Economía',
    );
    expect(sign).toHaveTextContent('sus archivos .cer y .key y su contraseña');
  });

  it('says nothing of an e.firma to sign with when the company is formed before a notary', async () => {
    fakePartnersApi(companyWith());
    renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Hola, Luis Pérez' })).toBeInTheDocument();
    expect(screen.getByText('Ten a la mano')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Para firmar el acta' })).not.toBeInTheDocument();
    expect(screen.queryByText(/e\.firma/)).not.toBeInTheDocument();
  });

  it('explains an expired link instead of the step', async () => {
    fakePartnersApi({ ...companyWith(), tokenState: 'expired' });
    renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'No pudimos abrir tu invitación' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tu enlace de invitación ya venció/)).toBeInTheDocument();
    // No step is shown, so no "step 1 of 8" over the refusal.
    expect(screen.queryByRole('navigation', { name: 'Tus pasos' })).toBeNull();
    expect(
      screen.getByText(/Si ya creaste tu cuenta con esta invitación, inicia sesión/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/es');
  });
});

describe('the invitation, kept in this browser', () => {
  /** The tab closes: its page and its sessionStorage go, what the browser keeps stays. */
  function closeTab(view: ReturnType<typeof renderRoute>) {
    view.unmount();
    window.sessionStorage.clear();
    queryClient.clear();
  }

  it('goes on in another tab, or after the browser was closed, without the e-mailed link', async () => {
    const api = fakePartnersApi(companyWith());
    const opened = renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Hola, Luis Pérez' })).toBeInTheDocument();
    closeTab(opened);

    // The step's address, as the browser's history or another tab has it: no token in it.
    renderRoute('/es/invited/address?partner=2&company=1');
    expect(await screen.findByRole('heading', { name: 'Tu domicilio' })).toBeInTheDocument();
    expect(screen.queryByText('No pudimos abrir tu invitación')).toBeNull();
    expect(api.callsTo('GET', 'only-partner/2/company/1').at(-1)?.headers[INVITATION_TOKEN_HEADER]).toBe(
      INVITATION_TOKEN,
    );
  });

  it('keeps the privacy box the partner ticked: another tab, or the link opened again, shows it ticked', async () => {
    fakePartnersApi(companyWith());
    const user = userEvent.setup();
    const opened = renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    const box = await screen.findByRole('checkbox', { name: /Leí el aviso de privacidad simplificado/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    closeTab(opened);

    const again = renderRoute('/es/invited?partner=2&company=1');
    expect(
      await screen.findByRole('checkbox', { name: /Leí el aviso de privacidad simplificado/ }),
    ).toBeChecked();
    closeTab(again);

    renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    expect(
      await screen.findByRole('checkbox', { name: /Leí el aviso de privacidad simplificado/ }),
    ).toBeChecked();
  });

  it('goes on in a tab that kept it for itself before this browser kept it', async () => {
    fakePartnersApi(companyWith());
    window.sessionStorage.setItem(
      'invited_partner',
      JSON.stringify({ partner: '2', company: '1', token: INVITATION_TOKEN }),
    );
    renderRoute('/es/invited/address?partner=2&company=1');
    expect(await screen.findByRole('heading', { name: 'Tu domicilio' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('invited_partner')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('invited_partner') ?? '{}')).toMatchObject({
      partner: '2',
      token: INVITATION_TOKEN,
    });
  });

  it('is forgotten three days after the flow last opened with it, and says to open the e-mailed link again', async () => {
    fakePartnersApi(companyWith());
    const opened = renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Hola, Luis Pérez' })).toBeInTheDocument();
    closeTab(opened);
    const kept = JSON.parse(window.localStorage.getItem('invited_partner') ?? '{}') as { expires_at: number };
    const threeDays = 3 * 24 * 60 * 60 * 1000;
    expect(kept.expires_at - Date.now()).toBeGreaterThan(threeDays - 60_000);
    expect(kept.expires_at - Date.now()).toBeLessThanOrEqual(threeDays);

    // Three days later.
    window.localStorage.setItem('invited_partner', JSON.stringify({ ...kept, expires_at: Date.now() - 1 }));
    renderRoute('/es/invited/address?partner=2&company=1');
    expect(
      await screen.findByRole('heading', { name: 'No pudimos abrir tu invitación' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Para seguir, abre otra vez el enlace de tu correo de invitación.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('invited_partner')).toBeNull();
  });
});

describe('a refused link, signed in', () => {
  it("leads to the account's companies instead of asking to sign in", async () => {
    const api = fakePartnersApi({ ...companyWith(), tokenState: 'expired' });
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
    renderRoute(`/es/invited?partner=2&company=1&token=${INVITATION_TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'No pudimos abrir tu invitación' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Si ya eres socio de esta empresa, la encuentras en tus empresas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a tus empresas' })).toHaveAttribute('href', '/es/companies');
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });
});

describe('the invited flow: complementaries', () => {
  it('checks RFC and CURP with the domain, and confirms a check-digit warning before sending again', async () => {
    keepInvitation();
    const api = fakePartnersApi(companyWith());
    const user = userEvent.setup();
    const { router } = renderRoute('/es/invited/complementaries?partner=2&company=1');
    const rfc = await screen.findByLabelText(/^RFC/, undefined);

    await user.type(rfc, 'ABC680524P76');
    await user.type(screen.getByLabelText(/^CURP/), 'BOXW310820HNERXN08');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Necesitamos tu confirmación para seguir/)).toBeInTheDocument();
    // A company's RFC (12) where a person's is asked, and a CURP whose check digit is wrong.
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^CURP/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'partner-complements/2')).toHaveLength(0);

    await user.clear(rfc);
    await user.type(rfc, 'gode561231gr9');
    await user.clear(screen.getByLabelText(/^CURP/));
    await user.type(screen.getByLabelText(/^CURP/), 'BOXW310820HNERXN09');
    await user.type(screen.getByLabelText(/Lugar de nacimiento/), 'Puebla');
    await user.click(screen.getByRole('checkbox', { name: /Confirmo que mis datos son correctos/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const dialog = await screen.findByRole('dialog', { name: '¿Tu RFC es correcto?' });
    expect(dialog).toHaveTextContent('GODE561231GR9');
    await user.click(screen.getByRole('button', { name: 'Sí, es correcto' }));
    await waitFor(() => expect(api.callsTo('POST', 'partner-complements/2')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', 'partner-complements/2');
    expect(first?.body).toMatchObject({ rfc: 'GODE561231GR9', confirm_checksum: false });
    expect(second?.body).toEqual({
      rfc: 'GODE561231GR9',
      curp: 'BOXW310820HNERXN09',
      birthplace: 'Puebla',
      tax_country: 'MX',
      tax_id: null,
      civil_status: null,
      accept_terms_conditions: true,
      confirm_checksum: true,
    });
    expect(second?.headers[INVITATION_TOKEN_HEADER]).toBe(INVITATION_TOKEN);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/invited/address'));
  });

  it('asks for an empty CURP as for an empty RFC, not calling it invalid', async () => {
    keepInvitation();
    const api = fakePartnersApi(companyWith());
    const user = userEvent.setup();
    renderRoute('/es/invited/complementaries?partner=2&company=1');
    await screen.findByLabelText(/^RFC/, undefined);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Escribe tu RFC.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu CURP.')).toBeInTheDocument();
    expect(screen.queryByText(/Esa CURP no es válida/)).toBeNull();
    expect(api.callsTo('POST', 'partner-complements/2')).toHaveLength(0);
  });

  it('shows under each field that another partner of the company already has that RFC and CURP', async () => {
    keepInvitation();
    const api = fakePartnersApi({
      company: {
        ...companyWith().company,
        partners: [
          fullPartner({
            id: 1,
            name: 'Ana López',
            email: 'ana@example.mx',
            rfc: 'GODE561231GR8',
            curp: 'BOXW310820HNERXN09',
          }),
          invited,
        ],
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/invited/complementaries?partner=2&company=1');
    const rfc = await screen.findByLabelText(/^RFC/, undefined);
    await user.type(rfc, 'GODE561231GR8');
    await user.type(screen.getByLabelText(/^CURP/), 'BOXW310820HNERXN09');
    await user.type(screen.getByLabelText(/Lugar de nacimiento/), 'Puebla');
    await user.click(screen.getByRole('checkbox', { name: /Confirmo que mis datos son correctos/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(/Otro socio de esta empresa ya tiene ese RFC/)).toBeInTheDocument();
    expect(screen.getByText(/Otro socio de esta empresa ya tiene esa CURP/)).toBeInTheDocument();
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^CURP/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'partner-complements/2')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/es/invited/complementaries');
  });
});

describe('the invited flow: address', () => {
  it('fills the state and municipality from the postal code, offers its colonias, and saves the address', async () => {
    keepInvitation();
    const api = fakePartnersApi(companyWith());
    const user = userEvent.setup();
    const { router } = renderRoute('/es/invited/address?partner=2&company=1');
    const postalCode = await screen.findByLabelText(/Código postal/, undefined);
    expect(screen.getByRole('navigation', { name: 'Tus pasos' })).toHaveTextContent('Paso 3 de 8');

    await user.type(postalCode, '00100');
    expect(await screen.findByText(/El código postal debe tener 5 dígitos/)).toBeInTheDocument();
    await user.clear(postalCode);
    await user.type(postalCode, '99999');
    expect(
      await screen.findByText('No encontramos ese código postal. Revisa que esté bien escrito.'),
    ).toBeInTheDocument();

    // A code with several colonias: the state and municipality come filled, the colonia is chosen.
    await user.clear(postalCode);
    await user.type(postalCode, '44100');
    await waitFor(() => expect(screen.getByLabelText(/^Estado/)).toHaveValue('Jalisco'));
    expect(screen.getByLabelText(/Municipio o alcaldía/)).toHaveValue('Guadalajara');
    expect(screen.getByText('Este código postal tiene 2 colonias: elige la tuya.')).toBeInTheDocument();

    // 06700 has one: Roma Norte, chosen for the partner.
    await user.clear(postalCode);
    await user.type(postalCode, '06700');
    await waitFor(() => expect(screen.getByLabelText(/^Estado/)).toHaveValue('Ciudad de México'));
    expect(screen.getByLabelText(/Municipio o alcaldía/)).toHaveValue('Cuauhtémoc');
    await waitFor(() =>
      expect(screen.getAllByLabelText(/^Colonia/).find((element) => element.tagName === 'INPUT')).toHaveValue(
        'Roma Norte',
      ),
    );
    const lookup = api.callsTo('GET', 'postal-codes/06700')[0];
    expect(lookup?.headers[INVITATION_TOKEN_HEADER]).toBe(INVITATION_TOKEN);

    await user.type(screen.getByLabelText(/^Calle/), 'Colima');
    await user.type(screen.getByLabelText(/^Número exterior/), '123');

    // The documents come first: continuing without them says so.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Sube los documentos de este paso para continuar.')).toHaveFocus();
    expect(api.callsTo('POST', 'partner-address/2')).toHaveLength(0);

    // From the keyboard: the upload button keeps the focus while the file goes up and once it is there.
    // (The browser's file dialog hands the file to the hidden input without moving the focus.)
    screen.getByRole('button', { name: 'Subir: Comprobante de domicilio' }).focus();
    fireEvent.change(screen.getByLabelText('Archivo de Comprobante de domicilio'), {
      target: { files: [pdf('recibo.pdf')] },
    });
    expect(
      await screen.findByRole('progressbar', { name: 'Avance de la subida de recibo.pdf' }),
    ).toBeInTheDocument();
    // Busy, not disabled: a browser moves the focus off a disabled button, to the page.
    const busy = screen.getByRole('button', { name: 'Subir: Comprobante de domicilio' });
    expect(busy).toHaveFocus();
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Subimos Comprobante de domicilio')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reemplazar: Comprobante de domicilio' })).toHaveFocus();
    await user.upload(
      screen.getByLabelText('Archivo de Constancia de situación fiscal (CSF)'),
      pdf('csf.pdf'),
    );
    expect(await screen.findByText('Subimos Constancia de situación fiscal (CSF)')).toBeInTheDocument();
    expect(api.callsTo('POST', 'partner/2/documents/address')[0]?.headers[INVITATION_TOKEN_HEADER]).toBe(
      INVITATION_TOKEN,
    );

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(api.callsTo('POST', 'partner-address/2')).toHaveLength(1));
    expect(api.callsTo('POST', 'partner-address/2')[0]?.body).toEqual({
      postal_code: '06700',
      state: 'Ciudad de México',
      municipality: 'Cuauhtémoc',
      settlement: 'Roma Norte',
      street: 'Colima',
      exterior_number: '123',
      interior_number: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/invited/verification'));
  });
});

describe('the invited flow: address, checked with the address contract', () => {
  it('marks every missing field, focuses the postal code, and sends nothing', async () => {
    keepInvitation();
    const api = fakePartnersApi(companyWith());
    const user = userEvent.setup();
    renderRoute('/es/invited/address?partner=2&company=1');
    const postalCode = await screen.findByLabelText(/Código postal/, undefined);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'El código postal debe tener 5 dígitos, por ejemplo 06600. Revísalo e inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(postalCode).toHaveFocus();
    // State, municipality, street and exterior number.
    expect(screen.getAllByText('Completa este dato.')).toHaveLength(4);
    expect(screen.getByText('Elige o escribe tu colonia.')).toBeInTheDocument();
    expect(screen.getByText('Sube los documentos de este paso para continuar.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'partner-address/2')).toHaveLength(0);
  });
});

describe('the invited flow: address outside Mexico', () => {
  beforeEach(() => {
    // jsdom has no scrollIntoView; Mantine's combobox (the country list) calls it.
    Element.prototype.scrollIntoView = vi.fn();
  });

  /** The two documents of the address step, uploaded. */
  async function uploadAddressDocuments(user: ReturnType<typeof userEvent.setup>) {
    await user.upload(screen.getByLabelText('Archivo de Comprobante de domicilio'), pdf('bank.pdf'));
    expect(await screen.findByText('Subimos Comprobante de domicilio')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Archivo de Constancia de situación fiscal (CSF)'),
      pdf('csf.pdf'),
    );
    expect(await screen.findByText('Subimos Constancia de situación fiscal (CSF)')).toBeInTheDocument();
  }

  it('asks for an international address once another country is chosen, marks what is wrong under its field, and saves it', async () => {
    keepInvitation();
    const api = fakePartnersApi(companyWith());
    const user = userEvent.setup();
    const { router } = renderRoute('/es/invited/address?partner=2&company=1');
    const country = await screen.findByRole('combobox', { name: /País de residencia/ });
    // Mexico first, with the SEPOMEX form.
    expect(country).toHaveValue('México');
    expect(screen.getByLabelText(/^Código postal/)).toBeRequired();
    expect(screen.getByLabelText(/^Colonia/)).toBeInTheDocument();

    await user.clear(country);
    await user.type(country, 'Espa');
    await user.click(await screen.findByRole('option', { name: 'España', hidden: true }));
    expect(country).toHaveValue('España');
    expect(screen.queryByLabelText(/^Colonia/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Número exterior/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Código postal \(opcional\)/)).not.toBeRequired();
    expect(
      screen.getByText('Escribe tu domicilio como aparece en tu comprobante, en letras latinas.'),
    ).toBeInTheDocument();

    // Nothing typed: the address and the city are asked for, the optional fields are not.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findAllByText('Completa este dato.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Dirección/)).toHaveFocus();
    // Written in another script: said under each such field.
    await user.type(screen.getByLabelText(/^Dirección/), '阿尔卡拉街42号');
    await user.type(screen.getByLabelText(/^Ciudad/), 'Madrid');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Escribe el domicilio en letras latinas/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Dirección/)).toHaveAccessibleDescription(
      /Escribe el domicilio en letras latinas/,
    );
    expect(api.callsTo('POST', 'partner-address/2')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Dirección/));
    await user.type(screen.getByLabelText(/^Dirección/), 'Calle de Alcalá 42, 3.º izq.');
    await user.type(screen.getByLabelText(/^Estado, provincia o región/), 'Comunidad de Madrid');
    await user.type(screen.getByLabelText(/^Código postal/), '28014');
    await uploadAddressDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(api.callsTo('POST', 'partner-address/2')).toHaveLength(1));
    expect(api.callsTo('POST', 'partner-address/2')[0]?.body).toEqual({
      country: 'ES',
      address_line1: 'Calle de Alcalá 42, 3.º izq.',
      address_line2: null,
      city: 'Madrid',
      region: 'Comunidad de Madrid',
      postal_code: '28014',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/invited/verification'));

    // Back on the step: the saved address shows again, in its country's form.
    await router.navigate('/es/invited/address?partner=2&company=1');
    expect(await screen.findByRole('combobox', { name: /País de residencia/ })).toHaveValue('España');
    expect(screen.getByLabelText(/^Dirección/)).toHaveValue('Calle de Alcalá 42, 3.º izq.');
    expect(screen.getByLabelText(/^Ciudad/)).toHaveValue('Madrid');
    expect(screen.getByLabelText(/^Código postal/)).toHaveValue('28014');
  });

  it('shows under its fields what the server refuses in a foreign address', async () => {
    keepInvitation();
    fakePartnersApi(
      companyWith(
        fullPartner({
          ...invited,
          address: {
            country: 'CN',
            address_line1: 'No. 1 Century Avenue, Pudong',
            address_line2: null,
            city: 'Shanghai',
            region: null,
            postal_code: null,
          },
        }),
      ),
    );
    // A refusal the form cannot foresee (the server's own check), for the city.
    serveApi((call) =>
      call.method === 'POST' && call.path === 'partner-address/2'
        ? json(400, {
            message: ['address_latin_letters_only'],
            fields: [{ path: 'body.city', code: 'address_latin_letters_only' }],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute('/es/invited/address?partner=2&company=1');
    expect(await screen.findByRole('combobox', { name: /País de residencia/ })).toHaveValue('China');
    expect(screen.getByLabelText(/^Ciudad/)).toHaveValue('Shanghai');
    await uploadAddressDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Escribe el domicilio en letras latinas/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ciudad/)).toHaveFocus();
  });
});

describe('the invited flow: address typed and not saved yet', () => {
  it('is still there after going back a step and returning, and leaves the browser once saved', async () => {
    keepInvitation();
    const api = fakePartnersApi(companyWith());
    const user = userEvent.setup();
    const { router } = renderRoute('/es/invited/address?partner=2&company=1');
    const postalCode = await screen.findByLabelText(/Código postal/, undefined);
    await user.type(postalCode, '06700');
    await waitFor(() => expect(screen.getByLabelText(/^Estado/)).toHaveValue('Ciudad de México'));
    await user.type(screen.getByLabelText(/^Calle/), 'Libertad');
    await user.type(screen.getByLabelText(/^Número exterior/), '1540');

    await user.click(screen.getByRole('link', { name: 'Atrás' }));
    expect(await screen.findByRole('heading', { name: 'Tus datos' })).toBeInTheDocument();
    // And forward again, as the browser's Forward button (or the step's Continuar) brings the partner back.
    await router.navigate('/es/invited/address?partner=2&company=1');
    expect(await screen.findByRole('heading', { name: 'Tu domicilio' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Código postal/)).toHaveValue('06700');
    expect(screen.getByLabelText(/^Estado/)).toHaveValue('Ciudad de México');
    expect(screen.getByLabelText(/Municipio o alcaldía/)).toHaveValue('Cuauhtémoc');
    await waitFor(() =>
      expect(screen.getAllByLabelText(/^Colonia/).find((element) => element.tagName === 'INPUT')).toHaveValue(
        'Roma Norte',
      ),
    );
    expect(screen.getByLabelText(/^Calle/)).toHaveValue('Libertad');
    expect(screen.getByLabelText(/^Número exterior/)).toHaveValue('1540');

    await user.upload(screen.getByLabelText('Archivo de Comprobante de domicilio'), pdf('recibo.pdf'));
    expect(await screen.findByText('Subimos Comprobante de domicilio')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Archivo de Constancia de situación fiscal (CSF)'),
      pdf('csf.pdf'),
    );
    expect(await screen.findByText('Subimos Constancia de situación fiscal (CSF)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/invited/verification'));
    expect(api.callsTo('POST', 'partner-address/2')[0]?.body).toMatchObject({
      postal_code: '06700',
      settlement: 'Roma Norte',
      street: 'Libertad',
      exterior_number: '1540',
    });
    // Saved: what was typed is the partner's saved address now, not a copy left in the browser.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Libertad');
  });
});

describe('the invited flow: civil status', () => {
  it('asks for the civil status and the spouse’s documents before saving it with the complements', async () => {
    keepInvitation();
    const api = fakePartnersApi(
      companyWith({ ...invited, rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09' }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/es/invited/civil_status?partner=2&company=1');
    const continueButton = await screen.findByRole('button', { name: 'Continuar' });
    await user.click(continueButton);
    expect(await screen.findByText('Elige tu estado civil.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Soltero(a)' })).toHaveFocus();

    // Married: the spouse's documents come first.
    await user.click(screen.getByRole('radio', { name: 'Casado(a)' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('Sube la identificación de tu cónyuge y tu acta de matrimonio para continuar.'),
    ).toHaveFocus();
    expect(api.callsTo('POST', 'partner-complements/2')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Soltero(a)' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(api.callsTo('POST', 'partner-complements/2')).toHaveLength(1));
    expect(api.callsTo('POST', 'partner-complements/2')[0]?.body).toMatchObject({
      rfc: 'GODE561231GR8',
      civil_status: 'soltero',
      accept_terms_conditions: true,
      confirm_checksum: true,
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/es/invited/civil_status'));
  });
});

describe('the verification step', () => {
  const withId = fullPartner({
    ...invited,
    documents: [partnerDocument('national_identity'), partnerDocument('national_identity_back')],
  });

  it('says what to do when the browser has no camera, and asks for the video before going on', async () => {
    keepInvitation();
    const api = fakePartnersApi(companyWith(withId));
    // jsdom, like a browser without a camera or on plain http, has no navigator.mediaDevices.
    expect(navigator.mediaDevices).toBeUndefined();
    const user = userEvent.setup();
    const { router } = renderRoute('/es/invited/verification?partner=2&company=1');
    expect(await screen.findByRole('heading', { name: 'Verifica tu identidad' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar video' }));
    expect(
      await screen.findByText(
        'Todavía no hay un video para enviar. Graba tu video selfie primero.',
        undefined,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Encender cámara' }));
    expect(
      await screen.findByText(
        'No pudimos usar tu cámara. Permite el acceso a la cámara en tu navegador e inténtalo de nuevo.',
        undefined,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Permite el acceso a la cámara en la barra de direcciones/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Falta tu video selfie. Grábalo para continuar con la verificación.',
        undefined,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es/invited/verification');
    expect(api.callsTo('POST', 'partner/2/identity-verification')).toHaveLength(0);
  });

  it('handles a refused camera permission the same way', async () => {
    keepInvitation();
    fakePartnersApi(companyWith(withId));
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { mediaDevices: { getUserMedia } }),
    );
    vi.stubGlobal('MediaRecorder', class {});
    const user = userEvent.setup();
    renderRoute('/es/invited/verification?partner=2&company=1');
    await user.click(await screen.findByRole('button', { name: 'Encender cámara' }));
    expect(await screen.findByText('No pudimos usar tu cámara', undefined)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
  });

  it('asks for the ID before the video', async () => {
    keepInvitation();
    fakePartnersApi(companyWith());
    renderRoute('/es/invited/verification?partner=2&company=1');
    expect(
      await screen.findByText(
        'Sube tu identificación primero: la necesitamos para comparar tu video.',
        undefined,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar video' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'INE (frente)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pasaporte' })).toBeInTheDocument();
  });

  it('asks a partner without Mexican nationality for the passport, and no voter card', async () => {
    keepInvitation();
    const chinese = fullPartner({ ...invited, nationalities: [{ id: 2, code: 'CN', name: 'China' }] });
    fakePartnersApi(companyWith(chinese));
    renderRoute('/es/invited/verification?partner=2&company=1');
    const passport = await screen.findByRole('listitem', { name: 'Pasaporte' });
    expect(screen.getByText(/^Tu pasaporte vigente: la página con tu foto/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /INE/ })).toBeNull();
    expect(screen.queryByText(/Si no tienes INE/)).toBeNull();
    expect(within(passport).getByText('Falta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar video' })).toBeDisabled();
  });
});

describe('the invited flow: register', () => {
  it.each([
    [
      'the partner record’s first and last names',
      { first_name: 'Luis Alberto', last_name: 'Pérez Gómez' },
      'Luis Alberto',
      'Pérez Gómez',
    ],
    [
      'the partner’s full name, split before the two surnames',
      { name: 'María José López Ruiz' },
      'María José',
      'López Ruiz',
    ],
    [
      'the full name of one given name and two surnames',
      { name: 'Carlos Méndez Soto' },
      'Carlos',
      'Méndez Soto',
    ],
    ['a two-word name', { name: 'Luis Pérez' }, 'Luis', 'Pérez'],
  ])('prefills the account form from %s and the invited e-mail', async (_label, names, first, last) => {
    keepInvitation();
    fakePartnersApi(companyWith({ ...invited, ...names }));
    renderRoute('/es/invited/register?partner=2&company=1');
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre\(s\)/)).toHaveValue(first);
    expect(screen.getByLabelText(/^Apellidos/)).toHaveValue(last);
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('luis@example.mx');
  });

  it('names the button that shows the password in the page’s language', async () => {
    keepInvitation();
    fakePartnersApi(companyWith(invited));
    renderRoute('/es/invited/register?partner=2&company=1');
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Mostrar u ocultar la contraseña' });
    const password = screen.getByLabelText(/^Contraseña/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('the invited flow: analyzing_data', () => {
  /** Registered: the invitation is used, calls go with the new session. */
  function registered(api: Api) {
    window.localStorage.setItem(
      'invited_partner',
      JSON.stringify({ partner: '2', company: '1', token: null, expires_at: IN_A_DAY() }),
    );
    setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
  }

  it('asks for the result every 2 s with a progress indicator, then moves on to validation_complete', async () => {
    const api = fakePartnersApi({
      ...companyWith(),
      verificationQueued: true,
      identityStatuses: ['Pending', 'Approved'],
    });
    registered(api);
    const { router } = renderRoute('/es/invited/analyzing_data?partner=2&company=1');
    expect(await screen.findByText('Verificando tu identidad…', undefined)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance de la verificación' })).toBeInTheDocument();
    // Signed in now: the header has the account menu, to sign out.
    expect(screen.getByRole('button', { name: 'Menú de tu cuenta' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/invited/validation_complete'));
    expect(api.callsTo('GET', 'partner/2/identity-verification').length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('GET', 'partner/2/identity-verification')[0]?.headers.authorization).toBe(
      'Bearer access-1',
    );
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Ya eres parte de la empresa' }),
    ).toBeInTheDocument();
  });

  it('explains a Denied result and what to do', async () => {
    const api = fakePartnersApi({ ...companyWith(), verificationQueued: true, identityStatuses: ['Denied'] });
    registered(api);
    renderRoute('/es/invited/analyzing_data?partner=2&company=1');
    expect(
      await screen.findByRole('heading', { name: 'No pudimos verificar tu identidad' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Graba con buena luz de frente, sin contraluz.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute(
      'href',
      '/es/invited/verification?partner=2&company=1',
    );
  });

  it('sends a partner without an account back to register', async () => {
    keepInvitation();
    fakePartnersApi(companyWith());
    const { router } = renderRoute('/es/invited/analyzing_data?partner=2&company=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/invited/register'));
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
  });
});
