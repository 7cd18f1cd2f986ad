import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from '../../test/render';
import { fakeSigningApi } from './testing/fake-signing-api';

// Whole pages load through several loaders: on a busy machine that takes more than the default second.

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('asking for the signing code', () => {
  it('sends one code for a double click, the button busy (not disabled) while it is asked for', async () => {
    const api = fakeSigningApi({
      partners: [
        { id: 1, name: 'Ana López', acknowledged: true, signer_state: 'pending' },
        { id: 2, name: 'Beto Ruiz', acknowledged: true, signer_state: 'pending' },
      ],
      envelope: {
        provider: 'sandbox',
        state: 'pending',
        draft_version: 1,
        created_at: '2026-03-03T10:00:00.000Z',
        closed_reason: null,
      },
    });
    api.signIn();
    renderRoute('/es/auth/yolo?company=1');
    const send = await screen.findByRole('button', { name: 'Envíame un código' });

    // Both clicks of a double click arrive before the first answer.
    fireEvent.click(send);
    fireEvent.click(send);
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(send).toBeEnabled();

    expect(
      await screen.findByText('Te enviamos un código a a***@example.mx. Vale por 10 minutos.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'company/1/two-factor/set')).toHaveLength(1);
    expect(screen.queryByText(/Ya te enviamos un código/)).toBeNull();
  });
});
