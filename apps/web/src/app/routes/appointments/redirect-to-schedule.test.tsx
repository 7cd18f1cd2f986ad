import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCompanyApi } from '../../../features/company/testing/fake-company-api';
import { fakeAppointmentsApi, slot } from '../../../features/appointments/testing/fake-appointments-api';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

type Options = Parameters<typeof fakeAppointmentsApi>[0];

function serve(options: Options = {}) {
  const company = fakeCompanyApi();
  const api = fakeAppointmentsApi(options);
  setTokens({ access_token: company.access, refresh_token: 'refresh-1' });
  return api;
}

const SLOTS = [slot(11, '2026-12-02', 9), slot(12, '2026-12-02', 10), slot(13, '2026-12-03', 9)];

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('RedirectToSchedule, the booking page', () => {
  it('sends a signed-out user to Login, to come back here', async () => {
    fakeCompanyApi();
    const { router } = renderRoute('/es/redirect_call?company=1&type=efirma');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/es/redirect_call?company=1&type=efirma')}`,
    );
  });

  it('shows the free times by day in Mexico City, and books the one picked', async () => {
    const api = serve({ slots: SLOTS });
    const user = userEvent.setup();
    renderRoute('/es/redirect_call?company=1&type=efirma');
    expect(
      await screen.findByRole('heading', { name: 'Cita en el SAT para la e.firma' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Todos los horarios están en hora de la Ciudad de México.'),
    ).toBeInTheDocument();

    const picker = screen.getByRole('radiogroup', { name: 'Elige un horario' });
    const wednesday = within(picker).getByRole('group', { name: 'miércoles, 2 de diciembre de 2026' });
    // The day's heading starts with a capital, and only the first word does (not "2 De Diciembre De").
    expect(within(wednesday).getByText('Miércoles, 2 de diciembre de 2026')).toBeInTheDocument();
    expect(
      within(wednesday)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['11', '12']);
    expect(within(picker).getByRole('group', { name: 'jueves, 3 de diciembre de 2026' })).toBeInTheDocument();

    const book = screen.getByRole('button', { name: 'Reservar cita' });
    expect(book).toBeDisabled();
    await user.click(within(wednesday).getByRole('radio', { name: '10:00 – 11:00' }));
    await user.click(book);

    const card = await screen.findByRole('region', { name: 'Tu cita' });
    expect(api.callsTo('POST', 'company/1/appointments')[0]?.body).toEqual({ slot_id: 12 });
    expect(card).toHaveTextContent(
      'miércoles, 2 de diciembre de 2026, 10:00 – 11:00 (hora de la Ciudad de México)',
    );
    expect(card).toHaveTextContent('SAT Ciudad de México Centro, Av. Hidalgo 77');
    expect(await screen.findByText(/Cita reservada/)).toBeInTheDocument();
  });

  it('tells a time taken meanwhile and offers the rest', async () => {
    const api = serve({ slots: SLOTS, takenSlotIds: [11] });
    const user = userEvent.setup();
    renderRoute('/es/redirect_call?company=1&type=efirma');
    const picker = await screen.findByRole('radiogroup', { name: 'Elige un horario' });
    await user.click(within(picker).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Reservar cita' }));
    expect(
      await screen.findByText('Ese horario ya no está disponible. Elige otro de la lista.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['12', '13']),
    );
    expect(api.callsTo('POST', 'company/1/appointments')).toHaveLength(1);
  });

  it('moves the booked appointment to another time', async () => {
    const booked = { ...slot(11, '2026-12-02', 9), time_zone: 'America/Mexico_City', can_cancel: true };
    const api = serve({ slots: SLOTS.slice(1), appointment: booked });
    const user = userEvent.setup();
    renderRoute('/es/redirect_call?company=1&type=efirma');
    const card = await screen.findByRole('region', { name: 'Tu cita' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cambiar cita' }));
    const picker = screen.getByRole('radiogroup', { name: 'Elige el nuevo horario' });
    await user.click(within(picker).getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('button', { name: 'Cambiar a este horario' }));

    await waitFor(() =>
      expect(api.callsTo('POST', 'company/1/appointments/11/move')[0]?.body).toEqual({ slot_id: 13 }),
    );
    expect(await screen.findByText(/jueves, 3 de diciembre de 2026, 09:00 – 10:00/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('cancels only after confirming', async () => {
    const booked = { ...slot(11, '2026-12-02', 9), time_zone: 'America/Mexico_City', can_cancel: true };
    const api = serve({ slots: SLOTS.slice(1), appointment: booked });
    const user = userEvent.setup();
    renderRoute('/es/redirect_call?company=1&type=efirma');
    const card = await screen.findByRole('region', { name: 'Tu cita' });
    await user.click(within(card).getByRole('button', { name: 'Cancelar cita' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la cita?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, conservarla' }));
    expect(api.callsTo('POST', 'company/1/appointments/11/cancel')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Cancelar cita' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Cancelar la cita?' })).getByRole('button', {
        name: 'Sí, cancelar la cita',
      }),
    );
    await waitFor(() => expect(api.callsTo('POST', 'company/1/appointments/11/cancel')).toHaveLength(1));
    expect(await screen.findByRole('radiogroup', { name: 'Elige un horario' })).toBeInTheDocument();
  });

  it('within 2 hours (by the server), disables Move and Cancel and says why', async () => {
    const booked = { ...slot(11, '2026-12-02', 9), time_zone: 'America/Mexico_City', can_cancel: false };
    serve({ slots: SLOTS.slice(1), appointment: booked });
    renderRoute('/es/redirect_call?company=1&type=efirma');
    const card = await screen.findByRole('region', { name: 'Tu cita' });
    expect(within(card).getByRole('button', { name: 'Cambiar cita' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Cancelar cita' })).toBeDisabled();
    expect(card).toHaveTextContent('Ya no puedes cambiarla ni cancelarla: faltan menos de 2 horas.');
  });

  it('says which step is missing before the type can be booked', async () => {
    serve({ blockedBy: 'appointment_needs_deed' });
    renderRoute('/es/redirect_call?company=1&type=efirma');
    expect(await screen.findByText('Todavía no puedes agendar esta cita')).toBeInTheDocument();
    expect(
      screen.getByText(/cuando tu empresa quede constituida: la escritura ante notario/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mi panel' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/home',
    );
    expect(screen.queryByRole('button', { name: 'Reservar cita' })).not.toBeInTheDocument();
  });

  it('opens the company and type of an e-mailed link, and refuses one that is not valid', async () => {
    const api = serve({ slots: SLOTS });
    const first = renderRoute('/es/redirect_call/valid-token');
    expect(await screen.findByRole('radiogroup', { name: 'Elige un horario' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'schedule-link')[0]?.body).toEqual({ token: 'valid-token' });
    first.unmount();

    renderRoute('/es/redirect_call/forged');
    expect(await screen.findByText('Este enlace ya no sirve')).toBeInTheDocument();
    expect(screen.getByText(/Este enlace para agendar ya no es válido/)).toBeInTheDocument();
  });

  it('shows the English page in English with the zone named', async () => {
    serve({ slots: SLOTS });
    renderRoute('/en/redirect_call?company=1&type=efirma');
    expect(
      await screen.findByRole('heading', { name: 'SAT appointment for the e.firma' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('All times are Mexico City time.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Wednesday, December 2, 2026' })).toBeInTheDocument();
  });
});
