import type { CompanyAccountant, SupportRequest } from '@forja/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCompanyApi } from '../../../features/company/testing/fake-company-api';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { content, failure, serveApi } from '../../../test/network';
import { renderRoute } from '../../../test/render';

const ASSIGNED: CompanyAccountant = {
  purchased: true,
  accountant: {
    name: 'Lucía Fernández',
    email: 'lucia@contadores.mx',
    // As the back office saved it: the national number only. It is shown and dialled with +52.
    phone: '5512345678',
    professional_licence: '12345678',
    assigned_at: '2026-11-24T17:00:00.000Z',
  },
};

const request = (id: number, mainCategory: string, message: string): SupportRequest => ({
  id,
  main_category: mainCategory,
  request_type: mainCategory,
  message,
  date: '2026-11-25T17:00:00.000Z',
  status: 'Pendiente',
  conversation_before_issue: null,
  thread: [
    {
      id: id * 10,
      author_kind: 'operator',
      body: 'Con gusto te ayudamos.',
      created_at: '2026-11-25T18:00:00.000Z',
    },
  ],
});

/** The company API, plus `company/1/accountant` and the support service's requests (list and create). */
function serve(
  service: CompanyAccountant | 'error',
  requests: SupportRequest[] = [],
  overrides: Parameters<typeof fakeCompanyApi>[0] = {},
) {
  const company = fakeCompanyApi(overrides);
  const sent: unknown[] = [];
  let stored = [...requests];
  serveApi(({ path, headers }) => {
    if (path !== 'company/1/accountant') return undefined;
    if (headers.authorization !== `Bearer ${company.access}`) return failure(401, 'unauthenticated');
    return service === 'error' ? failure(500, 'internal_error') : content(service);
  });
  serveApi(
    ({ method, path, body }) => {
      if (path === 'faqs/sheet' && method === 'POST') {
        const { message } = body as { message: string };
        sent.push(body);
        const created = { ...request(900 + sent.length, 'Contabilidad', message), thread: [] };
        stored = [created, ...stored];
        return content({ request: created });
      }
      if (path.startsWith('faqs/requests')) return content({ requests: stored });
      return undefined;
    },
    { base: 'support' },
  );
  setTokens({ access_token: company.access, refresh_token: 'refresh-1' });
  return { sent };
}

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('accountant_tally, the accounting page', () => {
  it('without the service: explains it and links to buy it', async () => {
    serve({ purchased: false, accountant: null });
    renderRoute('/es/administration/1/accountant_tally');
    expect(
      await screen.findByRole('heading', { name: 'Contrata el servicio de contabilidad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contratar el servicio' })).toHaveAttribute(
      'href',
      '/es/payment/1/checkout_accountant',
    );
    expect(screen.queryByRole('region', { name: 'Solicitudes a contabilidad' })).not.toBeInTheDocument();
  });

  it('without the service, on a package whose team provides it: says to ask the team instead of a Buy that goes nowhere', async () => {
    serve({ purchased: false, accountant: null }, [], { company: { legal_representation: true } });
    renderRoute('/es/administration/1/accountant_tally');
    expect(
      await screen.findByText(
        'Con tu paquete, este servicio se pide al equipo de Forja: escríbenos desde la ayuda.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contratar el servicio' })).not.toBeInTheDocument();
  });

  it('bought and waiting: says Forja is assigning one, and lists what the accountant needs', async () => {
    serve({ purchased: true, accountant: null });
    renderRoute('/es/administration/1/accountant_tally');
    expect(
      await screen.findByRole('heading', { name: 'Estamos asignando a tu contador' }),
    ).toBeInTheDocument();
    const needs = screen.getByRole('region', { name: 'Qué necesita tu contador de tu empresa' });
    expect(within(needs).getAllByRole('listitem')[0]).toHaveTextContent('constancia de situación fiscal');
  });

  it('what the accountant needs: a copy of the deed from an S.A. de C.V., the SE registration from an S.A.S.', async () => {
    serve(ASSIGNED, [], { company: { company_type: 'sa' } });
    renderRoute('/es/administration/1/accountant_tally');
    const needs = await screen.findByRole('region', { name: 'Qué necesita tu contador de tu empresa' });
    expect(needs).toHaveTextContent('Una copia de la escritura constitutiva.');
    expect(needs).not.toHaveTextContent('Secretaría de Economía');

    cleanup();
    queryClient.clear();
    serve(ASSIGNED, [], { company: { company_type: 'sas' } });
    renderRoute('/es/administration/1/accountant_tally');
    const online = await screen.findByRole('region', { name: 'Qué necesita tu contador de tu empresa' });
    expect(online).toHaveTextContent(
      'Una copia del acta constitutiva inscrita en el sistema de la Secretaría de Economía y de su boleta de inscripción en el Registro Público de Comercio.',
    );
    expect(online).not.toHaveTextContent(/escritura/i);
  });

  it('assigned: shows who the accountant is and how to reach them', async () => {
    serve(ASSIGNED);
    renderRoute('/es/administration/1/accountant_tally');
    const card = await screen.findByRole('region', { name: 'Tu contador' });
    expect(card).toHaveTextContent('Lucía Fernández');
    expect(card).toHaveTextContent('12345678');
    expect(card).toHaveTextContent('Asignado el 24/11/2026');
    expect(within(card).getByRole('link', { name: 'lucia@contadores.mx' })).toHaveAttribute(
      'href',
      'mailto:lucia@contadores.mx',
    );
    expect(within(card).getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+525512345678',
    );
  });

  it('lists only the accounting requests, opens one, and sends a new one to the accounting queue', async () => {
    const { sent } = serve(ASSIGNED, [
      request(1, 'Contabilidad', '¿Cuándo presento la primera declaración?'),
      request(2, 'Constitución', '¿Cuándo firmo el acta?'),
    ]);
    const user = userEvent.setup();
    renderRoute('/es/administration/1/accountant_tally');
    const list = await screen.findByRole('list', { name: 'Tus solicitudes de contabilidad' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('¿Cuándo presento la primera declaración?');
    expect(list).not.toHaveTextContent('¿Cuándo firmo el acta?');

    await user.click(within(list).getByRole('button', { name: 'Ver conversación' }));
    expect(await within(list).findByText('Con gusto te ayudamos.')).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Enviar solicitud' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Tu solicitud'), '  ¿Qué necesito para facturar?  ');
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      message: '¿Qué necesito para facturar?',
      category: 'accounting',
      subcategory: 'service',
      company_id: 1,
      user_id: 7,
    });
    expect(await within(list).findByText('¿Qué necesito para facturar?')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu solicitud')).toHaveValue('');
  });

  it('when the service cannot be loaded: says so with a retry', async () => {
    serve('error');
    renderRoute('/es/administration/1/accountant_tally');
    expect(await screen.findByText('No pudimos cargar tu servicio de contabilidad.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
