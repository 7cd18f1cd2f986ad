import type { PrivacyRequest } from '@forja/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { setTokens } from '../../../lib/auth-tokens';
import { applyLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { PrivacyRequestsSection } from './privacy-requests-section';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const resolved: PrivacyRequest = {
  id: 7,
  kind: 'rectification',
  status: 'resolved',
  reason: 'Me equivoqué al escribirlo',
  details: { field: 'birthplace', requested_value: 'Puebla' },
  created_at: '2026-11-02T18:00:00.000Z',
  due_at: '2026-12-01T05:59:59.999Z',
  resolved_at: '2026-11-05T18:00:00.000Z',
  resolution_note: 'Corregimos tu lugar de nacimiento.',
};

/** `GET/POST privacy/me/requests` like the API: newest first, a POST adds an open request due in 20 business days. */
function serve(options: { initial?: PrivacyRequest[]; failPost?: string } = {}) {
  const list = [...(options.initial ?? [])];
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = input.replace(/^\/api\/v3\//, '');
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (path !== 'privacy/me/requests') return json(404, { message: ['not_found'] });
    if ((init?.method ?? 'GET') === 'GET') return json(200, { content: list });
    const body = JSON.parse(init?.body as string) as {
      kind: string;
      reason: string;
      details: Record<string, string>;
    };
    posted.push(body);
    if (options.failPost) return json(400, { message: [options.failPost] });
    const created: PrivacyRequest = {
      id: 100 + posted.length,
      kind: body.kind as PrivacyRequest['kind'],
      status: 'open',
      reason: body.reason,
      details: body.details,
      created_at: '2026-11-26T18:00:00.000Z',
      due_at: '2026-12-25T05:59:59.999Z',
      resolved_at: null,
      resolution_note: null,
    };
    list.unshift(created);
    return json(200, { content: created });
  });
  return { posted };
}

function renderSection(language = 'es') {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[`/${language}/account`]}>
        <Routes>
          <Route path=":lang/*" element={<PrivacyRequestsSection />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  applyLanguage('es');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Correcting my data or objecting to a use', () => {
  it('shows an empty state, then files a rectification with the keyboard and lists it as under review', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSection();
    const section = await screen.findByRole('region', { name: 'Corregir tus datos u oponerte a un uso' });
    expect(await within(section).findByText('Aún no has hecho ninguna solicitud.')).toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText('Dato que quieres corregir'), 'curp');
    await user.type(within(section).getByRole('textbox', { name: /Cómo debe quedar/ }), 'LOAA900101MDFPNN09');
    await user.type(within(section).getByRole('textbox', { name: /Motivo/ }), 'Tiene una letra mal');
    // Submitted with Enter from the value field, as a keyboard user would.
    await user.click(within(section).getByRole('textbox', { name: /Cómo debe quedar/ }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.posted).toHaveLength(1));
    expect(api.posted[0]).toEqual({
      kind: 'rectification',
      reason: 'Tiene una letra mal',
      details: { field: 'curp', requested_value: 'LOAA900101MDFPNN09' },
    });
    const item = await within(section).findByText('CURP: «LOAA900101MDFPNN09»');
    const row = item.closest('li') as HTMLElement;
    expect(within(row).getByText('En revisión')).toBeInTheDocument();
    expect(within(row).getByText(/respuesta a más tardar el 24\/12\/2026/)).toBeInTheDocument();
    expect(await screen.findByText(/Te responderemos a más tardar el 24\/12\/2026/)).toBeInTheDocument();
    // The form is ready for another request.
    expect(within(section).getByRole('textbox', { name: /Motivo/ })).toHaveValue('');
  });

  it('asks for the value and the reason before sending anything', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSection();
    const section = await screen.findByRole('region', { name: 'Corregir tus datos u oponerte a un uso' });
    await user.click(within(section).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(section).findByText('Escribe cómo debe quedar el dato.')).toBeInTheDocument();
    expect(within(section).getByText('Escribe el motivo.')).toBeInTheDocument();
    expect(api.posted).toHaveLength(0);
  });

  it('files an opposition to a purpose in my own words', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSection();
    const section = await screen.findByRole('region', { name: 'Corregir tus datos u oponerte a un uso' });
    await user.selectOptions(within(section).getByLabelText('¿Qué quieres pedir?'), 'opposition');
    await user.selectOptions(within(section).getByLabelText('Uso al que te opones'), 'other');
    await user.type(
      within(section).getByRole('textbox', { name: /Describe el uso/ }),
      'Compartir mi domicilio',
    );
    await user.type(within(section).getByRole('textbox', { name: /Motivo/ }), 'No lo autorizo');
    await user.click(within(section).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(api.posted).toHaveLength(1));
    expect(api.posted[0]).toEqual({
      kind: 'opposition',
      reason: 'No lo autorizo',
      details: { purpose: 'Compartir mi domicilio' },
    });
    expect(await within(section).findByText('Uso: Compartir mi domicilio')).toBeInTheDocument();
  });

  it('shows the team’s answer of a resolved request, and the server’s error when one is refused', async () => {
    serve({ initial: [resolved], failPost: 'privacy_request_field_invalid' });
    const user = userEvent.setup();
    renderSection();
    const section = await screen.findByRole('region', { name: 'Corregir tus datos u oponerte a un uso' });
    const row = (await within(section).findByText('Lugar de nacimiento: «Puebla»')).closest(
      'li',
    ) as HTMLElement;
    expect(within(row).getByText('Atendida')).toBeInTheDocument();
    expect(within(row).getByText('Corregimos tu lugar de nacimiento.')).toBeInTheDocument();

    await user.type(within(section).getByRole('textbox', { name: /Cómo debe quedar/ }), 'Ana');
    await user.type(within(section).getByRole('textbox', { name: /Motivo/ }), 'Error');
    await user.click(within(section).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Elige el dato que quieres corregir.')).toBeInTheDocument();
  });

  it('speaks English on the English page', async () => {
    serve({ initial: [resolved] });
    applyLanguage('en');
    renderSection('en');
    const section = await screen.findByRole('region', { name: 'Correct your data or object to a use' });
    expect(await within(section).findByText('Place of birth: "Puebla"')).toBeInTheDocument();
    expect(within(section).getByText('Resolved')).toBeInTheDocument();
  });
});
