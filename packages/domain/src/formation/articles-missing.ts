import type { ArticlesMissing, Company, Partner, SigningBlocker } from '@forja/contracts';
import { listOf } from '../shared/list';
import { singleSpaced as clean, textKey } from '../shared/text';
import { isLatinText } from '../validation/latin-text';
import { postalCodeInAddress } from './social-domicile';
import { administrationProblem, partnerArticlesName } from './sole-administrator';

/** The council role of the commissary (contracts' COMMISSARY_COUNCIL_ROLE). */
const COMMISSARY_ROLE = 'commissary';
const SOLE_ADMINISTRATOR_ROLE = 'sole_administrator';
const FULL_OWNERSHIP_BP = 10_000;

/** What the articles need of each society type: how many holders, and whether they name a commissary. */
const SOCIETY_RULES: Record<string, { min: number; max: number | null; commissary: boolean }> = {
  sa: { min: 2, max: null, commissary: true },
  sapi: { min: 2, max: null, commissary: true },
  srl: { min: 2, max: 50, commissary: false },
  sas: { min: 1, max: null, commissary: false },
};

/** Text the Spanish articles can print as it is (no other script, no emoji); none counts as printable. */
const printable = (value: string | null) => value === null || isLatinText(value);

const partnerName = partnerArticlesName;

/** The identity check of a person passed: the latest result the provider gave is Approved. */
export function isPartnerIdentityVerified(partner: Pick<Partner, 'mati_status'>): boolean {
  return textKey(listOf(partner.mati_status).at(-1)?.status) === 'approved';
}

/**
 * The holdings of a partner the draft can print: a holding names its series by id; without a match it belongs
 * to the company's only series (or to the default series when the company has none); its percentage is
 * positive. Answers the holdings' basis points, and whether any holding could not be placed.
 */
function holdingsOf(company: Company, partner: Partner): { bp: number[]; pending: boolean } {
  const series = listOf(company.share_series);
  const bp: number[] = [];
  const shares = listOf(partner.shares);
  for (const share of shares) {
    const nominal =
      series.length === 0
        ? 1
        : (
            series.find((entry) => entry.id === share.share_series_id) ??
            (series.length === 1 ? series[0] : undefined)
          )?.nominal_value_centavos;
    const percentage = share.percentage;
    const points =
      typeof percentage === 'number' && Number.isFinite(percentage) ? Math.round(percentage * 100) : 0;
    if (nominal !== undefined && nominal > 0 && points > 0) bp.push(points);
  }
  return { bp, pending: bp.length === 0 || bp.length !== shares.length };
}

/** Whether the administration the articles print is complete (mirrors how the draft reads the council). */
function administrationComplete(company: Company, companyType: string, partners: readonly Partner[]) {
  const administrators = listOf(company.council).filter(
    (member) => textKey(member.council_role) !== COMMISSARY_ROLE,
  );
  const sole = administrators.find((member) => textKey(member.council_role) === SOLE_ADMINISTRATOR_ROLE);
  const board = administrators.filter((member) => textKey(member.council_role) !== SOLE_ADMINISTRATOR_ROLE);
  const soleName = clean(sole?.name) ?? (administrators.length === 1 ? clean(administrators[0]!.name) : null);
  const unique =
    typeof company.has_unique_administrator === 'boolean' ? company.has_unique_administrator : null;
  const mode =
    companyType === 'sas'
      ? 'sole'
      : unique === null
        ? board.length >= 2
          ? 'board'
          : 'sole'
        : unique
          ? 'sole'
          : 'board';
  if (administrators.some((member) => !printable(clean(member.name)))) return false;
  if (mode === 'board') return board.length >= 2 && board.every((member) => clean(member.name) !== null);
  if (soleName === null) return false;
  // An S.A.S.'s administrator is one of its shareholders (LGSM art. 260 ff.): the rule the API and the form use.
  return (
    administrationProblem(companyType, partners, { soleAdministrator: true, names: [soleName] }) === null
  );
}

/**
 * What the draft articles of incorporation still lack before the partners may confirm and sign them: every
 * observation the draft would print under "OBSERVACIONES DEL PROYECTO" (the society type, the legal name, the
 * partners and their holdings, the social domicile — a fiscal address whose postal code places it — the
 * business activities, the administration, the commissary), and each partner who is a person and whose identity has not been verified. Empty: the articles
 * can be released for confirmation and signature. One entry per thing (and per partner where it is a partner's),
 * in the order above. (The API's signing status also lists the domicile when the SEPOMEX catalogue cannot
 * place the postal code outside Mexico City, which only the API can look up.)
 */
export function articlesMissing(company: Company): ArticlesMissing[] {
  const missing: ArticlesMissing[] = [];
  const add = (item: ArticlesMissing['item'], partner?: Partner) => {
    const partnerId = partner?.id ?? null;
    if (missing.some((entry) => entry.item === item && entry.partner_id === partnerId)) return;
    missing.push({ item, partner_id: partnerId, name: partner ? partnerName(partner) : null });
  };
  const companyType = textKey(company.company_type);
  const rules = SOCIETY_RULES[companyType];
  const partners = [...listOf(company.partners)].sort((a, b) => a.id - b.id);

  if (!rules) add('society_type');
  if (clean(company.legal_name) === null) add('legal_name');

  // A name in another script or with an emoji cannot be printed in the Spanish articles: it is given again.
  for (const partner of partners) {
    const name = partnerName(partner);
    if (name === null || !printable(name)) add('partners', partner);
  }
  const min = rules?.min ?? 1;
  if (partners.length > 0 && partners.length < min) add('partners');
  if (rules?.max != null && partners.length > rules.max) add('partners');
  if (companyType === 'sas') {
    for (const partner of partners) if (partner.is_moral_person) add('partners', partner);
  }

  const holdings = partners.map((partner) => ({ partner, ...holdingsOf(company, partner) }));
  for (const { partner, pending } of holdings) if (pending) add('shares', partner);
  const totalBp = holdings.reduce((sum, { bp }) => sum + bp.reduce((a, b) => a + b, 0), 0);
  if (totalBp > 0 && totalBp !== FULL_OWNERSHIP_BP) add('shares');

  // The articles name the municipality and state of the fiscal address, which its postal code gives.
  const domicile = clean(company.fiscal_residence);
  if (domicile === null || !printable(domicile) || postalCodeInAddress(domicile) === null) add('domicile');
  const activities = listOf(company.company_business_twists).some((twist) => clean(twist.name) !== null);
  const description = clean(company.description);
  // The description is the corporate purpose of the Spanish articles.
  if ((description === null && !activities) || !printable(description)) add('activities');

  if (!administrationComplete(company, companyType, partners)) add('administration');

  const commissaries = listOf(company.council).filter(
    (member) => textKey(member.council_role) === COMMISSARY_ROLE,
  );
  if (rules?.commissary) {
    if (!commissaries.some((member) => clean(member.name) !== null)) add('commissary');
    else if (commissaries.some((member) => !printable(clean(member.name)))) add('commissary');
  } else if (rules && commissaries.length > 0) {
    // The draft leaves out a commissary the society type does not have, and says so: it must be removed.
    add('commissary');
  }

  for (const partner of partners) {
    if (!partner.is_moral_person && !isPartnerIdentityVerified(partner)) add('identity', partner);
  }
  return missing;
}

/**
 * A thing the articles lack that another reason the draft waits for already names: the legal name while the
 * Secretaría de Economía has not authorised it (`legal_name_pending`), the commissary while none is appointed
 * (`commissary_pending`). Listed once, under that reason, not again under `articles_incomplete`.
 */
export function isCoveredBySigningBlocker(
  entry: Pick<ArticlesMissing, 'item'>,
  blockers: readonly SigningBlocker[],
): boolean {
  if (entry.item === 'legal_name') return blockers.includes('legal_name_pending');
  if (entry.item === 'commissary') return blockers.includes('commissary_pending');
  return false;
}
