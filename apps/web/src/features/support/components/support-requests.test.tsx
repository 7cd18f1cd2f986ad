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

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function sampleRequests(): SupportRequest[] {
  return [
    {
      id: 11,
      main_category: 'Constitución',
      request_type: 'Proceso y tiempos',
      message: 'Necesito cambiar el domicilio fiscal de la empresa',
      date: ago(5 * MINUTE + 5_000),
      status: 'Pendiente',
      conversation_before_issue: [
        { owner: 'bot', message: '¡Hola, Ana! Soy Lupita. ¿Sobre qué tema tienes dudas?', lang: 'es' },
        { owner: 'user', message: 'Quiero hablar con una persona', lang: 'es' },
      ],
      thread: [],
    },
    {
      id: 12,
      main_category: 'Bank Opening',
      request_type: 'Requirements',
      message: 'Which documents does the bank need from my partners?',
      date: ago(3 * 24 * 60 * MINUTE + 5_000),
      status: 'Resuelto',
      conversation_before_issue: null,
      thread: [],
    },
  ];
}

async function openRequests(language: 'es' | 'en' = 'es') {
  const user = userEvent.setup();
  const names = {
    es: { launcher: 'Abrir la ayuda de Lupita', tab: 'Solicitudes' },
    en: { launcher: 'Open help from Lupita', tab: 'Requests' },
  }[language];
  await user.click(screen.getByRole('button', { name: names.launcher }));
  await user.click(await screen.findByRole('tab', { name: names.tab }));
  return user;
}

describe('SupportWidget: requests', () => {
  it('lists requests by what was asked, with a category icon, the topic, a relative time and a status label', async () => {
    const server = fakeSupportServer({ requests: sampleRequests() });
    renderSupportWidget(server);
    await openRequests();

    const list = await screen.findByRole('list', { name: 'Tus solicitudes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      /^Necesito cambiar el domicilio fiscal de la empresa\s*Proceso y tiempos · Hace 5 minutos\s*En proceso$/,
    );
    expect(first?.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'incorporation');
    expect(second).toHaveTextContent(/^Which documents does the bank need from my partners\?/);
    expect(second).toHaveTextContent('Requirements · Hace 3 días');
    expect(second).toHaveTextContent('Completada');
    expect(second?.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'bank_opening');

    const [call] = server.callsTo('/ai/faqs/requests');
    expect(call?.query.get('user_id')).toBe('42');
    expect(call?.query.get('company_id')).toBe('7');
  });

  it('opens a request with what was asked and its earlier conversation, read-only, and goes back to the list', async () => {
    renderSupportWidget(fakeSupportServer({ requests: sampleRequests() }));
    const user = await openRequests();
    await user.click(await screen.findByRole('button', { name: /Necesito cambiar el domicilio fiscal/ }));

    const heading = screen.getByRole('heading', { name: 'Proceso y tiempos' });
    expect(heading).toHaveFocus();
    const asked = screen.getByRole('region', { name: 'Tu solicitud' });
    expect(asked).toHaveTextContent('Necesito cambiar el domicilio fiscal de la empresa');
    const earlier = screen.getByRole('region', { name: 'Conversación antes de la solicitud' });
    expect(within(earlier).getByText('Quiero hablar con una persona')).toBeInTheDocument();
    expect(within(earlier).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/^\d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tus solicitudes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volver a tus solicitudes' }));
    expect(screen.getByRole('list', { name: 'Tus solicitudes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Necesito cambiar el domicilio fiscal/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Requirements/ }));
    expect(screen.getByText('Esta solicitud no tiene una conversación guardada.')).toBeInTheDocument();
  });

  it('says so when there are no requests, and leads to the conversation', async () => {
    renderSupportWidget(fakeSupportServer({ requests: [] }));
    const user = await openRequests();
    expect(await screen.findByText(/Aún no tienes solicitudes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la conversación' }));
    expect(screen.getByRole('tab', { name: 'Conversación', selected: true })).toBeInTheDocument();
  });

  it('shows the error toast when the requests fail to load', async () => {
    const server = fakeSupportServer({ fail: ['requests'] });
    renderSupportWidget(server);
    const user = await openRequests();
    expect(
      await screen.findByText('Uy… algo salió mal de nuestro lado. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No pudimos cargar tus solicitudes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(server.callsTo('/ai/faqs/requests')).toHaveLength(2));
  });

  it('lists a request just created from the chat', async () => {
    renderSupportWidget(fakeSupportServer({ requests: [] }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir la ayuda de Lupita' }));
    await user.click(await screen.findByRole('button', { name: 'Constitución' }));
    await user.click(await screen.findByRole('button', { name: 'Proceso y tiempos' }));
    const box = screen.getByRole('textbox', { name: 'Tu mensaje' });
    await user.type(box, 'Quiero hablar con una persona{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Crear solicitud' }));
    await user.type(box, 'Necesito una cita con el notario{Enter}');
    const chat = screen.getByRole('region', { name: 'Conversación con Lupita' });
    await within(chat).findByText(/¡Listo! Enviamos tu solicitud/);

    await user.click(screen.getByRole('tab', { name: 'Solicitudes' }));
    const list = await screen.findByRole('list', { name: 'Tus solicitudes' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /^Necesito una cita con el notario\s*Proceso y tiempos · Hace un momento\s*En proceso$/,
    );
    await user.click(within(list).getByRole('button'));
    expect(screen.getByRole('region', { name: 'Conversación antes de la solicitud' })).toHaveTextContent(
      'Quiero hablar con una persona',
    );
  });

  it('speaks English relative times', async () => {
    const requests = sampleRequests().map((request, index) => ({
      ...request,
      date: ago(index === 0 ? 61 * MINUTE : 30 * 60 * MINUTE),
    }));
    renderSupportWidget(fakeSupportServer({ requests }), {}, 'en');
    await openRequests('en');
    const list = await screen.findByRole('list', { name: 'Your requests' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('1 hour ago');
    expect(first).toHaveTextContent('In process');
    expect(second).toHaveTextContent('Yesterday');
    expect(second).toHaveTextContent('Completed');
  });
});
