import type { Company } from '@forja/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCompanyApi } from '../../../features/company/testing/fake-company-api';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

function serve(company: Partial<Company>) {
  const api = fakeCompanyApi({ company });
  setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
  return api;
}

/** The names of the documents listed under "Los que te entregamos". */
async function delivered(): Promise<string[]> {
  const section = await screen.findByRole('region', { name: 'Los que te entregamos' });
  return [...section.querySelectorAll('h3')].map((heading) => heading.textContent ?? '');
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the documents page', () => {
  it('for an S.A.S. without Forja as legal representative: promises only what the SE and Forja will deliver', async () => {
    serve({ company_type: 'sas', legal_representation: false });
    renderRoute('/es/dashboard/1/documents');
    const names = await delivered();
    expect(names).toContain('Acta constitutiva');
    expect(names).toContain('Folio mercantil electrónico');
    expect(names).not.toContain('Identificación del comisario');
    expect(names).not.toContain('Constancia de situación fiscal del comisario');
    expect(names).not.toContain('Contrato de mandato');
    expect(names).not.toContain('Testimonio de la escritura constitutiva');
    expect(
      screen.getByText(
        'Todos los documentos de tu empresa en un lugar: los que subes tú y los que te entregamos nosotros o la Secretaría de Economía.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/El acta con la que nace tu S\.A\.S\., que emite el sistema/),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/notari/i);
  });

  it('for an S.A. de C.V. with Forja as legal representative: the commissary, the mandate and the notary', async () => {
    serve({ company_type: 'sa', legal_representation: true });
    renderRoute('/es/dashboard/1/documents');
    const names = await delivered();
    expect(names).toEqual(
      expect.arrayContaining([
        'Identificación del comisario',
        'Constancia de situación fiscal del comisario',
        'Contrato de mandato',
        'Testimonio de la escritura constitutiva',
      ]),
    );
    expect(
      screen.getByText(/los que te entregamos nosotros, el notario o la Secretaría de Economía\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText('El acta con la que nace tu empresa: la escritura pública firmada ante notario.'),
    ).toBeInTheDocument();
    // The commissary's files are theirs: the page says who uploads them and that only their state shows here.
    const commissaryId = screen
      .getByRole('heading', { name: 'Identificación del comisario' })
      .closest('li') as HTMLElement;
    expect(commissaryId).toHaveTextContent('Lo sube tu comisario desde su cuenta de Forja.');
    expect(commissaryId).not.toHaveTextContent('Te avisaremos cuando esté listo para descargar');
  });
});
