import { makeCompany } from '@forja/domain/testing/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { applyLanguage } from '../../../lib/i18n';
import { DenominationManager } from './denomination-manager';

beforeEach(() => applyLanguage('es'));

const renderManager = (company: ReturnType<typeof makeCompany>) =>
  render(
    <AppProvider>
      <DenominationManager company={company} />
    </AppProvider>,
  );

describe("the founder's legal names after the SE answered", () => {
  it('shows a refused option with the reason and the note in words, and keeps the others proposed', () => {
    renderManager(
      makeCompany({
        legal_name: null,
        legal_names: [
          {
            id: 1,
            name: 'Banco Nopal',
            priority: 1,
            decision: 'refused',
            refusal_reason: 'reserved_word',
            refusal_note: 'Prueba sin «banco»',
          },
          { id: 2, name: 'Nopal Azul Digital', priority: 2, decision: null },
        ],
      }),
    );
    const refused = screen.getByText('Banco Nopal').closest('li') as HTMLElement;
    expect(within(refused).getByText('No autorizada')).toBeInTheDocument();
    expect(
      within(refused).getByText(
        'La Secretaría de Economía no autorizó esta opción: usa una palabra que requiere un permiso especial.',
      ),
    ).toBeInTheDocument();
    expect(within(refused).getByText('Nota del equipo de Forja: Prueba sin «banco»')).toBeInTheDocument();
    const pending = screen.getByText('Nopal Azul Digital').closest('li') as HTMLElement;
    expect(within(pending).getByText('Propuesta')).toBeInTheDocument();
    expect(
      screen.queryByText('La Secretaría de Economía no autorizó ninguna de tus opciones'),
    ).not.toBeInTheDocument();
  });

  it('asks for new names when every option was refused, and lets the founder add one', () => {
    renderManager(
      makeCompany({
        legal_name: null,
        legal_names: [
          { id: 1, name: 'Tacos Reyes', priority: 1, decision: 'refused', refusal_reason: 'name_taken' },
          { id: 2, name: 'Reyes Tacos', priority: 2, decision: 'refused', refusal_reason: 'similar_name' },
        ],
      }),
    );
    expect(
      screen.getByText('La Secretaría de Economía no autorizó ninguna de tus opciones'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'La Secretaría de Economía no autorizó esta opción: es muy parecida a otra denominación.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar opción' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Editar opción 1' })).toBeEnabled();
  });
});

describe("the founder's legal names while they wait for the SE", () => {
  const waiting = () =>
    makeCompany({
      legal_name: null,
      legal_names: [
        { id: 1, name: 'Tacos Lupita', priority: 1, decision: null },
        { id: 2, name: 'Nopal Azul', priority: 2, decision: null },
      ],
    });

  it('says which option a new name repeats, whatever its case, accents, spaces or dots', async () => {
    const user = userEvent.setup({ delay: null });
    renderManager(waiting());
    const field = screen.getByLabelText('Nueva opción');
    await user.type(field, 'NOPAL  AZÚL.');
    expect(
      await screen.findByText(
        'Ya es tu opción 2: mayúsculas, acentos, espacios y puntos no cuentan. Escribe otro nombre.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'Nopal Azul SA de CV');
    expect(
      await screen.findByText(
        'No escribas el tipo de sociedad (como «S.A. de C.V.», «S. de R.L.» o «S.A.S.») en el nombre: lo agregamos nosotros.',
      ),
    ).toBeInTheDocument();
  });

  it('says which other option an edited name repeats, not the one being edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderManager(waiting());
    await user.click(screen.getByRole('button', { name: 'Editar opción 2' }));
    const field = screen.getByLabelText('Opción 2');
    await user.clear(field);
    await user.type(field, 'tacos lupíta');
    expect(
      await screen.findByText(
        'Ya es tu opción 1: mayúsculas, acentos, espacios y puntos no cuentan. Escribe otro nombre.',
      ),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Nopal  AZUL');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
