import { randomInt } from 'node:crypto';
import type {
  Catalogue,
  Company,
  CompanyDocumentType,
  DenominationInput,
  RegisterCompanyBody,
  SaveFiscalResidenceBody,
  SetCompanyCategoryBody,
} from '@forja/contracts';
import { isCommissaryDocument, statedDomicileSchema } from '@forja/contracts';
import { singleSpaced } from '@forja/domain/shared/text';
import type { FileLinks } from '../../http/file-links';
import type { CompanyRecordsRepository } from './company-records.repository';
import { shownRejectionNote } from './document-review-notes';
import {
  administrationProblem,
  checkDenomination,
  checkDenominations,
  findRepeatedDenominations,
  checkRfc,
  companyDeletionRefusal,
  companyFacts,
  hasSpecialCharacters,
  isLatinText,
  isMexicoCityPostalCode,
  normalizeDenomination,
  postalCodeInAddress,
  stateOfPostalCode,
} from '@forja/domain';
import type { Database } from '../../db/database';
import { auditEvents, companyDocuments } from '../../db/schema/index';
import { and, eq } from 'drizzle-orm';
import { AppError, badRequest, conflict, forbidden, type FieldError } from '../../http/errors';
import { requireLatinNames } from '../../http/latin-names';
import type { UsersRepository } from '../auth/users.repository';
import { toUserProfile } from '../users/user-profile';
import type {
  CompaniesRepository,
  CompanyRow,
  DenominationDecisionFields,
  DenominationRow,
} from './companies.repository';
import { toCompanyProfile } from './company-profile';
import {
  createCompanyProfileReader,
  type CompanyProfileLists,
  type CompanyProfileRead,
} from './company-profile-reader';
import { toCompanyFormation } from '../formation/company-formation';
import { businessTwistById } from '../business-twists/business-twists';
import { rfcRecordedAt } from '../tax-registration/tax-registration.repository';
import type { CompanyAppointments, CompanyPartners, CompanyPaymentLists } from './company-profile-sources';

const FRIENDLY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short code people can read aloud: FJ-7KQ2MX (no 0/O, 1/I). */
export function newFriendlyId(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += FRIENDLY_ALPHABET[randomInt(FRIENDLY_ALPHABET.length)];
  return `FJ-${code}`;
}

/** A proposed name as the SE gets it: trimmed, each run of spaces one space (what the page shows). */
const denominationText = (name: string) => singleSpaced(name) ?? '';

/** Priorities 1..n in the order the founder ranked them. */
function ranked(list: DenominationInput[]): { name: string; priority: number }[] {
  return [...list]
    .sort((a, b) => a.priority - b.priority)
    .map((item, index) => ({ name: denominationText(item.name), priority: index + 1 }));
}

/** What the back office recorded on a proposal, and when it was made: kept when the founder reorders. */
function recordedOn(row: DenominationRow): DenominationDecisionFields {
  return {
    decision: row.decision,
    authorization_key: row.authorization_key,
    authorization_date: row.authorization_date,
    decided_at: row.decided_at,
    refusal_reason: row.refusal_reason,
    refusal_note: row.refusal_note,
    created_at: row.created_at,
  };
}

/**
 * The chosen activities by their catalogue names in Spanish, whatever language the page that chose them showed
 * (the articles print them); 400 invalid_request for one the catalogue does not have.
 */
function catalogueTwists(activities: readonly { id: number }[]): { id: number; name: string }[] {
  return activities.map(({ id }) => {
    const twist = businessTwistById(id);
    if (!twist) throw badRequest('invalid_request');
    return { id: twist.id, name: twist.name_es };
  });
}

/**
 * The company's own columns the articles of incorporation print (signing/articles-text.ts). The fiscal address
 * is not one: the articles print the municipality and state it is in (requireDomicileKept).
 */
const ARTICLES_FIELDS = ['company_type', 'description', 'legal_name'] as const;
type ArticlesField = (typeof ARTICLES_FIELDS)[number];

/** Printed the same: trimmed text, an empty one as none. */
const samePrinted = (a: string | null | undefined, b: string | null | undefined) =>
  (a?.trim() || null) === (b?.trim() || null);

/** The municipality and state the founder stated as the social domicile (domain's socialDomicileName). */
type StatedPlace = { municipality: string; state: string };

/** What the founder stated of `company`'s social domicile, or null. */
const statedPlaceOf = (company: CompanyRow): StatedPlace | null =>
  company.domicile_municipality !== null && company.domicile_state !== null
    ? { municipality: company.domicile_municipality, state: company.domicile_state }
    : null;

const sameStated = (a: StatedPlace | null, b: StatedPlace | null) =>
  a?.municipality === b?.municipality && a?.state === b?.state;

/**
 * The social domicile the founder states for a fiscal address whose postal code the catalogue cannot place:
 * 400 domicile_municipality_invalid (not 2 to 100 characters, or not in Latin letters: the Spanish articles
 * print it), domicile_state_invalid (not one of the 32 states), domicile_state_mismatch (not the state the
 * address's postal code belongs to; a Mexico City code is «la Ciudad de México» whatever was stated).
 */
function statedDomicile(address: string, given: SaveFiscalResidenceBody['domicile']): StatedPlace | null {
  if (given === undefined || given === null) return null;
  const municipality = singleSpaced(given.municipality) ?? '';
  const parsed = statedDomicileSchema.safeParse({ municipality, state: given.state.trim() });
  const problem = (
    code: 'domicile_municipality_invalid' | 'domicile_state_invalid' | 'domicile_state_mismatch',
    field: string,
  ) => badRequest(code).withFields([{ path: `body.domicile.${field}`, code }]);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === 'state' ? 'state' : 'municipality';
    throw field === 'state'
      ? problem('domicile_state_invalid', 'state')
      : problem('domicile_municipality_invalid', 'municipality');
  }
  if (hasSpecialCharacters(parsed.data.municipality))
    throw problem('domicile_municipality_invalid', 'municipality');
  const postalCode = postalCodeInAddress(address);
  const expected = postalCode === null ? null : stateOfPostalCode(postalCode);
  if (postalCode !== null && !isMexicoCityPostalCode(postalCode) && expected !== parsed.data.state)
    throw problem('domicile_state_mismatch', 'state');
  return { municipality: parsed.data.municipality, state: parsed.data.state };
}

/** The lists of a company that is no longer there. */
const NO_LISTS: CompanyProfileLists = {
  denominations: [],
  twists: [],
  documents: [],
  council: [],
  legal_representatives: [],
  stages: [],
  banking_services: [],
};

const UNDECIDED: DenominationDecisionFields = {
  decision: null,
  authorization_key: null,
  authorization_date: null,
  decided_at: null,
  refusal_reason: null,
  refusal_note: null,
};

export function createCompaniesService(deps: {
  db: Database;
  companies: CompaniesRepository;
  records: CompanyRecordsRepository;
  users: UsersRepository;
  catalogue: Catalogue;
  fileLinks: FileLinks;
  clock: () => Date;
  /** Membership, partners and share series, from the partners module. */
  partners: CompanyPartners;
  /** The company's booked appointments, read before deleting it (spec 9's 2-hour rule). */
  appointments: CompanyAppointments;
  /** Orders, subscriptions and bills, from the payments module. */
  paymentLists?: CompanyPaymentLists;
  /**
   * The social domicile the articles name for a fiscal address (its municipality and state, from the SEPOMEX
   * catalogue), or null when they would say it is pending.
   */
  socialDomicileOf: (address: string | null, stated: StatedPlace | null) => Promise<string | null>;
}) {
  const { companies, users } = deps;
  const reader = createCompanyProfileReader(deps.db, {
    partners: deps.partners.profilePart,
    payments: deps.paymentLists,
  });

  /**
   * Company access (spec section 6): the owner, or a partner whose invitation was accepted; edits need the
   * owner or a partner with edit permission. Anyone else — and any missing company — gets the same answer.
   */
  async function checkAccess(
    company: CompanyRow | null,
    userId: number,
    options: { edit?: boolean } = {},
  ): Promise<CompanyRow> {
    if (!company) throw forbidden('user_not_belong_to_company');
    if (company.user_id === userId) return company;
    const partner = await deps.partners.membershipOf(userId, company.id);
    if (!partner?.invitation_accepted) throw forbidden('user_not_belong_to_company');
    if (options.edit && !partner.permission_to_edit) throw forbidden();
    return company;
  }

  /**
   * Access as `checkAccess`; with `articles`, the change alters what the articles of incorporation print (the
   * society type, activities and purpose, domicile, administration, representatives, commissary): once every
   * partner signed them (date_signature), that text is the company's and no longer changes in Forja (409
   * articles_signed; a correction is a new act, agreed by the partners before a notary).
   */
  async function requireAccess(
    userId: number,
    companyId: number,
    options: { edit?: boolean; articles?: boolean } = {},
  ): Promise<CompanyRow> {
    const company = await checkAccess(await companies.findById(companyId), userId, options);
    if (options.articles && company.date_signature) throw conflict('articles_signed');
    return company;
  }

  /**
   * 409 articles_signed when every partner signed the articles (date_signature) and `values` would change a
   * column they print: that text is the company's now, and a correction is a new act before a notary.
   */
  function requireArticlesOpen(company: CompanyRow, values: Partial<Record<ArticlesField, unknown>>) {
    if (!company.date_signature) return;
    for (const field of ARTICLES_FIELDS) {
      const value = values[field];
      if (value === undefined) continue;
      if (typeof value !== 'string' && value !== null) throw conflict('articles_signed');
      if (!samePrinted(value, company[field])) throw conflict('articles_signed');
    }
  }

  /**
   * Once every partner signed the articles, the fiscal address still moves within the social domicile they
   * name (another street of the same municipality, or of Mexico City); to another municipality or state, or
   * from articles that named none, it is a change of the articles: 409 articles_signed.
   */
  async function requireDomicileKept(
    company: CompanyRow,
    address: unknown,
    stated: StatedPlace | null = statedPlaceOf(company),
  ) {
    if (!company.date_signature || address === undefined) return;
    if (typeof address !== 'string' && address !== null) throw conflict('articles_signed');
    const before = statedPlaceOf(company);
    if (samePrinted(address, company.fiscal_residence) && sameStated(stated, before)) return;
    const signed = await deps.socialDomicileOf(company.fiscal_residence, before);
    if (signed === null || (await deps.socialDomicileOf(address, stated)) !== signed)
      throw conflict('articles_signed');
  }

  /** The profile of `row` from what the profile's statement read (null: the company is gone meanwhile). */
  async function toProfile(
    row: CompanyRow,
    read: CompanyProfileRead | null,
    viewerId: number | undefined,
  ): Promise<Company> {
    const { fileLinks } = deps;
    const now = deps.clock();
    const lists = read?.lists ?? NO_LISTS;
    const [partnerParts, paid, documents, representatives] = await Promise.all([
      deps.partners.profilePart.fields(read?.partners ?? null, now, viewerId),
      deps.paymentLists ? deps.paymentLists.fields(read?.payments ?? null, now, viewerId) : {},
      Promise.all(
        lists.documents.map(async (document) => ({
          id: document.id,
          type: document.type as CompanyDocumentType,
          // The commissary's own ID and CSF are theirs and Forja's to see (their sign-in page says so): the
          // founder and the partners see whether they are in and reviewed, not the files.
          document_url: isCommissaryDocument(document.type)
            ? null
            : await fileLinks.url({ kind: 'company_document', id: document.id }, now),
          is_approved: document.is_approved,
          rejection_category: document.rejection_category,
          rejection_note: shownRejectionNote(document.rejection_category, document.review_note),
          owner_category: document.owner_category,
        })),
      ),
      Promise.all(
        lists.legal_representatives.map(async (representative) => ({
          id: representative.id,
          name: representative.name,
          rfc: representative.rfc,
          image: await fileLinks.url({ kind: 'legal_representative', id: representative.id }, now, viewerId),
          approved: representative.approved,
          manual_verification: representative.manual_verification,
          rejection_category: representative.rejection_category,
          rejection_note: representative.rejection_note,
        })),
      ),
    ]);
    return toCompanyProfile(row, {
      ...paid,
      formation: toCompanyFormation(read?.formation ?? null, now),
      partners: partnerParts.partners,
      share_series: partnerParts.share_series,
      denominations: lists.denominations,
      twists: lists.twists,
      documents,
      council: lists.council,
      legal_representatives: representatives,
      stages: lists.stages.map((stage) => ({ name: stage.name, completed: stage.completed })),
      banking_services: lists.banking_services,
    });
  }

  /**
   * The company's profile, read in one statement (company-profile-reader.ts); `viewerId` is who it is for
   * (named in its ID images' signed links).
   */
  async function profileOf(row: CompanyRow, viewerId?: number): Promise<Company> {
    return toProfile(row, await reader.byId(row.id), viewerId);
  }

  /**
   * Checks a ranked list of proposals against each other and the names other companies hold; a repeated
   * option's field names the earlier option it is the same as (same_as).
   */
  async function requireGoodDenominations(companyId: number, list: { name: string }[]): Promise<void> {
    const taken = await companies.namesTakenOutside(companyId);
    const names = list.map((item) => item.name);
    const problems = checkDenominations(names, taken);
    const repeats = findRepeatedDenominations(names);
    const path = (index: number) => `legal_names.${index}.name`;
    const fields = problems.flatMap((code, index): FieldError[] => {
      if (!code) return [];
      const earlier = repeats[index];
      return [
        code === 'denomination_exist' && earlier != null
          ? { path: path(index), code, same_as: path(earlier) }
          : { path: path(index), code },
      ];
    });
    const first = fields[0];
    if (first) throw new AppError(400, first.code).withFields(fields);
  }

  function requireNameWithoutSpecialCharacters(name: string) {
    if (hasSpecialCharacters(name)) throw badRequest('void_special_characters');
  }

  function requireProposalsOpen(company: CompanyRow) {
    // Once the Secretaría de Economía's authorisation is recorded, only a reset reopens the proposals.
    if (company.legal_name) throw conflict('conflict');
  }

  /**
   * Records, in the caller's transaction, the legal name the Secretaría de Economía authorised: the company's
   * legal_name and name_authorization, and the decision on that proposal (the given one, or the proposal of the
   * same name); a proposal approved before goes back to undecided. The back office's authorisation and the
   * hand-called set-approved-denomination both come here.
   */
  async function recordApprovedDenomination(
    t: Database,
    input: {
      companyId: number;
      legalName: string;
      denominationId: number | null;
      authorizationKey: string | null;
      authorizationDate: string | null;
      now: Date;
    },
  ): Promise<void> {
    const { companyId, now } = input;
    await companies.update(
      companyId,
      {
        legal_name: input.legalName.trim(),
        name_authorization: true,
        reset_denominations: false,
        updated_at: now,
      },
      t,
    );
    const proposals = await companies.denominationsOf(companyId, t);
    const wanted = normalizeDenomination(input.legalName);
    const chosen = proposals.find((proposal) =>
      input.denominationId !== null
        ? proposal.id === input.denominationId
        : normalizeDenomination(proposal.name) === wanted,
    );
    for (const proposal of proposals) {
      const base = { name: proposal.name, priority: proposal.priority };
      if (proposal === chosen) {
        await companies.updateDenomination(
          proposal.id,
          {
            ...base,
            ...UNDECIDED,
            decision: 'approved',
            authorization_key: input.authorizationKey,
            authorization_date: input.authorizationDate,
            decided_at: now,
          },
          t,
        );
      } else if (proposal.decision === 'approved') {
        await companies.updateDenomination(proposal.id, { ...base, ...UNDECIDED }, t);
      }
    }
  }

  /** Companies where the user is a partner with an accepted invitation, their own excluded (spec 6). */
  return {
    requireAccess,
    profileOf,
    recordApprovedDenomination,

    async register(userId: number, body: RegisterCompanyBody, now: Date): Promise<Company> {
      if (!deps.catalogue.society_types.some((type) => type.key === body.company_type)) {
        throw badRequest('invalid_type');
      }
      if (
        body.company_package &&
        !deps.catalogue.packages.some((pack) => pack.key === body.company_package)
      ) {
        throw badRequest('invalid_type');
      }
      const twists = catalogueTwists(body.activities);
      requireNameWithoutSpecialCharacters(body.company_name);
      const list = ranked(body.legal_names);
      await requireGoodDenominations(0, list);

      let friendlyId = newFriendlyId();
      for (let attempt = 0; attempt < 5 && (await companies.friendlyIdExists(friendlyId)); attempt += 1) {
        friendlyId = newFriendlyId();
      }
      const row = await deps.db.transaction(async (t) => {
        const created = await companies.insert(
          {
            user_id: userId,
            friendly_id: friendlyId,
            name: body.company_name.trim(),
            company_type: body.company_type,
            type_society: body.type_society ?? null,
            company_package: body.company_package ?? null,
            legal_representation: body.legal_representation,
            amazon_customer: body.amazon_customer,
            name_authorization: body.name_authorization,
            contact_phone: body.phone ?? null,
            contact_email: body.email ?? null,
            contact_country: body.country ?? null,
            created_at: now,
            updated_at: now,
          },
          t,
        );
        await companies.replaceDenominations(created.id, list, t);
        await companies.replaceTwists(created.id, twists, t);
        return created;
      });
      return profileOf(row);
    },

    /** The profile for one of its members: the company is read with its profile, then access is checked. */
    async profile(userId: number, companyId: number): Promise<Company> {
      const read = await reader.byId(companyId);
      const row = await checkAccess(read?.row ?? null, userId);
      return toProfile(row, read, userId);
    },

    /** The profile's company lists: owned companies (partner companies join with the partners module). */
    async updateType(userId: number, companyId: number, companyType: string, now: Date) {
      requireArticlesOpen(await requireAccess(userId, companyId, { edit: true }), {
        company_type: companyType,
      });
      if (!deps.catalogue.society_types.some((type) => type.key === companyType))
        throw badRequest('invalid_type');
      await companies.update(companyId, { company_type: companyType, updated_at: now });
    },

    async updateName(userId: number, companyId: number, name: string, now: Date) {
      await requireAccess(userId, companyId, { edit: true });
      requireNameWithoutSpecialCharacters(name);
      await companies.update(companyId, { name: name.trim(), updated_at: now });
    },

    /** The basic data: the economic activities (SCIAN classes), description, website and hiring. */
    async setCategory(userId: number, companyId: number, body: SetCompanyCategoryBody, now: Date) {
      const company = await requireAccess(userId, companyId, { edit: true });
      const twists = catalogueTwists(body.activities);
      // The description is the corporate purpose of the Spanish articles.
      if (!isLatinText(body.description))
        throw badRequest('description_latin_letters_only').withFields([
          { path: 'body.description', code: 'description_latin_letters_only' },
        ]);
      requireArticlesOpen(company, { description: body.description });
      if (company.date_signature) {
        // The activities are the company's purpose in its articles; the website and hiring are not printed.
        const current = new Set(await companies.twistIdsOf(companyId));
        const given = new Set(twists.map((twist) => twist.id));
        if (current.size !== given.size || [...given].some((id) => !current.has(id)))
          throw conflict('articles_signed');
      }
      await deps.db.transaction(async (t) => {
        await companies.replaceTwists(companyId, twists, t);
        await companies.update(
          companyId,
          {
            description: body.description,
            ...(body.web_site !== undefined ? { web_site: body.web_site || null } : {}),
            ...(body.company_activity !== undefined ? { company_activity: body.company_activity } : {}),
            ...(body.will_hire !== undefined ? { will_hire: body.will_hire } : {}),
            updated_at: now,
          },
          t,
        );
      });
    },

    /** Saves fields of the company itself (goal, subsidiary, fiscal residence, flags), for an editor. */
    async update(
      userId: number,
      companyId: number,
      values: Parameters<CompaniesRepository['update']>[1],
      now: Date,
    ) {
      const company = await requireAccess(userId, companyId, { edit: true });
      requireArticlesOpen(company, values);
      await requireDomicileKept(company, values.fiscal_residence);
      await companies.update(companyId, { ...values, updated_at: now });
    },

    /**
     * The fiscal address, and the social domicile the founder states for it when the SEPOMEX catalogue cannot
     * place its postal code (used by the articles only then); saved without one, a place stated before is
     * cleared. Once the articles are signed the address moves only within the domicile they name.
     */
    async saveFiscalResidence(userId: number, companyId: number, body: SaveFiscalResidenceBody, now: Date) {
      const company = await requireAccess(userId, companyId, { edit: true });
      const stated = statedDomicile(body.fiscal_residence, body.domicile);
      await requireDomicileKept(company, body.fiscal_residence, stated);
      await companies.update(companyId, {
        fiscal_residence: body.fiscal_residence,
        domicile_municipality: stated?.municipality ?? null,
        domicile_state: stated?.state ?? null,
        updated_at: now,
      });
    },

    /** Saves a company's RFC; a check-digit mismatch needs the founder's confirmation (SAT issued such RFCs). */
    async saveRfc(userId: number, companyId: number, value: string, confirmChecksum: boolean, now: Date) {
      await requireAccess(userId, companyId, { edit: true });
      // Once Forja recorded the RFC the SAT assigned, it is the company's: staff correct it, not the founder.
      if (await rfcRecordedAt(deps.db, companyId)) throw new AppError(409, 'company_already_rfc');
      const check = checkRfc(value, 'company');
      if (!check.ok) throw badRequest(check.code);
      if (check.checksumMismatch && !confirmChecksum) throw new AppError(409, 'rfc_checksum_mismatch');
      await companies.update(companyId, { rfc: check.rfc, rfc_later: false, updated_at: now });
      return check.rfc;
    },

    async setStage(userId: number, companyId: number, stage: string, completed: boolean, now: Date) {
      await requireAccess(userId, companyId, { edit: true });
      await deps.records.setStage(companyId, stage, completed, now);
    },

    /** A sole administrator or a board, and its members. */
    async setAdministration(
      userId: number,
      companyId: number,
      hasUniqueAdministrator: boolean,
      council: { name: string; council_role: string }[],
      now: Date,
    ) {
      const company = await requireAccess(userId, companyId, { edit: true, articles: true });
      requireLatinNames(
        Object.fromEntries(council.map((member, index) => [`council.${index}.name`, member.name])),
      );
      if (hasUniqueAdministrator && council.filter((m) => m.council_role !== 'commissary').length > 1) {
        throw badRequest('invalid_request');
      }
      // An S.A.S. is run by a sole administrator who is one of its partners (the rule articlesMissing applies).
      const administrators = council
        .map((member, index) => ({ ...member, index }))
        .filter((member) => member.council_role !== 'commissary');
      const problem = administrationProblem(company.company_type, await deps.partners.namesOf(companyId), {
        soleAdministrator: hasUniqueAdministrator,
        names: administrators.map((member) => member.name),
      });
      if (problem === 'sole_administrator_required') {
        throw badRequest(problem).withFields([{ path: 'body.has_unique_administrator', code: problem }]);
      }
      if (problem === 'administrator_not_a_partner') {
        const field = `body.council.${administrators[0]?.index ?? 0}.name`;
        throw badRequest(problem).withFields([{ path: field, code: problem }]);
      }
      await deps.db.transaction(async (t) => {
        await deps.records.replaceCouncil(companyId, council, t);
        await companies.update(
          companyId,
          { has_unique_administrator: hasUniqueAdministrator, updated_at: now },
          t,
        );
      });
    },

    async updateLegalNames(
      userId: number,
      companyId: number,
      list: DenominationInput[],
      nameAuthorization: boolean,
      now: Date,
    ) {
      const company = await requireAccess(userId, companyId, { edit: true });
      requireProposalsOpen(company);
      const rankedList = ranked(list);
      await requireGoodDenominations(companyId, rankedList);
      // A name proposed before keeps its decision (a refusal stays visible) and its place in the queue.
      const before = new Map(
        (await companies.denominationsOf(companyId)).map((row) => [normalizeDenomination(row.name), row]),
      );
      const kept = rankedList.map((item) => {
        const previous = before.get(normalizeDenomination(item.name));
        return previous ? { ...item, ...recordedOn(previous) } : item;
      });
      await deps.db.transaction(async (t) => {
        await companies.replaceDenominations(companyId, kept, t);
        await companies.update(
          companyId,
          { name_authorization: nameAuthorization, reset_denominations: false, updated_at: now },
          t,
        );
      });
    },

    async addDenomination(userId: number, companyId: number, name: string, priority: number) {
      const company = await requireAccess(userId, companyId, { edit: true });
      requireProposalsOpen(company);
      const current = await companies.denominationsOf(companyId);
      if (current.length >= 5) throw badRequest('invalid_request');
      const taken = [...(await companies.namesTakenOutside(companyId)), ...current.map((d) => d.name)];
      const problem = checkDenomination(name, taken);
      if (problem) throw badRequest(problem);
      return companies.insertDenomination({ company_id: companyId, name: denominationText(name), priority });
    },

    async updateDenomination(userId: number, denominationId: number, name: string, priority: number) {
      const denomination = await companies.findDenomination(denominationId);
      // A denomination of another company answers like one that does not exist.
      if (!denomination) throw forbidden('user_not_belong_to_company');
      const company = await requireAccess(userId, denomination.company_id, { edit: true });
      requireProposalsOpen(company);
      const siblings = (await companies.denominationsOf(company.id)).filter((d) => d.id !== denominationId);
      const taken = [...(await companies.namesTakenOutside(company.id)), ...siblings.map((d) => d.name)];
      const problem = checkDenomination(name, taken);
      if (problem) throw badRequest(problem);
      // A decided name changed into another is a new proposal, waiting for the SE like any other.
      const renamed = normalizeDenomination(name) !== normalizeDenomination(denomination.name);
      const fresh =
        renamed && denomination.decision !== null ? { ...UNDECIDED, created_at: deps.clock() } : {};
      await companies.updateDenomination(denominationId, {
        name: denominationText(name),
        priority,
        ...fresh,
      });
    },

    async deleteDenomination(userId: number, denominationId: number) {
      const denomination = await companies.findDenomination(denominationId);
      if (!denomination) throw forbidden('user_not_belong_to_company');
      const company = await requireAccess(userId, denomination.company_id, { edit: true });
      requireProposalsOpen(company);
      await companies.deleteDenomination(denominationId);
    },

    /**
     * Starts the legal-name step again: proposals and any recorded authorisation are cleared, its PDF with
     * them (the legal_name_authorization document no longer names the company; the orphan sweep removes
     * the file).
     */
    async resetDenominations(userId: number, companyId: number, now: Date) {
      await requireAccess(userId, companyId, { edit: true });
      await deps.db.transaction(async (t) => {
        await companies.replaceDenominations(companyId, [], t);
        await t
          .delete(companyDocuments)
          .where(
            and(
              eq(companyDocuments.company_id, companyId),
              eq(companyDocuments.type, 'legal_name_authorization'),
            ),
          );
        await companies.update(
          companyId,
          { legal_name: null, name_authorization: false, reset_denominations: true, updated_at: now },
          t,
        );
      });
    },

    /**
     * Staff record by hand the name the Secretaría de Economía authorised (the back office's Legal names queue
     * is the usual way, with the authorisation's key, date and PDF); the act goes to the audit log.
     */
    async setApprovedDenomination(
      userId: number,
      companyId: number,
      legalName: string,
      now: Date,
      ip: string,
    ) {
      const operator = await users.findById(userId);
      if (!operator?.is_operator && !operator?.is_admin) throw forbidden();
      const company = await companies.findById(companyId);
      if (!company) throw new AppError(404, 'company_not_found');
      await deps.db.transaction(async (t) => {
        await recordApprovedDenomination(t, {
          companyId,
          legalName,
          denominationId: null,
          authorizationKey: null,
          authorizationDate: null,
          now,
        });
        await t.insert(auditEvents).values({
          actor_id: userId,
          action: 'legal_name.set_by_api',
          company_id: companyId,
          subject_type: 'company',
          subject_id: companyId,
          before: { legal_name: company.legal_name, name_authorization: company.name_authorization },
          after: { legal_name: legalName.trim(), name_authorization: true },
          ip,
          created_at: now,
        });
      });
    },

    /**
     * Only the creator may delete a company, never a paid one, and not while a booked appointment of it starts
     * within 2 hours (spec 9: deleting cancels it, too late; `companyDeletionRefusal`). Everything it holds
     * goes with it in one transaction: its rows cascade, appointments included (their slots are free again).
     * The stored files its rows pointed to (company documents, legal representatives' images, partner
     * documents, identity videos, drafts) are left to the orphan sweep (jobs/sweep-orphan-files.ts), which
     * removes every file no row points to once its grace period is over: no file is deleted before the
     * transaction commits, and none is kept if it fails.
     */
    async delete(userId: number, companyId: number, now: Date): Promise<void> {
      const company = await companies.findById(companyId);
      if (!company) throw forbidden('user_not_belong_to_company');
      if (company.user_id !== userId) {
        // A partner gets told why; anyone else learns nothing about the company.
        await requireAccess(userId, companyId);
        throw forbidden('error_delete_company_no_owner');
      }
      const owner = await users.findById(userId);
      if (!owner) throw forbidden('user_not_belong_to_company');
      const profile = await profileOf(company);
      const paid = companyFacts(profile, toUserProfile(owner)).isPaid;
      await deps.db.transaction(async (t) => {
        const appointments = await deps.appointments.bookedOfCompany(companyId, t);
        const refusal = companyDeletionRefusal({ paid, appointments }, now);
        if (refusal) throw conflict(refusal);
        await companies.delete(companyId, t);
      });
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
