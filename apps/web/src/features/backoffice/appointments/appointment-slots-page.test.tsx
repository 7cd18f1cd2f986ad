import type { BackofficeAppointmentSlot } from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

configure({ asyncUtilTimeout: 5_000 });

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
      const request = body as { start_hour: number; end_hour: number };
      if (request.end_hour <= request.start_hour)
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
  it(
    'publishes a day of e.firma slots in Mexico City hours, and says when the hours make none',
    { timeout: 20_000 },
    async () => {
      const { calls } = serve();
      const user = userEvent.setup();
      renderRoute('/es/backoffice/appointments');
      expect(await screen.findByRole('heading', { name: 'Citas', level: 1 })).toBeInTheDocument();
      const form = screen.getByRole('region', { name: 'Publicar horarios de un día' });
      const publish = within(form).getByRole('button', { name: 'Publicar horarios' });
      expect(publish).toBeDisabled();

      await user.type(within(form).getByLabelText(/^Día/), '2026-12-10');
      await user.type(within(form).getByRole('textbox', { name: /Lugar/ }), 'SAT Norte, Av. Hidalgo 77');
      const end = within(form).getByRole('textbox', { name: /Hasta/ });
      await user.clear(end);
      await user.type(end, '8');
      await user.click(publish);
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Con esas horas no se forma ningún horario',
      );

      await user.clear(end);
      await user.type(end, '11');
      await user.click(publish);
      expect(await screen.findByText('Se publicaron 2 horarios.')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
        type: 'efirma',
        date: '2026-12-10',
        start_hour: 9,
        end_hour: 11,
        length_minutes: 60,
        location: 'SAT Norte, Av. Hidalgo 77',
        time_zone: 'America/Mexico_City',
      });
    },
  );

  it('checks the hours with the publishing contract before sending them', { timeout: 20_000 }, async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderRoute('/en/backoffice/appointments');
    const form = await screen.findByRole('region', { name: "Publish a day's times" });
    await user.type(within(form).getByLabelText(/^Day/), '2026-12-10');
    await user.type(within(form).getByRole('textbox', { name: /Place/ }), 'SAT Norte, Av. Hidalgo 77');
    const start = within(form).getByRole('textbox', { name: /From/ });
    await user.clear(start);
    await user.click(within(form).getByRole('button', { name: 'Publish times' }));
    expect(await within(form).findByText('Enter an hour from 0 to 23.')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it(
    'lists upcoming slots with who booked them, and withdraws a free one only after confirming',
    { timeout: 20_000 },
    async () => {
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
    },
  );
});
