import type { Language } from '@forja/domain';

/** Every path of the web app in one place (spec section 2). */
export const paths = {
  root: () => '/',
  login: (lang: Language) => `/${lang}`,
  recoverPassword: (lang: Language) => `/${lang}/auth/recover_password`,
  register: (lang: Language) => `/${lang}/register`,
};
