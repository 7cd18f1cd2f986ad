import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../../lib/query-client';
import { renderRoute } from '../../../../test/render';
import { fakeSupportQueueServer, sampleRequest } from '../testing/fake-support-queue-server';

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const LOAD = { timeout: 15_000 };

describe('the back office: one support request', () => {
  it('shows what was asked, the company, how to reach the user, the chat with the assistant and the thread', async () => {
    fakeSupportQueueServer({
      requests: [
        sampleRequest({
          status: 'En proceso',
          stage: 'in_progress',
          thread: [
            {
              id: 1,
              author_kind: 'operator',
              author_name: 'Rosa Jefa',
              body: '¿Ya tienes tu e.firma?',
              created_at: '2026-11-20T18:30:00.000Z',
            },
            {
              id: 2,
              author_kind: 'user',
              author_name: 'Ana López',
              body: 'Sí, ya la tengo.',
              created_at: '2026-11-20T19:00:00.000Z',
            },
          ],
        }),
      ],
    });
    renderRoute('/es/backoffice/support/5');

    expect(await screen.findByRole('heading', { name: 'Proceso y tiempos', level: 1 }, LOAD)).toBeVisible();
    expect(screen.getByText(/^Constitución · Solicitud 5 · Recibida el/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lo que pidió' })).toHaveTextContent(
      'Necesito ayuda con mi RFC',
    );
    const company = screen.getByRole('region', { name: 'Empresa' });
    expect(company).toHaveTextContent('Tacos del Norte');
    expect(company).toHaveTextContent('FJ-0007');
    const person = screen.getByRole('region', { name: 'Usuario' });
    expect(within(person).getByRole('link', { name: 'ana@empresa.mx' })).toHaveAttribute(
      'href',
      'mailto:ana@empresa.mx',
    );
    expect(within(person).getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+525512345678',
    );
    expect(person).toHaveTextContent('Español');

    const chat = screen.getByRole('list', { name: 'Conversación con el asistente' });
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana López¿Cómo saco el RFC?', 'AsistentePuedo crear una solicitud para ti.']);
    const thread = screen.getByRole('list', { name: 'Hilo con el usuario' });
    const [reply, answer] = within(thread).getAllByRole('listitem');
    expect(reply).toHaveTextContent(
      /^Equipo de Forja · Rosa Jefa · 20\/11\/2026, 12:30\sp\.\s?m\..*¿Ya tienes tu e\.firma\?$/,
    );
    expect(answer).toHaveTextContent(/^Ana López · .*Sí, ya la tengo\.$/);
    expect(screen.getByText('En proceso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar como resuelta' })).toBeInTheDocument();
  });

  it('sends a reply: it joins the thread, the request is taken, and the box empties', async () => {
    const server = fakeSupportQueueServer();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/support/5');
    const box = await screen.findByRole('textbox', { name: 'Tu respuesta' }, LOAD);
    expect(box).toHaveAccessibleDescription(
      'El usuario la verá en la ayuda de Forja y le llegará por correo a ana@empresa.mx. La solicitud pasará a En proceso.',
    );
    expect(screen.getByText('Nadie ha respondido todavía.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar respuesta' });
    expect(send).toBeDisabled();
    await user.type(box, '  Hola Ana, ya lo revisamos.  ');
    await user.click(send);

    expect(await screen.findByText('Enviamos tu respuesta.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'backoffice/support-requests/5/replies').map((call) => call.body)).toEqual([
      { body: 'Hola Ana, ya lo revisamos.' },
    ]);
    const thread = screen.getByRole('list', { name: 'Hilo con el usuario' });
    expect(thread).toHaveTextContent(/Equipo de Forja · Luis Operador · .*Hola Ana, ya lo revisamos\./);
    expect(box).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Estado' })).toHaveTextContent('En proceso');
    expect(screen.getByRole('button', { name: 'Marcar como resuelta' })).toBeInTheDocument();
  });

  it('moves the request Pendiente → En proceso → Resuelta and reopens it, one step at a time', async () => {
    const server = fakeSupportQueueServer();
    const user = userEvent.setup();
    renderRoute('/es/backoffice/support/5');
    const status = await screen.findByRole('region', { name: 'Estado' }, LOAD);
    expect(status).toHaveTextContent('Pendiente');

    await user.click(within(status).getByRole('button', { name: 'Marcar en proceso' }));
    expect(await screen.findByText('La solicitud quedó En proceso.')).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Marcar como resuelta' }));
    expect(await screen.findByText('La solicitud quedó Resuelta.')).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() =>
      expect(within(status).getByRole('button', { name: 'Marcar como resuelta' })).toBeVisible(),
    );

    expect(server.callsTo('POST', 'backoffice/support-requests/5/status').map((call) => call.body)).toEqual([
      { from: 'Pendiente', to: 'En proceso' },
      { from: 'En proceso', to: 'Resuelto' },
      { from: 'Resuelto', to: 'En proceso' },
    ]);
  });

  it('says when another operator moved the request first, and shows it as it is now', async () => {
    fakeSupportQueueServer({ movedByOtherTo: 'Resuelto' });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/support/5');
    const status = await screen.findByRole('region', { name: 'Estado' }, LOAD);
    await user.click(within(status).getByRole('button', { name: 'Marcar en proceso' }));
    expect(
      await screen.findByText(
        'Otra persona del equipo ya revisó esto. Recarga la página para ver su decisión.',
      ),
    ).toBeInTheDocument();
    expect(await within(status).findByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Resuelta');
  });

  it('asks an idle operator for the password before replying, then sends the reply', async () => {
    const server = fakeSupportQueueServer({ idle: true });
    const user = userEvent.setup();
    renderRoute('/es/backoffice/support/5');
    await user.type(await screen.findByRole('textbox', { name: 'Tu respuesta' }, LOAD), 'Hola Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    const password = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.type(within(password).getByLabelText(/Contraseña/), 'Nopal-Azul-2026');
    await user.click(within(password).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Enviamos tu respuesta.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'backoffice/support-requests/5/replies')).toHaveLength(2);
  });

  it('says so when the request does not exist', async () => {
    fakeSupportQueueServer();
    renderRoute('/es/backoffice/support/99');
    expect(await screen.findByText('Esta solicitud no existe.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a las solicitudes' })).toHaveAttribute(
      'href',
      '/es/backoffice/support',
    );
  });
});
