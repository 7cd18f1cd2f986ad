import type { Language } from '@forja/domain';

/** Google Identity Services: the script that draws Google's sign-in button and hands over an ID token. */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** What Google hands the callback: `credential` is the ID token (a JWT). */
export type GoogleCredentialResponse = { credential?: string; select_by?: string };

export type GoogleButtonText = 'signin_with' | 'signup_with' | 'continue_with';

/** The part of `google.accounts.id` Forja uses (developers.google.com/identity/gsi/web/reference/js-reference). */
export type GoogleAccountsId = {
  initialize: (config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    context?: 'signin' | 'signup' | 'use';
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
  }) => void;
  renderButton: (
    parent: HTMLElement,
    options: {
      type: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: GoogleButtonText;
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      logo_alignment?: 'left' | 'center';
      width?: number;
      locale?: string;
    },
  ) => void;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Window needs an interface
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/** The button's language for each of the product's languages. */
export const GOOGLE_BUTTON_LOCALES: Record<Language, string> = { es: 'es', en: 'en', zh_cn: 'zh_CN' };

let loading: { promise: Promise<GoogleAccountsId>; script: HTMLScriptElement } | null = null;

/**
 * Google Identity Services, loading its script the first time it is needed (one script for the whole
 * visit). Rejects when the script cannot be loaded (offline, blocked); a later call tries again.
 */
export function loadGoogleIdentityServices(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (loading?.script.isConnected) return loading.promise;
  const script = document.createElement('script');
  script.src = GOOGLE_IDENTITY_SCRIPT_URL;
  script.async = true;
  const promise = new Promise<GoogleAccountsId>((resolve, reject) => {
    const settle = () => {
      loading = null;
      const id = window.google?.accounts?.id;
      if (id) {
        resolve(id);
        return;
      }
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    script.addEventListener('load', settle, { once: true });
    script.addEventListener('error', settle, { once: true });
  });
  loading = { promise, script };
  document.head.append(script);
  return promise;
}
