import type { SupportRequest } from '@forja/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSupportServer, renderSupportWidget } from '../testing/fake-support-server';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const HOUR = 60 * 60_000;

function answeredRequests(): SupportRequest[] {
  return [
    {
      id: 11,
      main_category: 'Constitución',
      request_type: 'Proceso y tiempos',
      message: 'Necesito cambiar el domicilio fiscal de la empresa',
      date: new Date(Date.now() - 48 * HOUR).toISOString(),
      status: 'En proceso',
      conversation_before_issue: null,
      thread: [
        {
          id: 1,
          author_kind: 'user',
          body: 'Agrego: es en Monterrey.',
          created_at: '2026-11-20T16:05:00.000Z',
        },
        {
          id: 2,
          author_kind: 'operator',
          body: 'Hola Ana, necesitamos tu comprobante de domicilio.\nSúbelo en Documentos.',
          created_at: '2026-11-20T18:30:00.000Z',
        },
      ],
    },
    {
      id: 12,
      main_category: 'Bank Opening',
      request_type: 'Requirements',
      message: 'Which documents does the bank need from my partners?',
      date: new Date(Date.now() - 72 * HOUR).toISOString(),
      status: 'Resuelto',
      conversation_before_issue: null,
      thread: [],
    },
  ];
}

async function openRequest(name: RegExp, language: 'es' | 'en' = 'es') {
  const user = userEvent.setup();
  const names = {
    es: { launcher: 'Abrir la ayuda de Lupita', tab: 'Solicitudes' },
    en: { launcher: 'Open help from Lupita', tab: 'Requests' },
  }[language];
  await user.click(screen.getByRole('button', { name: names.launcher }));
  await user.click(await screen.findByRole('tab', { name: names.tab }));
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

describe('SupportWidget: the thread of a request', () => {
  it("shows in the list that Forja's team replied, with the request still in process", async () => {
    renderSupportWidget(fakeSupportServer({ requests: answeredRequests() }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir la ayuda de Lupita' }));
    await user.click(await screen.findByRole('tab', { name: 'Solicitudes' }));
    const list = await screen.findByRole('list', { name: 'Tus solicitudes' });
    const [answered, resolved] = within(list).getAllByRole('listitem');
    expect(answered).toHaveTextContent(/Proceso y tiempos · Hace 2 días · Forja respondió\s*En proceso$/);
    expect(resolved).toHaveTextContent(/Requirements · Hace 3 días\s*Completada$/);
  });

  it("shows the replies as Forja's team with their dates, oldest first, and sends the user's answer", async () => {
    const server = fakeSupportServer({ requests: answeredRequests() });
    renderSupportWidget(server);
    const user = await openRequest(/Necesito cambiar el domicilio fiscal/);

    const thread = screen.getByRole('list', { name: 'Conversación con el equipo de Forja' });
    const [mine, reply] = within(thread).getAllByRole('listitem');
    expect(mine).toHaveTextContent(/^Tú · 20\/11\/2026, 10:05 a\.m\.\s*Agrego: es en Monterrey\.$/);
    expect(reply).toHaveTextContent(
      /^Equipo de Forja · 20\/11\/2026, 12:30 p\.m\.\s*Hola Ana, necesitamos tu comprobante de domicilio\./,
    );

    const box = screen.getByRole('textbox', { name: 'Tu respuesta' });
    const send = screen.getByRole('button', { name: 'Enviar respuesta' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, 'Listo, ya lo subí.');
    await user.click(send);

    expect(await screen.findByText('Enviamos tu respuesta al equipo de Forja.')).toBeInTheDocument();
    const [call] = server.callsTo('/ai/faqs/requests/11/messages');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ message: 'Listo, ya lo subí.' });
    const items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent(/^Tú · .*Listo, ya lo subí\.$/);
    expect(box).toHaveValue('');
  });

  it('reopens a completed request when the user answers, and says so before', async () => {
    renderSupportWidget(fakeSupportServer({ requests: answeredRequests() }));
    const user = await openRequest(/Which documents does the bank need/);
    expect(
      screen.getByText('Cuando el equipo de Forja te responda, lo verás aquí y te llegará un correo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Completada')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Tu respuesta' });
    expect(box).toHaveAccessibleDescription('Si respondes, volveremos a abrir tu solicitud.');

    await user.type(box, 'The bank asked for one more paper.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('En proceso')).toBeInTheDocument();
    expect(screen.queryByText('Completada')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Conversación con el equipo de Forja' })).toHaveTextContent(
      'The bank asked for one more paper.',
    );
  });

  it('keeps the answer and shows the error toast when it cannot be sent', async () => {
    renderSupportWidget(fakeSupportServer({ requests: answeredRequests(), fail: ['answer'] }));
    const user = await openRequest(/Necesito cambiar el domicilio fiscal/);
    const box = screen.getByRole('textbox', { name: 'Tu respuesta' });
    await user.type(box, 'Listo, ya lo subí.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(
      await screen.findByText('Uy… algo salió mal de nuestro lado. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Listo, ya lo subí.');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Conversación con el equipo de Forja' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(2),
    );
  });

  it("labels the team's replies in English", async () => {
    renderSupportWidget(fakeSupportServer({ requests: answeredRequests() }), {}, 'en');
    await openRequest(/Necesito cambiar el domicilio fiscal/, 'en');
    const thread = screen.getByRole('list', { name: "Conversation with Forja's team" });
    expect(within(thread).getAllByRole('listitem')[1]).toHaveTextContent(
      /^Forja's team · Nov 20, 2026, 12:30\sPM/,
    );
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });
});
