import { EMPTY_FORMATION, type Company } from '@forja/contracts';
import {
  companyDocument,
  makeCompany,
  makeUser,
  notaryDeed,
  sasRegistration,
} from '@forja/domain/testing/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

const deed = notaryDeed();
const signed = {
  date_signature: '2026-03-02T18:00:00.000Z',
  flags: { weetrust_id: null, date_signature: '2026-03-02T18:00:00.000Z' },
};
/** A company that went all the way: signed, deed, testimonio delivered, RFC, e.firma, bank answered. */
const FORMED: Partial<Company> = {
  ...signed,
  company_type: 'srl',
  legal_name: 'Nopal Azul, S. de R.L. de C.V.',
  testimony: true,
  delivery_completed: true,
  rfc: 'NAZ260302AB1',
  status_federal_registration: 'active',
  not_interested_banks: true,
  documents: [
    { ...companyDocument('testimony', { is_approved: true }), document_url: '/files/testimonio.pdf' },
  ],
  formation: {
    ...EMPTY_FORMATION,
    deed,
    testimony_at: '2026-03-20T18:00:00.000Z',
    rfc_recorded_at: '2026-03-25T18:00:00.000Z',
    efirma_obtained_at: '2026-04-20T18:00:00.000Z',
  },
};

/** The API as these pages read it: the profile and one company. */
function serve(company: Company) {
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: string) => {
    const path = input.replace(/^\/api\/v3\//, '');
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 7 }) });
    if (path === `company/get-company-profile/${company.id}`) return json(200, { content: company });
    if (path === `company/${company.id}/notes`) return json(200, { content: [] });
    return json(404, { message: ['not_found'] });
  });
}

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});
afterEach(() => vi.unstubAllGlobals());

describe('the company record and the end of onboarding', () => {
  it('shows the deed, the SAT registration and the documents, and "not yet" for what does not exist', async () => {
    serve(makeCompany({ id: 1, ...signed, formation: { ...EMPTY_FORMATION, deed } }));
    renderRoute('/es/dashboard/1/detail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expediente de la empresa' })).toBeVisible();
    expect(screen.getByText(/sus socios, la escritura, el SAT y sus documentos/)).toBeVisible();
    const deedSection = screen.getByRole('region', { name: 'Escritura pública' });
    expect(within(deedSection).getByText('Acta firmada por todos los socios')).toBeVisible();
    expect(within(deedSection).getByText('Notaría 45 de Ciudad de México, Lic. Rosa Méndez')).toBeVisible();
    expect(within(deedSection).getByText('12345')).toBeVisible();
    expect(within(deedSection).getByText('N-2026012345')).toBeVisible();
    const sat = screen.getByRole('region', { name: 'SAT' });
    // No RFC yet: the record says so rather than leaving it blank.
    expect(within(sat).getAllByText('Todavía no')).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: 'Documentos de la constitución' })).getByText(
        'Aparecen aquí en cuanto existan: el acta firmada, el testimonio y el folio mercantil.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todos los documentos' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/documents',
    );
  });

  it("points the folio mercantil at the registry's slip when the slip came before its number", async () => {
    serve(
      makeCompany({
        id: 1,
        ...FORMED,
        formation: { ...FORMED.formation!, deed: { ...deed, folio_mercantil: null } },
        documents: [
          {
            ...companyDocument('public_registry_entry', { is_approved: true }),
            document_url: '/files/boleta.pdf',
          },
        ],
      }),
    );
    renderRoute('/es/dashboard/1/detail');
    const deedSection = await screen.findByRole('region', { name: 'Escritura pública' });
    expect(within(deedSection).getByText('En su documento, entre los de abajo')).toBeVisible();
    expect(within(deedSection).queryByText('N-2026012345')).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documentos de la constitución' });
    expect(within(documents).getByRole('link', { name: 'Folio mercantil electrónico' })).toHaveAttribute(
      'href',
      '/files/boleta.pdf',
    );
  });

  it("shows the SAT register status in the reader's language, in the SAT page's words", async () => {
    serve(makeCompany({ id: 1, ...FORMED }));
    for (const [language, title, status] of [
      ['es', 'SAT', 'Activo'],
      ['en', 'SAT', 'Active'],
      ['zh_cn', 'SAT', '有效'],
    ] as const) {
      queryClient.clear();
      const { unmount } = renderRoute(`/${language}/dashboard/1/detail`);
      const sat = await screen.findByRole('region', { name: title });
      expect(within(sat).getByText('NAZ260302AB1')).toBeVisible();
      expect(within(sat).getByText(status)).toBeVisible();
      expect(sat).not.toHaveTextContent('active');
      unmount();
    }
  });

  it("names the company's activities in the reader's language: the catalogue's English or Chinese name", async () => {
    serve(
      makeCompany({
        id: 1,
        ...FORMED,
        company_business_twists: [
          {
            id: 1,
            name: 'Cultivo de maíz grano',
            code: '111151',
            name_en: 'Corn (grain) farming',
            name_zh: '籽粒玉米种植',
          },
          {
            id: 297,
            name: 'Cafeterías, fuentes de sodas, neverías, refresquerías y similares',
            code: '722515',
            name_en: 'Cafés, soda fountains and ice cream parlors',
            name_zh: '咖啡馆、冷饮店、冰淇淋店及类似场所',
          },
          // One the catalogue no longer has keeps the name it was saved with.
          { id: 9999, name: 'Giro retirado del catálogo', code: null, name_en: null, name_zh: null },
        ],
      }),
    );
    for (const [language, section, label, activities] of [
      [
        'es',
        'Datos de la empresa',
        'Actividades económicas',
        [
          'Cultivo de maíz grano',
          'Cafeterías, fuentes de sodas, neverías, refresquerías y similares',
          'Giro retirado del catálogo',
        ],
      ],
      [
        'en',
        'Company data',
        'Business activities',
        ['Corn (grain) farming', 'Cafés, soda fountains and ice cream parlors', 'Giro retirado del catálogo'],
      ],
      [
        'zh_cn',
        '公司资料',
        '经营活动',
        ['籽粒玉米种植', '咖啡馆、冷饮店、冰淇淋店及类似场所', 'Giro retirado del catálogo'],
      ],
    ] as const) {
      queryClient.clear();
      const { unmount } = renderRoute(`/${language}/dashboard/1/detail`);
      const company = await screen.findByRole('region', { name: section });
      const field = within(company).getByText(label).parentElement!;
      // Each activity on a line of its own (a name may hold commas), in the company's order.
      expect([...field.querySelectorAll('span')].map((line) => line.textContent)).toEqual([...activities]);
      unmount();
    }
  });

  it('says the company exists once every step is done, with its RFC and deed', async () => {
    serve(makeCompany({ id: 1, ...FORMED }));
    renderRoute('/es/dashboard/1/validation_complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Nopal Azul, S. de R.L. de C.V. ya existe!' }),
    ).toBeVisible();
    expect(screen.getByText('RFC: NAZ260302AB1')).toBeVisible();
    expect(screen.getByText('Escritura 12345 ante la notaría 45.')).toBeVisible();
    expect(screen.getByText(/está constituida ante notario/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver el expediente' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/detail',
    );
  });

  it('lists what is left, with the checklist, when the company is not formed yet', async () => {
    serve(makeCompany({ id: 1, ...signed, company_type: 'srl' }));
    renderRoute('/es/dashboard/1/validation_complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu empresa aún no termina su constitución' }),
    ).toBeVisible();
    expect(screen.getByText('Llevas 5 de 11 pasos. Esto es lo que falta:')).toBeVisible();
    expect(screen.getByText('Escritura pública')).toBeVisible();
  });

  it("lists an S.A.S.'s registration with the Secretaría de Economía, not a notary, among what is left", async () => {
    serve(makeCompany({ id: 1, ...signed, company_type: 'sas' }));
    renderRoute('/es/dashboard/1/validation_complete');
    expect(await screen.findByText('Llevas 5 de 9 pasos. Esto es lo que falta:')).toBeVisible();
    expect(screen.getByText('Registro en la Secretaría de Economía')).toBeVisible();
    expect(screen.queryByText('Escritura pública')).not.toBeInTheDocument();
    expect(screen.queryByText('Entrega del testimonio')).not.toBeInTheDocument();
  });

  it("shows an S.A.S.'s registration on its record and its end page: no notary, no testimonio, no delivery", async () => {
    const formed = makeCompany({
      id: 1,
      ...FORMED,
      company_type: 'sas',
      legal_name: 'Nopal Azul, S.A.S. de C.V.',
      testimony: false,
      delivery_completed: false,
      documents: [],
      formation: { ...FORMED.formation!, deed: sasRegistration(), testimony_at: null },
    });
    serve(formed);
    renderRoute('/es/dashboard/1/detail');
    const section = await screen.findByRole('region', { name: 'Registro en la Secretaría de Economía' });
    // The record's intro promises its registration, not a deed.
    expect(
      screen.getByText(
        'Todo lo que forma a Nopal Azul, S.A.S. de C.V.: sus datos, sus socios, su registro en la Secretaría de Economía, el SAT y sus documentos.',
      ),
    ).toBeVisible();
    expect(within(section).getByText('SAS-2026-000123')).toBeVisible();
    expect(within(section).getByText('N-2026012345')).toBeVisible();
    // Who does what: the partners sign in Forja, Forja enters the articles in the SE's system, each shareholder
    // signs there with their e.firma.
    expect(within(section).getByText('Acta firmada en Forja por todos los socios')).toBeVisible();
    expect(
      within(section).getByText(
        /Forja captura en el sistema de la Secretaría de Economía el acta que los socios firmaron en Forja, cada accionista la firma ahí con su e\.firma/,
      ),
    ).toBeVisible();
    expect(within(section).getByText(/no hay escritura ante notario ni testimonio/i)).toBeVisible();
    const documents = screen.getByRole('region', { name: 'Documentos de la constitución' });
    expect(documents).toHaveTextContent(
      'Aparecen aquí en cuanto existan: el acta firmada y el folio mercantil (la boleta de inscripción en el Registro Público de Comercio).',
    );
    expect(documents).not.toHaveTextContent(/testimonio/i);
    expect(screen.queryByText(/escritura, el SAT/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Escritura pública' })).not.toBeInTheDocument();
    expect(screen.queryByText('Notaría')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /testimonio/i })).not.toBeInTheDocument();

    queryClient.clear();
    renderRoute('/es/dashboard/1/validation_complete');
    expect(await screen.findByText(/está constituida en línea ante la Secretaría de Economía/)).toBeVisible();
    expect(
      screen.getByText('Acta SAS-2026-000123 en el sistema de la Secretaría de Economía.'),
    ).toBeVisible();
  });
});
