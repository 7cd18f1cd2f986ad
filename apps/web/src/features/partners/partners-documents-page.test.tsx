import type { Partner } from '@forja/contracts';
import { partnerDocument } from '@forja/domain/testing/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../lib/auth-tokens';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';
import { fakePartnersApi, fullPartner } from './testing/fake-partners-api';

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const PERSON_DOCUMENTS = ['national_identity', 'national_identity_back', 'address', 'CFI'] as const;

/** What a partner has after the whole partner flow: data, address, identity check, civil status, documents. */
function finished(id: number): Partial<Partner> {
  return {
    rfc: 'GODE561231GR8',
    curp: 'BOXW310820HNERXN09',
    accept_terms_conditions: true,
    civil_status: 'soltero',
    tax_country: 'MX',
    address: {
      country: 'MX',
      street: 'Av. Reforma',
      exterior_number: '10',
      interior_number: null,
      settlement: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
      postal_code: '06700',
    },
    mati_status: [{ status: 'Approved' }],
    documents: PERSON_DOCUMENTS.map((type, index) => partnerDocument(type, { id: id * 10 + index })),
  };
}

const series = [{ id: 100, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }];
const shares = (percentage: number) => [{ id: percentage, share_series_id: 100, percentage }];

/** Ana founded the company (user 7); Luis (user 8) joined by his invitation. */
function company(ana: Partial<Partner>, luis: Partial<Partner>) {
  return {
    user_id: 7,
    share_series: series,
    partners: [
      fullPartner({ id: 1, name: 'Ana López', email: 'ana@example.mx', shares: shares(60), ...ana }),
      fullPartner({
        id: 2,
        name: 'Luis Pérez',
        email: 'luis@example.mx',
        shares: shares(40),
        user_id: 8,
        invitation_accepted: true,
        ...luis,
      }),
    ],
  };
}

function openAs(user: { id: number; email: string }, companyData: ReturnType<typeof company>) {
  const api = fakePartnersApi({ company: companyData, user });
  setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
  renderRoute('/es/dashboard/1/partners_documents');
  return api;
}

const ANA = { id: 7, email: 'ana@example.mx' };
const LUIS = { id: 8, email: 'luis@example.mx' };

describe('partners documents: a partner without the permission to edit', () => {
  it("reads the other partners' documents without upload or replace, and is told who can change them", async () => {
    const ana = finished(1);
    openAs(LUIS, company(ana, { permission_to_edit: false }));
    const anaCard = await screen.findByRole('region', { name: 'Ana López' });

    expect(
      screen.getByText(
        /Los de los demás socios solo los puede cambiar quien fundó la empresa o un socio con permiso/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Tú puedes subirlos por ellos/)).toBeNull();
    expect(within(anaCard).queryByRole('button', { name: /Subir|Reemplazar/ })).toBeNull();
    expect(within(anaCard).queryByLabelText(/^Archivo de/)).toBeNull();
    // Ana's files can still be opened.
    expect(within(anaCard).getAllByRole('link', { name: /^Ver/ }).length).toBeGreaterThan(0);

    // His own documents he uploads himself.
    const luisCard = screen.getByRole('region', { name: 'Luis Pérez' });
    expect(within(luisCard).getByRole('button', { name: 'Subir: INE (frente)' })).toBeInTheDocument();
  });

  it('is given the upload and the usual intro once the founder lets him edit the company', async () => {
    openAs(LUIS, company(finished(1), { permission_to_edit: true }));
    const anaCard = await screen.findByRole('region', { name: 'Ana López' });
    expect(screen.getByText(/Tú puedes subirlos por ellos o invitarlos a hacerlo/)).toBeInTheDocument();
    expect(within(anaCard).getByRole('button', { name: 'Reemplazar: INE (frente)' })).toBeInTheDocument();
    expect(screen.queryByText(/solo los puede cambiar/)).toBeNull();
  });
});

describe('partners documents: whose documents the texts speak of', () => {
  it("tells another partner's documents in the third person and the reader's own in the second", async () => {
    openAs(ANA, company({}, {}));
    const luisCard = await screen.findByRole('region', { name: 'Luis Pérez' });
    expect(
      within(luisCard).getByText(/El frente de la credencial para votar vigente del socio/),
    ).toBeInTheDocument();
    expect(
      within(luisCard).getByText(/con el RFC, el régimen y el domicilio fiscal del socio/),
    ).toBeInTheDocument();
    expect(within(luisCard).queryByText(/tu credencial|tu RFC/)).toBeNull();

    const anaCard = screen.getByRole('region', { name: 'Ana López' });
    expect(within(anaCard).getByText(/El frente de tu credencial para votar vigente/)).toBeInTheDocument();
  });
});

describe('partners documents: a partner without Mexican nationality', () => {
  it('is asked for the passport, and no voter card', async () => {
    const chinese = {
      nationalities: [{ id: 2, code: 'CN', name: 'China' }],
      tax_country: 'CN',
      documents: [],
    };
    openAs(ANA, company(finished(1), chinese));
    const luisCard = await screen.findByRole('region', { name: 'Luis Pérez' });
    const passport = within(luisCard).getByRole('listitem', { name: 'Pasaporte' });
    expect(within(passport).getByText('Falta')).toBeInTheDocument();
    expect(within(passport).queryByText('Opcional')).toBeNull();
    expect(within(luisCard).queryByRole('listitem', { name: /INE/ })).toBeNull();
    // The passport and the proof of address: a tax resident of China needs no CSF.
    expect(within(luisCard).getByText('Faltan 2 documentos')).toBeInTheDocument();
  });
});

describe('partners documents: the progress', () => {
  it('says every document was approved once Forja approved them all, not that it will review them', async () => {
    const approved = (id: number): Partial<Partner> => ({
      ...finished(id),
      documents: PERSON_DOCUMENTS.map((type, index) =>
        partnerDocument(type, { id: id * 10 + index, is_approved: true }),
      ),
    });
    openAs(LUIS, company(approved(1), approved(2)));
    await screen.findByRole('region', { name: 'Ana López' });
    expect(screen.getByText('Aprobamos los documentos de todos los socios.')).toBeInTheDocument();
    expect(screen.queryByText(/Los revisaremos/)).toBeNull();
  });
});

describe('partners documents: the invitation to complete my own partner data', () => {
  it('asks the founder who is also a partner until her own part is done', async () => {
    openAs(ANA, company({}, {}));
    await screen.findByRole('region', { name: 'Ana López' });
    expect(screen.getByText(/También eres socio: completa tus datos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar mis datos' })).toHaveAttribute(
      'href',
      '/es/isPartner/1',
    );
  });

  it('points to the one rejected document once it is all that is left, not to the partner flow', async () => {
    const ana = finished(1);
    const rejected = {
      ...ana,
      documents: (ana.documents ?? []).map((document) =>
        document.type === 'address' ? { ...document, rejection_category: 'illegible' } : document,
      ),
    };
    openAs(ANA, company(rejected, finished(2)));
    await screen.findByRole('region', { name: 'Ana López' });
    expect(
      screen.getByText(
        'También eres socio y solo te falta una cosa: rechazamos «Comprobante de domicilio». Vuelve a subir el documento en tu tarjeta, más abajo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mis documentos' })).toHaveAttribute(
      'href',
      '#partner-docs-1',
    );
    expect(screen.queryByText(/completa tus datos, tu domicilio/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Completar mis datos' })).toBeNull();
  });

  it('names the documents left when several are', async () => {
    const ana = finished(1);
    openAs(ANA, company({ ...ana, documents: [] }, finished(2)));
    await screen.findByRole('region', { name: 'Ana López' });
    expect(
      screen.getByText(/^También eres socio y solo te faltan documentos: INE \(frente\), /),
    ).toBeInTheDocument();
  });

  it.each([
    ['the founder', ANA],
    ['an invited partner', LUIS],
  ])(
    'no longer asks %s once data, address, identity, civil status and documents are complete',
    async (_who, user) => {
      openAs(user, company(finished(1), finished(2)));
      await screen.findByRole('region', { name: 'Ana López' });
      expect(screen.getByText('Documentos completos')).toBeInTheDocument();
      // Uploaded, not reviewed yet: Forja says it will review them.
      expect(
        screen.getByText(
          'Todos los socios subieron sus documentos. Los revisaremos y te avisaremos si falta algo.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/También eres socio/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Completar mis datos' })).toBeNull();
    },
    20_000,
  );
});
