import type {
  AuthTokens,
  Catalogue,
  OnlyPartner,
  Partner,
  PartnerInput,
  RegisterBody,
  RegisterGoogleBody,
  ShareSeries,
  partnerAddressBodySchema,
} from '@forja/contracts';
import {
  checkRfc,
  DEFAULT_FIXED_CAPITAL_CENTAVOS,
  checkShareDistribution,
  fixedCapitalProblem,
  isEmailShape,
  isValidCurp,
  parseLanguage,
  partnerIdentityCodeClashes,
  percentToBp,
  type Language,
} from '@forja/domain';
import { sameEmail } from '@forja/domain/shared/text';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { ConsentContext } from '../../http/consent-context';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import { requireLatinAddress, requireLatinNames } from '../../http/latin-names';
import type { FileLinks } from '../../http/file-links';
import type { Mailer } from '../../providers/mail/mailer';
import { partnerInvitationEmail } from '../../providers/mail/templates';
import type { AuthService } from '../auth/auth.service';
import type { DailyMailLimits } from '../auth/daily-mail-limits';
import type { GoogleService } from '../auth/google.service';
import { hashSecret, newOpaqueToken } from '../auth/tokens';
import type { CompaniesRepository, CompanyRow } from '../companies/companies.repository';
import type { UsersRepository } from '../auth/users.repository';
import { findRejectionNotes } from '../companies/document-review-notes';
import type { ConsentsService } from '../legal/consents.service';
import type { PostalCodesService } from '../postal-codes/postal-codes.service';
import { createCapTableReader, mayReadCompany, type InvitationState } from './cap-table-reader';
import { capTableOfJson, partnersOfJson } from './company-partners';
import { createPartnerDataLock } from './partner-data-lock';
import { toPartners } from './partner-profile';
import type { PartnerRow, PartnersRepository } from './partners.repository';

export const INVITATION_TTL_DAYS = 14;
const DEFAULT_SERIES = { name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 };

/** Who acts on a partner: a member of the company (owner, editor, the partner), or an invited partner by token. */
export type PartnerActor = { userId: number } | { invitationToken: string };

export function createPartnersService(deps: {
  db: Database;
  partners: PartnersRepository;
  companies: CompaniesRepository;
  users: UsersRepository;
  catalogue: Catalogue;
  fileLinks: FileLinks;
  mailer: Mailer;
  dailyMailLimits: DailyMailLimits;
  /** Registration by password and by Google: an invited partner's account is created or signed in here. */
  auth: Pick<AuthService, 'register'>;
  google: Pick<GoogleService, 'identify' | 'login' | 'register'>;
  /** The sign-up's consent and the invited partner's own (the simplified notice). */
  consents: Pick<ConsentsService, 'requireSignUpConsent' | 'recordSignUp' | 'recordInvitation'>;
  /** The SEPOMEX catalogue, which checks and spells a partner's address. */
  postalCodes: Pick<PostalCodesService, 'checkAddress'>;
  appUrl: string;
  clock: () => Date;
  requireCompanyAccess: (
    userId: number,
    companyId: number,
    options?: { edit?: boolean },
  ) => Promise<CompanyRow>;
}) {
  const { partners } = deps;
  const reader = createCapTableReader(deps.db);

  const requireCompanyAccess = deps.requireCompanyAccess;

  async function requireOwner(userId: number, companyId: number): Promise<CompanyRow> {
    const company = await requireCompanyAccess(userId, companyId);
    if (company.user_id !== userId) throw forbidden();
    return company;
  }

  /** Why an invitation opens nothing for the partner (codes of spec section 8), or null when it opens it. */
  function invitationRefusal(invitation: InvitationState | null, partnerId: number): AppError | null {
    if (!invitation || invitation.used_at) return new AppError(404, 'token_not_found');
    if (invitation.partner_id !== partnerId) return new AppError(400, 'token_does_not_match');
    if (invitation.expires_at.getTime() <= deps.clock().getTime()) return new AppError(400, 'token_expired');
    return null;
  }

  /** An invitation link's token, checked against the partner it names (codes of spec section 8). */
  async function verifyInvitation(
    partnerId: number | undefined,
    token: string | undefined,
    tx: Database = deps.db,
  ) {
    if (!partnerId || !token) throw badRequest('token_and_partner_required');
    const invitation = await partners.findInvitation(hashSecret(token), tx);
    const refusal = invitationRefusal(invitation, partnerId);
    if (refusal || !invitation) throw refusal ?? new AppError(404, 'token_not_found');
    const partner = await partners.findById(partnerId, tx);
    if (!partner) throw new AppError(404, 'partner_not_found');
    // Once the partner has joined, they act through their account: no link of theirs opens anything.
    if (partner.invitation_accepted) throw new AppError(404, 'token_not_found');
    return { invitation, partner };
  }

  /** The invitation went to the partner's e-mail: only an account with that address may take the seat. */
  function requireInvitedEmail(partner: PartnerRow, email: string) {
    if (!sameEmail(partner.email, email)) throw forbidden('token_does_not_match');
  }

  /** The partner a caller may act on: the company's editors, the partner themself, or an invited partner by token. */
  async function requirePartnerActor(
    actor: PartnerActor,
    partnerId: number,
    options: { edit?: boolean } = {},
  ): Promise<PartnerRow> {
    if ('invitationToken' in actor) return (await verifyInvitation(partnerId, actor.invitationToken)).partner;
    const partner = await partners.findById(partnerId);
    if (!partner) throw forbidden('user_not_belong_to_company');
    if (partner.user_id === actor.userId && partner.invitation_accepted) return partner;
    await requireCompanyAccess(actor.userId, partner.company_id, { edit: options.edit ?? true });
    return partner;
  }

  async function partnersOf(companyId: number, viewerId?: number): Promise<Partner[]> {
    const rows = await partners.listByCompany(companyId);
    const ids = rows.map((row) => row.id);
    const [shares, documents, verifications] = await Promise.all([
      partners.sharesOf(ids),
      partners.documentsOf(ids),
      partners.verificationsOf(ids),
    ]);
    const rejectionNotes = await findRejectionNotes(deps.db, 'partner', documents);
    return toPartners(
      rows,
      { shares, documents, verifications, rejectionNotes },
      deps.fileLinks,
      deps.clock(),
      viewerId,
    );
  }

  async function seriesOf(companyId: number): Promise<ShareSeries[]> {
    return (await partners.seriesOf(companyId)).map((series) => ({
      id: series.id,
      name: series.name,
      share_class: series.share_class,
      nominal_value_centavos: series.nominal_value_centavos,
    }));
  }

  /** No partner data changes once the company's documents are approved (the deed is being signed). */
  async function requireOpenCapTable(company: CompanyRow) {
    if (await partners.isDeedApproved(company.id)) throw conflict('conflict');
  }

  /** Once Forja approved all of a partner's documents, that partner's data stays as approved. */
  const dataLock = createPartnerDataLock(partners);

  /**
   * The partner whose invitation a Google account may take: the link is live and for the company, and the
   * Google account's (verified) e-mail is the one the invitation went to.
   */
  async function requireInvitationForGoogle(
    partnerId: number,
    companyId: number,
    token: string,
    googleEmail: string,
  ) {
    const { partner } = await verifyInvitation(partnerId, token);
    if (partner.company_id !== companyId) throw new AppError(400, 'token_does_not_match');
    // A partner without an e-mail was never invited.
    if (!partner.email) throw forbidden('token_does_not_match');
    if (partner.email.trim().toLowerCase() !== googleEmail.trim().toLowerCase())
      throw forbidden('google_email_not_invited');
    return partner;
  }

  /** The partner's seat taken by an account: linked to it, joined, and no link of theirs opens anything more. */
  async function takeSeat(partnerId: number, userId: number, now: Date, tx: Database) {
    await partners.spendInvitations(partnerId, now, tx);
    await partners.update(partnerId, { user_id: userId, invitation_accepted: true, updated_at: now }, tx);
  }

  /**
   * The founder's own partner (the one with her e-mail) is her seat, taken by her account as an invited
   * partner's is when they accept: she created the company, so she has joined, and is never invited. The first
   * such partner, unless one of the company's partners is hers already.
   */
  async function seatFounder(company: CompanyRow, now: Date, tx: Database) {
    const owner = await deps.users.findById(company.user_id, tx);
    if (!owner) return;
    const rows = await partners.listByCompany(company.id, tx);
    if (rows.some((row) => row.user_id === owner.id)) return;
    const own = rows.find((row) => row.user_id === null && sameEmail(row.email, owner.email));
    if (own) await takeSeat(own.id, owner.id, now, tx);
  }

  /**
   * Links an account to the partner of an invitation, when the account's e-mail is the invited one. The link
   * is used up, and every other link of the partner is spent with it. In the caller's transaction when given.
   */
  async function attachByInvitation(
    userId: number,
    partnerId: number,
    companyId: number,
    token: string,
    tx?: Database,
  ) {
    const { invitation, partner } = await verifyInvitation(partnerId, token, tx);
    if (partner.company_id !== companyId) throw new AppError(400, 'token_does_not_match');
    const user = await deps.users.findById(userId, tx);
    if (!user) throw new AppError(404, 'partner_or_user_not_found');
    requireInvitedEmail(partner, user.email);
    const now = deps.clock();
    const attach = async (t: Database) => {
      if (!(await partners.useInvitation(invitation.id, now, t))) throw new AppError(404, 'token_not_found');
      await takeSeat(partnerId, userId, now, t);
    };
    if (tx) await attach(tx);
    else await deps.db.transaction(attach);
  }

  /**
   * The invited partner's own consent (the simplified notice): recorded once the partner has both accepted on
   * their screen (accept_terms_conditions) and taken their seat with an account, whichever comes last. With
   * `actor`, only when the acceptance came from the partner (their session or their link), never from a founder
   * filling in a partner's data.
   */
  async function recordInvitationConsent(
    partnerId: number,
    context: ConsentContext,
    actor?: PartnerActor,
    tx: Database = deps.db,
  ) {
    const partner = await partners.findById(partnerId, tx);
    const userId = partner?.user_id ?? null;
    if (userId === null || !partner?.invitation_accepted || !partner.accept_terms_conditions) return;
    if (actor && 'userId' in actor && actor.userId !== userId) return;
    await deps.consents.recordInvitation(userId, context, tx);
  }

  /** An invited partner's account takes their seat: attached, confirmed (the invitation reached the address). */
  async function joinByInvitation(
    userId: number,
    invitation: { partnerId: number; companyId: number; token: string },
    context: ConsentContext,
    tx: Database,
  ) {
    await attachByInvitation(userId, invitation.partnerId, invitation.companyId, invitation.token, tx);
    await deps.users.update(userId, { is_confirmed: true, updated_at: deps.clock() }, tx);
    await recordInvitationConsent(invitation.partnerId, context, undefined, tx);
  }

  /**
   * The invited partner's account, created with the invited e-mail (whatever the form says), their sign-up
   * consent, the seat taken, the address confirmed and the simplified notice's consent: all or nothing.
   */
  async function createAccountByInvitation(input: {
    partnerId: number;
    companyId: number;
    token: string;
    account: RegisterBody;
    ip: string;
    context: ConsentContext;
  }): Promise<AuthTokens> {
    const { partnerId, companyId, token, context } = input;
    // The invited partner's own sign-up checkbox (privacy notice and terms), else consent_required.
    const accepted = deps.consents.requireSignUpConsent(input.account);
    const { partner } = await verifyInvitation(partnerId, token);
    if (partner.company_id !== companyId) throw new AppError(400, 'token_does_not_match');
    // A partner without an e-mail was never invited.
    if (!partner.email) throw forbidden('token_does_not_match');
    const account = { ...input.account, email: partner.email };
    return deps.auth.register(account, input.ip, deps.clock(), async (userId, tx) => {
      await deps.consents.recordSignUp(userId, accepted, context, tx);
      await joinByInvitation(userId, { partnerId, companyId, token }, context, tx);
    });
  }

  /**
   * The invited partner's account by a Google ID token whose e-mail is the invited one: the account linked to
   * the Google account or having its e-mail signs in (and is linked), else a new one is created; with it, the
   * sign-up consent, the seat and the simplified notice's consent, in the same transaction.
   */
  async function createAccountByInvitationWithGoogle(input: {
    partnerId: number;
    companyId: number;
    token: string;
    account: RegisterGoogleBody;
    ip: string;
    context: ConsentContext;
  }): Promise<AuthTokens> {
    const { partnerId, companyId, token, account, ip, context } = input;
    const accepted = deps.consents.requireSignUpConsent(account);
    const now = deps.clock();
    // Without Google configured this answers google_sign_in_unavailable, whatever the invitation.
    const identity = await deps.google.identify(account.id_token, now);
    await requireInvitationForGoogle(partnerId, companyId, token, identity.email);
    // The sign-up checkbox is recorded for a new account and, ticked again, for an existing one.
    const join = async (userId: number, tx: Database) => {
      await deps.consents.recordSignUp(userId, accepted, context, tx);
      await joinByInvitation(userId, { partnerId, companyId, token }, context, tx);
    };
    try {
      return await deps.google.login(account.id_token, ip, now, join);
    } catch (error) {
      if (!(error instanceof AppError && error.codes[0] === 'google_account_not_registered')) throw error;
    }
    return deps.google.register(account, ip, now, join);
  }

  /** The signed-in account takes the seat of an invitation, with the simplified notice's consent. */
  async function attachAccountByInvitation(
    userId: number,
    invitation: { partnerId: number; companyId: number; token: string },
    context: ConsentContext,
  ) {
    await deps.db.transaction(async (tx) => {
      await attachByInvitation(userId, invitation.partnerId, invitation.companyId, invitation.token, tx);
      await recordInvitationConsent(invitation.partnerId, context, undefined, tx);
    });
  }

  return {
    requireCompanyAccess,
    requireOwner,
    requirePartnerActor,
    verifyInvitation,
    partnersOf,
    seriesOf,

    /** The cap table in one statement with its access check's data (cap-table-reader.ts). */
    async capTable(userId: number, companyId: number) {
      const read = await reader.capTable(companyId, userId);
      // Refused (or no such company): the access check itself gives the answer.
      if (!read || !mayReadCompany(read.owner_id, read.membership, userId))
        await requireCompanyAccess(userId, companyId);
      return capTableOfJson(read?.cap_table ?? null, deps.fileLinks, deps.clock(), userId);
    },

    /** Saves the whole cap table in one transaction after checking the society type's rules. */
    async saveCapTable(
      userId: number,
      companyId: number,
      input: {
        partners: PartnerInput[];
        share_series?: { name: string; share_class: string; nominal_value_centavos: number }[];
        /** Absent: unchanged; null: none chosen (MXN 50,000). */
        fixed_capital_centavos?: number | null;
      },
    ) {
      const chosenCapital = input.fixed_capital_centavos;
      const capitalProblem =
        chosenCapital === undefined || chosenCapital === null ? null : fixedCapitalProblem(chosenCapital);
      if (capitalProblem)
        throw badRequest(capitalProblem).withFields([
          { path: 'body.fixed_capital_centavos', code: capitalProblem },
        ]);
      // MXN 50,000 is the default: kept as none chosen, so the articles and their fingerprint stay as they were.
      const fixedCapital = chosenCapital === DEFAULT_FIXED_CAPITAL_CENTAVOS ? null : chosenCapital;
      input.partners.forEach((partner, index) =>
        requireLatinNames({
          [`partners.${index}.name`]: partner.name,
          [`partners.${index}.first_name`]: partner.first_name,
          [`partners.${index}.last_name`]: partner.last_name,
        }),
      );
      const company = await requireCompanyAccess(userId, companyId, { edit: true });
      await requireOpenCapTable(company);
      await dataLock.requireLockedPartnersKept(companyId, input.partners);
      const capitalChanges = fixedCapital !== undefined && fixedCapital !== company.fixed_capital_centavos;
      // The capital is printed in the articles: once every partner signed them it is the company's.
      if (capitalChanges && company.date_signature) throw conflict('articles_signed');
      const type = deps.catalogue.society_types.find((candidate) => candidate.key === company.company_type);
      if (type?.individuals_only && input.partners.some((p) => p.is_moral_person))
        throw badRequest('invalid_type');
      const seriesInput = input.share_series ?? [DEFAULT_SERIES];
      const seriesNames = new Set(seriesInput.map((series) => series.name));
      const holdings = input.partners.flatMap((partner, index) =>
        partner.shares.map((share) => {
          const bp = percentToBp(share.percentage);
          if (bp === null || !seriesNames.has(share.series)) throw badRequest('invalid_request');
          return { partnerKey: String(index), seriesKey: share.series, percentageBp: bp };
        }),
      );
      const problem = checkShareDistribution(holdings, {
        minPartners: type?.min_partners ?? 1,
        maxPartners: type?.max_partners ?? null,
      });
      if (problem) throw badRequest(problem);
      for (const partner of input.partners) {
        if (partner.email && !isEmailShape(partner.email)) throw badRequest('email_invalid_format');
      }
      const now = deps.clock();
      const existing = await partners.listByCompany(companyId);
      await deps.db.transaction(async (t) => {
        const seriesByName = new Map<string, number>();
        for (const series of seriesInput)
          seriesByName.set(series.name, (await partners.upsertSeries(companyId, series, t)).id);
        const kept = new Set<number>();
        for (const [index, partner] of input.partners.entries()) {
          const values = {
            name: partner.name,
            first_name: partner.first_name ?? null,
            last_name: partner.last_name ?? null,
            email: partner.email?.trim() || null,
            is_moral_person: partner.is_moral_person,
            nationalities: partner.nationalities,
            updated_at: now,
          };
          let id: number;
          if (partner.id !== undefined) {
            const current = existing.find((row) => row.id === partner.id);
            if (!current) throw badRequest('partner_not_found');
            await partners.update(partner.id, values, t);
            if (current.email?.toLowerCase() !== values.email?.toLowerCase()) {
              // Links sent to the former address no longer open this partner.
              await partners.spendInvitations(partner.id, now, t);
              // The founder's seat given to someone else's address is no longer hers (seatFounder below).
              if (current.user_id === company.user_id)
                await partners.update(partner.id, { user_id: null, invitation_accepted: false }, t);
            }
            id = partner.id;
          } else {
            id = (await partners.insert({ ...values, company_id: companyId, created_at: now }, t)).id;
          }
          kept.add(id);
          await partners.replaceShares(
            id,
            partner.shares.map((share) => ({
              series_id: seriesByName.get(share.series) ?? 0,
              percentage_bp:
                holdings.find((h) => h.partnerKey === String(index) && h.seriesKey === share.series)
                  ?.percentageBp ?? 0,
            })),
            t,
          );
        }
        for (const row of existing) if (!kept.has(row.id)) await partners.delete(row.id, t);
        if (capitalChanges)
          await deps.companies.update(
            companyId,
            { fixed_capital_centavos: fixedCapital ?? null, updated_at: now },
            t,
          );
        await seatFounder(company, now, t);
      });
      return { partners: await partnersOf(companyId, userId), share_series: await seriesOf(companyId) };
    },

    /** Adds one partner without shares (completed later with the cap table). */
    async addBasic(
      userId: number,
      companyId: number,
      input: {
        name: string;
        first_name?: string | null;
        last_name?: string | null;
        email?: string | null;
        is_moral_person: boolean;
        nationalities: string[];
      },
    ) {
      requireLatinNames({ name: input.name, first_name: input.first_name, last_name: input.last_name });
      const company = await requireCompanyAccess(userId, companyId, { edit: true });
      await requireOpenCapTable(company);
      if (input.email && !isEmailShape(input.email)) throw badRequest('email_invalid_format');
      const now = deps.clock();
      const row = await deps.db.transaction(async (t) => {
        const inserted = await partners.insert(
          {
            company_id: companyId,
            name: input.name,
            first_name: input.first_name ?? null,
            last_name: input.last_name ?? null,
            email: input.email?.trim() || null,
            is_moral_person: input.is_moral_person,
            nationalities: input.nationalities,
            created_at: now,
            updated_at: now,
          },
          t,
        );
        await seatFounder(company, now, t);
        return inserted;
      });
      return (await partnersOf(companyId)).find((p) => p.id === row.id) as Partner;
    },

    /** One partner in one statement with what `requirePartnerActor` checks (cap-table-reader.ts). */
    /**
     * The partner, with their company's society type (what they will need to sign depends on it) and name (as
     * the invitation e-mail gives it).
     */
    async onlyPartner(actor: PartnerActor, partnerId: number, companyId: number): Promise<OnlyPartner> {
      const byToken = 'invitationToken' in actor;
      const read = await reader.onePartner(partnerId, {
        userId: byToken ? null : actor.userId,
        tokenHash: byToken ? hashSecret(actor.invitationToken) : null,
      });
      const allowed =
        read !== null &&
        (byToken
          ? invitationRefusal(read.invitation, partnerId) === null && !read.invitation_accepted
          : (read.user_id === actor.userId && read.invitation_accepted) ||
            (read.owner_id !== null && mayReadCompany(read.owner_id, read.membership, actor.userId)));
      if (!read || !allowed) {
        // Refused (or no such partner): the checks themselves give the answer.
        const partner = await requirePartnerActor(actor, partnerId, { edit: false });
        if (partner.company_id !== companyId) throw new AppError(404, 'partner_not_found');
        const company = await deps.companies.findById(companyId);
        const found = (await partnersOf(companyId)).find((p) => p.id === partnerId) as Partner;
        return {
          ...found,
          company_type: company?.company_type ?? null,
          company_name: company ? (company.legal_name ?? company.name ?? company.friendly_id) : null,
        };
      }
      if (read.company_id !== companyId) throw new AppError(404, 'partner_not_found');
      const [partner] = await partnersOfJson([read.partner], deps.fileLinks, deps.clock());
      return { ...(partner as Partner), company_type: read.company_type, company_name: read.company_name };
    },

    async updateNames(
      actor: PartnerActor,
      partnerId: number,
      names: { name: string; first_name?: string | null; last_name?: string | null },
    ) {
      requireLatinNames(names);
      await dataLock.requireEditable(await requirePartnerActor(actor, partnerId));
      await partners.update(partnerId, {
        name: names.name,
        first_name: names.first_name ?? null,
        last_name: names.last_name ?? null,
        updated_at: deps.clock(),
      });
    },

    async setNationalities(actor: PartnerActor, partnerId: number, nationalities: string[]) {
      await dataLock.requireEditable(await requirePartnerActor(actor, partnerId));
      await partners.update(partnerId, { nationalities, updated_at: deps.clock() });
    },

    /**
     * RFC (13 characters, a person's), CURP for Mexicans, tax data for foreigners, civil status, terms; with
     * them, in the same transaction, the partner's own acceptance is their consent under the simplified notice
     * (signed in as themselves, or through their invitation link; a founder filling in a partner's data
     * consents for no one).
     */
    async saveComplements(
      actor: PartnerActor,
      partnerId: number,
      body: {
        rfc?: string | null;
        curp?: string | null;
        birthplace?: string | null;
        tax_country?: string | null;
        tax_id?: string | null;
        civil_status?: string | null;
        accept_terms_conditions: boolean;
        confirm_checksum: boolean;
      },
      context: ConsentContext,
    ) {
      const partner = await requirePartnerActor(actor, partnerId);
      await dataLock.requireEditable(partner);
      if (!body.accept_terms_conditions) throw badRequest('invalid_request');
      const mexican = partner.nationalities.length === 0 || partner.nationalities.includes('MX');
      let rfc: string | null = null;
      if (body.rfc) {
        const check = checkRfc(body.rfc, partner.is_moral_person ? 'company' : 'person');
        if (!check.ok) throw badRequest(check.code);
        if (check.checksumMismatch && !body.confirm_checksum)
          throw new AppError(409, 'rfc_checksum_mismatch');
        rfc = check.rfc;
      } else if (mexican) {
        throw badRequest('rfc_invalid_format');
      }
      let curp: string | null = null;
      if (!partner.is_moral_person && mexican) {
        if (!body.curp || !isValidCurp(body.curp)) throw badRequest('curp_invalid');
        curp = body.curp.replace(/\s/g, '').toUpperCase();
      }
      if (!mexican && (!body.tax_country || !body.tax_id)) throw badRequest('invalid_request');
      await deps.db.transaction(async (tx) => {
        // An RFC or a CURP names one person: no two partners of the company share one.
        const clashes = partnerIdentityCodeClashes(
          { id: partnerId, rfc, curp },
          await partners.listByCompany(partner.company_id, tx),
        );
        const [clash, ...more] = clashes;
        if (clash) throw new AppError(409, clash, ...more);
        await partners.update(
          partnerId,
          {
            rfc,
            curp,
            birthplace: body.birthplace ?? null,
            tax_country: body.tax_country ?? (mexican ? 'MX' : null),
            tax_id: body.tax_id ?? null,
            civil_status: partner.is_moral_person ? null : (body.civil_status ?? null),
            accept_terms_conditions: true,
            updated_at: deps.clock(),
          },
          tx,
        );
        await recordInvitationConsent(partnerId, context, actor, tx);
      });
    },

    /**
     * Saves a partner's address. A Mexican one (no country, or MX): the postal code must look Mexican
     * (invalid_zip_code); with a SEPOMEX catalogue loaded it must exist and the settlement must be one of its
     * colonias (postal_code_not_found), and the catalogue's spelling of the settlement, municipality and state is
     * kept. One outside Mexico is kept as written, in Latin letters (address_latin_letters_only).
     */
    async saveAddress(
      actor: PartnerActor,
      partnerId: number,
      body: z.infer<typeof partnerAddressBodySchema>,
    ) {
      await dataLock.requireEditable(await requirePartnerActor(actor, partnerId));
      if ('address_line1' in body) {
        requireLatinAddress(body);
        await partners.update(partnerId, {
          address: {
            country: body.country,
            address_line1: body.address_line1,
            address_line2: body.address_line2?.trim() || null,
            city: body.city,
            region: body.region?.trim() || null,
            postal_code: body.postal_code?.trim() || null,
          },
          updated_at: deps.clock(),
        });
        return;
      }
      const checked = await deps.postalCodes.checkAddress(body.postal_code, body.settlement);
      await partners.update(partnerId, {
        address: {
          country: 'MX',
          street: body.street,
          exterior_number: body.exterior_number,
          interior_number: body.interior_number?.trim() || null,
          settlement: checked?.settlement ?? body.settlement,
          municipality: checked?.municipality ?? body.municipality,
          state: checked?.state ?? body.state,
          postal_code: checked?.postal_code ?? body.postal_code.trim(),
        },
        updated_at: deps.clock(),
      });
    },

    async deletePartner(userId: number, partnerId: number, companyId: number) {
      const company = await requireCompanyAccess(userId, companyId, { edit: true });
      await requireOpenCapTable(company);
      const partner = await partners.findById(partnerId);
      if (!partner || partner.company_id !== companyId) throw new AppError(404, 'partner_not_found');
      await dataLock.requireEditable(partner);
      await partners.delete(partnerId);
    },

    /** Whether a partner with the e-mail exists in one of the caller's own companies (never anyone else's). */
    exists: (userId: number, email: string) => partners.existsWithEmailForUser(email, userId),

    async setPermissionToEdit(userId: number, partnerId: number, companyId: number, value: boolean) {
      await requireOwner(userId, companyId);
      const partner = await partners.findById(partnerId);
      if (!partner || partner.company_id !== companyId) throw new AppError(404, 'partner_not_found');
      await partners.update(partnerId, { permission_to_edit: value, updated_at: deps.clock() });
    },

    /**
     * E-mails each partner with an address (not yet joined) a single-use link to their part of the onboarding,
     * each in the language chosen for them (`languages`, remembered on the partner for the e-mails that follow),
     * else the one chosen before, else `language` (the founder's page).
     */
    async sendInvitations(
      userId: number,
      companyId: number,
      language: Language,
      languages: readonly { partner_id: number; language: Language }[] = [],
    ): Promise<string[]> {
      const company = await requireCompanyAccess(userId, companyId, { edit: true });
      const owner = await deps.users.findById(company.user_id);
      const invitable = (await partners.listByCompany(companyId)).filter(
        (partner) =>
          !partner.invitation_accepted &&
          partner.email &&
          partner.email.toLowerCase() !== owner?.email.toLowerCase(),
      );
      if (invitable.length === 0) throw badRequest('partner_without_mail');
      const now = deps.clock();
      await deps.dailyMailLimits.reserve(
        'partner_invitation',
        companyId,
        invitable.map((partner) => partner.email ?? ''),
        now,
      );
      const sent: string[] = [];
      for (const partner of invitable) {
        const { token, hash } = newOpaqueToken();
        // One live link per partner: the new one replaces those sent before.
        await partners.spendInvitations(partner.id, now);
        await partners.insertInvitation({
          partner_id: partner.id,
          token_hash: hash,
          expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
          created_at: now,
        });
        const chosen = languages.find((entry) => entry.partner_id === partner.id)?.language;
        const partnerLanguage = chosen ?? parseLanguage(partner.language) ?? language;
        if (partnerLanguage !== partner.language) {
          await partners.update(partner.id, { language: partnerLanguage, updated_at: now });
        }
        const link = `${deps.appUrl}/${partnerLanguage}/invited?partner=${partner.id}&company=${companyId}&token=${encodeURIComponent(token)}`;
        const message = partnerInvitationEmail({
          language: partnerLanguage,
          name: partner.first_name ?? partner.name,
          inviterName: [owner?.first_names, owner?.last_names].filter(Boolean).join(' '),
          companyName: company.legal_name ?? company.name ?? company.friendly_id,
          link,
          days: INVITATION_TTL_DAYS,
        });
        try {
          await deps.mailer.send({ to: partner.email ?? '', ...message });
        } catch {
          throw badRequest('error_invite_partner');
        }
        sent.push(partner.email ?? '');
      }
      return sent;
    },

    createAccountByInvitation,
    createAccountByInvitationWithGoogle,
    attachAccountByInvitation,
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
