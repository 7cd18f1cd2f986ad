import type { BackofficeAppointmentSlot } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

let restoreScreen: () => void = () => undefined;
beforeEach(() => {
  // A wide screen: the lists are tables (a phone's cards are tested on their own).
  restoreScreen = setScreenWidth('wide');
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  restoreScreen();
  vi.unstubAllGlobals();
});

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const BOOKED: BackofficeAppointmentSlot = {
  id: 21,
  type: 'efirma',
  starts_at: '2026-12-02T15:00:00.000Z',
  ends_at: '2026-12-02T16:00:00.000Z',
  location: 'SAT Centro, Av. Hidalgo 77',
  booking: {
    appointment_id: 5,
    company_id: 8,
    company_name: 'Nopal Azul',
    booked_at: '2026-11-25T12:00:00.000Z',
  },
};
const FREE: BackofficeAppointmentSlot = {
  ...BOOKED,
  id: 22,
  starts_at: '2026-12-02T16:00:00.000Z',
  ends_at: '2026-12-02T17:00:00.000Z',
  booking: null,
};

/** The back office's API for a signed-in operator, with the appointment-slot calls. */
function serve() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let slots = [BOOKED, FREE];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === 'user/profile') return json(200, { content: makeUser({ id: 1 }) });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (path === 'backoffice/me')
      return json(200, {
        content: {
          id: 1,
          email: 'luis@forja.mx',
          full_name: 'Luis Operador',
          role: 'operator',
          acts_allowed_until: '2026-11-25T12:15:00.000Z',
        },
      });
    if (path === 'backoffice/appointments/slots' && method === 'GET') return json(200, { content: slots });
    if (path === 'backoffice/appointments/slots' && method === 'POST') {
      // A day gone by makes no slot.
      if ((body as { date: string }).date < '2026-01-01')
        return json(400, { message: ['appointment_slots_invalid'] });
      return json(200, {
        content: {
          created: [
            { ...FREE, id: 30 },
            { ...FREE, id: 31 },
          ],
          skipped: 0,
        },
      });
    }
    const withdraw = /^backoffice\/appointments\/slots\/(\d+)\/withdraw$/.exec(path);
    if (withdraw && method === 'POST') {
      slots = slots.filter((slot) => slot.id !== Number(withdraw[1]));
      return json(200, { content: { ok: true } });
    }
    return json(404, { message: ['not_found'] });
  });
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  return { calls };
}

describe('back office: appointment slots', () => {
  it('takes «10:00» as typed, shows what will be published, and publishes only once confirmed', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/appointments');
    expect(await screen.findByRole('heading', { name: 'Citas', level: 1 })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Publicar horarios de un día' });
    const publish = within(form).getByRole('button', { name: 'Publicar horarios' });
    expect(publish).toBeDisabled();

    await user.type(within(form).getByLabelText(/^Día/), '2026-12-02');
    await user.type(within(form).getByRole('textbox', { name: /Lugar/ }), 'SAT Norte, Av. Hidalgo 77');
    const start = within(form).getByRole('textbox', { name: /Desde/ });
    const end = within(form).getByRole('textbox', { name: /Hasta/ });
    await user.clear(start);
    await user.type(start, '10:00');
    await user.clear(end);
    await user.type(end, '11:00');
    await user.click(publish);

    const dialog = await screen.findByRole('dialog', { name: '¿Publicar 1 horario?' });
    expect(start).toHaveValue('10:00');
    expect(dialog).toHaveTextContent('Tipo de cita: Cita en el SAT para la e.firma');
    expect(dialog).toHaveTextContent('Día: miércoles, 2 de diciembre de 2026');
    expect(dialog).toHaveTextContent('1 horario de 60 minutos: 10:00 – 11:00');
    expect(dialog).toHaveTextContent('Lugar: SAT Norte, Av. Hidalgo 77');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Sí, publicar' }));
    expect(await screen.findByText('Se publicaron 2 horarios.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      type: 'efirma',
      date: '2026-12-02',
      start_hour: 10,
      end_hour: 11,
      length_minutes: 60,
      location: 'SAT Norte, Av. Hidalgo 77',
      time_zone: 'America/Mexico_City',
    });
  });

  it('refuses hours it cannot read or that are out of the day under their field, and sends nothing', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderRoute('/en/backoffice/appointments');
    const form = await screen.findByRole('region', { name: "Publish a day's times" });
    await user.type(within(form).getByLabelText(/^Day/), '2026-12-10');
    await user.type(within(form).getByRole('textbox', { name: /Place/ }), 'SAT Norte, Av. Hidalgo 77');
    const start = within(form).getByRole('textbox', { name: /From/ });
    const end = within(form).getByRole('textbox', { name: /Until/ });
    const publish = within(form).getByRole('button', { name: 'Publish times' });

    await user.clear(start);
    await user.type(start, '1000');
    await user.clear(end);
    await user.type(end, '25:00');
    await user.click(publish);
    expect(
      await within(form).findByText('Enter a whole hour from 0:00 to 23:00, for example 10:00.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a whole hour from 1:00 to 24:00, for example 14:00.'),
    ).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveValue('1000');
    expect(end).toHaveValue('25:00');

    await user.clear(start);
    await user.type(start, '10:30');
    await user.click(publish);
    expect(
      await within(form).findByText('Enter a whole hour from 0:00 to 23:00, for example 10:00.'),
    ).toBeInTheDocument();

    await user.clear(start);
    await user.type(start, '12');
    await user.clear(end);
    await user.type(end, '9');
    await user.click(publish);
    expect(await within(form).findByText('The end hour must be after the start hour.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says when the API finds no slot to publish', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/appointments');
    const form = await screen.findByRole('region', { name: 'Publicar horarios de un día' });
    await user.type(within(form).getByLabelText(/^Día/), '2020-01-10');
    await user.type(within(form).getByRole('textbox', { name: /Lugar/ }), 'SAT Norte, Av. Hidalgo 77');
    await user.click(within(form).getByRole('button', { name: 'Publicar horarios' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Publicar 5 horarios?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, publicar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Con esas horas no se forma ningún horario',
    );
  });

  it('lists upcoming slots with who booked them, and withdraws a free one only after confirming', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/appointments');
    const table = await screen.findByRole('table', { name: 'Próximos horarios de citas' });
    expect(within(table).getByRole('link', { name: 'Nopal Azul' })).toHaveAttribute(
      'href',
      '/es/backoffice/companies/8',
    );
    expect(within(table).getAllByText(/miércoles, 2 de diciembre de 2026, 09:00 – 10:00/)).toHaveLength(1);
    const withdraw = within(table).getAllByRole('button', { name: /^Retirar/ });
    expect(withdraw).toHaveLength(1);
    await user.click(withdraw[0]!);
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar este horario?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, retirar el horario' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'backoffice/appointments/slots/22/withdraw')).toBe(true),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: /^Retirar/ })).not.toBeInTheDocument(),
    );
  });
});
