/**
 * The social domicile (domicilio social) the articles of incorporation name is a place, not an address: the
 * municipality and the state of the company's fiscal address («el municipio de Monterrey, Nuevo León»), or
 * Mexico City itself («la Ciudad de México»: one city, whatever the alcaldía). The street address is the fiscal
 * domicile the SAT records; printed in the articles, every move of the office would be an amendment of the
 * articles before a notary. The fiscal address is free text: its postal code is what places it.
 */

import type { MexicanState } from '@forja/contracts';

/** Where the SEPOMEX catalogue places a postal code; either part is null when it is not known. */
export type DomicilePlace = { municipality: string | null; state: string | null };

/**
 * The first two digits of the postal codes each state holds, as SEPOMEX assigns them (Correos de México,
 * Catálogo Nacional de Códigos Postales; the state of each prefix can be checked against the catalogue's
 * d_codigo and c_estado columns). 00 and 17–19 belong to no state.
 */
export const POSTAL_CODE_PREFIXES: readonly {
  from: number;
  to: number;
  state_code: string;
  state: MexicanState;
}[] = [
  { from: 1, to: 16, state_code: '09', state: 'Ciudad de México' },
  { from: 20, to: 20, state_code: '01', state: 'Aguascalientes' },
  { from: 21, to: 22, state_code: '02', state: 'Baja California' },
  { from: 23, to: 23, state_code: '03', state: 'Baja California Sur' },
  { from: 24, to: 24, state_code: '04', state: 'Campeche' },
  { from: 25, to: 27, state_code: '05', state: 'Coahuila de Zaragoza' },
  { from: 28, to: 28, state_code: '06', state: 'Colima' },
  { from: 29, to: 30, state_code: '07', state: 'Chiapas' },
  { from: 31, to: 33, state_code: '08', state: 'Chihuahua' },
  { from: 34, to: 35, state_code: '10', state: 'Durango' },
  { from: 36, to: 38, state_code: '11', state: 'Guanajuato' },
  { from: 39, to: 41, state_code: '12', state: 'Guerrero' },
  { from: 42, to: 43, state_code: '13', state: 'Hidalgo' },
  { from: 44, to: 49, state_code: '14', state: 'Jalisco' },
  { from: 50, to: 57, state_code: '15', state: 'México' },
  { from: 58, to: 61, state_code: '16', state: 'Michoacán de Ocampo' },
  { from: 62, to: 62, state_code: '17', state: 'Morelos' },
  { from: 63, to: 63, state_code: '18', state: 'Nayarit' },
  { from: 64, to: 67, state_code: '19', state: 'Nuevo León' },
  { from: 68, to: 71, state_code: '20', state: 'Oaxaca' },
  { from: 72, to: 75, state_code: '21', state: 'Puebla' },
  { from: 76, to: 76, state_code: '22', state: 'Querétaro' },
  { from: 77, to: 77, state_code: '23', state: 'Quintana Roo' },
  { from: 78, to: 79, state_code: '24', state: 'San Luis Potosí' },
  { from: 80, to: 82, state_code: '25', state: 'Sinaloa' },
  { from: 83, to: 85, state_code: '26', state: 'Sonora' },
  { from: 86, to: 86, state_code: '27', state: 'Tabasco' },
  { from: 87, to: 89, state_code: '28', state: 'Tamaulipas' },
  { from: 90, to: 90, state_code: '29', state: 'Tlaxcala' },
  { from: 91, to: 96, state_code: '30', state: 'Veracruz de Ignacio de la Llave' },
  { from: 97, to: 97, state_code: '31', state: 'Yucatán' },
  { from: 98, to: 99, state_code: '32', state: 'Zacatecas' },
];

/** The state a postal code belongs to by its first two digits (SEPOMEX's ranges); null for none. */
export function stateOfPostalCode(code: string): MexicanState | null {
  if (!/^\d{5}$/.test(code)) return null;
  const prefix = Number(code.slice(0, 2));
  return POSTAL_CODE_PREFIXES.find((range) => prefix >= range.from && prefix <= range.to)?.state ?? null;
}

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
 * The social domicile the articles print for a postal code, where the catalogue places it and where the founder
 * said it is, in this order: «la Ciudad de México» for a Mexico City postal code (the code alone says so, and
 * a stated place is not read); the catalogue's municipality and state («el municipio de Monterrey, Nuevo
 * León»); else the municipality and state the founder stated, for a code the catalogue cannot place. Null when
 * none of them names both: the articles then say the domicile is pending.
 */
export function socialDomicileName(
  postalCode: string,
  place: DomicilePlace | null | undefined,
  stated?: DomicilePlace | null,
): string | null {
  return placeName(postalCode, place) ?? (stated ? placeName(postalCode, stated) : null);
}

function placeName(postalCode: string, place: DomicilePlace | null | undefined): string | null {
  const state = place?.state?.trim() || null;
  if (isMexicoCityPostalCode(postalCode) || (state !== null && isMexicoCityState(state)))
    return 'la Ciudad de México';
  const municipality = place?.municipality?.trim() || null;
  if (municipality === null || state === null) return null;
  return `el municipio de ${municipality}, ${stateName(state)}`;
}
