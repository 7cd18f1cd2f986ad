import { EMPTY_FORMATION, type BookedAppointment, type Company } from '@forja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCompanyApi } from '../../../features/company/testing/fake-company-api';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

const DEED = {
  notary_number: 42,
  notary_name: 'Lic. Rosa Méndez',
  notary_city: 'Ciudad de México',
  deed_number: '12345',
  deed_date: '2026-11-20',
  volume: '678',
  folio_mercantil: null,
  recorded_at: '2026-11-20T18:00:00.000Z',
};

/** Every partner signed the articles (a deed is recorded only after). */
const SIGNED = {
  date_signature: '2026-11-19T17:00:00.000Z',
  flags: { weetrust_id: null, date_signature: '2026-11-19T17:00:00.000Z' },
};

const APPOINTMENT: BookedAppointment = {
  id: 77,
  type: 'efirma',
  starts_at: '2026-12-02T15:00:00.000Z',
  ends_at: '2026-12-02T16:00:00.000Z',
  location: 'SAT Ciudad de México Centro, Av. Hidalgo 77',
  time_zone: 'America/Mexico_City',
  can_cancel: true,
};

function serve(company: Partial<Company>) {
  const api = fakeCompanyApi({ company });
  setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
  return api;
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('company_fiels, the SAT page', () => {
  it('before the RFC: says what comes next, when the e.firma appointment opens and what to bring', async () => {
    serve({ ...SIGNED, formation: { ...EMPTY_FORMATION, deed: DEED } });
    renderRoute('/es/administration/1/company_fiels');
    expect(await screen.findByRole('heading', { level: 1, name: 'SAT: RFC y e.firma' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'La escritura ya está registrada. Forja registrará aquí el RFC de tu empresa en cuanto el SAT lo asigne.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Todavía sin RFC registrado.')).toBeInTheDocument();

    const checklist = screen.getByRole('region', {
      name: 'Qué debe llevar el representante legal a la cita de e.firma',
    });
    const items = within(checklist).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveTextContent('Una memoria USB vacía');
    expect(checklist).toHaveTextContent(
      'El poder notarial del representante legal (copia certificada), si no viene en la misma escritura o acta.',
    );
    expect(checklist).toHaveTextContent('copia certificada');

    // The booking page would refuse it until the RFC is recorded: the card says so instead of offering it.
    expect(
      screen.getByText(/Podrás agendar tu cita en el SAT para la e\.firma cuando tu empresa tenga su RFC/),
    );
    expect(screen.queryByRole('link', { name: 'Reservar cita' })).not.toBeInTheDocument();
    // The page is one of the workspace's: its sidebar (behind the menu button on a phone) marks it.
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.getByRole('link', { name: 'SAT y e.firma' })).toHaveAttribute('aria-current', 'page');
  });

  it('for an S.A.S.: speaks of its registration with the SE, not a deed, and asks for its SE documents', async () => {
    const registration = { ...DEED, notary_number: null, notary_name: null, notary_city: null, volume: null };
    serve({ company_type: 'sas', formation: { ...EMPTY_FORMATION, deed: registration } });
    renderRoute('/es/administration/1/company_fiels');
    expect(
      await screen.findByText(
        'Tu S.A.S. ya está registrada en la Secretaría de Economía. Forja registrará aquí su RFC en cuanto el SAT lo asigne.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Después de su registro en la Secretaría de Economía/)).toBeInTheDocument();
    const checklist = screen.getByRole('region', {
      name: 'Qué debe llevar el representante legal a la cita de e.firma',
    });
    expect(checklist).toHaveTextContent('boleta de inscripción');
    expect(checklist).not.toHaveTextContent('testimonio');
    // Its representative's powers are in the articles registered with the SE: nothing notarial, no certified copy.
    expect(checklist).toHaveTextContent(
      'Las facultades del representante legal vienen en el acta constitutiva de tu S.A.S. registrada en el sistema de la Secretaría de Economía',
    );
    expect(checklist).not.toHaveTextContent(/notari|copia certificada/i);
  });

  it('for an S.A.S. not yet registered: the e.firma appointment waits on its registration with the SE, not a notary', async () => {
    serve({ company_type: 'sas', ...SIGNED, formation: { ...EMPTY_FORMATION } });
    renderRoute('/es/administration/1/company_fiels');
    expect(
      await screen.findByText(
        'Podrás agendar tu cita en el SAT cuando tu S.A.S. quede registrada en el sistema de la Secretaría de Economía. Te avisaremos por correo.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/notari/i);
  });

  it('with the RFC recorded: shows the RFC, its status and the booked appointment', async () => {
    serve({
      rfc: 'NAZ261120AB7',
      status_federal_registration: 'active',
      formation: {
        ...EMPTY_FORMATION,
        deed: DEED,
        rfc_recorded_at: '2026-11-24T17:00:00.000Z',
        appointments: [APPOINTMENT],
      },
    });
    renderRoute('/es/administration/1/company_fiels');
    const details = await screen.findByRole('region', { name: 'Datos de tu empresa en el SAT' });
    expect(details).toHaveTextContent('NAZ261120AB7');
    expect(details).toHaveTextContent('Activo');
    expect(details).toHaveTextContent('24/11/2026');
    expect(details).toHaveTextContent('Pendiente');
    expect(details).toHaveTextContent('Falta la e.firma');
    expect(
      screen.getByText('miércoles, 2 de diciembre de 2026, 09:00 – 10:00 (hora de la Ciudad de México)'),
    ).toBeInTheDocument();
  });

  it('once the e.firma is obtained: says it is complete and no longer shows the checklist', async () => {
    serve({
      rfc: 'NAZ261120AB7',
      status_federal_registration: 'active',
      formation: {
        ...EMPTY_FORMATION,
        deed: DEED,
        rfc_recorded_at: '2026-11-24T17:00:00.000Z',
        efirma_obtained_at: '2026-12-02T16:30:00.000Z',
      },
    });
    renderRoute('/es/administration/1/company_fiels');
    expect(await screen.findByText('Tu empresa ya tiene RFC y e.firma.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Datos de tu empresa en el SAT' })).toHaveTextContent(
      '02/12/2026',
    );
    expect(
      screen.queryByRole('region', { name: 'Qué debe llevar el representante legal a la cita de e.firma' }),
    ).not.toBeInTheDocument();
  });

  it("after booking the appointment in Forja: the receipt is Forja's to put there, not missing, and uploading is only for one booked on the SAT's portal", async () => {
    serve({
      rfc: 'NAZ261120AB7',
      status_federal_registration: 'active',
      formation: {
        ...EMPTY_FORMATION,
        deed: DEED,
        rfc_recorded_at: '2026-11-24T17:00:00.000Z',
        appointments: [APPOINTMENT],
      },
    });
    renderRoute('/es/administration/1/company_fiels');
    const receipt = await screen.findByRole('region', { name: 'Acuse de la cita en el SAT' });
    expect(receipt).toHaveTextContent(
      'Reservaste tu cita en Forja: no tienes que agendar nada en el portal del SAT. Forja pondrá aquí el acuse de la cita',
    );
    expect(within(receipt).getByText('Lo sube Forja')).toBeInTheDocument();
    expect(receipt).not.toHaveTextContent('Falta');
    expect(
      within(receipt).getByRole('button', {
        name: 'Subir acuse del portal del SAT: Acuse de cita en el SAT',
      }),
    ).toBeInTheDocument();
    expect(within(receipt).queryByRole('button', { name: /^Subir PDF/ })).not.toBeInTheDocument();
    // What to bring points to the receipt Forja puts on this page, not to one from the SAT.
    const checklist = screen.getByRole('region', {
      name: 'Qué debe llevar el representante legal a la cita de e.firma',
    });
    expect(checklist).toHaveTextContent('Como la reservaste en Forja, lo encuentras en esta página');
  });

  it("without an appointment booked in Forja: the receipt is missing, to upload for one booked on the SAT's portal", async () => {
    serve({ formation: { ...EMPTY_FORMATION, deed: DEED } });
    renderRoute('/es/administration/1/company_fiels');
    const receipt = await screen.findByRole('region', { name: 'Acuse de la cita en el SAT' });
    expect(receipt).toHaveTextContent('Si agendas tu cita en el portal del SAT, sube aquí su acuse en PDF.');
    expect(within(receipt).getByText('Falta')).toBeInTheDocument();
    expect(
      within(receipt).getByRole('button', {
        name: 'Subir acuse del portal del SAT: Acuse de cita en el SAT',
      }),
    ).toBeInTheDocument();
  });

  it.each([
    ['es', 'Forja tramita la e.firma de tu empresa', 'no tienes que reservar cita ni llevar nada'],
    ['en', "Forja gets your company's e.firma", "you don't need to book an appointment or bring anything"],
    ['zh_cn', 'Forja 为您的公司办理 e.firma', '您无需预约，也无需携带任何材料'],
  ])(
    'in %s, for a company that hired Forja as legal representative: Forja gets the e.firma, nothing to book, bring or upload',
    async (language, title, nothing) => {
      serve({
        ...SIGNED,
        legal_representation: true,
        rfc: 'NAZ261120AB7',
        status_federal_registration: 'active',
        formation: { ...EMPTY_FORMATION, deed: DEED, rfc_recorded_at: '2026-11-24T17:00:00.000Z' },
      });
      renderRoute(`/${language}/administration/1/company_fiels`);
      const byForja = await screen.findByRole('region', { name: title });
      expect(byForja).toHaveTextContent(nothing);
      expect(screen.queryByRole('link', { name: /Reservar cita|Book|预约/ })).toBeNull();
      for (const other of [
        /Cita en el SAT para la e.firma|SAT appointment for the e.firma|在 SAT 办理 e.firma 的预约/,
        /Qué debe llevar|must bring|携带/,
        /Acuse de la cita|appointment receipt|预约回执/,
      ])
        expect(screen.queryByRole('region', { name: other })).toBeNull();
    },
  );

  it('for a company Forja represents whose founder booked an appointment anyway: it stays hers to manage', async () => {
    serve({
      ...SIGNED,
      legal_representation: true,
      formation: { ...EMPTY_FORMATION, deed: DEED, appointments: [APPOINTMENT] },
    });
    renderRoute('/es/administration/1/company_fiels');
    expect(
      await screen.findByText(
        'miércoles, 2 de diciembre de 2026, 09:00 – 10:00 (hora de la Ciudad de México)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Forja tramita la e.firma de tu empresa' })).toBeNull();
  });

  it('uploads the SAT appointment receipt as a PDF', async () => {
    const api = serve({ formation: { ...EMPTY_FORMATION, deed: DEED } });
    const user = userEvent.setup();
    renderRoute('/es/administration/1/company_fiels');
    const receipt = await screen.findByRole('region', { name: 'Acuse de la cita en el SAT' });
    const input = within(receipt).getByLabelText(/Acuse de cita en el SAT|acuse/i, { selector: 'input' });
    await user.upload(input, new File(['%PDF-1.7 acuse'], 'acuse.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(api.company.documents.map((document) => document.type)).toContain('acuse_cita_sat'),
    );
  });

  it('in English, says it in English', async () => {
    serve({ formation: { ...EMPTY_FORMATION } });
    renderRoute('/en/administration/1/company_fiels');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SAT: RFC and e.firma' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Your company's public deed is recorded first. Then Forja records its RFC here."),
    ).toBeInTheDocument();
  });
});
