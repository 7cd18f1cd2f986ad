import { parseLanguage } from '@forja/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { applyLanguage } from '../../../lib/i18n';
import {
  fakeGoogleIdentity,
  googleScripts,
  installGoogleIdentity,
  removeGoogleIdentity,
} from '../testing/fake-google-identity';
import { GoogleSignInButton, type GoogleSignInButtonProps } from './google-sign-in-button';

const CLIENT_ID = 'forja-web.apps.googleusercontent.com';

/** The button on a page of the given language (`/:lang`), inside the app's providers. */
function renderOnPage(props: GoogleSignInButtonProps, path = '/es', twice = false) {
  applyLanguage(parseLanguage(path.slice(1)) ?? 'es');
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: (
          <>
            <h1>Inicia sesión</h1>
            <GoogleSignInButton {...props} />
            {twice && <GoogleSignInButton {...props} />}
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** Google's script finishes loading (the global appears first, as the real script does). */
function finishLoading(script: HTMLScriptElement | undefined, fake = fakeGoogleIdentity()) {
  installGoogleIdentity(fake);
  act(() => {
    script?.dispatchEvent(new Event('load'));
  });
  return fake;
}

afterEach(() => {
  removeGoogleIdentity();
  applyLanguage('es');
});

describe('GoogleSignInButton', () => {
  it.each([null, undefined])(
    'shows nothing and loads no Google script when the client id is %s',
    async (clientId) => {
      const onCredential = vi.fn();
      renderOnPage({ clientId, onCredential });
      expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
      expect(screen.queryByText('o')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(googleScripts()).toHaveLength(0);
    },
  );

  it("loads Google's script once, then draws Google's button in the page's language", async () => {
    renderOnPage({ clientId: CLIENT_ID, onCredential: vi.fn(), text: 'signup_with' }, '/zh_cn', true);
    expect(await screen.findAllByText('或')).toHaveLength(2);
    // Two buttons on the page, one script.
    expect(googleScripts()).toHaveLength(1);
    const fake = finishLoading(googleScripts()[0]);
    expect(await screen.findAllByRole('button', { name: 'Google · signup_with · zh_CN' })).toHaveLength(2);
    expect(fake.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: CLIENT_ID, context: 'signup', ux_mode: 'popup' }),
    );
    expect(fake.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ type: 'standard', text: 'signup_with', locale: 'zh_CN' }),
    );
  });

  it('hands the ID token of the chosen Google account to the page', async () => {
    const fake = fakeGoogleIdentity();
    installGoogleIdentity(fake);
    const onCredential = vi.fn();
    renderOnPage({ clientId: CLIENT_ID, onCredential }, '/en');
    fake.credential = 'id-token-of-ana';
    await userEvent.click(await screen.findByRole('button', { name: 'Google · signin_with · en' }));
    expect(onCredential).toHaveBeenCalledWith('id-token-of-ana');
    // Google's script was already in the page: not requested again.
    expect(googleScripts()).toHaveLength(0);
  });

  it("says so, in the page's language, when Google's script cannot be loaded", async () => {
    renderOnPage({ clientId: CLIENT_ID, onCredential: vi.fn() }, '/en');
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    act(() => {
      googleScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(
      await screen.findByText(
        "We couldn't load the Google button. Check your connection or use your email and password.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    // A failed script is removed, so a later visit to the page tries again.
    expect(googleScripts()).toHaveLength(0);
  });
});
