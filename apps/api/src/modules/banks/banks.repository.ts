import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { findCompanyAndFounder } from '../companies/company-founder';
import {
  companies,
  companyBankAccounts,
  companyBankReferrals,
  companyBusinessInformation,
  partnerBanks,
  users,
} from '../../db/schema/index';

export type PartnerBankRow = typeof partnerBanks.$inferSelect;
export type BankReferralRow = typeof companyBankReferrals.$inferSelect;
export type BusinessInformationRow = typeof companyBusinessInformation.$inferSelect;
export type BankAccountRow = typeof companyBankAccounts.$inferSelect;

/** Forja's partner banks, the companies' referrals, their business information and accounts. Queries only. */
export function createBanksRepository(db: Database) {
  return {
    /** The catalogue by position (only the active banks when asked). */
    async listBanks(options: { activeOnly: boolean }): Promise<PartnerBankRow[]> {
      return db
        .select()
        .from(partnerBanks)
        .where(options.activeOnly ? eq(partnerBanks.active, true) : undefined)
        .orderBy(asc(partnerBanks.position), asc(partnerBanks.key));
    },

    async findBank(key: string, tx: Database = db): Promise<PartnerBankRow | null> {
      const rows = await tx.select().from(partnerBanks).where(eq(partnerBanks.key, key)).limit(1);
      return rows[0] ?? null;
    },

    async findBankForUpdate(key: string, tx: Database): Promise<PartnerBankRow | null> {
      const rows = await tx
        .select()
        .from(partnerBanks)
        .where(eq(partnerBanks.key, key))
        .limit(1)
        .for('update');
      return rows[0] ?? null;
    },

    /** Adds a bank; null when its key is taken. */
    async insertBank(values: typeof partnerBanks.$inferInsert, tx: Database): Promise<PartnerBankRow | null> {
      const rows = await tx.insert(partnerBanks).values(values).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async updateBank(
      key: string,
      values: Partial<typeof partnerBanks.$inferInsert>,
      tx: Database,
    ): Promise<PartnerBankRow | null> {
      const rows = await tx.update(partnerBanks).set(values).where(eq(partnerBanks.key, key)).returning();
      return rows[0] ?? null;
    },

    async lockCompany(companyId: number, tx: Database) {
      const [row] = await tx
        .select()
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async updateCompany(
      companyId: number,
      values: Partial<typeof companies.$inferInsert>,
      tx: Database = db,
    ): Promise<void> {
      await tx.update(companies).set(values).where(eq(companies.id, companyId));
    },

    /** The company's referral with its bank's name and the codes its CLABEs may start with. */
    async referralOf(
      companyId: number,
      tx: Database = db,
    ): Promise<(BankReferralRow & { bank_name: string; bank_clabe_codes: string[] }) | null> {
      const rows = await tx
        .select({
          referral: companyBankReferrals,
          bank_name: partnerBanks.name,
          bank_clabe_codes: partnerBanks.clabe_bank_codes,
        })
        .from(companyBankReferrals)
        .innerJoin(partnerBanks, eq(partnerBanks.key, companyBankReferrals.bank_key))
        .where(eq(companyBankReferrals.company_id, companyId))
        .limit(1);
      const row = rows[0];
      return row
        ? { ...row.referral, bank_name: row.bank_name, bank_clabe_codes: row.bank_clabe_codes }
        : null;
    },

    /** Creates or replaces the company's referral (one per company). */
    async saveReferral(
      values: typeof companyBankReferrals.$inferInsert & { company_id: number },
      tx: Database,
    ): Promise<void> {
      const { company_id: _companyId, ...set } = values;
      await tx
        .insert(companyBankReferrals)
        .values(values)
        .onConflictDoUpdate({ target: companyBankReferrals.company_id, set });
    },

    async updateReferral(
      companyId: number,
      values: Partial<typeof companyBankReferrals.$inferInsert>,
      tx: Database,
    ): Promise<void> {
      await tx.update(companyBankReferrals).set(values).where(eq(companyBankReferrals.company_id, companyId));
    },

    async deleteReferral(companyId: number, tx: Database): Promise<void> {
      await tx.delete(companyBankReferrals).where(eq(companyBankReferrals.company_id, companyId));
    },

    /** Every referral with its bank's name and company, for the back office's queue. */
    async referralQueue() {
      return db
        .select({
          referral: companyBankReferrals,
          bank_name: partnerBanks.name,
          company_name: companies.name,
          legal_name: companies.legal_name,
          friendly_id: companies.friendly_id,
          amazon_customer: companies.amazon_customer,
          founder_email: users.email,
        })
        .from(companyBankReferrals)
        .innerJoin(partnerBanks, eq(partnerBanks.key, companyBankReferrals.bank_key))
        .innerJoin(companies, eq(companies.id, companyBankReferrals.company_id))
        .leftJoin(users, eq(users.id, companies.user_id));
    },

    async informationOf(companyId: number, tx: Database = db): Promise<BusinessInformationRow | null> {
      const rows = await tx
        .select()
        .from(companyBusinessInformation)
        .where(eq(companyBusinessInformation.company_id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    async informationOfCompanies(companyIds: number[]): Promise<BusinessInformationRow[]> {
      if (companyIds.length === 0) return [];
      return db
        .select()
        .from(companyBusinessInformation)
        .where(inArray(companyBusinessInformation.company_id, companyIds));
    },

    /** Creates or replaces the company's business information (one per company). */
    async saveInformation(
      values: typeof companyBusinessInformation.$inferInsert & { company_id: number },
      tx: Database,
    ): Promise<BusinessInformationRow> {
      const { company_id: _companyId, created_at: _createdAt, ...set } = values;
      const rows = await tx
        .insert(companyBusinessInformation)
        .values(values)
        .onConflictDoUpdate({ target: companyBusinessInformation.company_id, set })
        .returning();
      return rows[0] as BusinessInformationRow;
    },

    async setInformationBank(companyId: number, bankKey: string, now: Date, tx: Database): Promise<void> {
      await tx
        .update(companyBusinessInformation)
        .set({ bank_entity: bankKey, updated_at: now })
        .where(eq(companyBusinessInformation.company_id, companyId));
    },

    async accountOf(companyId: number, tx: Database = db): Promise<BankAccountRow | null> {
      const rows = await tx
        .select()
        .from(companyBankAccounts)
        .where(eq(companyBankAccounts.company_id, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    async accountsOf(companyIds: number[]): Promise<BankAccountRow[]> {
      if (companyIds.length === 0) return [];
      return db.select().from(companyBankAccounts).where(inArray(companyBankAccounts.company_id, companyIds));
    },

    /** Records (or replaces) the account the bank opened. */
    async saveAccount(
      values: typeof companyBankAccounts.$inferInsert & { company_id: number },
      tx: Database,
    ): Promise<void> {
      const { company_id: _companyId, ...set } = values;
      await tx
        .insert(companyBankAccounts)
        .values(values)
        .onConflictDoUpdate({ target: companyBankAccounts.company_id, set });
    },

    /** The company and its founder (the account that created it), to e-mail. */
    companyAndFounder: (companyId: number) => findCompanyAndFounder(db, companyId),
  };
}
export type BanksRepository = ReturnType<typeof createBanksRepository>;
