import { createHash } from 'node:crypto';
import { COMMISSARY_COUNCIL_ROLE, type Company } from '@forja/contracts';
import {
  denominationAsPrinted,
  formatMoney,
  postalCodeInAddress,
  socialDomicileName,
  type DomicilePlace,
} from '@forja/domain';
import { computeFixedCapital, type IssuedHolding } from '@forja/domain/formation/fixed-capital';
import { listOf } from '@forja/domain/shared/list';
import { singleSpaced as clean, textKey } from '@forja/domain/shared/text';

export type ArticlesSection = { heading: string; paragraphs: string[] };
/** `observations`: what the draft lists under "OBSERVACIONES DEL PROYECTO" (empty: nothing is missing). */
export type ArticlesText = { title: string; sections: ArticlesSection[]; observations: string[] };

/**
 * The wording of the draft has a version of its own: it is part of the fingerprint, so a change of the clauses
 * below (raise it when you change them) makes every earlier draft stale, as a change of the data does. Earlier
 * versions are not rendered again: each draft's PDF is kept as it was generated (articles_drafts, its SHA-256),
 * and once every partner signed, the articles are never rendered again.
 *
 * 1: the DOMICILIO clause printed the whole fiscal address as the social domicile.
 * 2: it names the municipality and state the fiscal address's postal code gives (or the Ciudad de México).
 */
export const ARTICLES_TEMPLATE_VERSION = 2;

// The fixed minimum capital: computeFixedCapital (packages/domain formation/fixed-capital) issues the fewest
// shares that express every holding and scales them to the company's chosen fixed capital or, when it chose
// none, the domain's DEFAULT_FIXED_CAPITAL_CENTAVOS (MXN 50,000). Percentages, nominal values and the chosen
// capital are the company's; only the scale is Forja's.

/** The series a holding without one belongs to when the company has none (as partners.service creates it). */
const DEFAULT_SERIES: DraftSeries = { name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 };
const FULL_OWNERSHIP_BP = 10_000;

// ---------------------------------------------------------------------------------------------------------
// The data the draft shows: everything the text prints comes from here, and the fingerprint hashes it.

type DraftSeries = { name: string; share_class: string; nominal_value_centavos: number };
type DraftHolding = { series: DraftSeries | null; percentage: number | null };
type DraftPartner = {
  name: string | null;
  nationalities: { code: string; name: string }[];
  rfc: string | null;
  is_moral_person: boolean;
  holdings: DraftHolding[];
};
type DraftCouncilMember = { name: string | null; council_role: string };
type ArticlesData = {
  company_type: string;
  legal_name: string | null;
  /**
   * The social domicile printed («la Ciudad de México», «el municipio de Monterrey, Nuevo León»), or why it is
   * pending: the street address is not printed, so an office move within the municipality changes nothing.
   */
  domicile: { name: string } | { pending: string };
  description: string | null;
  activities: { id: number; name: string | null }[];
  share_series: DraftSeries[];
  partners: DraftPartner[];
  /**
   * The fixed capital the founder chose, in centavos; absent when they chose none (MXN 50,000), so the
   * fingerprint of a company without one is what it was before the founder could choose.
   */
  fixed_capital_centavos?: number;
  council: DraftCouncilMember[];
  has_unique_administrator: boolean | null;
  legal_representatives: { name: string | null; rfc: string | null }[];
  /** Forja's company, apoderado of a company that hired Forja as its legal representative; absent otherwise. */
  forja_representative?: { legal_name: string; rfc: string };
};

/** What the articles print beside the company's own data. */
export type ArticlesContext = {
  /** Forja's company (configuration): the apoderado of a company that hired Forja as its legal representative. */
  forja?: { legal_name: string; rfc: string };
  /** The catalogue's names of business activities by id, preferred over the name the company carries. */
  catalogueActivityNames?: ReadonlyMap<number, string>;
  /**
   * Where the SEPOMEX catalogue places the postal code of the company's fiscal address (signing.service looks
   * it up). Without it only a Mexico City postal code names the domicile; elsewhere it stays pending.
   */
  domicilePlace?: (DomicilePlace & { postal_code: string }) | null;
};

const byId = <T extends { id: number }>(list: readonly T[]): T[] => [...list].sort((a, b) => a.id - b.id);

/** The projection of the company that the draft prints, in a stable order (lists sorted by id). */
function articlesData(company: Company, context: ArticlesContext): ArticlesData {
  const seriesList = byId(listOf(company.share_series));
  // A holding names its series by id; without a match it belongs to the company's only series (or to the
  // default one when the company has none). With several series it cannot be placed and stays pending.
  const seriesOf = (id: number | null): DraftSeries | null => {
    if (seriesList.length === 0) return DEFAULT_SERIES;
    const series =
      seriesList.find((entry) => entry.id === id) ?? (seriesList.length === 1 ? seriesList[0] : undefined);
    if (series === undefined) return null;
    return {
      name: clean(series.name) ?? DEFAULT_SERIES.name,
      share_class: clean(series.share_class) ?? DEFAULT_SERIES.share_class,
      nominal_value_centavos: series.nominal_value_centavos,
    };
  };
  const legalName = clean(company.legal_name);
  return {
    company_type: textKey(company.company_type),
    // Without a stray dot or comma typed at its end («Café del Norte.»), which would run into the suffix's comma.
    legal_name: legalName === null ? null : denominationAsPrinted(legalName) || null,
    domicile: socialDomicile(company, context),
    description: clean(company.description),
    activities: byId(listOf(company.company_business_twists)).map((twist) => ({
      id: twist.id,
      name: clean(twist.name),
    })),
    share_series: seriesList.map((series) => seriesOf(series.id) ?? DEFAULT_SERIES),
    partners: byId(listOf(company.partners)).map((partner) => ({
      name: clean(partner.name) ?? clean([partner.first_name, partner.last_name].filter(Boolean).join(' ')),
      nationalities: listOf(partner.nationalities).map((nationality) => ({
        code: clean(nationality.code)?.toUpperCase() ?? '',
        name: clean(nationality.name) ?? '',
      })),
      rfc: clean(partner.rfc)?.toUpperCase() ?? null,
      is_moral_person: partner.is_moral_person === true,
      holdings: byId(listOf(partner.shares)).map((share) => ({
        series: seriesOf(share.share_series_id),
        percentage: typeof share.percentage === 'number' ? share.percentage : null,
      })),
    })),
    council: byId(listOf(company.council)).map((member) => ({
      name: clean(member.name),
      council_role: textKey(member.council_role),
    })),
    has_unique_administrator:
      typeof company.has_unique_administrator === 'boolean' ? company.has_unique_administrator : null,
    legal_representatives: byId(listOf(company.legal_representatives)).map((representative) => ({
      name: clean(representative.name),
      rfc: clean(representative.rfc)?.toUpperCase() ?? null,
    })),
    forja_representative: forjaRepresentative(company, context),
    fixed_capital_centavos:
      typeof company.fixed_capital_centavos === 'number' ? company.fixed_capital_centavos : undefined,
  };
}

/**
 * The social domicile of the articles: the place the fiscal address's postal code gives — Mexico City, else the
 * SEPOMEX catalogue's municipality and state, else those the founder stated for a code the catalogue cannot
 * place (domain's socialDomicileName) — or the observation that says what is missing.
 */
export function socialDomicile(company: Company, context: ArticlesContext = {}): ArticlesData['domicile'] {
  const address = clean(company.fiscal_residence);
  if (address === null) return { pending: 'El domicilio social está pendiente de determinar.' };
  const postalCode = postalCodeInAddress(address);
  if (postalCode === null)
    return {
      pending:
        'El domicilio social está pendiente de determinar: el domicilio fiscal no indica su código postal, que da el municipio y la entidad federativa.',
    };
  const place = context.domicilePlace?.postal_code === postalCode ? context.domicilePlace : null;
  // The place the founder stated counts only where the catalogue cannot place the code (domain's order).
  const name = socialDomicileName(postalCode, place, company.stated_domicile ?? null);
  if (name === null)
    return {
      pending: `El domicilio social está pendiente de determinar: no se encontró el municipio del código postal ${postalCode} del domicilio fiscal en el catálogo del Servicio Postal Mexicano.`,
    };
  return { name };
}

/**
 * Forja's company when the company hired Forja as its legal representative (the product it bought says the
 * articles give Forja the powers to act for it); a company that did not has none, and its fingerprint is what
 * it was before Forja could be named.
 */
function forjaRepresentative(
  company: Company,
  context: ArticlesContext,
): ArticlesData['forja_representative'] {
  if (company.legal_representation !== true) return undefined;
  const legalName = clean(context.forja?.legal_name);
  const rfc = clean(context.forja?.rfc)?.toUpperCase();
  if (!legalName || !rfc)
    throw new Error(
      "The company hired Forja as its legal representative: the articles need Forja's company.",
    );
  return { legal_name: legalName, rfc };
}

/** JSON with every object's keys sorted, so that equal data gives equal text whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SHA-256 hex of the canonical data the draft shows (sorted keys); equal data → equal fingerprint, any change
 * of what is printed → a new one. Ids, timestamps, document links, verification and payment data are not
 * printed and do not count. Activity names the catalogue supplies are not company data and are not hashed.
 */
export function articlesFingerprint(company: Company, context: ArticlesContext = {}): string {
  const canonical = canonicalJson({
    template: ARTICLES_TEMPLATE_VERSION,
    data: articlesData(company, context),
  });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

// ---------------------------------------------------------------------------------------------------------
// Formatting

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 5000000 → "$50,000.00 M.N.": the domain's peso format with the deed's "moneda nacional". */
export function formatDeedMoney(centavos: number): string {
  return `${formatMoney(centavos)} M.N.`;
}

const formatCount = (count: number) => groupThousands(String(count));

/** Basis points as a percentage: 5000 → "50 %", 3333 → "33.33 %". */
function formatPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  const decimals = rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  return `${whole}${decimals} %`;
}

const UNITS = [
  '',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function belowThousandWords(n: number): string {
  if (n === 100) return 'cien';
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(HUNDREDS[hundreds]!);
  if (rest > 0 && rest < 30) parts.push(UNITS[rest]!);
  if (rest >= 30) parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? ` y ${UNITS[rest % 10]!}` : ''));
  return parts.join(' ');
}

/** "uno" before a noun: "veintiún mil", "treinta y un pesos", "un peso". */
function apocope(words: string): string {
  return words.replace(/veintiuno$/, 'veintiún').replace(/(^|\s)uno$/, '$1un');
}

function integerWords(n: number): string {
  if (n === 0) return 'cero';
  const parts: string[] = [];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  if (millions > 0) parts.push(millions === 1 ? 'un millón' : `${apocope(integerWords(millions))} millones`);
  if (thousands > 0) parts.push(thousands === 1 ? 'mil' : `${apocope(belowThousandWords(thousands))} mil`);
  if (rest > 0) parts.push(belowThousandWords(rest));
  return parts.join(' ');
}

/** An amount in words as Mexican deeds write it: 5000000 → "CINCUENTA MIL PESOS 00/100 MONEDA NACIONAL". */
export function moneyInWords(centavos: number): string {
  const pesos = Math.floor(centavos / 100);
  const cents = String(centavos % 100).padStart(2, '0');
  const exactMillions = pesos >= 1_000_000 && pesos % 1_000_000 === 0;
  const words = `${apocope(integerWords(pesos))}${exactMillions ? ' de' : ''} ${pesos === 1 ? 'peso' : 'pesos'}`;
  return `${words} ${cents}/100 moneda nacional`.toUpperCase();
}

const FEMININE_ORDINALS = [
  'PRIMERA',
  'SEGUNDA',
  'TERCERA',
  'CUARTA',
  'QUINTA',
  'SEXTA',
  'SÉPTIMA',
  'OCTAVA',
  'NOVENA',
];
const MASCULINE_ORDINALS = [
  'PRIMERO',
  'SEGUNDO',
  'TERCERO',
  'CUARTO',
  'QUINTO',
  'SEXTO',
  'SÉPTIMO',
  'OCTAVO',
  'NOVENO',
];
const TEN_ORDINALS = ['', 'DÉCIM', 'VIGÉSIM', 'TRIGÉSIM', 'CUADRAGÉSIM'];

/** 1 → "PRIMERA", 12 → "DÉCIMA SEGUNDA" (clauses are feminine, transitory articles masculine). */
function ordinal(n: number, gender: 'feminine' | 'masculine'): string {
  const units = gender === 'feminine' ? FEMININE_ORDINALS : MASCULINE_ORDINALS;
  const ten = TEN_ORDINALS[Math.floor(n / 10)];
  if (ten === undefined) return String(n);
  const unit = n % 10 === 0 ? '' : units[(n % 10) - 1]!;
  if (ten === '') return unit;
  const tens = `${ten}${gender === 'feminine' ? 'A' : 'O'}`;
  return unit ? `${tens} ${unit}` : tens;
}

/** a) … z), then aa) … */
function itemLetter(index: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return index < letters.length
    ? letters[index]!
    : `${letters[Math.floor(index / 26) - 1]!}${letters[index % 26]!}`;
}

/** "A", "A y B", "A, B y C" */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]!}`;
}

const withPeriod = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

// ---------------------------------------------------------------------------------------------------------
// Society types

type SocietyKind = {
  key: 'sa' | 'sapi' | 'srl' | 'sas' | null;
  name: string;
  abbreviation: string;
  equity: 'shares' | 'parts';
  holder: string;
  holders: string;
  assembly: string;
  hasCommissary: boolean;
  minPartners: number;
  maxPartners: number | null;
  /** The law the society is formed under, for the opening paragraph. */
  law: string;
};

const SOCIETY_KINDS: Record<'sa' | 'sapi' | 'srl' | 'sas', SocietyKind> = {
  sa: {
    key: 'sa',
    name: 'Sociedad Anónima de Capital Variable',
    abbreviation: 'S.A. de C.V.',
    equity: 'shares',
    holder: 'accionista',
    holders: 'accionistas',
    assembly: 'Asamblea General de Accionistas',
    hasCommissary: true,
    minPartners: 2,
    maxPartners: null,
    law: 'la Ley General de Sociedades Mercantiles',
  },
  sapi: {
    key: 'sapi',
    name: 'Sociedad Anónima Promotora de Inversión de Capital Variable',
    abbreviation: 'S.A.P.I. de C.V.',
    equity: 'shares',
    holder: 'accionista',
    holders: 'accionistas',
    assembly: 'Asamblea General de Accionistas',
    hasCommissary: true,
    minPartners: 2,
    maxPartners: null,
    law: 'los artículos 12 a 16 de la Ley del Mercado de Valores y, en lo no previsto por ésta, por la Ley General de Sociedades Mercantiles',
  },
  srl: {
    key: 'srl',
    name: 'Sociedad de Responsabilidad Limitada de Capital Variable',
    abbreviation: 'S. de R.L. de C.V.',
    equity: 'parts',
    holder: 'socio',
    holders: 'socios',
    assembly: 'Asamblea de Socios',
    hasCommissary: false,
    minPartners: 2,
    maxPartners: 50,
    law: 'la Ley General de Sociedades Mercantiles',
  },
  sas: {
    key: 'sas',
    name: 'Sociedad por Acciones Simplificada de Capital Variable',
    abbreviation: 'S.A.S. de C.V.',
    equity: 'shares',
    holder: 'accionista',
    holders: 'accionistas',
    assembly: 'Asamblea de Accionistas',
    hasCommissary: false,
    minPartners: 1,
    maxPartners: null,
    law: 'los artículos 260 a 273 de la Ley General de Sociedades Mercantiles y, supletoriamente, por las disposiciones de la sociedad anónima en cuanto no las contradigan',
  },
};

/** A company whose type is unset or unknown still gets a readable draft, flagged under the observations. */
const PENDING_KIND: SocietyKind = {
  key: null,
  name: 'sociedad mercantil (tipo social pendiente de elegir)',
  abbreviation: '',
  equity: 'shares',
  holder: 'socio',
  holders: 'socios',
  assembly: 'Asamblea de Socios',
  hasCommissary: false,
  minPartners: 1,
  maxPartners: null,
  law: 'la Ley General de Sociedades Mercantiles',
};

function societyKind(companyType: string): SocietyKind {
  return companyType in SOCIETY_KINDS
    ? SOCIETY_KINDS[companyType as keyof typeof SOCIETY_KINDS]
    : PENDING_KIND;
}

// ---------------------------------------------------------------------------------------------------------
// Partners, nationalities, holdings

const MEXICO = 'MX';

/** Nationalities as a deed writes them (feminine, agreeing with "nacionalidad"). */
const DEMONYMS: Record<string, string> = {
  MX: 'mexicana',
  US: 'estadounidense',
  CA: 'canadiense',
  ES: 'española',
  AR: 'argentina',
  BO: 'boliviana',
  BR: 'brasileña',
  CL: 'chilena',
  CO: 'colombiana',
  CR: 'costarricense',
  CU: 'cubana',
  DO: 'dominicana',
  EC: 'ecuatoriana',
  SV: 'salvadoreña',
  GT: 'guatemalteca',
  HN: 'hondureña',
  NI: 'nicaragüense',
  PA: 'panameña',
  PY: 'paraguaya',
  PE: 'peruana',
  UY: 'uruguaya',
  VE: 'venezolana',
  CN: 'china',
  TW: 'taiwanesa',
  JP: 'japonesa',
  KR: 'surcoreana',
  IN: 'india',
  IL: 'israelí',
  FR: 'francesa',
  DE: 'alemana',
  IT: 'italiana',
  PT: 'portuguesa',
  GB: 'británica',
  IE: 'irlandesa',
  NL: 'neerlandesa',
  BE: 'belga',
  CH: 'suiza',
  AT: 'austriaca',
  SE: 'sueca',
  NO: 'noruega',
  DK: 'danesa',
  PL: 'polaca',
  RU: 'rusa',
  UA: 'ucraniana',
  AU: 'australiana',
};

function countryName(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

function nationalityPhrase(nationalities: DraftPartner['nationalities']): string {
  const names = nationalities
    .map(({ code, name }) => DEMONYMS[code] ?? `de ${countryName(code) ?? (name || code)}`)
    .filter((name) => name !== 'de ');
  return names.length === 0 ? 'de nacionalidad pendiente de acreditar' : `de nacionalidad ${joinList(names)}`;
}

/** A partner with Mexican nationality counts as Mexican (also with another one); none given: unknown. */
function isForeign(partner: DraftPartner): boolean {
  const codes = partner.nationalities.map((nationality) => nationality.code).filter(Boolean);
  return codes.length > 0 && !codes.includes(MEXICO);
}

function foreignCountries(partner: DraftPartner): string {
  return joinList(partner.nationalities.map(({ code, name }) => countryName(code) ?? (name || code)));
}

type PartnerCapital = {
  partner: DraftPartner;
  label: string;
  issued: IssuedHolding<DraftSeries>[];
  pending: boolean;
};
type Capital = { partners: PartnerCapital[]; totalBp: number; totalCount: number; totalAmount: number };

/**
 * Share counts and amounts from the percentages, by the domain's computeFixedCapital: the fewest shares that
 * express every holding exactly, scaled to reach the company's chosen fixed capital (MXN 50,000 when it chose
 * none); for partes sociales each amount is also a whole number of pesos (LGSM art. 62). A holding without a
 * usable percentage or series is left pending, never guessed.
 */
function computeCapital(
  partners: readonly DraftPartner[],
  labels: readonly string[],
  kind: SocietyKind,
  fixedCapitalCentavos: number | undefined,
): Capital {
  const capital = computeFixedCapital(partners, kind.equity, fixedCapitalCentavos ?? null);
  return {
    partners: partners.map((partner, index) => ({
      partner,
      label: labels[index]!,
      issued: capital.partners[index]!.issued,
      pending: capital.partners[index]!.pending,
    })),
    totalBp: capital.totalBp,
    totalCount: capital.totalCount,
    totalAmount: capital.totalAmount,
  };
}

const SHARE_CLASSES: Record<string, string> = {
  ordinary: 'ordinarias',
  ordinaria: 'ordinarias',
  ordinarias: 'ordinarias',
  common: 'ordinarias',
  preferred: 'preferentes',
  preference: 'preferentes',
  preferente: 'preferentes',
  preferentes: 'preferentes',
  limited_voting: 'de voto limitado',
  restricted_voting: 'de voto restringido',
  non_voting: 'sin derecho a voto',
};

function shareClassWords(shareClass: string): string {
  return SHARE_CLASSES[textKey(shareClass)] ?? `de la clase «${shareClass}»`;
}

function seriesLabel(series: DraftSeries): string {
  return textKey(series.name).startsWith('serie') ? series.name : `Serie ${series.name}`;
}

const sameSeries = (a: DraftSeries, b: DraftSeries) =>
  a.name === b.name &&
  a.share_class === b.share_class &&
  a.nominal_value_centavos === b.nominal_value_centavos;

// ---------------------------------------------------------------------------------------------------------
// Administration

const BOARD_ROLE_ORDER = ['president', 'secretary', 'treasurer', 'member'];

function boardRoleName(role: string, kind: SocietyKind): string {
  switch (role) {
    case 'president':
      return 'Presidente';
    case 'secretary':
      return 'Secretario';
    case 'treasurer':
      return 'Tesorero';
    default:
      return kind.key === 'srl' ? 'Gerente' : 'Consejero';
  }
}

type Administration =
  { mode: 'sole'; name: string | null } | { mode: 'board'; members: { name: string | null; role: string }[] };

function administrationOf(data: ArticlesData, kind: SocietyKind): Administration {
  const administrators = data.council.filter((member) => member.council_role !== COMMISSARY_COUNCIL_ROLE);
  const sole = administrators.find((member) => member.council_role === 'sole_administrator');
  const board = administrators
    .filter((member) => member.council_role !== 'sole_administrator')
    .sort((a, b) => rank(a.council_role) - rank(b.council_role));
  const soleName = sole?.name ?? (administrators.length === 1 ? administrators[0]!.name : null);
  const mode =
    kind.key === 'sas'
      ? 'sole'
      : data.has_unique_administrator === null
        ? board.length >= 2
          ? 'board'
          : 'sole'
        : data.has_unique_administrator
          ? 'sole'
          : 'board';
  if (mode === 'sole') return { mode, name: soleName };
  return { mode, members: board.map((member) => ({ name: member.name, role: member.council_role })) };
}

function rank(role: string): number {
  const index = BOARD_ROLE_ORDER.indexOf(role);
  return index === -1 ? BOARD_ROLE_ORDER.length : index;
}

// ---------------------------------------------------------------------------------------------------------
// The draft

const POWERS = [
  'Poder general para pleitos y cobranzas, con todas las facultades generales y aun las especiales que requieran cláusula especial conforme a la ley, en términos del primer párrafo del artículo 2554 y del artículo 2587 del Código Civil Federal y de sus correlativos en los códigos civiles de las entidades federativas, incluidas las de desistirse, transigir, comprometer en árbitros, articular y absolver posiciones, recusar, presentar denuncias y querellas, otorgar el perdón y constituirse en coadyuvante del Ministerio Público.',
  'Poder general para actos de administración, en términos del segundo párrafo del artículo 2554 del Código Civil Federal y de sus correlativos en los códigos civiles de las entidades federativas.',
  'Poder general para actos de dominio, en términos del tercer párrafo del artículo 2554 del Código Civil Federal y de sus correlativos en los códigos civiles de las entidades federativas.',
  'Poder para otorgar, suscribir, aceptar, avalar, endosar y en cualquier otra forma negociar títulos de crédito, en términos del artículo 9 de la Ley General de Títulos y Operaciones de Crédito.',
];
/** Forja's powers as legal representative, by their place in POWERS: lawsuits and collections, administration. */
const FORJA_POWERS = [0, 1] as const;

/**
 * The draft articles of incorporation (proyecto de acta constitutiva) in Spanish, from the company's data.
 * Missing data is never invented: it is printed as pending ("por designar", "pendiente") and listed under
 * "OBSERVACIONES DEL PROYECTO". `context` gives Forja's company (named apoderado when the company hired Forja as
 * its legal representative) and the catalogue's names of business activities.
 */
export function articlesText(company: Company, context: ArticlesContext = {}): ArticlesText {
  const data = articlesData(company, context);
  const catalogueActivityNames = context.catalogueActivityNames;
  const kind = societyKind(data.company_type);
  const observations: string[] = [];
  const isParts = kind.equity === 'parts';
  const unitOne = isParts ? 'parte social' : 'acción';
  const unitMany = isParts ? 'partes sociales' : 'acciones';
  const units = (count: number) => `${formatCount(count)} ${count === 1 ? unitOne : unitMany}`;
  const Holder = kind.holder.charAt(0).toUpperCase() + kind.holder.slice(1);

  // Who is who
  const labels = data.partners.map(
    (partner, index) => partner.name ?? `${Holder} ${index + 1} (nombre pendiente)`,
  );
  data.partners.forEach((partner, index) => {
    if (partner.name === null) observations.push(`Falta el nombre del ${kind.holder} ${index + 1}.`);
  });
  const suffix = kind.abbreviation;
  const nameHasSuffix =
    data.legal_name !== null && suffix !== '' && textKey(data.legal_name).endsWith(textKey(suffix));
  const fullName =
    data.legal_name === null
      ? null
      : nameHasSuffix || suffix === ''
        ? data.legal_name
        : `${data.legal_name}, ${suffix}`;
  const companyLabel = fullName ?? 'la sociedad';

  const title =
    fullName === null
      ? `PROYECTO DE ACTA CONSTITUTIVA DE UNA ${kind.name.toUpperCase()} (DENOMINACIÓN PENDIENTE DE AUTORIZACIÓN)`
      : `PROYECTO DE ACTA CONSTITUTIVA DE ${fullName.toUpperCase()}`;

  const sections: ArticlesSection[] = [];
  sections.push({
    heading: 'NATURALEZA DE ESTE DOCUMENTO',
    paragraphs: [
      'Este documento es un proyecto (borrador) de los estatutos sociales, preparado por Forja con los datos capturados por los socios, para su revisión y aceptación. No es la escritura o póliza constitutiva: la sociedad se constituye cuando el acto se formaliza conforme a la ley aplicable al tipo social y se inscribe en el Registro Público de Comercio.',
    ],
  });

  // Comparecientes
  const appearing: string[] = [
    data.partners.length === 0
      ? `Aún no se han registrado ${kind.holders}; las personas que constituyan la sociedad se indicarán antes de la firma.`
      : `${data.partners.length === 1 ? 'La persona siguiente conviene' : 'Las personas siguientes convienen'} en constituir una ${kind.name}, que se regirá por los estatutos siguientes y, en lo no previsto en ellos, por ${kind.law}:`,
  ];
  data.partners.forEach((partner, index) => {
    const parts = [
      labels[index]!,
      partner.is_moral_person ? 'persona moral' : 'persona física',
      nationalityPhrase(partner.nationalities),
    ];
    if (partner.rfc) parts.push(`con Registro Federal de Contribuyentes ${partner.rfc}`);
    if (partner.is_moral_person) parts.push('que comparece por conducto de su representante legal');
    appearing.push(`${index + 1}. ${parts.join(', ')}.`);
  });
  sections.push({ heading: 'COMPARECIENTES', paragraphs: appearing });

  if (kind.key === null) {
    observations.push('El tipo social no se ha elegido: el proyecto se completará cuando se elija.');
  }
  if (data.partners.length > 0 && data.partners.length < kind.minPartners) {
    observations.push(
      `Una ${kind.name} requiere al menos ${kind.minPartners} ${kind.holders}; hay ${data.partners.length}.`,
    );
  }
  if (kind.maxPartners !== null && data.partners.length > kind.maxPartners) {
    observations.push(`Una ${kind.name} admite como máximo ${kind.maxPartners} ${kind.holders}.`);
  }
  if (kind.key === 'sas') {
    for (const [index, partner] of data.partners.entries()) {
      if (partner.is_moral_person) {
        observations.push(
          `${labels[index]!} es persona moral y una Sociedad por Acciones Simplificada solo admite personas físicas como accionistas (artículo 260 de la Ley General de Sociedades Mercantiles).`,
        );
      }
    }
  }

  const clauses: { title: string; paragraphs: string[] }[] = [];

  // Denominación
  if (fullName === null) {
    clauses.push({
      title: 'DENOMINACIÓN',
      paragraphs: [
        `La denominación de la sociedad será la que autorice la Secretaría de Economía conforme al Reglamento para la Autorización de Uso de Denominaciones y Razones Sociales. A la fecha de este proyecto la autorización está pendiente; la denominación autorizada se insertará en este lugar antes de la firma${suffix ? `, e irá siempre seguida de las palabras «${kind.name}» o de su abreviatura «${suffix}»` : ''}.`,
      ],
    });
    observations.push('La denominación está pendiente de autorización por la Secretaría de Economía.');
  } else {
    clauses.push({
      title: 'DENOMINACIÓN',
      paragraphs: [
        `La sociedad se denomina «${data.legal_name}»${suffix ? `, e irá siempre seguida de las palabras «${kind.name}» o de su abreviatura «${suffix}»` : ''}. La denominación fue autorizada por la Secretaría de Economía conforme al Reglamento para la Autorización de Uso de Denominaciones y Razones Sociales.`,
      ],
    });
  }

  // Domicilio
  clauses.push({
    title: 'DOMICILIO',
    paragraphs: [
      'pending' in data.domicile
        ? 'El domicilio social está pendiente de determinar y se señalará antes de la firma. La sociedad podrá establecer agencias o sucursales en cualquier lugar de la República Mexicana o del extranjero y pactar domicilios convencionales, sin que ello implique un cambio de domicilio social.'
        : `El domicilio de la sociedad es ${data.domicile.name}. La sociedad podrá establecer agencias o sucursales en cualquier lugar de la República Mexicana o del extranjero y pactar domicilios convencionales, sin que ello implique un cambio de domicilio social.`,
    ],
  });
  if ('pending' in data.domicile) observations.push(data.domicile.pending);

  clauses.push({ title: 'DURACIÓN', paragraphs: ['La duración de la sociedad es indefinida.'] });

  // Objeto social
  const activities = [
    ...(data.description ? [withPeriod(data.description)] : []),
    ...data.activities.flatMap((activity) => {
      const name = clean(catalogueActivityNames?.get(activity.id)) ?? activity.name;
      return name ? [`Realizar toda clase de actividades relacionadas con el giro «${name}».`] : [];
    }),
  ];
  if (activities.length === 0)
    observations.push('Las actividades del objeto social están pendientes de definir.');
  const general = [
    'Adquirir, enajenar, arrendar, administrar y poseer por cualquier título los bienes muebles e inmuebles necesarios o convenientes para su objeto.',
    'Celebrar toda clase de contratos y convenios civiles, mercantiles, laborales y administrativos con personas físicas o morales, públicas o privadas, nacionales o extranjeras.',
    'Emitir, girar, suscribir, aceptar, avalar y endosar títulos de crédito, y obtener y otorgar préstamos y garantías relacionados con su objeto.',
    'Adquirir participaciones en otras sociedades y registrar, adquirir y explotar marcas, nombres comerciales, patentes y derechos de autor.',
    'En general, realizar todos los actos y operaciones conexos, accesorios o necesarios para la realización de su objeto.',
  ];
  clauses.push({
    title: 'OBJETO SOCIAL',
    paragraphs: [
      'La sociedad tiene por objeto:',
      ...(activities.length === 0
        ? ['a) Las actividades principales, pendientes de definir, que se insertarán antes de la firma.']
        : activities.map((text, index) => `${itemLetter(index)}) ${text}`)),
      ...general.map((text, index) => `${itemLetter(Math.max(activities.length, 1) + index)}) ${text}`),
    ],
  });

  // Nacionalidad: Forja always writes the clause admitting foreigners (cláusula de admisión), with or without
  // foreign partners today: a foreign partner who joins later then needs no amendment of the articles, which
  // an exclusion clause would force. Foreign partners already present are named, and their registration with
  // the RNIE appears among the transitory articles.
  const foreign = data.partners
    .map((partner, index) => ({ partner, label: labels[index]! }))
    .filter(({ partner }) => isForeign(partner));
  const nationality = [
    `La sociedad es de nacionalidad mexicana. Los ${kind.holders} extranjeros actuales o futuros de la sociedad se obligan formalmente con la Secretaría de Relaciones Exteriores a considerarse como nacionales respecto de las ${unitMany} de la sociedad que adquieran o de que sean titulares, así como de los bienes, derechos, concesiones, participaciones o intereses de que sea titular la sociedad, o bien de los derechos y obligaciones que deriven de los contratos en que sea parte la propia sociedad, y a no invocar, por lo mismo, la protección de sus gobiernos, bajo la pena, en caso contrario, de perder en beneficio de la Nación Mexicana las ${unitMany} que hubieren adquirido, conforme al artículo 27, fracción I, de la Constitución Política de los Estados Unidos Mexicanos.`,
    'La participación de la inversión extranjera en el capital social se sujetará a la Ley de Inversión Extranjera y a su reglamento.',
  ];
  if (foreign.length > 0) {
    nationality.push(
      `A la fecha de este proyecto ${foreign.length === 1 ? `es ${kind.holder}` : `son ${kind.holders}`} de nacionalidad extranjera: ${joinList(foreign.map(({ partner, label }) => `${label} (${foreignCountries(partner)})`))}, ${foreign.length === 1 ? 'quien conviene' : 'quienes convienen'} expresamente en lo dispuesto en el párrafo anterior.`,
    );
  }
  clauses.push({ title: 'NACIONALIDAD Y ADMISIÓN DE EXTRANJEROS', paragraphs: nationality });

  // Capital
  const capital = computeCapital(data.partners, labels, kind, data.fixed_capital_centavos);
  const issuedAll = capital.partners.flatMap((entry) => entry.issued);
  const seriesUsed: DraftSeries[] = [];
  for (const entry of issuedAll) {
    if (!seriesUsed.some((series) => sameSeries(series, entry.series))) seriesUsed.push(entry.series);
  }
  const capitalParagraphs: string[] = [];
  if (capital.totalAmount === 0) {
    capitalParagraphs.push(
      `El capital social es variable. El capital mínimo fijo sin derecho a retiro y su división en ${unitMany} están pendientes de determinar, porque aún no se registra la participación de los ${kind.holders}. El capital variable es ilimitado.`,
    );
  } else if (isParts) {
    // LGSM art. 62 allows partes sociales of unequal value; equal ones (two partners at 50 %) are said so.
    const values = capital.partners
      .filter((entry) => entry.issued.length > 0)
      .map((entry) => entry.issued.reduce((sum, issued) => sum + issued.amount, 0));
    const valued = values.every((value) => value === values[0]) ? 'de igual valor' : 'de valor desigual';
    capitalParagraphs.push(
      `El capital social es variable. El capital mínimo fijo sin derecho a retiro es de ${formatDeedMoney(capital.totalAmount)} (${moneyInWords(capital.totalAmount)}), dividido en ${units(values.length)}, una por cada socio, ${valued} y en todo caso múltiplo de un peso, conforme a los artículos 62 y 68 de la Ley General de Sociedades Mercantiles. El capital variable es ilimitado.`,
    );
  } else {
    const only = seriesUsed.length === 1 ? seriesUsed[0]! : null;
    capitalParagraphs.push(
      only
        ? `El capital social es variable. El capital mínimo fijo sin derecho a retiro es de ${formatDeedMoney(capital.totalAmount)} (${moneyInWords(capital.totalAmount)}), representado por ${units(capital.totalCount)} ${shareClassWords(only.share_class)}, nominativas, de la ${seriesLabel(only)}, con valor nominal de ${formatDeedMoney(only.nominal_value_centavos)} cada una. El capital variable es ilimitado.`
        : `El capital social es variable. El capital mínimo fijo sin derecho a retiro es de ${formatDeedMoney(capital.totalAmount)} (${moneyInWords(capital.totalAmount)}), representado por ${units(capital.totalCount)} nominativas, divididas en las series siguientes. El capital variable es ilimitado.`,
    );
    if (!only) {
      for (const series of seriesUsed) {
        const inSeries = issuedAll.filter((entry) => sameSeries(entry.series, series));
        const count = inSeries.reduce((sum, entry) => sum + entry.count, 0);
        const amount = inSeries.reduce((sum, entry) => sum + entry.amount, 0);
        capitalParagraphs.push(
          `${seriesLabel(series)}: ${units(count)} ${shareClassWords(series.share_class)}, con valor nominal de ${formatDeedMoney(series.nominal_value_centavos)} cada una, por ${formatDeedMoney(amount)}.`,
        );
      }
    }
  }
  clauses.push({ title: 'CAPITAL SOCIAL', paragraphs: capitalParagraphs });

  // Suscripción
  const subscription: string[] = [
    capital.totalAmount === 0
      ? `La suscripción del capital por los ${kind.holders} está pendiente de determinar.`
      : `El capital mínimo fijo queda íntegramente suscrito y pagado en efectivo ${data.partners.length === 1 ? `por el ${kind.holder}` : `por los ${kind.holders}`} en la forma siguiente:`,
  ];
  for (const entry of capital.partners) {
    const bp = entry.issued.reduce((sum, issued) => sum + issued.bp, 0);
    const amount = entry.issued.reduce((sum, issued) => sum + issued.amount, 0);
    const count = entry.issued.reduce((sum, issued) => sum + issued.count, 0);
    const pendingNote = entry.pending ? ' Parte de su participación está pendiente de determinar.' : '';
    if (entry.issued.length === 0) {
      subscription.push(`${entry.label}: participación pendiente de determinar.`);
    } else if (isParts) {
      const detail =
        entry.issued.length > 1
          ? ` (${entry.issued.map((issued) => `${seriesLabel(issued.series)}: ${formatDeedMoney(issued.amount)}`).join('; ')})`
          : '';
      subscription.push(
        `${entry.label}: una parte social con valor de ${formatDeedMoney(amount)}${detail}, equivalente al ${formatPercent(bp)} del capital social.${pendingNote}`,
      );
    } else if (entry.issued.length === 1) {
      const issued = entry.issued[0]!;
      subscription.push(
        `${entry.label}: ${units(issued.count)} de la ${seriesLabel(issued.series)}, por un valor de ${formatDeedMoney(issued.amount)}, equivalentes al ${formatPercent(bp)} del capital social.${pendingNote}`,
      );
    } else {
      const detail = entry.issued
        .map(
          (issued) =>
            `${units(issued.count)} de la ${seriesLabel(issued.series)} (${formatDeedMoney(issued.amount)})`,
        )
        .join('; ');
      subscription.push(
        `${entry.label}: ${detail}; en total ${units(count)} por un valor de ${formatDeedMoney(amount)}, equivalentes al ${formatPercent(bp)} del capital social.${pendingNote}`,
      );
    }
    if (entry.pending && entry.issued.length === 0) {
      observations.push(`La participación de ${entry.label} está pendiente de determinar.`);
    } else if (entry.pending) {
      observations.push(`Parte de la participación de ${entry.label} está pendiente de determinar.`);
    }
  }
  if (capital.totalAmount > 0) {
    const holdersWithShares = capital.partners.filter((entry) => entry.issued.length > 0).length;
    subscription.push(
      `TOTAL: ${units(isParts ? holdersWithShares : capital.totalCount)} por un valor de ${formatDeedMoney(capital.totalAmount)}, equivalentes al ${formatPercent(capital.totalBp)} del capital social suscrito.`,
    );
    if (capital.totalBp !== FULL_OWNERSHIP_BP) {
      observations.push(
        `Las participaciones registradas suman ${formatPercent(capital.totalBp)}; deben sumar 100 % antes de la firma.`,
      );
    }
  }
  clauses.push({ title: 'SUSCRIPCIÓN Y PAGO DEL CAPITAL', paragraphs: subscription });

  // Acciones o partes sociales
  if (isParts) {
    clauses.push({
      title: 'PARTES SOCIALES',
      paragraphs: [
        'Cada socio tendrá una sola parte social; cuando adquiera una parte o partes sociales de otro socio, su parte social se incrementará en la cantidad correspondiente. Las partes sociales no podrán representarse por títulos negociables y la sociedad llevará un libro especial de socios.',
        'La cesión de partes sociales y la admisión de nuevos socios requieren el consentimiento de los socios que representen la mayoría del capital social, y los socios tendrán derecho de preferencia para adquirir las partes sociales que se cedan, en los términos de los artículos 65 y 66 de la Ley General de Sociedades Mercantiles.',
      ],
    });
  } else {
    const shareParagraphs = [
      'Las acciones serán nominativas, conferirán iguales derechos dentro de cada serie y cada acción otorgará derecho a un voto en las asambleas, salvo lo que se disponga para acciones de otra clase. Los títulos o certificados provisionales de acciones cumplirán los requisitos del artículo 125 de la Ley General de Sociedades Mercantiles y la sociedad llevará el libro de registro de acciones a que se refiere el artículo 128 de dicha ley.',
    ];
    if (kind.key === 'sapi') {
      shareParagraphs.push(
        'Conforme al artículo 13 de la Ley del Mercado de Valores, la sociedad y sus accionistas podrán pactar restricciones a la transmisión de acciones, derechos de preferencia, de venta conjunta y de arrastre, causales de exclusión y separación de accionistas, y emitir acciones distintas de las previstas en el artículo 112 de la Ley General de Sociedades Mercantiles. Los accionistas tendrán los derechos de minoría que establece el artículo 16 de la Ley del Mercado de Valores.',
      );
    } else {
      shareParagraphs.push(
        'En los aumentos de capital los accionistas tendrán derecho de preferencia para suscribir las nuevas acciones en proporción al número de sus acciones, en los términos del artículo 132 de la Ley General de Sociedades Mercantiles.',
      );
    }
    if (kind.key === 'sas') {
      shareParagraphs.push(
        'Los ingresos totales anuales de la sociedad no podrán rebasar el monto que establece el artículo 260 de la Ley General de Sociedades Mercantiles; de rebasarlo, la sociedad deberá transformarse en otro régimen societario en los términos de dicha ley.',
      );
    }
    clauses.push({ title: 'ACCIONES', paragraphs: shareParagraphs });
  }

  clauses.push({
    title: 'AUMENTOS Y DISMINUCIONES DEL CAPITAL',
    paragraphs: [
      `Los aumentos y disminuciones del capital mínimo fijo requieren resolución de la ${kind.assembly} con las formalidades de una modificación de estatutos. Los aumentos y disminuciones de la parte variable se acordarán por la ${kind.assembly} sin necesidad de reformar los estatutos, conforme a los artículos 213 a 221 de la Ley General de Sociedades Mercantiles, y se inscribirán en el libro de registro de variaciones de capital que llevará la sociedad.`,
    ],
  });

  // Asambleas
  const assembly: string[] = [];
  if (kind.key === 'srl') {
    assembly.push(
      'La Asamblea de Socios es el órgano supremo de la sociedad. Será convocada por la gerencia con al menos ocho días de anticipación mediante comunicación escrita dirigida a cada socio; las resoluciones tomadas fuera de asamblea por escrito y por unanimidad tendrán la misma validez que las adoptadas en asamblea.',
      'Las resoluciones se tomarán por los socios que representen, por lo menos, la mayoría del capital social; si no se reúne esa mayoría en primera convocatoria, en segunda se tomarán por mayoría de votos, cualquiera que sea la porción del capital representado. La modificación de los estatutos requiere el voto de la mayoría de los socios que represente, por lo menos, las tres cuartas partes del capital social, conforme a los artículos 77 y 83 de la Ley General de Sociedades Mercantiles.',
    );
  } else if (kind.key === 'sas') {
    assembly.push(
      'La Asamblea de Accionistas es el órgano supremo de la sociedad. Será convocada por el administrador mediante publicación en el sistema electrónico establecido por la Secretaría de Economía con una anticipación mínima de cinco días hábiles, y podrá celebrarse por medios electrónicos. Cada acción da derecho a un voto y las resoluciones se tomarán por mayoría de votos de los accionistas presentes.',
    );
    if (data.partners.length === 1) {
      assembly.push(
        'Mientras la sociedad tenga un solo accionista, éste ejercerá las facultades de la asamblea y sus decisiones se harán constar por escrito.',
      );
    }
  } else {
    assembly.push(
      `La ${kind.assembly} es el órgano supremo de la sociedad. Las asambleas serán ordinarias o extraordinarias, conforme a los artículos 180 a 182 de la Ley General de Sociedades Mercantiles, y se convocarán mediante publicación en el sistema electrónico establecido por la Secretaría de Economía con quince días naturales de anticipación, salvo que esté representada la totalidad de las acciones. Las resoluciones tomadas fuera de asamblea por unanimidad de los accionistas que representen la totalidad de las acciones con derecho a voto tendrán la misma validez que las adoptadas en asamblea, conforme al artículo 178 de dicha ley.`,
      'Para que una asamblea ordinaria se considere legalmente reunida en primera convocatoria deberá estar representada, por lo menos, la mitad del capital social, y sus resoluciones serán válidas cuando se tomen por mayoría de votos; en segunda convocatoria se instalará con cualquier número de acciones representadas. En las asambleas extraordinarias deberán estar representadas, en primera convocatoria, por lo menos las tres cuartas partes del capital, y las resoluciones se tomarán por el voto de las acciones que representen la mitad del capital social, conforme a los artículos 189 y 190 de dicha ley.',
    );
  }
  clauses.push({
    title: kind.key === 'srl' ? 'ASAMBLEA DE SOCIOS' : 'ASAMBLEAS DE ACCIONISTAS',
    paragraphs: assembly,
  });

  // Administración
  const administration = administrationOf(data, kind);
  const soleTitle = kind.key === 'srl' ? 'Gerente Único' : 'Administrador Único';
  const boardTitle = kind.key === 'srl' ? 'Consejo de Gerentes' : 'Consejo de Administración';
  const adminParagraphs: string[] = [];
  let organ: string;
  if (administration.mode === 'sole') {
    organ = soleTitle;
    const appointment =
      administration.name === null
        ? `El ${soleTitle} está por designar.`
        : `Se designa como ${soleTitle} a ${administration.name}.`;
    if (kind.key === 'sas') {
      adminParagraphs.push(
        `La representación y administración de la sociedad estarán a cargo de un administrador, función que desempeñará un accionista, conforme a las disposiciones de la Sociedad por Acciones Simplificada de la Ley General de Sociedades Mercantiles. ${appointment}`,
      );
      const namedPartner =
        administration.name !== null &&
        data.partners.some(
          (partner) => partner.name !== null && textKey(partner.name) === textKey(administration.name),
        );
      const boardMembers = data.council.filter(
        (member) =>
          member.council_role !== COMMISSARY_COUNCIL_ROLE && member.council_role !== 'sole_administrator',
      );
      if (administration.name === null && boardMembers.length > 1) {
        observations.push(
          'Una Sociedad por Acciones Simplificada tiene un solo administrador, que debe ser accionista; se registró un consejo de administración en su lugar.',
        );
      }
      if (administration.name !== null && !namedPartner) {
        observations.push(
          `El administrador de una Sociedad por Acciones Simplificada debe ser accionista; ${administration.name} no figura entre los accionistas.`,
        );
      }
    } else {
      adminParagraphs.push(
        `La administración de la sociedad estará a cargo de un ${soleTitle}, ${kind.key === 'srl' ? 'socio o persona extraña a la sociedad, conforme al artículo 74' : 'accionista o persona extraña a la sociedad, conforme a los artículos 142 y 143'} de la Ley General de Sociedades Mercantiles, quien durará en su cargo hasta que su sucesor tome posesión. ${appointment}`,
      );
    }
    if (administration.name === null) observations.push(`El ${soleTitle} está por designar.`);
  } else {
    organ = boardTitle;
    adminParagraphs.push(
      `La administración de la sociedad estará a cargo de un ${boardTitle} integrado por dos o más miembros, que podrán ser ${kind.holders} o personas extrañas a la sociedad, quienes durarán en su cargo hasta que sus sucesores tomen posesión. El ${boardTitle} sesionará válidamente con la asistencia de la mayoría de sus miembros y sus resoluciones se tomarán por mayoría de votos de los presentes; el Presidente tendrá voto de calidad en caso de empate.`,
    );
    if (administration.members.length === 0) {
      adminParagraphs.push(`Los miembros del ${boardTitle} están por designar.`);
    } else {
      adminParagraphs.push(
        `Se designa como miembros del ${boardTitle} a ${joinList(administration.members.map((member) => `${member.name ?? 'por designar'} (${boardRoleName(member.role, kind)})`))}.`,
      );
    }
    if (administration.members.length < 2) {
      observations.push(`El ${boardTitle} requiere al menos dos miembros designados.`);
    }
    if (administration.members.some((member) => member.name === null)) {
      observations.push(`Falta el nombre de un miembro del ${boardTitle}.`);
    }
  }
  clauses.push({ title: 'ADMINISTRACIÓN', paragraphs: adminParagraphs });

  clauses.push({
    title: 'FACULTADES DE LA ADMINISTRACIÓN',
    paragraphs: [
      `El ${organ} tendrá la representación legal de la sociedad y las facultades siguientes, que podrá ejercer ante toda clase de personas y autoridades:`,
      ...POWERS.map((power, index) => `${itemLetter(index)}) ${power}`),
      `${itemLetter(POWERS.length)}) Abrir y cancelar cuentas bancarias y de inversión a nombre de la sociedad y designar a las personas autorizadas para girar contra ellas.`,
      `${itemLetter(POWERS.length + 1)}) Otorgar y revocar poderes generales y especiales, dentro de las facultades que le corresponden.`,
    ],
  });

  // Vigilancia
  const commissaries = data.council.filter((member) => member.council_role === COMMISSARY_COUNCIL_ROLE);
  if (kind.hasCommissary) {
    const names = commissaries.map((member) => member.name).filter((name): name is string => name !== null);
    clauses.push({
      title: 'VIGILANCIA',
      paragraphs: [
        `La vigilancia de la sociedad estará a cargo de uno o más comisarios, ${kind.holders} o personas extrañas a la sociedad, conforme al artículo 164 de la Ley General de Sociedades Mercantiles. No podrán ser comisarios las personas a que se refiere el artículo 165 de dicha ley, entre ellas los empleados de la sociedad y los parientes de los administradores.`,
        names.length === 0
          ? 'El comisario está por designar.'
          : `Se designa como ${names.length === 1 ? 'Comisario' : 'Comisarios'} a ${joinList(names)}.`,
      ],
    });
    if (names.length === 0) observations.push('El comisario está por designar.');
  } else if (commissaries.length > 0 && kind.key !== null) {
    observations.push(
      `Hay un comisario registrado, pero una ${kind.name} no lo requiere; no se incluye en el proyecto.`,
    );
  }

  // Ejercicio, utilidades, disolución
  const financial = [
    'El ejercicio social coincidirá con el año calendario. Dentro de los cuatro meses siguientes al cierre de cada ejercicio la administración presentará a la asamblea un informe sobre la marcha de la sociedad y los estados financieros del ejercicio.',
  ];
  if (kind.key === 'sas') {
    financial.push(
      'El administrador publicará anualmente en el sistema electrónico establecido por la Secretaría de Economía el informe sobre la situación financiera de la sociedad, en los términos de la Ley General de Sociedades Mercantiles.',
    );
  }
  clauses.push({ title: 'EJERCICIO SOCIAL E INFORMACIÓN FINANCIERA', paragraphs: financial });
  clauses.push({
    title: 'UTILIDADES Y PÉRDIDAS',
    paragraphs: [
      `De las utilidades netas de cada ejercicio se separará anualmente el cinco por ciento, como mínimo, para formar el fondo de reserva legal, hasta que importe la quinta parte del capital social, conforme al artículo 20 de la Ley General de Sociedades Mercantiles. El resto se aplicará como acuerde la ${kind.assembly}; las utilidades y las pérdidas se distribuirán entre los ${kind.holders} en proporción a sus ${isParts ? 'partes sociales' : 'acciones'}.`,
    ],
  });
  clauses.push({
    title: 'DISOLUCIÓN Y LIQUIDACIÓN',
    paragraphs: [
      `La sociedad se disolverá por cualquiera de las causas previstas en el artículo 229 de la Ley General de Sociedades Mercantiles. Disuelta la sociedad, se pondrá en liquidación a cargo de uno o más liquidadores designados por la ${kind.assembly}, quienes procederán conforme a los artículos 234 y siguientes de dicha ley.`,
    ],
  });
  clauses.push({
    title: 'LEGISLACIÓN Y JURISDICCIÓN',
    paragraphs: [
      `En lo no previsto en estos estatutos se estará a lo dispuesto por ${kind.law}. Para la interpretación y cumplimiento de estos estatutos los ${kind.holders} se someten a las leyes federales de los Estados Unidos Mexicanos y a los tribunales competentes del domicilio social, renunciando a cualquier otro fuero que pudiera corresponderles.`,
    ],
  });

  // Apoderados. Forja, when the company hired it as its legal representative, gets the powers it needs to act
  // for the company with authorities and banks (lawsuits and collections, administration), not those of
  // ownership (dominio) or of credit instruments: the decisions stay with the partners.
  const forja = data.forja_representative;
  const representatives = data.legal_representatives.map((representative) =>
    representative.rfc
      ? `${representative.name ?? 'por designar'} (RFC ${representative.rfc})`
      : (representative.name ?? 'por designar'),
  );
  const forjaPowers = FORJA_POWERS.map((index) => itemLetter(index));
  const forjaParagraphs = forja
    ? [
        ...(representatives.length === 0
          ? [
              `Se otorgan a favor de ${forja.legal_name} (RFC ${forja.rfc}) los poderes siguientes:`,
              ...FORJA_POWERS.map((index, position) => `${itemLetter(position)}) ${POWERS[index]!}`),
            ]
          : [
              `Se otorgan asimismo a favor de ${forja.legal_name} (RFC ${forja.rfc}) los poderes de los incisos ${forjaPowers.join(') y ')}) anteriores.`,
            ]),
        `${forja.legal_name} ejercerá estos poderes por conducto de sus representantes legales o apoderados con facultades suficientes, conforme a las instrucciones de la sociedad, ante el Servicio de Administración Tributaria y demás autoridades e instituciones de crédito; no comprenden actos de dominio ni la suscripción de títulos de crédito.`,
      ]
    : [];
  clauses.push({
    title: 'APODERADOS',
    paragraphs:
      representatives.length === 0 && !forja
        ? [
            `No se designan apoderados en este acto; la representación legal corresponde al ${organ}, con las facultades señaladas en la cláusula de facultades de la administración.`,
          ]
        : [
            ...(representatives.length === 0
              ? []
              : [
                  `Se otorgan a favor de ${joinList(representatives)}, para que ${representatives.length === 1 ? 'los ejerza' : 'los ejerzan conjunta o separadamente'}, los poderes siguientes:`,
                  ...POWERS.map((power, index) => `${itemLetter(index)}) ${power}`),
                ]),
            ...forjaParagraphs,
          ],
  });

  clauses.forEach((clause, index) => {
    sections.push({
      heading: `CLÁUSULA ${ordinal(index + 1, 'feminine')}. ${clause.title}`,
      paragraphs: clause.paragraphs,
    });
  });

  // Transitorios
  const transitory = [
    'El primer ejercicio social correrá desde la fecha de constitución de la sociedad hasta el treinta y uno de diciembre del mismo año.',
    administration.mode === 'sole'
      ? administration.name === null
        ? `El ${soleTitle} será designado por la primera asamblea que se celebre.`
        : `Queda designado como ${soleTitle} ${administration.name}, quien acepta el cargo y protesta su fiel desempeño.`
      : `Quedan designados los miembros del ${boardTitle} señalados en la cláusula de administración, quienes aceptan el cargo y protestan su fiel desempeño.`,
  ];
  if (kind.hasCommissary) {
    const names = commissaries.map((member) => member.name).filter((name): name is string => name !== null);
    transitory.push(
      names.length === 0
        ? 'El comisario será designado por la primera asamblea que se celebre.'
        : `Queda designado como ${names.length === 1 ? 'Comisario' : 'Comisarios'} ${joinList(names)}, con las facultades del artículo 166 de la Ley General de Sociedades Mercantiles.`,
    );
  }
  if (foreign.length > 0) {
    transitory.push(
      'Por contar con inversión extranjera, la sociedad deberá inscribirse en el Registro Nacional de Inversiones Extranjeras dentro del plazo que señala la Ley de Inversión Extranjera.',
    );
  }
  transitory.push(
    `Se faculta al ${organ}${representatives.length > 0 || forja ? ' y a los apoderados designados' : ''} para realizar los trámites necesarios para la formalización de este acto, la inscripción de ${companyLabel} en el Registro Público de Comercio y su inscripción en el Registro Federal de Contribuyentes.`,
  );
  sections.push({
    heading: 'ARTÍCULOS TRANSITORIOS',
    paragraphs: transitory.map((text, index) => `${ordinal(index + 1, 'masculine')}. ${text}`),
  });

  if (observations.length > 0) {
    sections.push({
      heading: 'OBSERVACIONES DEL PROYECTO',
      paragraphs: [
        'Los datos siguientes faltan o deben corregirse antes de la firma:',
        ...observations.map((text) => `• ${text}`),
      ],
    });
  }

  return { title, sections, observations };
}
