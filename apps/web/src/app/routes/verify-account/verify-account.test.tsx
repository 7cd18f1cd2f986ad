import {
  requestContactCodeBodySchema,
  updatePhoneEmailBodySchema,
  verificationCodeBodySchema,
  type User,
} from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken, setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { content, failure, serveApi } from '../../../test/network';
import { renderRoute } from '../../../test/render';

type Call = { method: string; path: string; body: unknown };

/**
 * The account side of the API for a signed-in user who has not confirmed the e-mail yet: the code `123456`
 * confirms it; the contact change parses its bodies with the contracts.
 */
function fakeApi(user: User) {
  const calls: Call[] = [];
  let current = user;
  serveApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    if (path === 'app-config') return content({ mail_outbox: false, google_client_id: null });
    if (path === 'user/profile') return content(current);
    if (path === 'user/verification-code' && method === 'POST') {
      const parsed = verificationCodeBodySchema.safeParse(body);
      if (!parsed.success) return failure(400, 'invalid_request');
      if (parsed.data.code !== '123456') return failure(400, 'code_invalid');
      current = { ...current, is_confirmed: true };
      return content({ is_confirmed: true });
    }
    if (path === 'user/refresh' && method === 'POST')
      return content({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 });
    if (path === `request-verification-code-to-update/user/${user.id}` && method === 'POST')
      return requestContactCodeBodySchema.safeParse(body).success
        ? content({ sent: true, retry_after_seconds: 60 })
        : failure(400, 'invalid_request');
    if (path === `update-phone-email/user/${user.id}` && method === 'PUT')
      return updatePhoneEmailBodySchema.safeParse(body).success
        ? content({ ok: true })
        : failure(400, 'invalid_request');
    return failure(404, 'not_found');
  });
  const changes = () => calls.filter((call) => call.method !== 'GET');
  return { changes };
}

const ana = makeUser({
  id: 42,
  email: 'ana@gmail.com',
  phone: '5512345678',
  phone_country_code: '52',
  phone_alpha_code: 'MX',
  is_confirmed: false,
  companies: [],
});

beforeEach(() => {
  queryClient.clear();
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});

describe('Verify account', () => {
  it('asks for the 6 digits before sending the code, and a confirmed account renews its session and moves on', async () => {
    const api = fakeApi(ana);
    const { router } = renderRoute('/en/verify_account');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(api.changes()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Digit 1 of 6'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/en/verify_account'));
    expect(api.changes()).toEqual([
      { method: 'POST', path: 'user/verification-code', body: { code: '123456' } },
      { method: 'POST', path: 'user/refresh', body: undefined },
    ]);
    // The renewed token is the one the next calls carry (it says the account is confirmed).
    expect(getAccessToken()).toBe('access-2');
  });
});

describe('Edit phone and email', () => {
  it('checks the new contact, sends it for a code, then applies it with the code', async () => {
    const api = fakeApi(ana);
    const { router } = renderRoute('/en/verify_account/edit_phone_and_email');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('ana@gmail.com');
    const phone = screen.getByLabelText(/Phone/);
    expect(phone).toHaveValue('5512345678');

    await userEvent.clear(email);
    await userEvent.type(email, 'ana@');
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid email, for example ana@company.com.')).toBeInTheDocument();
    expect(screen.getByText("Check the number: it doesn't look valid for that country.")).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(api.changes()).toEqual([]);

    await userEvent.type(email, 'nopal.mx ');
    await userEvent.clear(phone);
    await userEvent.type(phone, '55 8765 4321');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code we sent to ana@nopal.mx');
    expect(api.changes()).toEqual([
      {
        method: 'POST',
        path: 'request-verification-code-to-update/user/42',
        body: { email: 'ana@nopal.mx', phone: '5587654321', phone_country_code: '52' },
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(api.changes()).toHaveLength(1);

    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/verify_account'));
    expect(api.changes()[1]).toEqual({
      method: 'PUT',
      path: 'update-phone-email/user/42',
      body: {
        email: 'ana@nopal.mx',
        phone: '5587654321',
        phone_country_code: '52',
        verification_code: '654321',
      },
    });
  });
});
