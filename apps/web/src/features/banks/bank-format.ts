import type { LocalizedList, LocalizedText, Partner } from '@forja/contracts';
import type { Language } from '@forja/domain';

/** A catalogue text in the interface language. */
export function localized(text: LocalizedText, language: Language): string {
  return text[language];
}

export function localizedList(list: LocalizedList, language: Language): string[] {
  return list[language];
}

/** A CLABE as people read it from a contract: 3 (bank) 3 (city) 11 (account) 1 (check digit). */
export function groupClabe(clabe: string): string {
  const digits = clabe.replace(/\D/g, '');
  if (digits.length !== 18) return clabe;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 17), digits.slice(17)].join(' ');
}

/** A partner's name as the founder knows it. */
export function partnerName(partner: Pick<Partner, 'id' | 'name' | 'first_name' | 'last_name'>): string {
  return (
    partner.name ?? ([partner.first_name, partner.last_name].filter(Boolean).join(' ') || `#${partner.id}`)
  );
}

/** A website address for a link's text: without the scheme and the trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
