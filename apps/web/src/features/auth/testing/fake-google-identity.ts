import { vi } from 'vitest';
import {
  GOOGLE_IDENTITY_SCRIPT_URL,
  type GoogleAccountsId,
  type GoogleCredentialResponse,
} from '../google-identity-services';

/**
 * A stand-in for Google Identity Services (`window.google.accounts.id`): `renderButton` draws a plain
 * button saying what Google's would ("Google · signin_with · es"); clicking it hands the last
 * `initialize` callback the ID token in `credential`, as choosing a Google account does.
 */
export function fakeGoogleIdentity() {
  let callback: ((response: GoogleCredentialResponse) => void) | null = null;
  const fake = {
    /** The ID token the next click on the button hands over. */
    credential: 'google-id-token',
    initialize: vi.fn<GoogleAccountsId['initialize']>((config) => {
      callback = config.callback;
    }),
    renderButton: vi.fn<GoogleAccountsId['renderButton']>((parent, options) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = ['Google', options.text, options.locale].join(' · ');
      button.addEventListener('click', () => callback?.({ credential: fake.credential, select_by: 'btn' }));
      parent.replaceChildren(button);
    }),
  };
  return fake;
}
export type FakeGoogleIdentity = ReturnType<typeof fakeGoogleIdentity>;

/** As if Google's script had run in the page. */
export function installGoogleIdentity(fake: FakeGoogleIdentity): void {
  window.google = { accounts: { id: fake } };
}

/** Google's script tags the page added. */
export const googleScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === GOOGLE_IDENTITY_SCRIPT_URL);

/** Back to a page without Google: no global, no script tag. */
export function removeGoogleIdentity(): void {
  delete window.google;
  for (const script of googleScripts()) script.remove();
}
