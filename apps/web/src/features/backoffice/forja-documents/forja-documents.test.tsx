import { FORJA_ISSUED_DOCUMENTS, type ForjaDocuments } from '@forja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { json, serveBackoffice, type FakeCall } from '../legal-names/testing/fake-backoffice-api';

const COMPANY = {
  company_id: 10,
  friendly_id: 'FJ-7KQ2MX',
  name: 'Nopal Azul',
  legal_name: null,
  founder_email: 'ana@example.mx',
};

/** The Forja documents routes of the API, keeping one company's documents as the server would. */
function forjaDocumentsApi(options: { upload?: (call: FakeCall) => Response | undefined } = {}) {
  let nextId = 500;
  let state: ForjaDocuments = {
    ...COMPANY,
    documents: FORJA_ISSUED_DOCUMENTS.map((type) =>
      type === 'mandate_contract'
        ? {
            type,
            document: {
              id: 41,
              file_name: 'contrato.pdf',
              size_bytes: 52_000,
              is_approved: true,
              uploaded_by_email: 'luis@forja.mx',
              uploaded_by_staff: true,
              updated_at: '2026-11-20T16:00:00.000Z',
              document_url: '/api/v3/files/token-41',
            },
          }
        : { type, document: null },
    ),
  };
  return (call: FakeCall) => {
    if (call.path === 'backoffice/forja-documents/companies') {
      const q = (call.query.get('q') ?? '').toLowerCase();
      const items = !q || 'fj-7kq2mx nopal azul'.includes(q) ? [COMPANY] : [];
      return json(200, { content: { items, total: items.length, page: 1, page_size: 10 } });
    }
    if (call.path === 'backoffice/forja-documents/10' && call.method === 'GET')
      return json(200, { content: state });
    const type = /^backoffice\/forja-documents\/10\/(\w+)$/.exec(call.path)?.[1];
    if (type && call.method === 'PUT') {
      const special = options.upload?.(call);
      if (special) return special;
      const file = call.form?.get('file') as File;
      nextId += 1;
      state = {
        ...state,
        documents: state.documents.map((entry) =>
          entry.type === type
            ? {
                type: entry.type,
                document: {
                  id: nextId,
                  file_name: file.name,
                  size_bytes: file.size,
                  is_approved: true,
                  uploaded_by_email: 'rosa@forja.mx',
                  uploaded_by_staff: true,
                  updated_at: '2026-11-25T16:00:00.000Z',
                  document_url: `/api/v3/files/token-${nextId}`,
                },
              }
            : entry,
        ),
      };
      return json(200, { content: state });
    }
    if (type && call.method === 'DELETE') {
      state = {
        ...state,
        documents: state.documents.map((entry) =>
          entry.type === type ? { ...entry, document: null } : entry,
        ),
      };
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

describe('the Forja documents page', () => {
  it('finds a company by its friendly_id and opens its documents', async () => {
    const api = serveBackoffice(forjaDocumentsApi());
    const user = userEvent.setup();
    const { router } = renderRoute('/es/backoffice/forja-documents');
    await user.type(await screen.findByLabelText('Buscar empresa', {}), 'fj-7kq');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.calls.some((call) => call.query.get('q') === 'fj-7kq')).toBe(true));
    await user.click(await screen.findByRole('link', { name: 'Ver los documentos de Nopal Azul' }));
    expect(await screen.findByRole('heading', { name: 'Documentos de Nopal Azul' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es/backoffice/forja-documents/10');
    const mandate = screen.getByRole('listitem', { name: 'Contrato de mandato' });
    expect(within(mandate).getByText('PDF subido')).toBeInTheDocument();
    expect(within(mandate).getByText('contrato.pdf · 50.8 KB')).toBeInTheDocument();
    expect(within(mandate).getByText('Subido por luis@forja.mx el 20/11/2026')).toBeInTheDocument();
    const articles = screen.getByRole('listitem', { name: 'Acta constitutiva' });
    expect(within(articles).getByText('PDF sin subir')).toBeInTheDocument();
    expect(within(articles).queryByRole('button', { name: /Retirar/ })).not.toBeInTheDocument();
  });

  it('says when no company matches the search', async () => {
    serveBackoffice(forjaDocumentsApi());
    renderRoute('/es/backoffice/forja-documents?q=tacos');
    expect(await screen.findByText('Ninguna empresa coincide con «tacos».', {})).toBeInTheDocument();
  });

  it('uploads a PDF with a progress bar, saying which document it replaces, and shows it uploaded', async () => {
    const api = serveBackoffice(forjaDocumentsApi());
    const user = userEvent.setup();
    renderRoute('/es/backoffice/forja-documents/10');
    const articles = await screen.findByRole('listitem', { name: 'Acta constitutiva' });
    await user.upload(
      within(articles).getByLabelText('Archivo PDF de Acta constitutiva'),
      new File(['%PDF-1.7\n%…'], 'acta-firmada.pdf', { type: 'application/pdf' }),
    );
    expect(
      await within(articles).findByRole('progressbar', { name: 'Avance de la subida de acta-firmada.pdf' }),
    ).toBeInTheDocument();
    expect(await within(articles).findByText('PDF subido')).toBeInTheDocument();
    expect(within(articles).getByRole('link', { name: /Abrir/ })).toHaveAttribute(
      'href',
      '/api/v3/files/token-501',
    );
    const [sent] = api.callsTo('PUT', 'backoffice/forja-documents/10/articles_of_incorporation');
    expect(sent?.form?.get('current_document_id')).toBe('none');

    const mandate = screen.getByRole('listitem', { name: 'Contrato de mandato' });
    await user.upload(
      within(mandate).getByLabelText('Archivo PDF de Contrato de mandato'),
      new File(['%PDF-1.7'], 'contrato-v2.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT', 'backoffice/forja-documents/10/mandate_contract')).toHaveLength(1),
    );
    expect(
      api
        .callsTo('PUT', 'backoffice/forja-documents/10/mandate_contract')[0]
        ?.form?.get('current_document_id'),
    ).toBe('41');
    expect(await within(mandate).findByText(/contrato-v2\.pdf/)).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF before sending it, and shows the server refusing a changed document', async () => {
    const api = serveBackoffice(
      forjaDocumentsApi({ upload: () => json(409, { message: ['document_changed'] }) }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/es/backoffice/forja-documents/10');
    const render = await screen.findByRole('listitem', { name: 'Acta constitutiva' });
    const input = within(render).getByLabelText('Archivo PDF de Acta constitutiva');
    await user.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }));
    expect(await within(render).findByText('Ese archivo no es un PDF.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.7'], 'proyecto.pdf', { type: 'application/pdf' }));
    expect(
      await within(render).findByText('El archivo cambió desde que lo abriste. Revisa la versión nueva.'),
    ).toBeInTheDocument();
  });

  it('withdraws a document only after the operator confirms', async () => {
    const api = serveBackoffice(forjaDocumentsApi());
    const user = userEvent.setup();
    renderRoute('/es/backoffice/forja-documents/10');
    const mandate = await screen.findByRole('listitem', { name: 'Contrato de mandato' });
    await user.click(within(mandate).getByRole('button', { name: 'Retirar: Contrato de mandato' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar este documento?' });
    expect(dialog).toHaveTextContent(
      'La persona fundadora dejará de ver «Contrato de mandato» en Documentos.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(mandate).getByRole('button', { name: 'Retirar: Contrato de mandato' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Retirar este documento?' })).getByRole('button', {
        name: 'Sí, retirar',
      }),
    );
    expect(await within(mandate).findByText('PDF sin subir')).toBeInTheDocument();
    const [withdrawn] = api.calls.filter((call) => call.method === 'DELETE');
    expect(withdrawn?.path).toBe('backoffice/forja-documents/10/mandate_contract');
    expect(withdrawn?.query.get('document_id')).toBe('41');
  });
});
