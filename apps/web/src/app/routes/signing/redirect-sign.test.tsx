import type { SignatureReturn } from '@forja/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { fakeSigningApi } from '../../../features/signing/testing/fake-signing-api';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'ret_7Hq2xPz9Lm';

function envelope(overrides: Partial<SignatureReturn> = {}): SignatureReturn {
  return {
    company_id: 1,
    company_name: 'Nopal Azul S.A.S.',
    provider: 'sandbox',
    envelope_state: 'pending',
    signed_count: 1,
    signer_count: 3,
    date_signature: null,
    company_type: 'sas',
    ...overrides,
  };
}

const SIGNING = {
  provider: 'sandbox',
  state: 'pending' as const,
  draft_version: 1,
  created_at: '2026-03-03T10:00:00.000Z',
  closed_reason: null,
};

describe('the e-signature redirect route', () => {
  it('says the signature is recorded, counts who signed and leads to the company’s dashboard', async () => {
    const api = fakeSigningApi({
      partners: [
        { id: 1, name: 'Ana López', acknowledged: true, signer_state: 'signed' },
        { id: 2, name: 'Beto Ruiz', acknowledged: true, signer_state: 'pending' },
        { id: 3, name: 'Carla Méndez', acknowledged: true, signer_state: 'pending' },
      ],
      envelope: SIGNING,
      returns: { [TOKEN]: [envelope()] },
    });
    api.signIn();
    renderRoute(paths.eSignatureRedirect('es', TOKEN));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu firma quedó registrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Han firmado 1 de 3 socios.')).toBeInTheDocument();
    expect(screen.getByText('Te avisamos por correo cuando firmen los demás socios.')).toBeInTheDocument();
    // An S.A.S.: this signature is the shareholders' agreement, the legal one follows with each e.firma.
    expect(screen.getByText(/Sigue la firma legal de la S.A.S./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al panel de tu empresa' })).toHaveAttribute(
      'href',
      '/es/dashboard/1/home',
    );
    expect(api.callsTo('GET', `signature/return/${TOKEN}`)[0]?.headers.authorization).toBeUndefined();
  });

  it('reads again every 3 s while the provider’s answer is on its way', async () => {
    const api = fakeSigningApi({
      returns: {
        [TOKEN]: [
          envelope(),
          envelope({
            envelope_state: 'completed',
            signed_count: 3,
            date_signature: '2026-03-04T18:00:00.000Z',
          }),
        ],
      },
    });
    renderRoute(paths.eSignatureRedirect('en', TOKEN));
    expect(
      await screen.findByRole('heading', { name: "We're confirming your signature" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/hasn't confirmed your signature yet/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your signature is recorded' })).toBeInTheDocument();
    expect(screen.getByText('3 of 3 partners have signed.')).toBeInTheDocument();
    expect(
      screen.getByText(/Everyone has signed: .* If you have an account, sign in to see them\./),
    ).toBeInTheDocument();
    // Without a session, the way on is signing in.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en');
    expect(api.callsTo('GET', `signature/return/${TOKEN}`)).toHaveLength(2);
  });

  it('reads the returning link partner’s own state with the link kept for the visit', async () => {
    const api = fakeSigningApi({
      partners: [
        { id: 1, name: 'Ana López', acknowledged: true, signer_state: 'pending' },
        { id: 3, name: 'Carla Méndez', acknowledged: true, signer_state: 'signed' },
      ],
      envelope: SIGNING,
      returns: { [TOKEN]: [envelope({ signer_count: 2 })] },
    });
    window.sessionStorage.setItem(
      'signing_return',
      JSON.stringify({ company: 1, partner: 3, token: api.linkToken }),
    );
    renderRoute(paths.eSignatureRedirect('es', TOKEN));
    expect(await screen.findByRole('heading', { name: 'Tu firma quedó registrada' })).toBeInTheDocument();
    const [read] = api.callsTo('GET', 'temporary-token/company/1/signing');
    expect(read?.query.get('partner')).toBe('3');
  });

  it('tells a partner who signed from the link, without a session, where the signed articles are', async () => {
    const api = fakeSigningApi({
      partners: [
        { id: 1, name: 'Ana López', acknowledged: true, signer_state: 'signed' },
        { id: 3, name: 'Carla Méndez', acknowledged: true, signer_state: 'signed' },
      ],
      envelope: { ...SIGNING, state: 'completed' as never },
      returns: {
        [TOKEN]: [
          envelope({
            signer_count: 2,
            signed_count: 2,
            envelope_state: 'completed',
            date_signature: '2026-03-04T10:00:00.000Z',
            company_type: 'sa',
          }),
        ],
      },
    });
    window.sessionStorage.setItem(
      'signing_return',
      JSON.stringify({ company: 1, partner: 3, token: api.linkToken }),
    );
    renderRoute(paths.eSignatureRedirect('es', TOKEN));
    expect(await screen.findByRole('heading', { name: 'Tu firma quedó registrada' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Todos firmaron: el acta firmada queda en los documentos de la empresa en Forja. Si tienes cuenta, inicia sesión para verla.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ya está en los documentos de tu empresa/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('says nothing of the SE’s system to a company formed before a notary', async () => {
    fakeSigningApi({
      returns: {
        [TOKEN]: [
          envelope({
            company_type: 'sa',
            company_name: 'Nopal Azul S.A. de C.V.',
            envelope_state: 'completed',
            signed_count: 3,
          }),
        ],
      },
    });
    renderRoute(paths.eSignatureRedirect('es', TOKEN));
    expect(await screen.findByRole('heading', { name: 'Tu firma quedó registrada' })).toBeInTheDocument();
    expect(screen.getByText('Han firmado 3 de 3 socios.')).toBeInTheDocument();
    expect(screen.queryByText(/S\.A\.S\.|e\.firma|Secretaría de Economía/)).toBeNull();
  });

  it('says when the signature was declined', async () => {
    fakeSigningApi({ returns: { [TOKEN]: [envelope({ envelope_state: 'declined' })] } });
    renderRoute(paths.eSignatureRedirect('es', TOKEN));
    expect(await screen.findByRole('heading', { name: 'No firmaste el acta' })).toBeInTheDocument();
    expect(screen.getByText(/El equipo de Forja revisa qué pasó/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/es');
  });

  it('without a token, says there is nothing to show and points to the dashboard', async () => {
    const api = fakeSigningApi();
    renderRoute(paths.eSignatureRedirect('zh_cn'));
    expect(await screen.findByRole('heading', { name: '这里没有可显示的内容' })).toBeInTheDocument();
    expect(screen.getByText(/请在公司面板中查看章程的状态/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.startsWith('signature/'))).toHaveLength(0),
    );
  });

  it('tells what went wrong with an unknown token', async () => {
    fakeSigningApi();
    renderRoute('/es/redirect_sign/unknown_token_1');
    expect(await screen.findByRole('heading', { name: 'No pudimos mostrar tu firma' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/No encontramos esta firma/);
  });
});
