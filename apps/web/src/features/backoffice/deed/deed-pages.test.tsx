import type { BackofficeDeed, DeedQueueItem, ForjaDocuments } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

// jsdom has no scrollIntoView; Mantine's combobox calls it.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => undefined,
    configurable: true,
    writable: true,
  });
}

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const ADDRESS = {
  street: 'Av. Álvaro Obregón',
  exterior_number: '120',
  interior_number: null,
  settlement: 'Roma Norte',
  municipality: 'Cuauhtémoc',
  state: 'Ciudad de México',
  postal_code: '06700',
  references: 'Portón verde',
  contact_name: 'Ana López',
  contact_phone: '+525512345678',
};

const DEED = {
  notary_number: 137,
  notary_name: 'Lic. María Torres',
  notary_city: 'Ciudad de México',
  deed_number: '45,210',
  deed_date: '2026-11-14',
  volume: '1,204',
  folio_mercantil: null,
  recorded_at: '2026-11-21T17:00:00.000Z',
};

const page = (overrides: Partial<BackofficeDeed> = {}): BackofficeDeed => ({
  company_id: 5,
  friendly_id: 'FJ-0005',
  company_type: 'sa',
  name: 'Nopal Azul',
  legal_name: 'Nopal Azul S.A.',
  founder_email: 'ana@nopal.mx',
  date_signature: '2026-11-20T18:00:00.000Z',
  se_signature_ready_at: null,
  deed: null,
  testimony_at: null,
  testimony_file: null,
  public_registry_file: null,
  delivery: {
    status: 'awaiting_address',
    address: null,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    shipped_at: null,
    delivered_at: null,
  },
  ...overrides,
});

const DOCUMENTS: ForjaDocuments = {
  company_id: 5,
  friendly_id: 'FJ-0005',
  name: 'Nopal Azul',
  legal_name: 'Nopal Azul S.A.',
  founder_email: 'ana@nopal.mx',
  documents: [
    { type: 'testimony', document: null },
    { type: 'public_registry_entry', document: null },
  ],
};

type Call = { method: string; path: string; body: unknown };

/** The back office's API for a signed-in operator, with the deed routes answering from `state`. */
function serve(state: { deed: BackofficeDeed; queue?: DeedQueueItem[]; documents?: ForjaDocuments }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(init.body as string) : null;
    calls.push({ method, path: `${path}${url.search}`, body });
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
    if (path === 'backoffice/deed/queue') return json(200, { content: state.queue ?? [] });
    if (path === 'backoffice/forja-documents/5') return json(200, { content: state.documents ?? DOCUMENTS });
    if (path === 'backoffice/deed/5' && method === 'PUT') {
      const notary = ['notary_number', 'notary_name', 'notary_city', 'volume'] as const;
      const given = body as Partial<Record<string, unknown>>;
      // As the API: an S.A.S. is registered online and names no notary.
      if (state.deed.company_type === 'sas' && notary.some((field) => given[field] != null))
        return json(409, { message: ['formed_online'] });
      // …and is registered once its shareholders were told to sign in the SE's system.
      if (state.deed.company_type === 'sas' && !state.deed.deed && !state.deed.se_signature_ready_at)
        return json(409, { message: ['se_signature_not_ready'] });
      state.deed = page({
        ...state.deed,
        deed: {
          notary_number: null,
          notary_name: null,
          notary_city: null,
          volume: null,
          folio_mercantil: null,
          ...(body as object),
          deed_number: String(given.deed_number),
          deed_date: String(given.deed_date),
          recorded_at: DEED.recorded_at,
        },
      });
      return json(200, { content: state.deed });
    }
    if (path === 'backoffice/deed/5/se-signature-ready' && method === 'POST') {
      // As the API: only an S.A.S., signed in Forja, not registered yet; a repeat keeps the first time.
      if (state.deed.company_type !== 'sas') return json(409, { message: ['not_formed_online'] });
      if (!state.deed.date_signature) return json(409, { message: ['signature_not_complete'] });
      if (state.deed.deed) return json(409, { message: ['registration_already_recorded'] });
      state.deed = page({
        ...state.deed,
        se_signature_ready_at: state.deed.se_signature_ready_at ?? '2026-11-23T17:30:00.000Z',
      });
      return json(200, { content: state.deed });
    }
    if (path === 'backoffice/deed/5/ship' && method === 'POST') {
      state.deed = page({
        ...state.deed,
        delivery: {
          ...state.deed.delivery,
          status: 'shipped',
          carrier: 'dhl',
          tracking_number: (body as { tracking_number: string }).tracking_number,
          tracking_url: 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890',
          shipped_at: '2026-11-24T17:00:00.000Z',
        },
      });
      return json(200, { content: state.deed });
    }
    if (path === 'backoffice/deed/5') return json(200, { content: state.deed });
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return calls;
}

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
});

describe('the back office: deed and delivery', () => {
  it('lists the signed companies with what each waits for, linking to its deed page', async () => {
    serve({
      deed: page(),
      queue: [
        {
          company_id: 5,
          friendly_id: 'FJ-0005',
          name: 'Nopal Azul',
          legal_name: 'Nopal Azul S.A.',
          company_type: 'sa',
          date_signature: '2026-11-20T18:00:00.000Z',
          stage: 'testimony',
        },
      ],
    });
    renderRoute('/es/backoffice/deed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritura y entrega' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Escritura y entrega' });
    expect(within(table).getByRole('link', { name: 'Nopal Azul S.A.' })).toHaveAttribute(
      'href',
      '/es/backoffice/deed/5',
    );
    expect(within(table).getByText('Subir testimonio')).toBeInTheDocument();
    // The navigation (beside the page on a wide screen) leads here.
    expect(screen.getByRole('link', { name: 'Escritura y entrega' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the waiting step of an S.A.S. its registration with the SE, and the others their deed', async () => {
    serve({
      deed: page(),
      queue: [
        {
          company_id: 5,
          friendly_id: 'FJ-0005',
          name: 'Nopal Azul',
          legal_name: 'Nopal Azul S.A.',
          company_type: 'sa',
          date_signature: '2026-11-20T18:00:00.000Z',
          stage: 'deed',
        },
        {
          company_id: 6,
          friendly_id: 'FJ-0006',
          name: 'Maguey Rojo',
          legal_name: 'Maguey Rojo S.A.S.',
          company_type: 'sas',
          date_signature: '2026-11-21T18:00:00.000Z',
          stage: 'deed',
        },
      ],
    });
    renderRoute('/es/backoffice/deed');
    const table = await screen.findByRole('table', { name: 'Escritura y entrega' });
    const [, notaryRow, onlineRow] = within(table).getAllByRole('row');
    expect(within(notaryRow!).getByRole('link', { name: 'Nopal Azul S.A.' })).toBeInTheDocument();
    expect(within(notaryRow!).getByText('Registrar escritura')).toBeInTheDocument();
    expect(within(onlineRow!).getByRole('link', { name: 'Maguey Rojo S.A.S.' })).toHaveAttribute(
      'href',
      '/es/backoffice/deed/6',
    );
    expect(within(onlineRow!).getByText('Registro en la SE pendiente')).toBeInTheDocument();
    expect(within(onlineRow!).queryByText('Registrar escritura')).not.toBeInTheDocument();
  });

  it('records the registration of an S.A.S. with the SE: no notary, no testimony, nothing to ship', async () => {
    const calls = serve({
      deed: page({
        company_type: 'sas',
        legal_name: 'Nopal Azul S.A.S.',
        se_signature_ready_at: '2026-11-20T19:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/deed/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro en la SE de Nopal Azul S.A.S.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Escritura y entrega de/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Todos los accionistas firmaron el acta en Forja: 20/11/2026, 12:00 p.m.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Registro en la Secretaría de Economía' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Una S\.A\.S\. no pasa por notario/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Escritura pública' })).not.toBeInTheDocument();
    for (const label of [/Número de notaría/, /Nombre del notario/, /Ciudad de la notaría/, /Volumen/]) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Envío del testimonio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como enviado' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Una S.A.S. no tiene testimonio ni envío en papel: su acta y su inscripción están en el sistema de la SE.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir Documentos de Forja' })).toHaveAttribute(
      'href',
      '/es/backoffice/forja-documents/5',
    );
    // The boleta de inscripción is uploaded here; the testimony is not.
    expect(await screen.findByRole('heading', { name: 'Folio mercantil electrónico' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Testimonio de la escritura constitutiva' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Registra la inscripción antes de subir la boleta.')).toBeInTheDocument();
    // The slip cannot be uploaded before the registration: its button says why.
    const slip = screen.getByRole('button', { name: 'Subir PDF: Folio mercantil electrónico' });
    expect(slip).toBeDisabled();
    expect(slip).toHaveAccessibleDescription('Se sube cuando registres la inscripción en la SE.');
    expect(screen.getByLabelText('Archivo PDF de Folio mercantil electrónico')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Registrar inscripción' }));
    expect(screen.getByLabelText(/Número del acta en el sistema de la SE/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(/Fecha de inscripción/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText(/Número del acta en el sistema de la SE/), 'SAS-2026-00417');
    await user.type(screen.getByLabelText(/Fecha de inscripción/), '2026-11-21');
    await user.type(
      screen.getByRole('textbox', { name: /Folio mercantil electrónico \(opcional\)/ }),
      'N-2026-098765',
    );
    await user.click(screen.getByRole('button', { name: 'Registrar inscripción' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')?.body).toStrictEqual({
      deed_number: 'SAS-2026-00417',
      deed_date: '2026-11-21',
      folio_mercantil: 'N-2026-098765',
    });

    expect(
      await screen.findByText('Registramos la inscripción y le avisamos al cliente por correo.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Número del acta en el sistema de la SE/)).toHaveValue('SAS-2026-00417');
    expect(screen.getByLabelText(/Fecha de inscripción/)).toHaveValue('2026-11-21');
    expect(screen.getByRole('textbox', { name: /Folio mercantil electrónico \(opcional\)/ })).toHaveValue(
      'N-2026-098765',
    );
    expect(screen.queryByText('Registra la inscripción antes de subir la boleta.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir PDF: Folio mercantil electrónico' })).toBeEnabled();
    expect(screen.queryByText('Se sube cuando registres la inscripción en la SE.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Número de notaría/)).not.toBeInTheDocument();
  });

  it("tells an S.A.S.'s shareholders, after a confirmation, that the articles are ready for their e.firma in the SE", async () => {
    const calls = serve({ deed: page({ company_type: 'sas', legal_name: 'Nopal Azul S.A.S.' }) });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/deed/5');
    expect(await screen.findByText('Firma de los accionistas en la SE')).toBeInTheDocument();
    expect(
      screen.getByText(/le escribimos a cada accionista para que la firme ahí con su e\.firma/),
    ).toBeVisible();
    // The registration follows the shareholders' signature in the SE: it waits for this notice.
    expect(
      screen.getByText(
        /^Primero avisa a los accionistas que el acta está lista para firmar en el sistema de la SE/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Registrar inscripción' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Avisar que el acta está lista para firmar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿El acta ya está lista para firmarse en la SE?',
    });
    expect(within(dialog).getByText(/Hazlo solo cuando el acta ya esté capturada ahí/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, avisar a los accionistas' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'backoffice/deed/5/se-signature-ready')).toHaveLength(1),
    );
    expect(
      await screen.findByText('Avisamos a los accionistas por correo que firmen el acta en la SE.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/^Avisamos a los accionistas el .+: cada uno firma el acta/),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Avisar que el acta está lista para firmar' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/^Primero avisa a los accionistas/)).not.toBeInTheDocument();
    // The registration is recorded next, on the same page; then the panel no longer asks for it.
    expect(
      screen.getByText(/Cuando la SE inscriba la empresa, registra aquí la inscripción\.$/),
    ).toBeVisible();
    await user.type(screen.getByLabelText(/Número del acta en el sistema de la SE/), 'SAS-2026-00417');
    await user.type(screen.getByLabelText(/Fecha de inscripción/), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Registrar inscripción' }));
    expect(
      await screen.findByText(
        /^Avisamos a los accionistas el .+ que firmaran el acta .+ La inscripción ya está registrada\.$/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/registra aquí la inscripción/)).not.toBeInTheDocument();
  });

  it("keeps the SE signature act disabled, saying why, before the signature in Forja; the notarised types don't have it", async () => {
    serve({ deed: page({ company_type: 'sas', date_signature: null }) });
    renderRoute('/es/backoffice/deed/5');
    const button = await screen.findByRole('button', { name: 'Avisar que el acta está lista para firmar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Se avisa cuando todos los accionistas hayan firmado el acta en Forja.',
    );

    queryClient.clear();
    cleanup();
    serve({
      deed: page({
        company_type: 'sas',
        deed: { ...DEED, notary_number: null, notary_name: null, notary_city: null, volume: null },
      }),
    });
    renderRoute('/es/backoffice/deed/5');
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.queryByText('Firma de los accionistas en la SE')).not.toBeInTheDocument();

    queryClient.clear();
    cleanup();
    serve({ deed: page() });
    renderRoute('/es/backoffice/deed/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Escritura pública' })).toBeInTheDocument();
    expect(screen.queryByText('Firma de los accionistas en la SE')).not.toBeInTheDocument();
  });

  it('checks the deed form and records the deed', async () => {
    const calls = serve({ deed: page() });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/deed/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escritura y entrega de Nopal Azul S.A.' }),
    ).toBeInTheDocument();
    // The time ends in «p.m.»: the sentence adds no second period after it.
    expect(screen.getByText('Todos los socios firmaron el acta: 20/11/2026, 12:00 p.m.')).toBeInTheDocument();
    expect(
      screen.getByText('Registra la escritura antes de subir el testimonio o el folio mercantil.'),
    ).toBeInTheDocument();
    for (const name of ['Testimonio de la escritura constitutiva', 'Folio mercantil electrónico']) {
      const upload = await screen.findByRole('button', { name: `Subir PDF: ${name}` });
      expect(upload).toBeDisabled();
      expect(upload).toHaveAccessibleDescription('Se sube cuando registres los datos de la escritura.');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Escritura pública' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Envío del testimonio' })).toBeInTheDocument();
    expect(screen.getByText('El cliente todavía no da la dirección de envío.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar escritura' }));
    expect(screen.getByLabelText(/Número de notaría/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Fecha de la escritura/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // Letters (or a fraction) in the deed's number or volume: refused under each field before sending.
    await user.type(screen.getByLabelText(/Número de escritura/), 'abc');
    await user.type(screen.getByLabelText(/Volumen/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Registrar escritura' }));
    for (const label of [/Número de escritura/, /Volumen/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        'Escribe solo el número, sin letras (por ejemplo, 45210 o 45,210).',
      );
    }
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(screen.getByLabelText(/Número de escritura/));
    await user.clear(screen.getByLabelText(/Volumen/));

    await user.type(screen.getByLabelText(/Número de notaría/), '137');
    await user.type(screen.getByLabelText(/Nombre del notario/), 'Lic. María Torres');
    await user.type(screen.getByLabelText(/Ciudad de la notaría/), 'Ciudad de México');
    await user.type(screen.getByLabelText(/Número de escritura/), '45,210');
    await user.type(screen.getByLabelText(/Fecha de la escritura/), '2026-11-14');
    await user.type(screen.getByLabelText(/Volumen/), '1,204');
    await user.click(screen.getByRole('button', { name: 'Registrar escritura' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      notary_number: 137,
      notary_name: 'Lic. María Torres',
      notary_city: 'Ciudad de México',
      deed_number: '45,210',
      deed_date: '2026-11-14',
      volume: '1,204',
      folio_mercantil: null,
    });
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    for (const name of ['Testimonio de la escritura constitutiva', 'Folio mercantil electrónico']) {
      expect(screen.getByRole('button', { name: `Subir PDF: ${name}` })).toBeEnabled();
    }
  });

  it('refuses to record the deed before the signature', async () => {
    serve({ deed: page({ date_signature: null }) });
    renderRoute('/es/backoffice/deed/5');
    expect(
      await screen.findByText('La escritura se registra cuando todos los socios hayan firmado el acta.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar escritura' })).toBeDisabled();
  });

  it('says the testimony PDF is uploaded, not delivered, while the paper copy still waits for its address', async () => {
    serve({
      deed: page({ deed: DEED, testimony_at: '2026-11-22T17:00:00.000Z' }),
      documents: {
        ...DOCUMENTS,
        documents: [
          {
            type: 'testimony',
            document: {
              id: 61,
              file_name: 'testimonio.pdf',
              size_bytes: 80_000,
              is_approved: true,
              uploaded_by_email: 'luis@forja.mx',
              uploaded_by_staff: true,
              updated_at: '2026-11-22T17:00:00.000Z',
              document_url: '/api/v3/files/token-61',
            },
          },
          { type: 'public_registry_entry', document: null },
        ],
      },
    });
    renderRoute('/en/backoffice/deed/5');
    const testimony = await screen.findByRole('listitem', { name: /certified copy/i });
    expect(within(testimony).getByText('PDF uploaded')).toBeInTheDocument();
    expect(screen.getByText('PDF not uploaded')).toBeInTheDocument();
    expect(screen.getByText('Address needed')).toBeInTheDocument();
    expect(screen.queryByText('Delivered')).not.toBeInTheDocument();
  });

  it('ships the testimony after a confirmation, with the carrier and the tracking number', async () => {
    const calls = serve({
      deed: page({
        deed: DEED,
        testimony_at: '2026-11-22T17:00:00.000Z',
        delivery: { ...page().delivery, status: 'preparing', address: ADDRESS },
      }),
    });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/deed/5');
    expect(await screen.findByText(/Av\. Álvaro Obregón 120, Col\. Roma Norte/)).toBeInTheDocument();
    expect(screen.getByText('Recibe: Ana López · +52 55 1234 5678')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    // The form's check runs after the click returns: wait for its message (CI's loaded machine missed it).
    expect(await screen.findByText('Elige la paquetería.', {})).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Paquetería/ }));
    await user.click(await screen.findByRole('option', { name: 'DHL', hidden: true }));
    await user.type(screen.getByLabelText(/Número de guía/), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar el testimonio como enviado?' });
    expect(within(dialog).getByText(/va en camino por DHL con la guía 1234567890/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, marcar como enviado' }));

    await waitFor(() => expect(calls.find((call) => call.path === 'backoffice/deed/5/ship')).toBeDefined());
    expect(calls.find((call) => call.path === 'backoffice/deed/5/ship')?.body).toEqual({
      carrier: 'dhl',
      tracking_number: '1234567890',
    });
    expect(await screen.findByRole('button', { name: 'Marcar como entregado' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Seguir el envío en la página de la paquetería' }),
    ).toHaveAttribute('href', 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890');
  });
});
