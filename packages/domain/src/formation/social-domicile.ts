/**
 * The social domicile (domicilio social) the articles of incorporation name is a place, not an address: the
 * municipality and the state of the company's fiscal address («el municipio de Monterrey, Nuevo León»), or
 * Mexico City itself («la Ciudad de México»: one city, whatever the alcaldía). The street address is the fiscal
 * domicile the SAT records; printed in the articles, every move of the office would be an amendment of the
 * articles before a notary. The fiscal address is free text: its postal code is what places it.
 */

/** Where the SEPOMEX catalogue places a postal code; either part is null when it is not known. */
export type DomicilePlace = { municipality: string | null; state: string | null };

/** The prefixes SEPOMEX assigns to a state: 01–16 Mexico City, 20–99 the other states (17–19 and 00: none). */
function plausiblePrefix(code: string): boolean {
  const prefix = Number(code.slice(0, 2));
  return (prefix >= 1 && prefix <= 16) || prefix >= 20;
}

/**
 * The postal code a free-text Mexican address gives: the five digits marked «C.P.» (or «código postal»), else
 * the last group of exactly five digits that can be one. Null when the address gives none.
 */
export function postalCodeInAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const marked = /\b(?:c\.?\s*p\.?|c[oó]digo\s+postal)\s*:?\s*(\d{5})(?!\d)/i.exec(address)?.[1];
  if (marked !== undefined && plausiblePrefix(marked)) return marked;
  const groups = [...address.matchAll(/(?<!\d)\d{5}(?!\d)/g)].map((match) => match[0]);
  return groups.filter(plausiblePrefix).at(-1) ?? null;
}

/** A postal code of Mexico City (prefixes 01 to 16). */
export const isMexicoCityPostalCode = (code: string): boolean => {
  const prefix = Number(code.slice(0, 2));
  return /^\d{5}$/.test(code) && prefix >= 1 && prefix <= 16;
};

const comparable = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/gi, ' ')
    .trim()
    .toLowerCase();

/** Mexico City by the names catalogues give it (the former Distrito Federal included). */
const isMexicoCityState = (state: string) =>
  ['ciudad de mexico', 'distrito federal', 'cdmx'].includes(comparable(state));

/** A state as the articles write it: SEPOMEX's «México» is the Estado de México. */
function stateName(state: string): string {
  return comparable(state) === 'mexico' ? 'Estado de México' : state.trim();
}

/**
 * The social domicile the articles print for a postal code and where the catalogue places it: «la Ciudad de
 * México» for Mexico City (its postal code alone says so), «el municipio de Monterrey, Nuevo León» elsewhere.
 * Null when the municipality or the state is not known: the articles then say the domicile is pending.
 */
export function socialDomicileName(
  postalCode: string,
  place: DomicilePlace | null | undefined,
): string | null {
  const state = place?.state?.trim() || null;
  if (isMexicoCityPostalCode(postalCode) || (state !== null && isMexicoCityState(state)))
    return 'la Ciudad de México';
  const municipality = place?.municipality?.trim() || null;
  if (municipality === null || state === null) return null;
  return `el municipio de ${municipality}, ${stateName(state)}`;
}
