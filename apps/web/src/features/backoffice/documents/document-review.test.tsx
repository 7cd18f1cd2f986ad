import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import {
  fakeDocumentReviewServer,
  sampleDocument,
  sampleRepresentative,
} from './testing/fake-document-review-server';
import { setScreenWidth } from '../../../test/screen-width';

// jsdom has no scrollIntoView; Mantine's combobox calls it.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => undefined,
    configurable: true,
    writable: true,
  });
}

let restoreScreen: () => void = () => undefined;
beforeEach(() => {
  // A wide screen: the lists are tables (a phone's cards are tested on their own).
  restoreScreen = setScreenWidth('wide');
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  restoreScreen();
  vi.unstubAllGlobals();
});

describe('the documents queue', () => {
  it('on a phone, shows each waiting document as a card with its review button, no table to scroll', async () => {
    restoreScreen();
    restoreScreen = setScreenWidth('phone');
    fakeDocumentReviewServer({ documents: [sampleDocument({ id: 13 })] });
    renderRoute('/es/backoffice/documents');
    const list = await screen.findByRole('list', { name: 'Documentos por revisar' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveAccessibleName(/Comprobante de domicilio/);
    expect(
      within(card!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Subido', 'Empresa', 'Debe coincidir con']);
    expect(within(card!).getByRole('link', { name: /Revisar .* de Luis Pérez/ })).toHaveAttribute(
      'href',
      '/es/backoffice/documents/partner/13',
    );
  });

  it('lists waiting documents oldest first and filters them by company, kind and type', async () => {
    const server = fakeDocumentReviewServer({
      documents: [
        sampleDocument({ id: 13, uploaded_at: '2026-11-21T10:00:00.000Z' }),
        sampleDocument({
          kind: 'company',
          id: 4,
          type: 'CSF_company',
          partner: null,
          uploaded_at: '2026-11-20T09:00:00.000Z',
        }),
      ],
    });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/documents');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documentos por revisar' }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    // The header, then the oldest first.
    expect(rows[1]).toHaveTextContent('Constancia de situación fiscal (CSF) de la empresa');
    expect(rows[2]).toHaveTextContent('Comprobante de domicilio');
    expect(screen.getByText('2 en espera')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: /Revisar .* de Luis Pérez/ })).toHaveAttribute(
      'href',
      '/es/backoffice/documents/partner/13',
    );

    await user.type(screen.getByLabelText(/Empresa/), 'FJ-0007');
    await user.click(screen.getByRole('combobox', { name: 'De quién' }));
    await user.click(await screen.findByRole('option', { name: 'De un socio', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => {
      const last = server.calls.filter((call) => call.path === 'backoffice/documents').at(-1);
      expect(last?.query.get('company')).toBe('FJ-0007');
      expect(last?.query.get('kind')).toBe('partner');
    });
    await waitFor(() => expect(screen.getByText('1 en espera')).toBeInTheDocument());
  });

  it('says so when nothing waits', async () => {
    fakeDocumentReviewServer({ documents: [] });
    renderRoute('/en/backoffice/documents');
    expect(await screen.findByText('No documents are waiting for review.', {})).toBeInTheDocument();
  });
});

describe('reviewing a document', () => {
  it('shows the file beside the data it must match, and approves the version seen', async () => {
    const server = fakeDocumentReviewServer();
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/documents/partner/13');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Comprobante de domicilio · Luis Pérez/ }),
    ).toBeInTheDocument();
    expect(await screen.findByTitle(/Archivo: Comprobante de domicilio de Luis Pérez/)).toHaveAttribute(
      'src',
      'blob:forja-file',
    );
    const data = screen.getByRole('region', { name: 'Datos con los que debe coincidir' });
    expect(within(data).getByText('PELU800101AB1')).toBeInTheDocument();
    expect(within(data).getByText('PELU800101HDFRRS09')).toBeInTheDocument();
    expect(within(data).getByText(/Calle Roble 12, Centro/)).toBeInTheDocument();
    // Countries by name in the operator's language, not as codes.
    expect(within(data).getByRole('row', { name: /Nacionalidades/ })).toHaveTextContent(
      /México, Estados Unidos$/,
    );
    expect(within(data).getByRole('row', { name: /residencia fiscal/i })).toHaveTextContent(/México$/);
    expect(screen.getByText('En espera de revisión')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/backoffice/documents'));
    expect(server.callsTo('POST', 'backoffice/documents/partner/13/approve')[0]?.body).toEqual({
      version: 'partners/2/address-v1.pdf',
    });
    expect(server.document(13)?.state).toBe('approved');
    expect(await screen.findByText('No hay documentos esperando revisión.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Data it must match', 'Nationalities', 'Mexico, United States'],
    ['zh_cn', '文件须与以下信息一致', '国籍', '墨西哥, 美国'],
  ])('names the nationalities in the operator language (%s)', async (language, region, label, names) => {
    fakeDocumentReviewServer();
    renderRoute(`/${language}/backoffice/documents/partner/13`);
    const data = await screen.findByRole('region', { name: region });
    expect(within(data).getByRole('row', { name: new RegExp(label) })).toHaveTextContent(names);
  });

  it("shows both sides of the commissary's ID with the commissary's RFC, and approves them together", async () => {
    const server = fakeDocumentReviewServer({
      documents: [
        sampleDocument({
          kind: 'company',
          id: 21,
          type: 'commissary_national_identity',
          file_name: 'ine.png',
          content_type: 'image/png',
          version: 'companies/7/commissary_national_identity-1.png',
          partner: null,
          must_match: {
            holder: 'commissary',
            name: 'Irene Solís',
            rfc: 'SOII800101AB1',
            curp: null,
            address: null,
            is_moral_person: false,
            civil_status: null,
            nationalities: [],
            tax_country: null,
          },
          other_sides: [{ side: 'back', content_type: 'application/pdf', file_name: 'ine-atras.pdf' }],
        }),
      ],
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/documents/company/21');
    const front = await screen.findByRole('region', { name: 'Frente' });
    // The header names both files, each by its side.
    expect(screen.getByText(/^Subido el .* · Frente: ine\.png · Reverso: ine-atras\.pdf$/)).toBeVisible();
    const back = screen.getByRole('region', { name: 'Reverso' });
    // The front is an image, the back a PDF in a frame; each fetched from its own side.
    expect(await within(front).findByRole('img')).toHaveAccessibleName(/^Frente de .* de Tacos del Norte$/);
    expect(await within(back).findByTitle(/^Reverso de .* de Tacos del Norte$/)).toHaveAttribute(
      'src',
      'blob:forja-file',
    );
    const files = server.calls.filter((call) => call.path === 'backoffice/documents/company/21/file');
    expect(files.map((call) => call.query.get('side')).sort()).toEqual(['back', null]);
    const data = screen.getByRole('region', { name: 'Datos con los que debe coincidir' });
    expect(within(data).getByText('SOII800101AB1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/backoffice/documents'));
    expect(server.document(21)?.state).toBe('approved');
  });

  it('rejects only with a reason, and a note when the reason is "other"', async () => {
    const server = fakeDocumentReviewServer();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/documents/partner/13');
    await user.click(await screen.findByRole('button', { name: 'Rechazar…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar' });
    // The dialog starts where its one required answer is.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Motivo/ })).toHaveFocus());
    // Who reads the note, and in which language: the operator writes accordingly.
    const readers = within(dialog).getByRole('list', { name: 'Quién leerá la nota' });
    // The founder's gender is not known here: neutral wording, not «fundador».
    expect(
      within(readers).getByText('Ana López (quien fundó la empresa) lee Forja en Español'),
    ).toBeInTheDocument();
    expect(within(readers).getByText('Luis Pérez (socio) lee Forja en 简体中文')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Elige por qué lo rechazas.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Motivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Otro (con nota)', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await within(dialog).findByText('Con «Otro», escribe una nota que explique el motivo.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', 'backoffice/documents/partner/13/reject')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Nota para el cliente/ }),
      'Es el recibo de otra casa.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(server.document(13)?.state).toBe('rejected'));
    expect(server.callsTo('POST', 'backoffice/documents/partner/13/reject')[0]?.body).toEqual({
      version: 'partners/2/address-v1.pdf',
      category: 'other',
      note: 'Es el recibo de otra casa.',
    });
  });

  it('tells the operator when the file was replaced meanwhile, and reviews the new one after reloading', async () => {
    const server = fakeDocumentReviewServer();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/documents/partner/13');
    const approve = await screen.findByRole('button', { name: 'Aprobar' });
    server.replaceFile(13, 'partners/2/address-v2.pdf');
    await user.click(approve);
    const message = await screen.findByText(
      'El archivo cambió desde que lo abriste. Revisa la versión nueva.',
    );
    const alert = message.closest<HTMLElement>('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(server.document(13)?.state).toBe('waiting');

    await user.click(within(alert!).getByRole('button', { name: 'Volver a cargar' }));
    await waitFor(() => expect(screen.queryByText(/El archivo cambió/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(server.document(13)?.state).toBe('approved'));
    expect(server.callsTo('POST', 'backoffice/documents/partner/13/approve').at(-1)?.body).toEqual({
      version: 'partners/2/address-v2.pdf',
    });
  });

  it('shows a decided document without the buttons, with its reason and note', async () => {
    fakeDocumentReviewServer({
      documents: [
        sampleDocument({
          state: 'rejected',
          last_decision: {
            approved: false,
            category: 'expired',
            note: 'Es de hace un año.',
            reviewer_email: 'luis@forja.mx',
            decided_at: '2026-11-21T12:00:00.000Z',
          },
        }),
      ],
    });
    renderRoute('/en/backoffice/documents/partner/13');
    expect(await screen.findByText('Reason: Expired. Note: Es de hace un año.', {})).toBeInTheDocument();
    expect(screen.getByText(/Decided by luis@forja.mx/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('reviewing a legal representative', () => {
  it('shows the ID image beside the name and RFC, and rejects with a reason', async () => {
    const server = fakeDocumentReviewServer({ representatives: [sampleRepresentative()] });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/legal-representatives');
    const review = await screen.findByRole('link', { name: 'Revisar a Marta Ruiz' });
    await user.click(review);
    expect(await screen.findByRole('img', { name: 'Identificación de Marta Ruiz' })).toHaveAttribute(
      'src',
      'blob:forja-file',
    );
    expect(screen.getByText('RUMA800101AB1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rechazar…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar' });
    expect(
      within(dialog).getByText(/podrá agregar a otra persona|agregar a otra persona/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Motivo/ }));
    await user.click(await screen.findByRole('option', { name: 'No coincide con los datos', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/backoffice/legal-representatives'));
    expect(server.representative(31)).toMatchObject({
      state: 'rejected',
      rejection_category: 'does_not_match',
    });
  });
});
