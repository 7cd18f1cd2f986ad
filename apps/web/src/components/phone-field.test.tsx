import { languageTag, type Language } from '@forja/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

const COMMON = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/common.json', {
  eager: true,
});

/** Texts with the common namespace only: a shared component may count on nothing else being downloaded. */
function commonOnly(language: Language) {
  const instance = i18next.createInstance();
  const tag = languageTag(language);
  void instance.init({
    lng: tag,
    resources: { [tag]: { common: COMMON[`../locales/${language}/common.json`]!.default } },
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

describe('PhoneField', () => {
  it.each([
    ['es', 'País', 'Teléfono', 'Revisa el número: no parece válido para ese país.'],
    ['en', 'Country', 'Phone', "Check the number: it doesn't look valid for that country."],
    ['zh_cn', '国家/地区', '电话', '请检查号码：它似乎不是该国家/地区的有效号码。'],
  ] as const)('labels its fields in %s with the common texts alone', (language, country, number, invalid) => {
    const texts = commonOnly(language);
    render(
      <I18nextProvider i18n={texts}>
        <MantineProvider>
          <MemoryRouter initialEntries={[`/${language}/account`]}>
            <Routes>
              <Route
                path=":lang/account"
                element={<PhoneField value={{ country: 'MX', phone: '' }} onChange={() => {}} />}
              />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('combobox', { name: country })).toHaveValue('MX');
    expect(screen.getByRole('textbox', { name: number })).toBeInTheDocument();
    // The text forms show under the field when the number is refused, from the same namespace.
    expect(texts.t('common:phone.invalid')).toBe(invalid);
  });
});
