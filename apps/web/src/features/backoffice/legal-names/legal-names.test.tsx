import type { LegalNameCaseDetail, LegalNameProposal } from '@forja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { PASSWORD, json, serveBackoffice, type FakeCall } from './testing/fake-backoffice-api';

function proposal(overrides: Partial<LegalNameProposal> & { id: number; name: string }): LegalNameProposal {
  return {
    priority: 1,
    decision: null,
    authorization_key: null,
    authorization_date: null,
    refusal_reason: null,
    refusal_note: null,
    decided_at: null,
    proposed_at: '2026-11-20T16:00:00.000Z',
    check: { problem: null, risks: [] },
    ...overrides,
  };
}

function nopalAzul(): LegalNameCaseDetail {
  return {
    company_id: 10,
    friendly_id: 'FJ-7KQ2MX',
    company_name: 'Nopal Azul',
    founder_email: 'ana@example.mx',
    founder_name: 'Ana López',
    founder_gender: 'female',
    waiting_since: '2026-11-20T16:00:00.000Z',
    proposals: [
      proposal({ id: 101, name: 'Nopal Azul Digital', priority: 1 }),
      proposal({
        id: 102,
        name: 'Banco Nopal',
        priority: 2,
        check: { problem: 'denomination_validate', risks: ['reserved_word'] },
      }),
    ],
    legal_name: null,
    name_authorization: false,
    paid: true,
    authorization_document: null,
    decided: false,
  };
}

/** The Legal names routes of the API, keeping one company's state as the server would. */
function legalNamesApi(
  options: {
    authorize?: (call: FakeCall) => Response | undefined;
    paid?: boolean;
    founderGender?: LegalNameCaseDetail['founder_gender'];
    proposals?: LegalNameProposal[];
  } = {},
) {
  let state = {
    ...nopalAzul(),
    paid: options.paid ?? true,
    ...(options.proposals ? { proposals: options.proposals } : {}),
    ...(options.founderGender !== undefined ? { founder_gender: options.founderGender } : {}),
  };
  return (call: FakeCall) => {
    if (call.path === 'backoffice/legal-names' && call.method === 'GET') {
      const q = call.query.get('q') ?? '';
      const items = q && !'FJ-7KQ2MX Nopal Azul'.toLowerCase().includes(q.toLowerCase()) ? [] : [state];
      return json(200, { content: { items, total: items.length, page: 1, page_size: 25 } });
    }
    if (call.path === 'backoffice/legal-names/10' && call.method === 'GET')
      return json(200, { content: state });
    if (call.path === 'backoffice/legal-names/10/authorize') {
      const special = options.authorize?.(call);
      if (special) return special;
      const id = Number(call.form?.get('denomination_id'));
      const chosen = state.proposals.find((item) => item.id === id);
      if (!chosen) return json(400, { message: ['invalid_request'] });
      state = {
        ...state,
        legal_name: chosen.name,
        name_authorization: true,
        decided: true,
        authorization_document: { id: 77, document_url: '/api/v3/files/token-77', is_approved: true },
        proposals: state.proposals.map((item) =>
          item.id === id
            ? {
                ...item,
                decision: 'approved',
                authorization_key: call.form?.get('authorization_key') as string,
                authorization_date: call.form?.get('authorization_date') as string,
              }
            : item,
        ),
      };
      return json(200, { content: state });
    }
    if (call.path === 'backoffice/legal-names/10/refuse') {
      const body = call.body as { denomination_ids: number[]; reason: string; note?: string };
      state = {
        ...state,
        proposals: state.proposals.map((item) =>
          body.denomination_ids.includes(item.id)
            ? {
                ...item,
                decision: 'refused' as const,
                refusal_reason: body.reason as LegalNameProposal['refusal_reason'],
                refusal_note: body.note ?? null,
              }
            : item,
        ),
      };
      state = { ...state, decided: state.proposals.every((item) => item.decision !== null) };
      return json(200, { content: state });
    }
    return undefined;
  };
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the legal names queue', () => {
  it('lists the waiting companies with each proposal and its risk, and searches them', async () => {
    const api = serveBackoffice(legalNamesApi());
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/legal-names');
    const card = await screen.findByRole('listitem', { name: /Nopal Azul/ });
    expect(within(card).getByText('FJ-7KQ2MX')).toBeInTheDocument();
    expect(within(card).getByText('Banco Nopal')).toBeInTheDocument();
    expect(within(card).getByText('Riesgo de rechazo')).toBeInTheDocument();
    expect(within(card).getByText('Sin riesgos a la vista')).toBeInTheDocument();
    expect(screen.getByText('1 empresa esperando')).toBeInTheDocument();
    // Her CURP says she is a woman: «fundadora».
    expect(within(card).getByText(/^Fundadora: Ana López · ana@example\.mx$/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Buscar'), 'tacos');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ninguna empresa coincide con «tacos».')).toBeInTheDocument();
    expect(api.calls.some((call) => call.query.get('q') === 'tacos')).toBe(true);
    expect(router.state.location.search).toBe('?q=tacos');

    await user.click(screen.getByRole('button', { name: 'Quitar búsqueda' }));
    await user.click(await screen.findByRole('link', { name: 'Decidir los nombres de Nopal Azul' }));
    expect(await screen.findByRole('heading', { name: 'Nombres de Nopal Azul' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es/backoffice/legal-names/10');
  });
});

describe('the founder, by gender', () => {
  it.each([
    ['male', 'es', /^Fundador: Ana López/],
    [null, 'es', /^Persona fundadora: Ana López/],
    [null, 'en', /^Founder: Ana López/],
    ['female', 'zh_cn', /^创始人：Ana López/],
  ] as const)('%s founder in %s', async (gender, language, text) => {
    serveBackoffice(legalNamesApi({ founderGender: gender }));
    renderRoute(`/${language}/backoffice/legal-names/10`);
    expect(await screen.findByText(text, {})).toBeInTheDocument();
  });
});

describe('an unpaid company opened by its address', () => {
  it('says it has not paid, so nobody asks the SE for its name yet', async () => {
    serveBackoffice(legalNamesApi({ paid: false }));
    renderRoute('/es/backoffice/legal-names/10');
    expect(await screen.findByRole('heading', { name: 'Nombres de Nopal Azul' })).toBeInTheDocument();
    expect(screen.getByText('Sin pagar')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Esta empresa todavía no paga: no pidas su denominación a la SE. Aparecerá en la cola de nombres cuando pague.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no such notice for a paid one', async () => {
    serveBackoffice(legalNamesApi());
    renderRoute('/en/backoffice/legal-names/10');
    expect(await screen.findByRole('heading', { name: /Nopal Azul/ })).toBeInTheDocument();
    expect(screen.queryByText('Not paid')).not.toBeInTheDocument();
  });
});

describe('the risk check of a proposal', () => {
  it('says once that a name includes the society type, and still lists the other risks', async () => {
    serveBackoffice(
      legalNamesApi({
        proposals: [
          proposal({
            id: 103,
            name: 'Banco Nopal S.A. de C.V.',
            check: {
              problem: 'denomination_society_type',
              risks: ['society_abbreviation', 'reserved_word'],
            },
          }),
        ],
      }),
    );
    renderRoute('/es/backoffice/legal-names/10');
    const item = await screen.findByRole('listitem', { name: 'Banco Nopal S.A. de C.V.' });
    expect(within(item).getAllByText(/Incluye el tipo de sociedad/)).toHaveLength(1);
    expect(
      within(item).getByText(
        'Incluye una palabra que requiere un permiso especial (p. ej. «banco», «seguros»).',
      ),
    ).toBeInTheDocument();
  });

  it('says once that a name has special characters', async () => {
    serveBackoffice(
      legalNamesApi({
        proposals: [
          proposal({
            id: 104,
            name: 'Nopal @ Azul',
            check: { problem: 'void_special_characters', risks: ['special_characters'] },
          }),
        ],
      }),
    );
    renderRoute('/es/backoffice/legal-names/10');
    const item = await screen.findByRole('listitem', { name: 'Nopal @ Azul' });
    expect(within(item).getByText('Caracteres especiales')).toBeInTheDocument();
    expect(within(item).queryByText(/Lleva símbolos que la SE no acepta/)).toBeNull();
  });
});

describe('the decision form', () => {
  it('shows the risk check in words, says what is missing, then records the authorisation with its PDF', async () => {
    const api = serveBackoffice(legalNamesApi());
    const user = userEvent.setup();
    renderRoute('/es/backoffice/legal-names/10');
    const risky = await screen.findByRole('listitem', { name: 'Banco Nopal' });
    expect(
      within(risky).getByText(
        'Incluye una palabra que requiere un permiso especial (p. ej. «banco», «seguros»).',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar autorización' }));
    expect(await screen.findByText('Escribe la clave de la autorización.')).toBeInTheDocument();
    expect(screen.getByText('Escribe la fecha de la autorización.')).toBeInTheDocument();
    expect(screen.getByText('Elige el PDF de la autorización.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'backoffice/legal-names/10/authorize')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/Nombre autorizado/), '101');
    await user.type(screen.getByLabelText(/Clave única del documento/), 'A202411141234');
    await user.type(screen.getByLabelText(/Fecha de la autorización/), '2024-11-14');
    await user.upload(
      screen.getByLabelText('Archivo PDF de la autorización'),
      new File(['%PDF-1.7\n%…'], 'autorizacion-se.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('autorizacion-se.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar autorización' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Avance de la subida de autorizacion-se.pdf' }),
    ).toBeInTheDocument();

    expect(
      await screen.findByText('La SE autorizó «Nopal Azul Digital». Clave A202411141234, del 14/11/2024.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir la autorización/ })).toHaveAttribute(
      'href',
      '/api/v3/files/token-77',
    );
    expect(screen.queryByRole('button', { name: 'Registrar autorización' })).not.toBeInTheDocument();
    const [sent] = api.callsTo('POST', 'backoffice/legal-names/10/authorize');
    expect(
      Object.fromEntries(
        ['denomination_id', 'authorization_key', 'authorization_date'].map((k) => [k, sent?.form?.get(k)]),
      ),
    ).toEqual({
      denomination_id: '101',
      authorization_key: 'A202411141234',
      authorization_date: '2024-11-14',
    });
    expect((sent?.form?.get('file') as File).name).toBe('autorizacion-se.pdf');
  });

  it('refuses a file that is not a PDF before sending it', async () => {
    const api = serveBackoffice(legalNamesApi());
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/es/backoffice/legal-names/10');
    await screen.findByRole('listitem', { name: 'Banco Nopal' });
    await user.type(screen.getByLabelText(/Clave única del documento/), 'K1');
    await user.type(screen.getByLabelText(/Fecha de la autorización/), '2024-11-14');
    await user.upload(
      screen.getByLabelText('Archivo PDF de la autorización'),
      new File(['png'], 'foto.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Registrar autorización' }));
    expect(
      await screen.findByText('Ese archivo no es un PDF. Elige el PDF de la autorización.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'backoffice/legal-names/10/authorize')).toHaveLength(0);
  });

  it('refuses an authorisation key with signs the SE does not use before sending it', async () => {
    const api = serveBackoffice(legalNamesApi());
    const user = userEvent.setup();
    renderRoute('/es/backoffice/legal-names/10');
    await screen.findByRole('listitem', { name: 'Banco Nopal' });
    const key = screen.getByLabelText(/Clave única del documento/);
    await user.type(key, 'A2024#11');
    await user.type(screen.getByLabelText(/Fecha de la autorización/), '2024-11-14');
    await user.upload(
      screen.getByLabelText('Archivo PDF de la autorización'),
      new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Registrar autorización' }));
    expect(
      await screen.findByText('Usa solo letras, números, espacios y los signos - _ / .'),
    ).toBeInTheDocument();
    expect(key).toHaveFocus();
    expect(api.callsTo('POST', 'backoffice/legal-names/10/authorize')).toHaveLength(0);
  });

  it('says so when another operator decided first', async () => {
    serveBackoffice(legalNamesApi({ authorize: () => json(409, { message: ['already_reviewed'] }) }));
    const user = userEvent.setup();
    renderRoute('/es/backoffice/legal-names/10');
    await screen.findByRole('listitem', { name: 'Banco Nopal' });
    await user.type(screen.getByLabelText(/Clave única del documento/), 'K1');
    await user.type(screen.getByLabelText(/Fecha de la autorización/), '2024-11-14');
    await user.upload(
      screen.getByLabelText('Archivo PDF de la autorización'),
      new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Registrar autorización' }));
    const form = screen.getByRole('region', { name: 'Registrar la autorización de la SE' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Otra persona del equipo ya revisó esto. Recarga la página para ver su decisión.',
    );
  });

  it('asks an idle operator for the password, then sends the authorisation again', async () => {
    const api = serveBackoffice(legalNamesApi(), { idle: true });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/legal-names/10');
    await screen.findByRole('listitem', { name: 'Banco Nopal' });
    await user.type(screen.getByLabelText(/Clave única del documento/), 'K1');
    await user.type(screen.getByLabelText(/Fecha de la autorización/), '2024-11-14');
    await user.upload(
      screen.getByLabelText('Archivo PDF de la autorización'),
      new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Registrar autorización' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.type(within(dialog).getByLabelText(/Contraseña/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/La SE autorizó «Nopal Azul Digital»/)).toBeInTheDocument();
    expect(api.callsTo('POST', 'backoffice/legal-names/10/authorize')).toHaveLength(2);
  });

  it('records a refusal only with a reason, and a note for other; the founder-facing reason shows', async () => {
    const api = serveBackoffice(legalNamesApi());
    const user = userEvent.setup();
    renderRoute('/es/backoffice/legal-names/10');
    await user.click(await screen.findByRole('button', { name: 'Registrar rechazo de «Banco Nopal»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Registrar que la SE rechazó este nombre?' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar rechazo' }));
    expect(await within(dialog).findByText('Elige el motivo del rechazo.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Otro motivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar rechazo' }));
    expect(
      await within(dialog).findByText('Escribe una nota cuando el motivo es «Otro».'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'backoffice/legal-names/10/refuse')).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText(/Nota para la persona fundadora/),
      'La SE pide un giro distinto',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Registrar rechazo' }));
    await waitFor(() => expect(api.callsTo('POST', 'backoffice/legal-names/10/refuse')).toHaveLength(1));
    expect(api.callsTo('POST', 'backoffice/legal-names/10/refuse')[0]?.body).toEqual({
      denomination_ids: [102],
      reason: 'other',
      note: 'La SE pide un giro distinto',
    });
    const refused = await screen.findByRole('listitem', { name: 'Banco Nopal' });
    expect(await within(refused).findByText('Rechazada')).toBeInTheDocument();
    expect(within(refused).getByText('Motivo: Otro motivo')).toBeInTheDocument();
    expect(
      within(refused).getByText('Nota para la persona fundadora: La SE pide un giro distinto'),
    ).toBeInTheDocument();
    expect(within(refused).queryByRole('button')).not.toBeInTheDocument();
    // The authorisation form now offers only the name still pending.
    const select = screen.getByLabelText(/Nombre autorizado/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Opción 1 · Nopal Azul Digital']);
  });
});
