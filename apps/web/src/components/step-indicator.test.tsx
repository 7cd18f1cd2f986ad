import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider';
import { applyLanguage } from '../lib/i18n';
import { StepIndicator, type StepIndicatorStep } from './step-indicator';

beforeEach(() => applyLanguage('es'));

const STEPS: StepIndicatorStep[] = [
  { label: 'Representación', to: '/es/register' },
  { label: 'Tipo de sociedad', to: '/es/register/type_of_society' },
  { label: 'Nombre' },
  { label: 'Tus datos' },
];

function renderSteps(current: number, label?: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <StepIndicator steps={STEPS} current={current} label={label} /> }],
    { initialEntries: ['/es/register/legal_name'] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return screen.getByRole('navigation', { name: label ?? 'Tus pasos' });
}

describe('StepIndicator', () => {
  it('says where the person is ("Paso n de m") and marks the current step', () => {
    const nav = renderSteps(2);
    expect(nav).toHaveTextContent('Paso 3 de 4');
    const current = within(nav)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current'));
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current).toHaveTextContent('Nombre');
  });

  it('links back to the steps done that may be revisited, saying they are done', () => {
    const nav = renderSteps(2, 'Pasos para crear tu empresa');
    expect(within(nav).getByRole('link', { name: /^Representación\s*\(completado\)$/ })).toHaveAttribute(
      'href',
      '/es/register',
    );
    expect(within(nav).getByRole('link', { name: /^Tipo de sociedad\s*\(completado\)$/ })).toHaveAttribute(
      'href',
      '/es/register/type_of_society',
    );
    // The current step and those ahead are not links.
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('names the steps done without a link when they cannot be revisited', () => {
    render(
      <AppProvider>
        <RouterProvider
          router={createMemoryRouter([
            {
              path: '*',
              element: (
                <StepIndicator steps={[{ label: 'Tu empresa' }, { label: 'Actividades' }]} current={1} />
              ),
            },
          ])}
        />
      </AppProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Tus pasos' });
    expect(nav).toHaveTextContent('Paso 2 de 2');
    expect(within(nav).queryByRole('link')).toBeNull();
    expect(within(nav).getByText('(completado)', { exact: false })).toBeInTheDocument();
  });
});
