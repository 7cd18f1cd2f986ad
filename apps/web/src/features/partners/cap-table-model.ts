import type { Partner, ShareSeries, User } from '@forja/contracts';
import {
  DEFAULT_FIXED_CAPITAL_CENTAVOS,
  FULL_OWNERSHIP_BP,
  capitalEquityOf,
  type CapitalEquity,
  checkShareDistribution,
  computeFixedCapital,
  fixedCapitalProblem,
  type FixedCapital,
  type FixedCapitalProblem,
  percentToBp,
  type ShareDistributionProblem,
  type ShareHolding,
} from '@forja/domain';
import type { CapTableBody } from './api/cap-table';

/** A share series as the form edits it; the nominal value in pesos (sent in centavos). */
export type SeriesDraft = {
  key: string;
  name: string;
  share_class: string;
  nominal_value: number | '';
};

/** A partner as the form edits it: percentages by series key, '' while not given. */
export type PartnerDraft = {
  key: string;
  id?: number;
  name: string;
  email: string;
  is_moral_person: boolean;
  nationalities: string[];
  percentages: Record<string, number | ''>;
};

/**
 * `fixed_capital`: the minimum fixed capital the articles aim at, in pesos ('' while empty: none chosen, MXN
 * 50,000); absent: the body leaves the company's as it is.
 */
export type CapTableDraft = {
  series: SeriesDraft[];
  partners: PartnerDraft[];
  fixed_capital?: number | '';
  /** The company's saved choice in centavos (null: none): the body sends the capital only when it changes. */
  fixed_capital_saved?: number | null;
};

/** A change to the draft, as a function of the draft before it (stable callbacks keep cards memoised). */
export type DraftUpdate = (update: (before: CapTableDraft) => CapTableDraft) => void;

export type PartnerLimits = { minPartners: number; maxPartners: number | null };

export const DEFAULT_SHARE_CLASS = 'ordinary';
/** The API's default nominal value per share: $100.00. */
export const DEFAULT_NOMINAL_VALUE_PESOS = 100;
export const MAX_SERIES = 10;
export const MAX_PARTNERS = 50;

let counter = 0;
/** A key for a row the form adds (React keys; never sent). */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** The next free series letter: A, B, C… */
export function nextSeriesName(series: readonly SeriesDraft[]): string {
  const used = new Set(series.map((entry) => entry.name.trim().toUpperCase()));
  for (let code = 65; code < 91; code += 1) {
    const letter = String.fromCharCode(code);
    if (!used.has(letter)) return letter;
  }
  return String(series.length + 1);
}

export function newSeries(series: readonly SeriesDraft[]): SeriesDraft {
  return {
    key: newKey('series'),
    name: nextSeriesName(series),
    share_class: DEFAULT_SHARE_CLASS,
    nominal_value: DEFAULT_NOMINAL_VALUE_PESOS,
  };
}

export function newPartner(): PartnerDraft {
  return {
    key: newKey('partner'),
    name: '',
    email: '',
    is_moral_person: false,
    nationalities: ['MX'],
    percentages: {},
  };
}

/** The signed-in user as a partner row fills it: the name and e-mail of the profile. */
export type SelfPartner = { name: string; email: string };

export function selfPartnerOf(
  user: Pick<User, 'full_name' | 'first_names' | 'last_names' | 'email'>,
): SelfPartner {
  const name = user.full_name?.trim() || [user.first_names, user.last_names].filter(Boolean).join(' ');
  return { name: name.trim(), email: user.email.trim() };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the draft already has a partner with this e-mail. */
export function draftHasEmail(draft: CapTableDraft, email: string): boolean {
  return email.trim() !== '' && draft.partners.some((partner) => sameEmail(partner.email, email));
}

/** "I am a partner": the first blank row (no name, no e-mail) takes the user's name and e-mail, else a new row. */
export function addSelfPartner(draft: CapTableDraft, self: SelfPartner): CapTableDraft {
  const blank = draft.partners.find((partner) => partner.name.trim() === '' && partner.email.trim() === '');
  if (blank) {
    return {
      ...draft,
      partners: draft.partners.map((partner) =>
        partner === blank
          ? { ...partner, name: self.name, email: self.email, is_moral_person: false }
          : partner,
      ),
    };
  }
  return { ...draft, partners: [...draft.partners, { ...newPartner(), name: self.name, email: self.email }] };
}

/**
 * The form's starting point from the saved cap table. A legacy partner (no shares, or a null percentage)
 * comes with empty percentages, to be completed; a holding without a series goes to the first one. For
 * partes sociales (an S. de R.L.) the draft has one class only (draftWithOneClass).
 */
export function draftFromCapTable(
  partners: readonly Partner[],
  shareSeries: readonly ShareSeries[],
  /** The company's chosen fixed capital (null: none, shown as MXN 50,000); absent: not edited. */
  fixedCapitalCentavos?: number | null,
  /** The society's capital: shares in series, or partes sociales (capitalEquityOf of the society type). */
  equity: CapitalEquity = 'shares',
): CapTableDraft {
  const draft = draftOfSeries(partners, shareSeries, fixedCapitalCentavos);
  return equity === 'parts' ? draftWithOneClass(draft) : draft;
}

/**
 * An S. de R.L. has no shares and so no series of shares: its capital is divided into partes sociales, one a
 * partner (LGSM arts. 62 and 68). Its draft keeps one class, the first series (whose nominal value only sets
 * the unit the articles count each parte social in), and each partner's one percentage of the capital: the
 * sum of what they held in every series (a company saved as another society type before), as the articles
 * add a partner's holdings into their parte social.
 */
export function draftWithOneClass(draft: CapTableDraft): CapTableDraft {
  const [only, ...others] = draft.series;
  if (!only || others.length === 0) return draft;
  return {
    ...draft,
    series: [only],
    partners: draft.partners.map((partner) => {
      const given = draft.series.flatMap((series) => {
        const value = partner.percentages[series.key];
        return value === '' || value === undefined ? [] : [value];
      });
      const total =
        given.length === 0 ? '' : Math.round(given.reduce((sum, value) => sum + value, 0) * 100) / 100;
      return { ...partner, percentages: { [only.key]: total } };
    }),
  };
}

function draftOfSeries(
  partners: readonly Partner[],
  shareSeries: readonly ShareSeries[],
  fixedCapitalCentavos?: number | null,
): CapTableDraft {
  const series: SeriesDraft[] =
    shareSeries.length > 0
      ? shareSeries.map((entry) => ({
          key: `series-${entry.id}`,
          name: entry.name,
          share_class: entry.share_class,
          nominal_value: entry.nominal_value_centavos / 100,
        }))
      : [{ ...newSeries([]), key: 'series-new-A' }];
  const keyOfSeries = new Map(shareSeries.map((entry) => [entry.id, `series-${entry.id}`]));
  const firstKey = series[0]?.key ?? '';
  return {
    series,
    ...(fixedCapitalCentavos !== undefined
      ? {
          fixed_capital: (fixedCapitalCentavos ?? DEFAULT_FIXED_CAPITAL_CENTAVOS) / 100,
          fixed_capital_saved: fixedCapitalCentavos,
        }
      : {}),
    partners: partners.map((partner) => {
      const percentages: Record<string, number | ''> = {};
      for (const share of partner.shares) {
        const key = (share.share_series_id !== null && keyOfSeries.get(share.share_series_id)) || firstKey;
        percentages[key] = share.percentage ?? '';
      }
      return {
        key: `partner-${partner.id}`,
        id: partner.id,
        name: partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' '),
        email: partner.email ?? '',
        is_moral_person: partner.is_moral_person,
        nationalities: partner.nationalities.map((nationality) => nationality.code.toUpperCase()),
        percentages,
      };
    }),
  };
}

/** A partner's percentage in a series in basis points: null when empty, NaN when not a valid percentage. */
function holdingBp(value: number | '' | undefined): number | null {
  if (value === '' || value === undefined) return null;
  return percentToBp(value) ?? Number.NaN;
}

/**
 * The holdings the domain's checkShareDistribution reads: every given percentage; a partner with none
 * counts as one holding of 0 % (so "each partner needs a percentage" is what the check reports).
 */
export function holdingsOf(draft: CapTableDraft): ShareHolding[] {
  return draft.partners.flatMap((partner) => {
    const held = draft.series.flatMap((series) => {
      const bp = holdingBp(partner.percentages[series.key]);
      return bp === null ? [] : [{ partnerKey: partner.key, seriesKey: series.key, percentageBp: bp }];
    });
    return held.length > 0
      ? held
      : [{ partnerKey: partner.key, seriesKey: draft.series[0]?.key ?? '', percentageBp: 0 }];
  });
}

export type Distribution = {
  /** The sum of every valid holding, in basis points (10 000 = 100 %). */
  totalBp: number;
  /** What the domain says is wrong, or null when the cap table may be saved. */
  problem: ShareDistributionProblem | null;
  /** Each partner's total and each series' total, in basis points (invalid values count as 0). */
  byPartner: Map<string, number>;
  bySeries: Map<string, number>;
};

/** The live state of the cap table: totals and the domain's verdict. */
export function distributionOf(draft: CapTableDraft, limits: PartnerLimits): Distribution {
  const holdings = holdingsOf(draft);
  const byPartner = new Map<string, number>(draft.partners.map((partner) => [partner.key, 0]));
  const bySeries = new Map<string, number>(draft.series.map((series) => [series.key, 0]));
  let totalBp = 0;
  for (const holding of holdings) {
    const bp = Number.isFinite(holding.percentageBp) ? holding.percentageBp : 0;
    totalBp += bp;
    byPartner.set(holding.partnerKey, (byPartner.get(holding.partnerKey) ?? 0) + bp);
    bySeries.set(holding.seriesKey, (bySeries.get(holding.seriesKey) ?? 0) + bp);
  }
  return { totalBp, problem: checkShareDistribution(holdings, limits), byPartner, bySeries };
}

export const remainingBp = (distribution: Distribution) => FULL_OWNERSHIP_BP - distribution.totalBp;

const nominalCentavos = (series: SeriesDraft) =>
  Math.round((series.nominal_value === '' ? DEFAULT_NOMINAL_VALUE_PESOS : series.nominal_value) * 100);

/** The chosen fixed capital in centavos: null when empty (none chosen, MXN 50,000); undefined: not edited. */
export function fixedCapitalCentavosOf(draft: CapTableDraft): number | null | undefined {
  if (draft.fixed_capital === undefined) return undefined;
  return draft.fixed_capital === '' ? null : Math.round(draft.fixed_capital * 100);
}

/** What is wrong with the chosen fixed capital (the domain's fixedCapitalProblem), or null. */
export function fixedCapitalProblemOf(draft: CapTableDraft): FixedCapitalProblem | null {
  const centavos = fixedCapitalCentavosOf(draft);
  return typeof centavos === 'number' ? fixedCapitalProblem(centavos) : null;
}

/**
 * What the articles will print, by the domain's computeFixedCapital (as the API's articles compute it): the
 * fixed capital and each partner's contribution, in the draft's order, from the percentages and nominal values
 * typed so far. A chosen capital the domain refuses counts as none chosen (MXN 50,000).
 */
export function capitalPreview(
  draft: CapTableDraft,
  companyType: string | null | undefined,
): FixedCapital<{ name: string; nominal_value_centavos: number }> {
  const centavos = fixedCapitalCentavosOf(draft);
  const target = typeof centavos === 'number' && fixedCapitalProblem(centavos) === null ? centavos : null;
  const holders = draft.partners.map((partner) => ({
    holdings: draft.series.flatMap((series) => {
      const value = partner.percentages[series.key];
      if (value === '' || value === undefined) return [];
      return [
        {
          series: { name: series.name.trim(), nominal_value_centavos: nominalCentavos(series) },
          percentage: percentToBp(value) === null ? null : value,
        },
      ];
    }),
  }));
  return computeFixedCapital(holders, capitalEquityOf(companyType), target);
}

/** MXN 50,000 is the default: the API keeps it as none chosen (null). */
const asChosen = (centavos: number | null) => (centavos === DEFAULT_FIXED_CAPITAL_CENTAVOS ? null : centavos);

/**
 * The body of `POST add-partners/company/{id}`: the whole cap table, and the fixed capital when it differs
 * from the company's (null: back to none chosen, MXN 50,000).
 */
export function capTableBody(draft: CapTableDraft): CapTableBody {
  const fixedCapital = fixedCapitalCentavosOf(draft);
  const capitalChanged =
    fixedCapital !== undefined && asChosen(fixedCapital) !== asChosen(draft.fixed_capital_saved ?? null);
  return {
    ...(capitalChanged ? { fixed_capital_centavos: asChosen(fixedCapital) } : {}),
    share_series: draft.series.map((series) => ({
      name: series.name.trim(),
      share_class: series.share_class.trim() || DEFAULT_SHARE_CLASS,
      nominal_value_centavos: nominalCentavos(series),
    })),
    partners: draft.partners.map((partner) => ({
      ...(partner.id !== undefined ? { id: partner.id } : {}),
      name: partner.name.trim(),
      email: partner.email.trim() || null,
      is_moral_person: partner.is_moral_person,
      nationalities: partner.nationalities,
      shares: draft.series.flatMap((series) => {
        const value = partner.percentages[series.key];
        return value === '' || value === undefined ? [] : [{ series: series.name.trim(), percentage: value }];
      }),
    })),
  };
}
