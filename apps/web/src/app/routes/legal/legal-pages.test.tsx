import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLegalResponse, type FakeCatalogue } from '../../../test/fake-legal-api';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

/** The public legal pages: /{lang}/legal/privacy, /privacy/simplified and /terms, without a session. */

const TWO_VERSIONS: FakeCatalogue = {
  privacy: [
    { version: 2, date: '2027-02-01', material: true },
    { version: 1, date: '2026-11-26', material: true },
  ],
  privacy_simplified: [{ version: 1, date: '2026-11-26', material: true }],
  terms: [{ version: 1, date: '2026-11-26', material: true }],
};

type Call = { method: string; path: string; authorization: string | null };

function serve(options: Parameters<typeof fakeLegalResponse>[2] = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = input.replace(/^\/api\/v3\//, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, authorization: headers.authorization ?? null });
    await new Promise((resolve) => setTimeout(resolve, 2));
    return (
      fakeLegalResponse(path, method, options) ??
      new Response(JSON.stringify({ message: ['not_found'] }), { status: 404 })
    );
  });
  return calls;
}

beforeEach(() => {
  queryClient.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the legal pages', () => {
  it('shows the current privacy notice, its version and date, without signing in', async () => {
    const calls = serve();
    renderRoute('/es/legal/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Versión 1 · publicada el 26/11/2026 · vigente')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Datos que recabamos' })).toBeInTheDocument();
    expect(screen.getByText('empresa').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'privacidad@forja.mx' })).toHaveAttribute(
      'href',
      'mailto:privacidad@forja.mx',
    );
    // One version: no picker.
    expect(screen.queryByLabelText('Otras versiones')).toBeNull();
    const read = calls.find((call) => call.path.startsWith('legal/documents/privacy'));
    expect(read?.path).toBe('legal/documents/privacy?lang=es');
    expect(read?.authorization).toBeNull();
    expect(document.title).toBe('Aviso de privacidad · Forja');
  });

  it('serves the simplified notice and the terms at their own paths, with links to the others', async () => {
    serve();
    renderRoute('/es/legal/privacy/simplified');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad simplificado' }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/es/legal/privacy',
    );
    expect(within(article).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/es/legal/terms',
    );
    // The footer links both notices too.
    const footer = screen.getByRole('navigation', { name: 'Documentos legales' });
    expect(within(footer).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/es/legal/privacy',
    );
  });

  it('reads the document in the page’s language, and says so when it falls back to Spanish', async () => {
    const calls = serve({ missing: ['zh_cn'] });
    renderRoute('/en/legal/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByText('Version 1 · published Nov 26, 2026 · current')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'legal/documents/terms?lang=en')).toBe(true);
  });

  it('tells a Chinese reader that the document is shown in Spanish when it is not translated', async () => {
    serve({ missing: ['zh_cn'] });
    renderRoute('/zh_cn/legal/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeInTheDocument();
    expect(screen.getByText('本文件尚未翻译成您的语言，因此以西班牙语显示。')).toBeInTheDocument();
  });

  it('lists the older versions and opens one, marked as not current', async () => {
    const calls = serve({ catalogue: TWO_VERSIONS });
    const user = userEvent.setup();
    const { router } = renderRoute('/es/legal/privacy');
    expect(await screen.findByText('Versión 2 · publicada el 01/02/2027 · vigente')).toBeInTheDocument();
    const picker = screen.getByLabelText('Otras versiones');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Versión 2 (01/02/2027) · vigente', 'Versión 1 (26/11/2026)']);
    await user.selectOptions(picker, '1');
    await waitFor(() => expect(router.state.location.search).toBe('?version=1'));
    expect(await screen.findByText('Versión 1 · publicada el 26/11/2026')).toBeInTheDocument();
    expect(screen.getByText(/Estás viendo una versión anterior/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'legal/documents/privacy?lang=es&version=1')).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Ver la versión vigente' }));
    expect(await screen.findByText('Versión 2 · publicada el 01/02/2027 · vigente')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so when a version does not exist', async () => {
    serve();
    renderRoute('/es/legal/terms?version=9');
    expect(await screen.findByText('No encontramos esa versión del documento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la versión vigente' })).toHaveAttribute(
      'href',
      '/es/legal/terms',
    );
  });

  it('prints the page', async () => {
    serve();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/es/legal/terms');
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('renders the markdown safely: no raw HTML, no script links', async () => {
    serve({
      markdown: () =>
        [
          '# Aviso',
          '',
          '<img src=x onerror="alert(1)"> texto',
          '',
          '[malo](javascript:alert(1)) y [bueno](https://forja.mx) y [interno](/es/legal/terms)',
          '',
          '1. uno',
          '2. dos',
        ].join('\n'),
    });
    const { container } = renderRoute('/es/legal/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'malo' })).toBeNull();
    const external = screen.getByRole('link', { name: 'bueno' });
    // The refused link keeps its words as plain text.
    expect(external.closest('p')).toHaveTextContent(/^malo y bueno y interno$/);
    expect(external).toHaveAttribute('href', 'https://forja.mx');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'interno' })).toHaveAttribute('href', '/es/legal/terms');
    expect(screen.getByText('uno').closest('ol')).not.toBeNull();
  });
});
