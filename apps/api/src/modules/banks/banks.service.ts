import type {
  BankAccountOpenedBody,
  BankReferral,
  BankReferralQueueEntry,
  BankReferralStatus,
  BookedAppointment,
  BusinessInformation,
  BusinessInformationBody,
  CompanyBankAccount,
  CompanyBanking,
  PartnerBank,
  PartnerBankBody,
} from '@forja/contracts';
import {
  bankReferralOpen,
  bankReferralRefusal,
  businessInformationMissing,
  canCancelAppointment,
  accountBankName,
  checkClabe,
  parseLanguage,
  usdCentsFromMxn,
  type BankReferralAct,
  type BusinessInformationDraft,
} from '@forja/domain';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import type { RatesProvider } from '../../providers/rates/rates';
import type { AppointmentsRepository } from '../appointments/appointments.repository';
import type { AuditHook } from '../audit/audit-log';
import type { CompanyRow } from '../companies/companies.repository';
import type { PartnersRepository } from '../partners/partners.repository';
import type { PostalCodesService } from '../postal-codes/postal-codes.service';
import {
  bankAccountOpenedEmail,
  bankReferralDeclinedEmail,
  bankReferralSentEmail,
  maskClabe,
} from './bank-emails';
import type {
  BankAccountRow,
  BankReferralRow,
  BanksRepository,
  BusinessInformationRow,
  PartnerBankRow,
} from './banks.repository';

/** The job that e-mails the founder what the bank did with the referral, queued in the act's transaction. */
export const BANK_REFERRAL_MAIL_JOB = 'bank-referral-mail';

type ReferralMailEvent = 'sent' | 'opened' | 'declined';
/** A text of a job's payload (empty when missing). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
type ReferralWithBank = BankReferralRow & { bank_name: string };

const toPartnerBank = (row: PartnerBankRow): PartnerBank => ({
  key: row.key,
  name: row.name,
  clabe_bank_codes: row.clabe_bank_codes,
  summary: row.summary,
  requirements: row.requirements,
  opening_fee: row.opening_fee,
  monthly_fee: row.monthly_fee,
  minimum_balance: row.minimum_balance,
  typical_days: row.typical_days,
  website: row.website,
  active: row.active,
  position: row.position,
});

const toReferral = (row: ReferralWithBank): BankReferral => ({
  id: row.id,
  bank_key: row.bank_key,
  bank_name: row.bank_name,
  status: row.status as BankReferralStatus,
  chosen_at: row.chosen_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
  answered_at: row.answered_at?.toISOString() ?? null,
  bank_note: row.bank_note,
});

const toAccount = (row: BankAccountRow): CompanyBankAccount => ({
  bank_key: row.bank_key,
  bank_name: row.bank_name,
  account_holder: row.account_holder,
  clabe: row.clabe,
  opened_at: row.opened_at.toISOString(),
});

/** The saved information as the domain's completeness rule reads it. */
const toDraft = (row: BusinessInformationRow | null): BusinessInformationDraft | null =>
  row && {
    business_name: row.business_name,
    website: row.website,
    amazon_website: row.amazon_website,
    expected_annual_volume_mex:
      row.expected_annual_volume_mex_cents === null ? null : { cents: row.expected_annual_volume_mex_cents },
    volume_justification: row.volume_justification,
    source_funds: row.source_funds,
    source_funds_other: row.source_funds_other,
    tax_address: row.tax_address,
    bank_entity: row.bank_entity,
    nationalities: row.nationalities,
    partners: row.partners,
  };

const missingOf = (row: BusinessInformationRow | null, company: Pick<CompanyRow, 'amazon_customer'>) =>
  businessInformationMissing(toDraft(row), { amazonCustomer: company.amazon_customer });

/**
 * The formation has gone far enough for a referral (the domain's bankReferralOpen): the facts it needs are the
 * company's own columns (every signature in sets date_signature; delivery_completed).
 */
const isReferralOpen = (company: CompanyRow) =>
  bankReferralOpen(
    { testimony: company.testimony },
    { completeFirms: company.date_signature !== null, deliveryCompleted: company.delivery_completed },
  );

/** A refused act on the referral (the domain's bankReferralRefusal) answers 409 with its code. */
function requireAllowed(
  act: BankReferralAct,
  referral: BankReferralRow | null,
  informationComplete: boolean,
) {
  const refusal = bankReferralRefusal(
    act,
    (referral?.status as BankReferralStatus | undefined) ?? null,
    informationComplete,
  );
  if (refusal) throw conflict(refusal);
}

/**
 * The bank referral (spec: Banks, the partner banks' pages and Bank): Forja's catalogue of partner banks, kept in
 * the back office; the founder chooses one (or says no) once the company exists on paper, and fills in the
 * business information the bank asks for; an operator sends the referral, then records the bank's answer (the
 * account opened, its CLABE checked, or declined). Staff acts are audited in their transaction; the founder is
 * e-mailed at each step through the job queue.
 */
export function createBanksService(deps: {
  db: Database;
  repository: BanksRepository;
  /** The company access rule (owner, or a partner who accepted): same answer for a foreign or missing one. */
  requireCompanyAccess: (
    userId: number,
    companyId: number,
    options?: { edit?: boolean },
  ) => Promise<CompanyRow>;
  partners: Pick<PartnersRepository, 'listByCompany'>;
  postalCodes: Pick<PostalCodesService, 'checkAddress'>;
  appointments: Pick<AppointmentsRepository, 'bookedOf'>;
  rates: RatesProvider;
  jobs: JobQueue;
  mailer: Mailer;
  appUrl: string;
  clock: () => Date;
}) {
  const { repository, clock } = deps;

  async function inTransaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return deps.db.transaction(async (transaction) => work(transaction));
  }

  /** Pesos per dollar now, or null when the rate source fails (the USD equivalent is then left out). */
  async function usdRate() {
    try {
      return await deps.rates.usdMxn();
    } catch {
      return null;
    }
  }

  async function scheduledCall(companyId: number): Promise<BookedAppointment | null> {
    const row = await deps.appointments.bookedOf(companyId, 'adviser_call');
    if (!row) return null;
    return {
      id: row.id,
      type: row.type,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      location: row.location,
      time_zone: row.time_zone,
      can_cancel: canCancelAppointment(row.starts_at, clock()),
    };
  }

  async function toInformation(
    row: BusinessInformationRow,
    company: CompanyRow,
  ): Promise<BusinessInformation> {
    const missing = missingOf(row, company);
    const volumeMxn = row.expected_annual_volume_mex_cents;
    const volumeUsd = row.expected_annual_volume_usd_cents;
    return {
      id: row.id,
      business_name: row.business_name,
      website: row.website,
      amazon_website: row.amazon_website,
      expected_annual_volume: volumeUsd === null ? null : { cents: volumeUsd, currency: 'USD' },
      expected_annual_volume_mex: volumeMxn === null ? null : { cents: volumeMxn, currency: 'MXN' },
      usd_rate: row.usd_rate ?? null,
      volume_justification: row.volume_justification,
      source_funds: row.source_funds,
      source_funds_other: row.source_funds_other,
      tax_address: row.tax_address,
      scheduled_call: await scheduledCall(row.company_id),
      bank_entity: row.bank_entity,
      nationalities: row.nationalities,
      partners: row.partners,
      complete: missing.length === 0,
      missing,
      updated_at: row.updated_at.toISOString(),
    };
  }

  async function banking(company: CompanyRow): Promise<CompanyBanking> {
    const [banks, referral, account] = await Promise.all([
      repository.listBanks({ activeOnly: true }),
      repository.referralOf(company.id),
      repository.accountOf(company.id),
    ]);
    return {
      banks: banks.map(toPartnerBank),
      open: isReferralOpen(company),
      not_interested: company.not_interested_banks,
      not_interested_reason: company.not_interested_banks_reason,
      referral: referral ? toReferral(referral) : null,
      account: account ? toAccount(account) : null,
      information_complete: company.flag_data_banking_service,
    };
  }

  /** The founder's company, refused with 409 banks_not_open before the referral opens. */
  async function requireOpenCompany(userId: number, companyId: number): Promise<CompanyRow> {
    const company = await deps.requireCompanyAccess(userId, companyId, { edit: true });
    if (!isReferralOpen(company)) throw conflict('banks_not_open');
    return company;
  }

  async function queueEntries(companyId?: number): Promise<BankReferralQueueEntry[]> {
    const rows = (await repository.referralQueue()).filter(
      (row) => companyId === undefined || row.referral.company_id === companyId,
    );
    const ids = rows.map((row) => row.referral.company_id);
    const [information, accounts] = await Promise.all([
      repository.informationOfCompanies(ids),
      repository.accountsOf(ids),
    ]);
    const infoById = new Map(information.map((row) => [row.company_id, row]));
    const accountById = new Map(accounts.map((row) => [row.company_id, row]));
    const rank = (status: string) => (status === 'chosen' ? 0 : status === 'sent' ? 1 : 2);
    const time = (date: Date | null) => date?.getTime() ?? 0;
    rows.sort((a, b) => {
      const byRank = rank(a.referral.status) - rank(b.referral.status);
      if (byRank !== 0) return byRank;
      switch (a.referral.status) {
        case 'chosen':
          return time(a.referral.chosen_at) - time(b.referral.chosen_at);
        case 'sent':
          return time(a.referral.sent_at) - time(b.referral.sent_at);
        default:
          return time(b.referral.answered_at) - time(a.referral.answered_at);
      }
    });
    return rows.map((row) => {
      const account = accountById.get(row.referral.company_id);
      return {
        company_id: row.referral.company_id,
        company_name: row.legal_name ?? row.company_name,
        friendly_id: row.friendly_id,
        founder_email: row.founder_email,
        referral: toReferral({ ...row.referral, bank_name: row.bank_name }),
        information_complete: missingOf(infoById.get(row.referral.company_id) ?? null, row).length === 0,
        account: account ? toAccount(account) : null,
      };
    });
  }

  async function queueEntry(companyId: number): Promise<BankReferralQueueEntry> {
    const [entry] = await queueEntries(companyId);
    if (!entry) throw notFound();
    return entry;
  }

  /** The referral of a company the back office acts on (404 company_not_found), locked for the act. */
  async function lockedReferral(companyId: number, tx: Database) {
    const company = await repository.lockCompany(companyId, tx);
    if (!company) throw new AppError(404, 'company_not_found');
    return { company, referral: await repository.referralOf(companyId, tx) };
  }

  async function sendReferralMail(payload: Record<string, unknown>): Promise<void> {
    const companyId = Number(payload.companyId);
    const event = payload.event as ReferralMailEvent;
    const bankName = textOf(payload.bankName);
    const target = await repository.companyAndFounder(companyId);
    if (!target) return;
    const language = parseLanguage(target.language) ?? 'es';
    const base = {
      language,
      name: target.first_names,
      companyName: target.legal_name?.trim() || target.name?.trim() || target.friendly_id,
      bankName,
    };
    const web = `${deps.appUrl.replace(/\/$/, '')}/${language}`;
    let content;
    if (event === 'sent') {
      const key = encodeURIComponent(textOf(payload.bankKey));
      content = await bankReferralSentEmail({ ...base, link: `${web}/banks/${companyId}/${key}` });
    } else if (event === 'opened') {
      const account = await repository.accountOf(companyId);
      if (!account) return;
      content = await bankAccountOpenedEmail({
        ...base,
        link: `${web}/dashboard/${companyId}/bank`,
        accountHolder: account.account_holder,
        maskedClabe: maskClabe(account.clabe),
      });
    } else {
      content = await bankReferralDeclinedEmail({
        ...base,
        link: `${web}/dashboard/${companyId}/banks`,
        note: textOf(payload.note),
      });
    }
    await deps.mailer.send({ to: target.email, ...content });
  }

  deps.jobs.register(BANK_REFERRAL_MAIL_JOB, sendReferralMail);

  const queueMail = (
    tx: Database,
    payload: {
      companyId: number;
      event: ReferralMailEvent;
      bankName: string;
      bankKey: string;
      note?: string;
    },
  ) => deps.jobs.enqueue(BANK_REFERRAL_MAIL_JOB, payload, { tx });

  /** `GET banks/company/{id}`: the active catalogue and where the company stands (403 for a foreign one). */
  async function forCompany(userId: number, companyId: number): Promise<CompanyBanking> {
    return banking(await deps.requireCompanyAccess(userId, companyId));
  }

  /** `GET data-banking/company/{id}`: the saved business information (404 company_data_banking before). */
  async function information(userId: number, companyId: number): Promise<BusinessInformation> {
    const company = await deps.requireCompanyAccess(userId, companyId);
    const row = await repository.informationOf(companyId);
    if (!row) throw notFound('company_data_banking');
    return toInformation(row, company);
  }

  return {
    forCompany,
    information,

    /**
     * The founder picks a bank of the active catalogue (404 not_found otherwise): the referral is (re)started as
     * chosen, the redirect order moves on (redirected_banks), a "not interested" is withdrawn, and the business
     * information names that bank when it named none (or the bank chosen before).
     */
    async choose(userId: number, companyId: number, bankKey: string): Promise<CompanyBanking> {
      await requireOpenCompany(userId, companyId);
      const bank = await repository.findBank(bankKey);
      if (!bank?.active) throw notFound();
      const now = clock();
      await inTransaction(async (tx) => {
        await repository.lockCompany(companyId, tx);
        const previous = await repository.referralOf(companyId, tx);
        requireAllowed('choose', previous, false);
        await repository.saveReferral(
          {
            company_id: companyId,
            bank_key: bank.key,
            status: 'chosen',
            chosen_at: now,
            sent_at: null,
            sent_by: null,
            answered_at: null,
            answered_by: null,
            bank_note: null,
            updated_at: now,
          },
          tx,
        );
        await repository.updateCompany(
          companyId,
          {
            redirected_banks: true,
            not_interested_banks: false,
            not_interested_banks_reason: null,
            updated_at: now,
          },
          tx,
        );
        const information = await repository.informationOf(companyId, tx);
        const named = information?.bank_entity?.trim() ?? '';
        if (!information) {
          await repository.saveInformation(
            { company_id: companyId, bank_entity: bank.key, created_at: now, updated_at: now },
            tx,
          );
        } else if (named === '' || (previous !== null && named === previous.bank_key)) {
          await repository.setInformationBank(companyId, bank.key, now, tx);
        }
      });
      return forCompany(userId, companyId);
    },

    /**
     * The founder does not want a referral: not_interested_banks and redirected_banks (the redirect order moves
     * on), with the reason; a referral not sent yet (or declined) is withdrawn. 409 once the bank has it.
     */
    async notInterested(userId: number, companyId: number, reason: string | null): Promise<CompanyBanking> {
      await requireOpenCompany(userId, companyId);
      const now = clock();
      await inTransaction(async (tx) => {
        await repository.lockCompany(companyId, tx);
        const referral = await repository.referralOf(companyId, tx);
        requireAllowed('not_interested', referral, false);
        if (referral) await repository.deleteReferral(companyId, tx);
        await repository.updateCompany(
          companyId,
          {
            not_interested_banks: true,
            redirected_banks: true,
            not_interested_banks_reason: reason?.trim() || null,
            updated_at: now,
          },
          tx,
        );
      });
      return forCompany(userId, companyId);
    },

    /**
     * Saves the business information as a draft (what is given replaces what was saved): the tax address's
     * postal code checked against SEPOMEX, the partners of this company (400 company_partner_not_found), a bank
     * of the catalogue (404 not_found), the volume's USD equivalent at today's rate (left out when no rate is
     * available). Sets flag_data_banking_service to whether it is complete.
     */
    async saveInformation(
      userId: number,
      companyId: number,
      body: BusinessInformationBody,
    ): Promise<BusinessInformation> {
      await deps.requireCompanyAccess(userId, companyId, { edit: true });
      let taxAddress: BusinessInformationRow['tax_address'] = null;
      if (body.tax_address) {
        const given = body.tax_address;
        const checked = await deps.postalCodes.checkAddress(given.postal_code, given.settlement);
        taxAddress = {
          street: given.street,
          exterior_number: given.exterior_number,
          interior_number: given.interior_number?.trim() || null,
          settlement: checked?.settlement ?? given.settlement,
          municipality: checked?.municipality ?? given.municipality,
          state: checked?.state ?? given.state,
          postal_code: checked?.postal_code ?? given.postal_code.trim(),
        };
      }
      const partnerIds = [...new Set(body.partners)];
      if (partnerIds.length > 0) {
        const own = new Set((await deps.partners.listByCompany(companyId)).map((partner) => partner.id));
        if (partnerIds.some((id) => !own.has(id))) throw badRequest('company_partner_not_found');
      }
      const bankKey = body.bank_entity?.trim() || null;
      if (bankKey && !(await repository.findBank(bankKey))) throw notFound();
      const volumeMxn = body.expected_annual_volume_mex?.cents ?? null;
      const rate = volumeMxn === null ? null : await usdRate();
      const volumeUsd = volumeMxn === null ? null : usdCentsFromMxn(volumeMxn, rate?.mxn_per_usd);
      const now = clock();
      await inTransaction(async (tx) => {
        const company = await repository.lockCompany(companyId, tx);
        if (!company) throw notFound();
        const saved = await repository.saveInformation(
          {
            company_id: companyId,
            business_name: body.business_name ?? null,
            website: body.website ?? null,
            amazon_website: body.amazon_website ?? null,
            expected_annual_volume_mex_cents: volumeMxn,
            expected_annual_volume_usd_cents: volumeUsd,
            usd_rate: volumeUsd !== null && rate ? rate : null,
            volume_justification: body.volume_justification ?? null,
            source_funds: body.source_funds ?? null,
            source_funds_other: body.source_funds_other ?? null,
            tax_address: taxAddress,
            bank_entity: bankKey,
            nationalities: [...new Set(body.nationalities)],
            partners: partnerIds,
            created_at: now,
            updated_at: now,
          },
          tx,
        );
        await repository.updateCompany(
          companyId,
          { flag_data_banking_service: missingOf(saved, company).length === 0, updated_at: now },
          tx,
        );
      });
      return information(userId, companyId);
    },

    // The back office.

    async listBanks(): Promise<PartnerBank[]> {
      return (await repository.listBanks({ activeOnly: false })).map(toPartnerBank);
    },

    /** Adds a bank to the catalogue (409 conflict when its key is taken), audited. */
    async createBank(body: PartnerBankBody, audit: AuditHook): Promise<PartnerBank> {
      const now = clock();
      const row = await inTransaction(async (tx) => {
        const inserted = await repository.insertBank({ ...body, created_at: now, updated_at: now }, tx);
        if (!inserted) throw conflict();
        await audit(tx, { before: null, after: toPartnerBank(inserted) });
        return inserted;
      });
      return toPartnerBank(row);
    },

    /** Edits a bank of the catalogue (its key stays; 400 when the body names another), audited. */
    async updateBank(key: string, body: PartnerBankBody, audit: AuditHook): Promise<PartnerBank> {
      if (body.key !== key) throw badRequest();
      const row = await inTransaction(async (tx) => {
        const before = await repository.findBankForUpdate(key, tx);
        if (!before) throw notFound();
        const updated = await repository.updateBank(key, { ...body, updated_at: clock() }, tx);
        if (!updated) throw notFound();
        await audit(tx, { before: toPartnerBank(before), after: toPartnerBank(updated) });
        return updated;
      });
      return toPartnerBank(row);
    },

    /** The Banks queue: chosen referrals first (oldest first), then sent ones, then answered (newest first). */
    referrals: () => queueEntries(),

    /** Sends a chosen referral whose business information is complete (409 company_data_banking otherwise). */
    async markSent(
      companyId: number,
      note: string | null,
      staffId: number,
      audit: AuditHook,
    ): Promise<BankReferralQueueEntry> {
      const now = clock();
      await inTransaction(async (tx) => {
        const { company, referral } = await lockedReferral(companyId, tx);
        const information = await repository.informationOf(companyId, tx);
        requireAllowed('send', referral, missingOf(information, company).length === 0);
        if (!referral) return;
        await repository.updateReferral(
          companyId,
          { status: 'sent', sent_at: now, sent_by: staffId, updated_at: now },
          tx,
        );
        await audit(tx, {
          before: { status: referral.status },
          after: { status: 'sent', bank_key: referral.bank_key, note: note?.trim() || null },
        });
        await queueMail(tx, {
          companyId,
          event: 'sent',
          bankName: referral.bank_name,
          bankKey: referral.bank_key,
        });
      });
      return queueEntry(companyId);
    },

    /** The bank declined a sent referral: its answer is kept and e-mailed to the founder. */
    async markDeclined(
      companyId: number,
      note: string,
      staffId: number,
      audit: AuditHook,
    ): Promise<BankReferralQueueEntry> {
      const now = clock();
      const answer = note.trim();
      await inTransaction(async (tx) => {
        const { referral } = await lockedReferral(companyId, tx);
        requireAllowed('decline', referral, true);
        if (!referral) return;
        await repository.updateReferral(
          companyId,
          { status: 'declined', answered_at: now, answered_by: staffId, bank_note: answer, updated_at: now },
          tx,
        );
        await audit(tx, {
          before: { status: referral.status },
          after: { status: 'declined', bank_key: referral.bank_key, bank_note: answer },
        });
        await queueMail(tx, {
          companyId,
          event: 'declined',
          bankName: referral.bank_name,
          bankKey: referral.bank_key,
          note: answer,
        });
      });
      return queueEntry(companyId);
    },

    /**
     * The bank opened the account of a sent referral: the CLABE is checked (400 clabe_invalid,
     * clabe_invalid_checksum, clabe_unknown_bank) and recorded with its bank: the partner bank by its
     * catalogue name when the prefix is that bank's, else the bank the prefix names.
     */
    async markOpened(
      companyId: number,
      body: BankAccountOpenedBody,
      staffId: number,
      audit: AuditHook,
    ): Promise<BankReferralQueueEntry> {
      const checked = checkClabe(body.clabe);
      if (!checked.ok) throw badRequest(checked.code);
      const now = clock();
      const note = body.note?.trim() || null;
      await inTransaction(async (tx) => {
        const { referral } = await lockedReferral(companyId, tx);
        requireAllowed('open', referral, true);
        if (!referral) return;
        await repository.updateReferral(
          companyId,
          { status: 'opened', answered_at: now, answered_by: staffId, bank_note: note, updated_at: now },
          tx,
        );
        await repository.saveAccount(
          {
            company_id: companyId,
            bank_key: referral.bank_key,
            bank_code: checked.bankCode,
            bank_name: accountBankName(checked, {
              name: referral.bank_name,
              clabe_bank_codes: referral.bank_clabe_codes,
            }),
            account_holder: body.account_holder.trim(),
            clabe: checked.clabe,
            opened_at: now,
            recorded_by: staffId,
          },
          tx,
        );
        await audit(tx, {
          before: { status: referral.status },
          after: {
            status: 'opened',
            bank_key: referral.bank_key,
            bank_code: checked.bankCode,
            account_holder: body.account_holder.trim(),
            clabe: maskClabe(checked.clabe),
            bank_note: note,
          },
        });
        await queueMail(tx, {
          companyId,
          event: 'opened',
          bankName: referral.bank_name,
          bankKey: referral.bank_key,
        });
      });
      return queueEntry(companyId);
    },
  };
}
export type BanksService = ReturnType<typeof createBanksService>;
