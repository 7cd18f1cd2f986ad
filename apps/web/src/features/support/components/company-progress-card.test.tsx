import type { CompanyProgress } from '@forja/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { applyLanguage } from '../../../lib/i18n';
import { CompanyProgressCard } from './company-progress-card';

beforeEach(() => applyLanguage('es'));

function renderCard(progress: CompanyProgress) {
  const router = createMemoryRouter([{ path: '*', element: <CompanyProgressCard progress={progress} /> }], {
    initialEntries: ['/es/dashboard'],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return screen.findByTestId('company-progress');
}

const ON_PARTNERS: CompanyProgress = {
  company_id: 7,
  company_name: 'Nopal Azul',
  company_type: 'sa',
  done: 2,
  total: 11,
  current: { key: 'partners', actor: 'founder', note: null },
  target: { page: 'detail', company_id: 7 },
};
const ON_SIGNATURE: CompanyProgress = {
  ...ON_PARTNERS,
  done: 5,
  current: { key: 'signature', actor: 'founder', note: 'articles_administration' },
  target: { page: 'company_admin', company_id: 7 },
};

describe('CompanyProgressCard', () => {
  it('speaks of shares for a society by shares', async () => {
    expect(await renderCard(ON_PARTNERS)).toHaveTextContent('Socios y series de acciones');
  });

  it('names the administration a society by shares chooses in the signature step’s note', async () => {
    expect(await renderCard(ON_SIGNATURE)).toHaveTextContent(
      'un administrador único o un consejo de administración',
    );
  });

  it('speaks of partes sociales for an S. de R.L., as the dashboard’s checklist does', async () => {
    const card = await renderCard({ ...ON_PARTNERS, company_type: 'srl' });
    expect(card).toHaveTextContent('Socios y partes sociales');
    expect(card).not.toHaveTextContent('acciones');
  });

  it('names an S. de R.L.’s gerentes in the signature step’s note', async () => {
    expect(await renderCard({ ...ON_SIGNATURE, company_type: 'srl' })).toHaveTextContent(
      'un gerente único o un consejo de gerentes',
    );
  });
});
