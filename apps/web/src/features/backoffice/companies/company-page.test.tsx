import { makePartner } from '@forja/domain/testing/fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { fakeCompaniesServer, sampleDetail } from './testing/fake-companies-server';
import { setScreenWidth } from '../../../test/screen-width';

let restoreScreen: () => void = () => undefined;
beforeEach(() => {
  // A wide screen: the lists are tables (a phone's cards are tested on their own).
  restoreScreen = setScreenWidth('wide');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  restoreScreen();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LOAD = { timeout: 15_000 };
const section = (name: string) => screen.getByRole('region', { name });

describe('the back office: a company', () => {
  it('shows its step, founder, data, partners, documents, orders, requests, notes and timeline', async () => {
    fakeCompaniesServer();
    renderRoute('/en/backoffice/companies/7');
    expect(
      await screen.findByRole('heading', { name: 'Panadería Ñandú', level: 1 }, LOAD),
    ).toBeInTheDocument();

    const step = section('Onboarding step');
    expect(step).toHaveTextContent('Payment');
    expect(step).toHaveTextContent('Waits on the founder');
    expect(step).toHaveTextContent('On this step for 3 days');
    // The whole path, as the founder's dashboard lists it.
    expect(step).toHaveTextContent(
      '1 of 12 steps of the path done · Now: Payment, in the hands of the founder',
    );

    const founder = section('Founder');
    expect(within(founder).getByRole('link', { name: 'ana@nandu.mx' })).toHaveAttribute(
      'href',
      'mailto:ana@nandu.mx',
    );
    expect(founder).toHaveTextContent('E-mail confirmed');
    expect(founder).toHaveTextContent('Español');

    expect(section('Company data')).toHaveTextContent('PNA200101XY9');
    // The society type by its name in the operator's language, not its catalogue key.
    expect(section('Company data')).toHaveTextContent('Simplified stock company');
    expect(section('Company data')).toHaveTextContent('Not authorised yet');
    // An S.A.S. has no commissary; no bank chosen yet.
    expect(section('Company data')).not.toHaveTextContent('Commissary');
    expect(section('Company data')).toHaveTextContent('BankNot chosen');
    expect(section('Partners')).toHaveTextContent('Luis Pérez');
    expect(section('Partners')).toHaveTextContent('PEGL800101AB1');
    // The founder's own row: no invitation to accept.
    const anaRow = within(section('Partners')).getByText('Ana López').closest('tr')!;
    expect(anaRow).toHaveTextContent('The founder');
    expect(anaRow).not.toHaveTextContent('Invitation');
    expect(section('Company documents')).toHaveTextContent('Rejected');

    const orders = section('Orders');
    expect(orders).toHaveTextContent('Order 31');
    // What it bought, in the operator's language (the order's items are stored as bought, in Spanish).
    expect(orders).toHaveTextContent('Company formation');
    expect(orders).not.toHaveTextContent('Constitución de sociedad');
    expect(orders).toHaveTextContent('$14,500.00');
    expect(orders).toHaveTextContent('OXXO voucher waiting');
    expect(orders).toHaveTextContent('93000012345678');
    expect(orders).toHaveTextContent('cs_sandbox_abc123');

    const requests = section('Support requests');
    expect(within(requests).getByRole('link', { name: 'Necesito ayuda con mi RFC' })).toHaveAttribute(
      'href',
      '/en/backoffice/support/5',
    );
    expect(requests).toHaveTextContent('Pending');

    expect(section('Notes')).toHaveTextContent('Cliente VIP: revisar con calma');
    expect(section('Notes')).toHaveTextContent('Private');

    const timeline = section('Timeline');
    expect(timeline).toHaveTextContent('Wrote a note on the company · luis@forja.mx');
    expect(timeline).toHaveTextContent('Reached the step: Payment');
    expect(timeline).toHaveTextContent('Luis Pérez uploaded: Passport');
    expect(timeline).toHaveTextContent('Company created');
  });

  it("says an S.A.'s commissary is not approved yet, not that Forja has documents to review", async () => {
    const detail = sampleDetail();
    fakeCompaniesServer({
      detail: {
        ...detail,
        company: {
          ...detail.company,
          company_type: 'sa',
          council: [{ id: 1, partner_id: null, name: 'Pedro Gómez Vela', council_role: 'commissary' }],
          commissary_has_documents_completed: false,
          partners: [makePartner({ id: 4, name: 'Rosa Díaz', email: 'rosa@nandu.mx', documents: [] })],
        },
      },
    });
    renderRoute('/es/backoffice/companies/7');
    await screen.findByRole('heading', { name: 'Panadería Ñandú', level: 1 }, LOAD);
    const data = screen.getByRole('region', { name: 'Datos de la empresa' });
    expect(data).toHaveTextContent('ComisarioPedro Gómez VelaSin aprobar aún');
    // No RFC known for him: the field says so rather than leaving a blank.
    expect(data).toHaveTextContent('Sin aprobar aúnRFC—');
    expect(data).not.toHaveTextContent('Por revisar');
    // A partner with nothing sent reads as such, not as "0 de 0 documentos aprobados".
    expect(screen.getByRole('region', { name: 'Socios' })).toHaveTextContent('Ningún documento enviado');
  });

  it('names in the path line who the badge says the company waits on', async () => {
    const detail = sampleDetail();
    const cases = [
      {
        summary: {
          step: 'PartnersDocuments',
          waits_on: 'partners',
          path: { current: 'partner_documents', actor: 'partners', done: 3, total: 12 },
        },
        badge: 'Espera a los socios',
        line: 'Ahora: Documentos de los socios, a cargo de los socios',
      },
      {
        // An OXXO voucher the founder has to pay: the dashboard tells them the payment is under way.
        summary: {
          step: 'PaymentStatus',
          waits_on: 'founder',
          path: { current: 'payment', actor: 'forja', done: 1, total: 12 },
        },
        badge: 'Espera a la persona fundadora',
        // Her CURP is not known here: the line says who acts without a gender.
        line: 'Ahora: Pago, a cargo de la persona fundadora',
      },
    ] as const;
    for (const { summary, badge, line } of cases) {
      cleanup();
      queryClient.clear();
      fakeCompaniesServer({
        detail: { ...detail, summary: { ...detail.summary, ...summary, path: { ...summary.path } } },
      });
      renderRoute('/es/backoffice/companies/7');
      await screen.findByRole('heading', { name: 'Panadería Ñandú', level: 1 }, LOAD);
      const step = section('Paso del alta');
      expect(step, summary.step).toHaveTextContent(badge);
      expect(step, summary.step).toHaveTextContent(line);
      expect(step, summary.step).not.toHaveTextContent('a cargo de Forja');
    }
  });

  it.each([
    ['LOPA800101MDFPRN09', 'Fundadora', 'a cargo de la fundadora', 'Espera a la fundadora'],
    ['LOPA800101HDFPRN09', 'Fundador', 'a cargo del fundador', 'Espera al fundador'],
    [null, 'Persona fundadora', 'a cargo de la persona fundadora', 'Espera a la persona fundadora'],
  ])('words the founder by the CURP of her partner row (%s)', async (curp, title, actor, badge) => {
    const detail = sampleDetail();
    fakeCompaniesServer({
      detail: {
        ...detail,
        company: {
          ...detail.company,
          partners: (detail.company.partners ?? []).map((partner) =>
            partner.id === 2 ? { ...partner, curp } : partner,
          ),
        },
      },
    });
    renderRoute('/es/backoffice/companies/7');
    await screen.findByRole('heading', { name: 'Panadería Ñandú', level: 1 }, LOAD);
    expect(screen.getByRole('region', { name: title })).toHaveTextContent('ana@nandu.mx');
    expect(section('Paso del alta')).toHaveTextContent(actor);
    expect(section('Paso del alta')).toHaveTextContent(badge);
  });

  it('shows the commissary of an S.A. and where its bank account stands', async () => {
    const detail = sampleDetail();
    fakeCompaniesServer({
      detail: {
        ...detail,
        company: {
          ...detail.company,
          company_type: 'sa',
          council: [{ id: 1, partner_id: null, name: 'Marta Ruiz Salas', council_role: 'commissary' }],
          commissary_has_documents_completed: true,
          banking_services: [{ id: 1, name: 'BBVA México', status: 'opened' }],
        },
        commissary: { name: 'Marta Ruiz Salas', rfc: 'RUSM800101AB1' },
        summary: {
          ...detail.summary,
          step: 'Dashboard',
          waits_on: 'nobody',
          path: { current: null, actor: null, done: 13, total: 13 },
        },
      },
    });
    renderRoute('/en/backoffice/companies/7');
    await screen.findByRole('heading', { name: 'Panadería Ñandú', level: 1 }, LOAD);
    const data = section('Company data');
    // Her RFC beside her name, upper case and monospaced as every RFC, for the operator to compare and copy.
    expect(data).toHaveTextContent('CommissaryMarta Ruiz SalasApprovedRFCRUSM800101AB1');
    expect(within(data).getByText('RUSM800101AB1').tagName).toBe('CODE');
    expect(data).toHaveTextContent('BankBBVA México · Account opened');
    expect(section('Onboarding step')).toHaveTextContent(
      '13 of 13 steps of the path done · Every step is done.',
    );
  });

  it("names an S.A.S.'s recorded deed as its registration with the Secretaría de Economía, in every language; an S.A. keeps its deed", async () => {
    const deedActs = (companyType: string) => {
      const detail = sampleDetail();
      const act = (id: number, action: 'deed.record' | 'deed.update', at: string) => ({
        at,
        kind: 'audit' as const,
        detail: null,
        partner_name: null,
        audit: {
          id,
          actor_id: 1,
          actor_email: 'luis@forja.mx',
          action,
          company_id: 7,
          partner_id: null,
          subject_type: 'company_deed',
          subject_id: 7,
          before: null,
          after: { deed_number: 'SAS-2026-000123' },
          ip: '127.0.0.1',
          created_at: at,
        },
      });
      return {
        ...detail,
        summary: { ...detail.summary, company_type: companyType },
        company: { ...detail.company, company_type: companyType },
        timeline: [
          act(21, 'deed.update', '2026-11-21T18:00:00.000Z'),
          act(20, 'deed.record', '2026-11-21T17:00:00.000Z'),
        ],
      };
    };
    const expected = {
      es: {
        history: 'Historial',
        online: [
          'Corrigió la inscripción en la Secretaría de Economía · luis@forja.mx',
          'Registró la inscripción en la Secretaría de Economía · luis@forja.mx',
        ],
        deed: 'Registró la escritura pública · luis@forja.mx',
      },
      en: {
        history: 'Timeline',
        online: [
          'Corrected the registration with the Ministry of Economy · luis@forja.mx',
          'Recorded the registration with the Ministry of Economy · luis@forja.mx',
        ],
        deed: 'Recorded the public deed · luis@forja.mx',
      },
      zh_cn: {
        history: '时间线',
        online: ['更正了在经济部的登记 · luis@forja.mx', '记录了在经济部的登记 · luis@forja.mx'],
        deed: '登记了公证契据 · luis@forja.mx',
      },
    };
    for (const [language, text] of Object.entries(expected)) {
      cleanup();
      queryClient.clear();
      fakeCompaniesServer({ detail: deedActs('sas') });
      renderRoute(`/${language}/backoffice/companies/7`);
      await screen.findByRole('heading', { name: 'Panadería Ñandú', level: 1 }, LOAD);
      const timeline = section(text.history);
      for (const line of text.online) expect(timeline).toHaveTextContent(line);
      expect(timeline).not.toHaveTextContent(/escritura|deed|契据/i);
    }

    cleanup();
    queryClient.clear();
    fakeCompaniesServer({ detail: deedActs('sa') });
    renderRoute('/zh_cn/backoffice/companies/7');
    await screen.findByRole('heading', { name: 'Panadería Ñandú', level: 1 }, LOAD);
    expect(section(expected.zh_cn.history)).toHaveTextContent(expected.zh_cn.deed);
    expect(section(expected.zh_cn.history)).not.toHaveTextContent('经济部');
  });

  it('links to its audit log, filtered by the company, and to the queues that work on it', async () => {
    fakeCompaniesServer();
    renderRoute('/es/backoffice/companies/7');
    const links = within(await screen.findByRole('navigation', { name: 'Páginas relacionadas' }, LOAD));
    expect(links.getByRole('link', { name: 'Su bitácora' })).toHaveAttribute(
      'href',
      '/es/backoffice/audit?company_id=7',
    );
    expect(links.getByRole('link', { name: 'Sus pagos por seguir' })).toHaveAttribute(
      'href',
      '/es/backoffice/orders?company_id=7',
    );
    expect(links.getByRole('link', { name: 'Sus solicitudes de soporte' })).toHaveAttribute(
      'href',
      '/es/backoffice/support?status=all&company=FJ-7KQ2MX',
    );
    expect(links.getByRole('link', { name: 'Sus razones sociales' })).toHaveAttribute(
      'href',
      '/es/backoffice/legal-names/7',
    );
    expect(screen.getByRole('link', { name: 'Ver toda la bitácora' })).toHaveAttribute(
      'href',
      '/es/backoffice/audit?company_id=7',
    );
  });

  it('adds a note shown on the dashboard, and refuses an empty one before sending it', async () => {
    const server = fakeCompaniesServer();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/companies/7');
    const notes = within(await screen.findByRole('region', { name: 'Notas' }, LOAD));

    await user.click(notes.getByRole('button', { name: 'Agregar nota' }));
    expect(await notes.findByText('Escribe la nota primero.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'backoffice/companies/7/notes')).toHaveLength(0);

    await user.type(notes.getByRole('textbox', { name: /Nota nueva/ }), 'Tu acta estará lista el lunes.');
    await user.click(notes.getByRole('checkbox', { name: /Mostrarla en el panel/ }));
    await user.click(notes.getByRole('button', { name: 'Agregar nota' }));

    await waitFor(() =>
      expect(server.callsTo('POST', 'backoffice/companies/7/notes')[0]?.body).toEqual({
        body: 'Tu acta estará lista el lunes.',
        visible_to_founder: true,
      }),
    );
    const item = (await notes.findByText('Tu acta estará lista el lunes.')).closest('li');
    expect(item).toHaveTextContent('En el panel');
    expect(notes.getByRole('textbox', { name: /Nota nueva/ })).toHaveValue('');
  });

  it("adds a follow-up note to one of the company's orders", async () => {
    const server = fakeCompaniesServer();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/companies/7');
    await user.click(await screen.findByRole('button', { name: 'Agregar una nota a la orden 31' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nota sobre la orden 31' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Nota/ }),
      'Le recordé que vence el viernes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() =>
      expect(server.callsTo('POST', 'backoffice/orders/31/notes')[0]?.body).toEqual({
        body: 'Le recordé que vence el viernes.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(section('Órdenes')).findByText('Le recordé que vence el viernes.'),
    ).toBeInTheDocument();
  });

  it('says so when the company does not exist', async () => {
    fakeCompaniesServer();
    renderRoute('/es/backoffice/companies/999');
    expect(await screen.findByText('Esta empresa no existe o se eliminó.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las empresas' })).toHaveAttribute(
      'href',
      '/es/backoffice/companies',
    );
  });
});
