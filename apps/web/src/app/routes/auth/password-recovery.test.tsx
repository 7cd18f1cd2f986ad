import {
  sendRecoveryPasswordBodySchema,
  sendRecoveryPasswordEntryBodySchema,
} from '@forja/contracts/user/recovery';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { content, failure, serveApi } from '../../../test/network';
import { renderRoute } from '../../../test/render';

type Call = { method: string; path: string; body: unknown };

/** The recovery side of the API: both calls parse their body with the contracts, as the server does. */
function fakeApi() {
  const calls: Call[] = [];
  serveApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    if (path === 'app-config') return content({ mail_outbox: false, google_client_id: null });
    if (path === 'user/send-recovery-password' && method === 'POST')
      return sendRecoveryPasswordBodySchema.safeParse(body).success
        ? content({ sent: true })
        : failure(400, 'invalid_request');
    if (path === 'user/send-recovery-password-entry' && method === 'POST') {
      const parsed = sendRecoveryPasswordEntryBodySchema.safeParse(body);
      if (!parsed.success) return failure(400, 'invalid_request');
      // The server's list of common passwords, which the form does not hold.
      if (parsed.data.password === 'password123') return failure(400, 'password_too_common');
      return content({ updated: true });
    }
    return failure(404, 'not_found');
  });
  const posts = () => calls.filter((call) => call.method === 'POST');
  return { posts };
}

beforeEach(() => queryClient.clear());

describe('Recover password', () => {
  it('checks the e-mail before asking for a link, then sends the trimmed e-mail', async () => {
    const api = fakeApi();
    renderRoute('/en/auth/recover_password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(await screen.findByText('Enter a valid email, for example ana@company.com.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await userEvent.type(email, 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('Enter a valid email, for example ana@company.com.')).toBeInTheDocument();
    expect(api.posts()).toEqual([]);

    await userEvent.type(email, 'gmail.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/If ana@gmail.com has a Forja account/)).toBeInTheDocument();
    expect(api.posts()).toEqual([
      { method: 'POST', path: 'user/send-recovery-password', body: { identity: 'ana@gmail.com' } },
    ]);
  });
});

describe('New password', () => {
  it('asks for a password of the policy’s length, repeated, before sending it with the link’s e-mail and token', async () => {
    const api = fakeApi();
    const { router } = renderRoute('/en/auth/new_password?token=token-123&email=ana%40gmail.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(/New password/)).toHaveFocus();

    await userEvent.type(screen.getByLabelText(/New password/), 'Nopal-Azul-2026');
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'Nopal-Azul-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText("The passwords don't match.")).toBeInTheDocument();
    expect(screen.queryByText('Use at least 8 characters.')).toBeNull();
    expect(api.posts()).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Repeat the password/));
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'Nopal-Azul-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(router.state.location.search).toBe('?email=ana%40gmail.com');
    expect(api.posts()).toEqual([
      {
        method: 'POST',
        path: 'user/send-recovery-password-entry',
        body: { identity: 'ana@gmail.com', token: 'token-123', password: 'Nopal-Azul-2026' },
      },
    ]);
  });

  it('tells a common password under the field, focused, and stays on the page', async () => {
    fakeApi();
    const { router } = renderRoute('/en/auth/new_password?token=token-123&email=ana%40gmail.com');
    await userEvent.type(await screen.findByLabelText(/New password/), 'password123');
    await userEvent.type(screen.getByLabelText(/Repeat the password/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/one of the most used/i)).toBeInTheDocument();
    const password = screen.getByLabelText(/New password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(router.state.location.pathname).toBe('/en/auth/new_password');
  });
});
