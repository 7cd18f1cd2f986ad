import { RESERVED_WORDS, SOCIETY_ABBREVIATIONS } from './reserved-words';

export const DENOMINATION_MIN_CHARS = 3;
export const DENOMINATION_MAX_CHARS = 120;

export type DenominationProblem =
  | 'denomination_blank'
  | 'void_special_characters'
  | 'denomination_society_type'
  | 'denomination_exist'
  | 'denomination_validate';

/**
 * Lower case, no accents, no dots, commas or apostrophes, other punctuation as spaces, single spaces: how names
 * are compared («Tacos  Lupíta.» and «TACOS LUPITA» are one name).
 */
export function normalizeDenomination(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.,'’]/g, '')
    .replace(/[^a-z0-9ñ&\s-]/g, ' ')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

function containsPhrase(normalized: string, phrase: string): boolean {
  return ` ${normalized} `.includes(` ${phrase} `);
}

/** A written society type as a pattern over normalised text: its dots dropped, each space optional. */
function societyTypePattern(written: string): string {
  return written.replace(/\./g, ' ').trim().split(/\s+/).join(' ?');
}

const SOCIETY_TYPE_ANYWHERE = new RegExp(
  `(?:^| )(?:${SOCIETY_ABBREVIATIONS.anywhere.map(societyTypePattern).join('|')})(?: |$)`,
);
const SOCIETY_TYPE_AT_THE_END = new RegExp(
  `(?:^| )(?:${SOCIETY_ABBREVIATIONS.atTheEnd.map(societyTypePattern).join('|')})$`,
);

/**
 * Whether the founder typed a society type inside the name («Tacos Lupita S.A. de C.V.», «SA de CV», «S. de
 * R.L.», «sapi de cv», «SAS»): matched as whole words, with or without dots and spaces, ignoring case and
 * accents, so «Sastrería Sánchez» or «Casa Saúl» are names like any other (denomination_society_type).
 */
export function hasSocietyTypeInName(name: string): boolean {
  const normalized = normalizeDenomination(name);
  return SOCIETY_TYPE_ANYWHERE.test(normalized) || SOCIETY_TYPE_AT_THE_END.test(normalized);
}

/** Why a proposed denomination is likely to be refused, or null when it looks fine. */
export function denominationRefusalReason(
  name: string,
): 'special_characters' | 'too_short' | 'reserved_word' | 'society_abbreviation' | null {
  if (hasSpecialCharacters(name)) return 'special_characters';
  const normalized = normalizeDenomination(name);
  if (normalized.replace(/\s/g, '').length < DENOMINATION_MIN_CHARS) return 'too_short';
  if (hasSocietyTypeInName(name)) return 'society_abbreviation';
  if (RESERVED_WORDS.some((word) => containsPhrase(normalized, word))) return 'reserved_word';
  return null;
}

/**
 * Checks one proposed denomination (spec section 5): blank, with special characters (the same rule as the
 * commercial name), with the society type typed in (denomination_society_type: Forja adds it), the same as
 * another proposal of the company or a name already taken (compared without accents, case or punctuation), or
 * likely to be refused.
 */
export function checkDenomination(
  name: string,
  takenNames: readonly string[] = [],
): DenominationProblem | null {
  if (name.trim() === '') return 'denomination_blank';
  if (hasSpecialCharacters(name)) return 'void_special_characters';
  if (hasSocietyTypeInName(name)) return 'denomination_society_type';
  const normalized = normalizeDenomination(name);
  if (takenNames.some((taken) => normalizeDenomination(taken) === normalized)) return 'denomination_exist';
  if (name.trim().length > DENOMINATION_MAX_CHARS || denominationRefusalReason(name) !== null) {
    return 'denomination_validate';
  }
  return null;
}

/** Checks a ranked list: each name against the ones before it and the names taken elsewhere. */
export function checkDenominations(
  names: readonly string[],
  takenElsewhere: readonly string[] = [],
): (DenominationProblem | null)[] {
  return names.map((name, index) => checkDenomination(name, [...takenElsewhere, ...names.slice(0, index)]));
}

/**
 * For each name of a ranked list, the position (0-based) of the earlier option it repeats once normalised
 * («Tacos Lupita», «TACOS LUPITA», «Tacos  Lupíta.»), or null: what a repeated option's message names.
 */
export function findRepeatedDenominations(names: readonly string[]): (number | null)[] {
  const first = new Map<string, number>();
  return names.map((name, index) => {
    const key = normalizeDenomination(name);
    if (key === '') return null;
    const earlier = first.get(key);
    if (earlier !== undefined) return earlier;
    first.set(key, index);
    return null;
  });
}

/** Abbreviations whose dot stays before the suffix's comma («Hermanos López y Cía., S.A. de C.V.»). */
const ABBREVIATIONS_KEEPING_THEIR_DOT = new Set(['cia', 'hno', 'hnos', 'co']);

/** Initials written with their dots («A.B.C.», «J.R.»): the last dot is theirs, not a stray one. */
const INITIALS = /^(?:\p{L}\.){2,}$/u;

/**
 * A denomination as the articles print it: spaces made single, and the dots, commas and hyphens typed at its end
 * dropped («Tacos Lupíta.» → «Tacos Lupíta»), except the dot of an abbreviation such as «Cía.» or of initials
 * such as «A.B.C.». Empty when nothing but punctuation is left.
 */
export function denominationAsPrinted(name: string): string {
  const typed = name.replace(/\s+/g, ' ').trim();
  const base = typed.replace(/[\s.,-]+$/, '');
  if (base === '') return '';
  const lastWord = base.slice(base.lastIndexOf(' ') + 1);
  const endsWithDot = typed.slice(base.length).startsWith('.');
  const keepsDot =
    endsWithDot &&
    (ABBREVIATIONS_KEEPING_THEIR_DOT.has(normalizeDenomination(lastWord)) || INITIALS.test(`${lastWord}.`));
  return `${base}${keepsDot ? '.' : ''}`;
}

/**
 * A proposed name as the legal name reads with the society type's suffix, the way the articles print it
 * («Tacos Lupíta, S.A. de C.V.»; denominationAsPrinted, then one comma before the suffix). Without a suffix, the
 * name as typed (trimmed); null when nothing but punctuation is left.
 */
export function denominationWithSuffix(name: string, abbreviation: string | null): string | null {
  const suffix = abbreviation?.trim() ?? '';
  if (suffix === '') {
    const typed = name.replace(/\s+/g, ' ').trim();
    return typed === '' ? null : typed;
  }
  const printed = denominationAsPrinted(name);
  return printed === '' ? null : `${printed}, ${suffix}`;
}

/**
 * A company's name, commercial or legal, must not contain special characters (void_special_characters):
 * letters of the Latin alphabet (with accents and ñ), digits, spaces and . , & - ' are allowed: the
 * Secretaría de Economía and the SAT write names in that alphabet only.
 */
export function hasSpecialCharacters(name: string): boolean {
  return !/^[\p{Script=Latin}\p{M}0-9 .,&'-]+$/u.test(name.trim());
}
