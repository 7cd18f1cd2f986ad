import type { ForjaAccountant, SatAppointmentReceipt, SatRegistration } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

let restoreScreen: () => void = () => undefined;
beforeEach(() => {
  // A wide screen: the lists are tables (a phone's cards are tested on their own).
  restoreScreen = setScreenWidth('wide');
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  restoreScreen();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const AWAITING_RFC: SatRegistration = {
  company_id: 7,
  company_name: 'Tacos del Norte S.A. de C.V.',
  friendly_id: 'FJ-0007',
  company_type: 'sa',
  deed_recorded_at: '2026-11-20T18:00:00.000Z',
  rfc: null,
  status_federal_registration: null,
  rfc_recorded_at: null,
  efirma_obtained_at: null,
  stage: 'awaiting_rfc',
  efirma_appointment: null,
  efirma_by_forja: false,
  appointment_receipt: null,
};

const AWAITING_EFIRMA: SatRegistration = {
  ...AWAITING_RFC,
  rfc: 'NAZ261120AB7',
  status_federal_registration: 'active',
  rfc_recorded_at: '2026-11-24T17:00:00.000Z',
  stage: 'awaiting_efirma',
};

/** The founder's e.firma appointment: Wednesday 2 December 2026, 09:00 in Mexico City. */
const APPOINTMENT = {
  starts_at: '2026-12-02T15:00:00.000Z',
  ends_at: '2026-12-02T16:00:00.000Z',
  location: 'SAT Ciudad de México Centro, Av. Hidalgo 77, Col. Guerrero',
  time_zone: 'America/Mexico_City',
};

const RECEIPT: SatAppointmentReceipt = {
  id: 31,
  file_name: 'acuse-cita-sat.pdf',
  uploaded_at: '2026-11-25T18:30:00.000Z',
  uploaded_by_staff: false,
  document_url: '/api/v3/files/signed-token-31',
  review_state: 'waiting',
  rejection_category: null,
  rejection_note: null,
};

/** The back office's API for a signed-in operator: the SAT calls of company 7 and the accountants. */
function serve(start: SatRegistration) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let sat = start;
  let accountants: ForjaAccountant[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 1 }) });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (path === 'backoffice/me')
      return json(200, {
        content: {
          id: 1,
          email: 'luis@forja.mx',
          full_name: 'Luis Operador',
          role: 'operator',
          acts_allowed_until: '2026-11-25T12:15:00.000Z',
        },
      });
    if (path === 'backoffice/sat/7' && method === 'GET') return json(200, { content: sat });
    if (path === 'backoffice/sat/7/rfc' && method === 'POST') {
      const { rfc, status_federal_registration, confirm_checksum } = body as Record<string, unknown>;
      if (rfc === 'NAZ261120AB1' && !confirm_checksum)
        return json(409, { message: ['rfc_checksum_mismatch'] });
      sat = {
        ...sat,
        rfc: rfc as string,
        status_federal_registration: status_federal_registration as string,
        rfc_recorded_at: '2026-11-24T17:00:00.000Z',
        stage: 'awaiting_efirma',
      };
      return json(200, { content: sat });
    }
    if (path === 'backoffice/sat/7/efirma' && method === 'POST') {
      sat = { ...sat, efirma_obtained_at: '2026-12-02T16:30:00.000Z', stage: 'complete' };
      return json(200, { content: sat });
    }
    if (path === 'backoffice/forja-accountants' && method === 'GET')
      return json(200, { content: accountants });
    if (path === 'backoffice/forja-accountants' && method === 'POST') {
      const created = { ...(body as ForjaAccountant), id: 9, assigned_count: 0 };
      accountants = [...accountants, created];
      return json(200, { content: created });
    }
    if (path === 'backoffice/accountant-assignments') return json(200, { content: [] });
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return { calls };
}

describe('the back office SAT page', () => {
  it('refuses a malformed RFC in the browser, asks to confirm a check digit, records it, then the e.firma', async () => {
    const { calls } = serve(AWAITING_RFC);
    const user = userEvent.setup();
    renderRoute('/es/backoffice/sat/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'SAT de la empresa' })).toBeInTheDocument();
    expect(screen.getByText(/La escritura está registrada/)).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'RFC de la empresa' });
    await user.type(input, 'NAZ26112');
    await user.click(screen.getByRole('button', { name: 'Registrar RFC' }));
    expect(
      await screen.findByText(
        'Ese RFC no tiene el formato correcto. Revísalo en la constancia de situación fiscal de la empresa.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'backoffice/sat/7/rfc')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'naz261120ab1');
    await user.click(screen.getByRole('button', { name: 'Registrar RFC' }));
    const confirm = await screen.findByRole('checkbox', {
      name: 'Confirmo que es exactamente el RFC de la constancia',
    });
    // Said to the operator, about the company's constancia (not «tu constancia»).
    expect(
      screen.getByText(
        'El último carácter del RFC no coincide con nuestra verificación. Si es exactamente el de la constancia de situación fiscal de la empresa, confírmalo abajo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tu constancia|tu Constancia/)).toBeNull();
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Registrar RFC' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'backoffice/sat/7/rfc')?.body).toEqual({
        rfc: 'NAZ261120AB1',
        status_federal_registration: 'active',
        confirm_checksum: true,
      }),
    );
    const rfc = await screen.findByRole('region', { name: 'RFC' });
    expect(rfc).toHaveTextContent('NAZ261120AB1');
    expect(rfc).toHaveTextContent('Activo');

    await user.click(screen.getByRole('button', { name: 'Registrar e.firma obtenida' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Registrar la e.firma como obtenida?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, registrar' }));
    expect(await screen.findByText('RFC y e.firma registrados.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'POST' && call.path === 'backoffice/sat/7/efirma'),
    ).toHaveLength(1);
  });

  it('before the deed: offers no RFC form, and links to the deed', async () => {
    serve({ ...AWAITING_RFC, deed_recorded_at: null, stage: 'awaiting_deed' });
    renderRoute('/es/backoffice/sat/7');
    expect(
      await screen.findByText('Falta registrar la escritura pública; después se registra el RFC.'),
    ).toBeInTheDocument();
    expect(screen.getByText('El RFC se registra después de la escritura pública.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'RFC de la empresa' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la escritura' })).toHaveAttribute(
      'href',
      '/es/backoffice/deed/7',
    );
    expect(screen.getByRole('link', { name: 'Subir acuse de cita del SAT' })).toHaveAttribute(
      'href',
      '/es/backoffice/forja-documents/7',
    );
  });
});

describe('the back office SAT page of an S.A.S.', () => {
  it('before its registration in the SE: asks for the registration, not a deed, and links to it', async () => {
    serve({ ...AWAITING_RFC, company_type: 'sas', deed_recorded_at: null, stage: 'awaiting_deed' });
    renderRoute('/es/backoffice/sat/7');
    expect(
      await screen.findByText(
        'Falta registrar la inscripción de la S.A.S. en el sistema de la Secretaría de Economía (SE); después se registra el RFC.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'El RFC se registra después de la inscripción de la S.A.S. en el sistema de la Secretaría de Economía (una S.A.S. no tiene escritura).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la inscripción en la SE' })).toHaveAttribute(
      'href',
      '/es/backoffice/deed/7',
    );
    expect(screen.queryByRole('link', { name: 'Ir a la escritura' })).not.toBeInTheDocument();
  });

  it('once registered in the SE: says so, not that a deed is recorded', async () => {
    serve({ ...AWAITING_RFC, company_type: 'sas' });
    renderRoute('/es/backoffice/sat/7');
    expect(
      await screen.findByText(
        'La inscripción en la SE está registrada: registra el RFC y su estatus como los muestra la constancia de situación fiscal.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/La escritura está registrada/)).not.toBeInTheDocument();
  });
});

describe("the back office SAT page's e.firma appointment and receipt", () => {
  it("shows the founder's appointment (day, hours, office) and receipt, which opens by its link; the e.firma waits for the appointment", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:00Z') });
    serve({ ...AWAITING_EFIRMA, efirma_appointment: APPOINTMENT, appointment_receipt: RECEIPT });
    renderRoute('/es/backoffice/sat/7');
    const appointment = await screen.findByRole('region', { name: 'Cita en el SAT para la e.firma' });
    // Each section is a region named by its level-2 heading, in the page's order.
    const sections = ['RFC', 'e.firma', 'Cita en el SAT para la e.firma', 'Acuse de la cita en el SAT'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      sections,
    );
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(appointment).toHaveTextContent(
      'Miércoles, 2 de diciembre de 2026, 09:00 – 10:00 (hora de la Ciudad de México)',
    );
    expect(appointment).toHaveTextContent(
      'Oficina: SAT Ciudad de México Centro, Av. Hidalgo 77, Col. Guerrero',
    );
    const efirma = screen.getByRole('region', { name: 'e.firma' });
    const record = within(efirma).getByRole('button', { name: 'Registrar e.firma obtenida' });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription(
      'La cita en el SAT todavía no ocurre: la e.firma se registra después de la cita.',
    );

    const receipt = screen.getByRole('region', { name: 'Acuse de la cita en el SAT' });
    expect(receipt).toHaveTextContent('acuse-cita-sat.pdf');
    expect(receipt).toHaveTextContent('Lo subió la persona fundadora el');
    expect(within(receipt).getByText('Por revisar')).toBeInTheDocument();
    expect(receipt).not.toHaveTextContent('Motivo del rechazo');
    expect(within(receipt).getByRole('link', { name: 'Abrir acuse: acuse-cita-sat.pdf' })).toHaveAttribute(
      'href',
      '/api/v3/files/signed-token-31',
    );
    expect(
      within(receipt).queryByText('Todavía no hay acuse: la persona fundadora no lo ha subido.'),
    ).toBeNull();
  });

  it('once the appointment has passed, no longer says the e.firma waits for it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T17:00:00Z') });
    serve({ ...AWAITING_EFIRMA, efirma_appointment: APPOINTMENT });
    renderRoute('/es/backoffice/sat/7');
    const record = await screen.findByRole('button', { name: 'Registrar e.firma obtenida' });
    expect(record).toBeEnabled();
    expect(record).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/todavía no ocurre/)).not.toBeInTheDocument();
  });

  it('enables the e.firma when the appointment starts, with the page open', async () => {
    const startsAt = new Date(APPOINTMENT.starts_at).getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: startsAt - 300 });
    serve({ ...AWAITING_EFIRMA, efirma_appointment: APPOINTMENT });
    renderRoute('/es/backoffice/sat/7');
    const record = await screen.findByRole('button', { name: 'Registrar e.firma obtenida' });
    expect(record).toBeDisabled();
    vi.setSystemTime(startsAt + 1_000);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Registrar e.firma obtenida' })).toBeEnabled(),
    );
    expect(screen.queryByText(/todavía no ocurre/)).not.toBeInTheDocument();
  });

  it('records the e.firma of a company with no appointment booked in Forja (booked on the SAT portal)', async () => {
    const { calls } = serve({ ...AWAITING_EFIRMA, appointment_receipt: RECEIPT });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/sat/7');
    const record = await screen.findByRole('button', { name: 'Registrar e.firma obtenida' });
    expect(record).toBeEnabled();
    await user.click(record);
    const dialog = await screen.findByRole('dialog', { name: '¿Registrar la e.firma como obtenida?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, registrar' }));
    expect(await screen.findByText('RFC y e.firma registrados.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'backoffice/sat/7/efirma')).toHaveLength(1);
  });

  it("says that Forja gets the e.firma of a company it represents: no appointment for the founder, the receipt is Forja's", async () => {
    serve({ ...AWAITING_EFIRMA, efirma_by_forja: true });
    renderRoute('/en/backoffice/sat/7');
    const efirma = await screen.findByRole('region', { name: 'e.firma' });
    expect(efirma).toHaveTextContent(
      'This company hired Forja as its legal representative: Forja applies for its e.firma at the SAT.',
    );
    expect(within(efirma).getByRole('button', { name: 'Record e.firma obtained' })).toBeEnabled();
    const appointment = screen.getByRole('region', { name: 'e.firma appointment at the SAT' });
    expect(appointment).toHaveTextContent('The founder does not book this appointment');
    expect(appointment).not.toHaveTextContent(
      'The founder has not booked the appointment through Forja yet.',
    );
    const receipt = screen.getByRole('region', { name: 'SAT appointment receipt' });
    expect(receipt).toHaveTextContent(
      'No receipt yet: upload it as a Forja document when you book the appointment.',
    );
    expect(receipt).not.toHaveTextContent('the founder has not uploaded it');
  });

  it('shows a rejected receipt with its reason and note, and an approved one', async () => {
    serve({
      ...AWAITING_EFIRMA,
      appointment_receipt: {
        ...RECEIPT,
        review_state: 'rejected',
        rejection_category: 'illegible',
        rejection_note: 'La fecha de la cita no se lee.',
      },
    });
    renderRoute('/es/backoffice/sat/7');
    const rejected = await screen.findByRole('region', { name: 'Acuse de la cita en el SAT' });
    expect(within(rejected).getByText('Rechazado')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Motivo del rechazo: No se lee. Nota: La fecha de la cita no se lee.');
    cleanup();

    queryClient.clear();
    serve({
      ...AWAITING_EFIRMA,
      appointment_receipt: { ...RECEIPT, uploaded_by_staff: true, review_state: 'approved' },
    });
    renderRoute('/en/backoffice/sat/7');
    const approved = await screen.findByRole('region', { name: 'SAT appointment receipt' });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('Uploaded by Forja on');
    expect(approved).not.toHaveTextContent('Rejected because');
  });

  it('says when the founder has booked no appointment and uploaded no receipt, and offers the upload', async () => {
    serve(AWAITING_EFIRMA);
    renderRoute('/es/backoffice/sat/7');
    const appointment = await screen.findByRole('region', { name: 'Cita en el SAT para la e.firma' });
    expect(appointment).toHaveTextContent(
      'La persona fundadora todavía no reserva la cita en Forja. Si la reservó en el portal del SAT, su acuse aparece abajo.',
    );
    const receipt = screen.getByRole('region', { name: 'Acuse de la cita en el SAT' });
    expect(receipt).toHaveTextContent('Todavía no hay acuse: la persona fundadora no lo ha subido.');
    expect(within(receipt).queryByRole('link', { name: /Abrir acuse/ })).not.toBeInTheDocument();
    expect(within(receipt).getByRole('link', { name: 'Subir acuse de cita del SAT' })).toHaveAttribute(
      'href',
      '/es/backoffice/forja-documents/7',
    );
  });
});

describe("the back office's accountants", () => {
  it('adds an accountant, checking the cédula first', async () => {
    const { calls } = serve(AWAITING_RFC);
    const user = userEvent.setup();
    renderRoute('/es/backoffice/accountants');
    expect(await screen.findByText('Todavía no hay contadores.')).toBeInTheDocument();
    expect(screen.getByText('Ninguna empresa ha contratado el servicio.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar contador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo contador' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Lucía Fernández');
    await user.type(within(dialog).getByRole('textbox', { name: 'Correo' }), 'lucia@contadores.mx');
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '5512345678');
    const licence = within(dialog).getByRole('textbox', { name: 'Cédula profesional' });
    await user.type(licence, '12-34');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Revisa este dato.')).toBeInTheDocument();
    await user.clear(licence);
    await user.type(licence, '12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === 'backoffice/forja-accountants')?.body,
      ).toEqual({
        name: 'Lucía Fernández',
        email: 'lucia@contadores.mx',
        phone: '5512345678',
        professional_licence: '12345678',
        active: true,
      }),
    );
    expect(await screen.findByRole('table', { name: 'Contadores de Forja' })).toHaveTextContent(
      'Lucía Fernández',
    );
  });
});
