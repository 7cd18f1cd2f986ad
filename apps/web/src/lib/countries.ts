import { languageTag, type Language } from '@forja/domain';
import { getCountries } from 'libphonenumber-js/min';
import { useMemo } from 'react';

/** A country's name in the interface language (Intl.DisplayNames), or its ISO code when unknown. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([languageTag(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country as a select option (ISO 3166 alpha-2 value, name in the language), Mexico first. */
export function useCountryOptions(language: Language): { value: string; label: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
    const all = getCountries().map((code) => ({ value: code, label: names.of(code) ?? code }));
    all.sort((a, b) => a.label.localeCompare(b.label, languageTag(language)));
    const mexico = all.find((option) => option.value === 'MX');
    return mexico ? [mexico, ...all.filter((option) => option !== mexico)] : all;
  }, [language]);
}

/**
 * The combobox of a list of every country: rendered only while open. Mantine keeps a closed select's options in
 * the page, hidden; 250 countries per partner were rendered again with every keystroke in the cap table
 * (`npm run profile:typing`, docs/performance.md).
 */
export const COUNTRY_LIST_COMBOBOX = { withinPortal: true, keepMounted: false } as const;
