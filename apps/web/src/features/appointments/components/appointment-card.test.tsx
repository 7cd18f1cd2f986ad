import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { AppointmentCard } from './appointment-card';

function renderCard(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/:lang', element }], { initialEntries: ['/es'] });
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('AppointmentCard', () => {
  it('links to the booking page of the type when none is booked', () => {
    renderCard(<AppointmentCard companyId={4} type="efirma" appointments={[]} />);
    expect(screen.getByRole('heading', { name: 'Cita en el SAT para la e.firma' })).toBeInTheDocument();
    expect(screen.getByText('Aún no tienes cita.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservar cita' })).toHaveAttribute(
      'href',
      '/es/redirect_call?company=4&type=efirma',
    );
  });

  it('shows the booked one with the zone named, and a link to move it', () => {
    renderCard(
      <AppointmentCard
        companyId={4}
        type="efirma"
        appointments={[
          {
            id: 9,
            type: 'adviser_call',
            starts_at: '2026-12-01T15:00:00.000Z',
            ends_at: '2026-12-01T16:00:00.000Z',
            location: 'https://meet.forja.mx/x',
            time_zone: 'America/Mexico_City',
            can_cancel: true,
          },
          {
            id: 10,
            type: 'efirma',
            starts_at: '2026-12-02T15:00:00.000Z',
            ends_at: '2026-12-02T16:00:00.000Z',
            location: 'SAT Centro, Av. Hidalgo 77',
            time_zone: 'America/Mexico_City',
            can_cancel: true,
          },
        ]}
      />,
    );
    expect(
      screen.getByText('miércoles, 2 de diciembre de 2026, 09:00 – 10:00 (America/Mexico_City)'),
    ).toBeInTheDocument();
    expect(screen.getByText('SAT Centro, Av. Hidalgo 77')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o cambiar mi cita' })).toHaveAttribute(
      'href',
      '/es/redirect_call?company=4&type=efirma',
    );
  });
});
