import { makeCompany, notaryDeed } from '@forja/domain/testing/fixtures';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { AppointmentCard } from './appointment-card';

/** Signed, its deed recorded and its RFC given: the e.firma appointment can be booked. */
const READY = makeCompany({
  id: 4,
  date_signature: '2026-11-20T10:00:00.000Z',
  flags: { weetrust_id: null, date_signature: '2026-11-20T10:00:00.000Z' },
  rfc: 'NAZ261120AB1',
});
READY.formation.deed = notaryDeed();

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
    renderCard(<AppointmentCard company={READY} type="efirma" appointments={[]} />);
    expect(screen.getByRole('heading', { name: 'Cita en el SAT para la e.firma' })).toBeInTheDocument();
    expect(screen.getByText('Aún no tienes cita.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservar cita' })).toHaveAttribute(
      'href',
      '/es/redirect_call?company=4&type=efirma',
    );
  });

  it('says what the company still has to reach instead of offering a booking the page would refuse', () => {
    const noRfc = makeCompany({ ...READY, rfc: null });
    renderCard(<AppointmentCard company={noRfc} type="efirma" appointments={[]} />);
    expect(screen.getByText(/cuando tu empresa tenga su RFC/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reservar cita' })).not.toBeInTheDocument();
  });

  it('before the company is constituted: the notary for a notarised type, the SE for an S.A.S.', () => {
    const signed = (company_type: string) => {
      const company = makeCompany({ ...READY, company_type, rfc: null });
      company.formation = { ...company.formation, deed: null };
      return company;
    };
    const { unmount } = renderCard(
      <AppointmentCard company={signed('sa')} type="efirma" appointments={[]} />,
    );
    expect(
      screen.getByText(
        'Podrás agendar tu cita en el SAT cuando tu empresa quede constituida con su escritura pública ante notario. Te avisaremos por correo.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderCard(<AppointmentCard company={signed('sas')} type="efirma" appointments={[]} />);
    expect(
      screen.getByText(
        'Podrás agendar tu cita en el SAT cuando tu S.A.S. quede registrada en el sistema de la Secretaría de Economía. Te avisaremos por correo.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/notari/i);
  });

  it('shows the booked one with the zone named, and a link to move it', () => {
    renderCard(
      <AppointmentCard
        company={READY}
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
      screen.getByText('miércoles, 2 de diciembre de 2026, 09:00 – 10:00 (hora de la Ciudad de México)'),
    ).toBeInTheDocument();
    expect(screen.getByText('SAT Centro, Av. Hidalgo 77')).toBeInTheDocument();
    const manage = screen.getByRole('link', { name: 'Ver o cambiar mi cita' });
    expect(manage).toHaveAttribute('href', '/es/redirect_call?company=4&type=efirma');
    // On a 375 px phone its label wraps inside the card instead of running past its edge.
    expect(manage).toHaveStyle({ height: 'auto', maxWidth: '100%' });
    expect(manage.querySelector('.mantine-Button-label')).toHaveStyle({ whiteSpace: 'normal' });
  });
});
