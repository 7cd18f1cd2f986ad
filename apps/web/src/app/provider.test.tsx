import { languageTag, type Language } from '@forja/domain';
import { Modal, PasswordInput } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../lib/i18n';
import { AppProvider } from './provider';

/** The common texts as the tests load them, to take away and give back as a page's download would. */
const common = (language: Language) =>
  i18n.getResourceBundle(languageTag(language), 'common') as Record<string, unknown>;

afterEach(() => applyLanguage('es'));

describe('the app provider', () => {
  it.each([
    ['es', 'Cerrar'],
    ['en', 'Close'],
    ['zh_cn', '关闭'],
  ] as const)(
    'names every dialog close button in %s, also when the texts arrive after the app started',
    async (language, label) => {
      applyLanguage(language);
      const texts = common(language);
      // The app starts before the language layout's loader has downloaded the common texts.
      i18n.removeResourceBundle(languageTag(language), 'common');
      try {
        render(
          <AppProvider>
            <Modal opened onClose={() => undefined} title="Dirección de envío del testimonio">
              …
            </Modal>
          </AppProvider>,
        );
      } finally {
        act(() => {
          i18n.addResourceBundle(languageTag(language), 'common', texts, true, true);
        });
      }
      const dialog = await screen.findByRole('dialog', { name: 'Dirección de envío del testimonio' });
      expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'close' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['es', 'Mostrar u ocultar la contraseña'],
    ['en', 'Show or hide the password'],
    ['zh_cn', '显示或隐藏密码'],
  ] as const)(
    'names the password button in %s when the texts arrive between the first render and the subscription',
    (language, label) => {
      applyLanguage(language);
      const texts = common(language);
      i18n.removeResourceBundle(languageTag(language), 'common');
      /**
       * A page opened directly (/es/auth/new_password, /es/account): the app's first render is a transition and
       * the language layout's loader adds the texts before the app has subscribed to i18next's events, here from a
       * child's layout effect, which runs before the provider's subscription.
       */
      function TextsArrive() {
        useLayoutEffect(() => {
          i18n.addResourceBundle(languageTag(language), 'common', texts, true, true);
        }, []);
        return null;
      }
      try {
        render(
          <AppProvider>
            <TextsArrive />
            <PasswordInput label="Contraseña nueva" />
          </AppProvider>,
        );
      } finally {
        i18n.addResourceBundle(languageTag(language), 'common', texts, true, true);
      }
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'show_password' })).not.toBeInTheDocument();
    },
  );
});
