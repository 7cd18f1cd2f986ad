import { languageTag, type Language } from '@forja/domain';
import { Modal } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
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
});
