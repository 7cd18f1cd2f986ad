import { companyErasure, partnerErasure } from '@forja/domain';
import type { Database } from '../../db/database';
import { auditEvents } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/job-queue';
import type { StoredFileKeysRepository } from '../../jobs/stored-file-keys.repository';
import type { Storage } from '../../providers/storage/storage';
import type { DataExports } from './data-export.service';
import type { PrivacyRepository } from './privacy.repository';

export const PRIVACY_MAINTENANCE_JOB = 'privacy-maintenance';
/** How often cancelled accounts past their retention and expired data exports are looked for. */
export const PRIVACY_MAINTENANCE_EVERY_MS = 60 * 60_000;

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** What one erasure removed, for the log and the audit log (counts and ids, never personal data). */
export type ErasureReport = {
  user: number;
  companies_deleted: number[];
  companies_kept: number[];
  partners_stripped: number[];
  partners_kept: number[];
  rows: Record<string, number>;
  files: number;
  account: 'deleted' | 'anonymised';
};

/**
 * The scheduled erasure of cancelled accounts once their retention period is over: companies nothing else
 * holds are deleted with their files; in companies that stay, the person's partner record is stripped unless a
 * signed act names it; the person's own rows go; the account row is deleted, or kept as an anonymous
 * tombstone when a kept company (and its invoices) still points to it. Files are removed after the rows'
 * transaction commits, only when no row points to them any more. The same job removes expired data exports.
 */
export function createAccountErasure(deps: {
  db: Database;
  repository: PrivacyRepository;
  storage: Storage;
  files: StoredFileKeysRepository;
  exports: DataExports;
  jobs: JobQueue;
  clock: () => Date;
  log: () => Log;
}) {
  const { repository } = deps;

  async function eraseAccount(userId: number, now: Date): Promise<ErasureReport> {
    const owned = await repository.ownedCompanies(userId);
    const fates = await Promise.all(
      owned.map(async (company) => ({
        id: company.id,
        fate: companyErasure(await repository.companyHolds(company.id, userId)),
      })),
    );
    const deletedIds = fates.filter((company) => company.fate === 'delete').map((company) => company.id);
    const partnerRecords = (await repository.partnerRecordsOf(userId)).filter(
      (partner) => !deletedIds.includes(partner.company_id),
    );
    const partnerFates = await Promise.all(
      partnerRecords.map(async (partner) => ({
        id: partner.id,
        fate: partnerErasure(await repository.companyHolds(partner.company_id, userId)),
      })),
    );
    const keys: string[] = [];
    const report = await deps.db.transaction(async (t) => {
      for (const companyId of deletedIds) {
        keys.push(...(await repository.companyFileKeys(companyId, t)));
        await repository.deleteCompany(companyId, t);
      }
      for (const partner of partnerFates) {
        if (partner.fate === 'strip') keys.push(...(await repository.stripPartner(partner.id, now, t)));
      }
      const rows = await repository.deletePersonalRows(userId, t);
      keys.push(...(await repository.deleteExportsOf(userId, t)));
      const stillOwned = await repository.companiesStillOwnedBy(userId, t);
      if (stillOwned > 0) await repository.anonymiseUser(userId, now, t);
      else await repository.deleteUser(userId, t);
      const result: ErasureReport = {
        user: userId,
        companies_deleted: deletedIds,
        companies_kept: fates.filter((company) => company.fate === 'keep').map((company) => company.id),
        partners_stripped: partnerFates
          .filter((partner) => partner.fate === 'strip')
          .map((partner) => partner.id),
        partners_kept: partnerFates.filter((partner) => partner.fate === 'keep').map((partner) => partner.id),
        rows,
        files: 0,
        account: stillOwned > 0 ? 'anonymised' : 'deleted',
      };
      return result;
    });
    // A file goes only when no row points to it any more (another company's row may share nothing, but a
    // key is checked rather than assumed).
    const referenced = await deps.files.referenced(keys);
    const removable = [...new Set(keys)].filter((key) => !referenced.has(key));
    for (const key of removable) await deps.storage.delete(key);
    report.files = removable.length;
    await deps.db.insert(auditEvents).values({
      actor_id: userId,
      action: 'account.erase',
      subject_type: 'user',
      subject_id: userId,
      after: { ...report },
      ip: 'job',
      created_at: now,
    });
    deps.log().info({ erasure: report }, 'cancelled account erased after its retention period');
    return report;
  }

  /** One pass: every account due, then the expired exports. */
  async function run(): Promise<ErasureReport[]> {
    const now = deps.clock();
    const reports: ErasureReport[] = [];
    for (const { id } of await repository.dueErasures(now)) reports.push(await eraseAccount(id, now));
    const expired = await deps.exports.removeExpired(now);
    if (expired > 0) deps.log().info({ expired }, 'expired data exports removed');
    return reports;
  }

  deps.jobs.register(PRIVACY_MAINTENANCE_JOB, async () => {
    await run();
    return { runAgainAt: new Date(deps.clock().getTime() + PRIVACY_MAINTENANCE_EVERY_MS) };
  });

  return {
    run,
    eraseAccount,
    /** Makes the pass due now (at start); it then keeps rescheduling itself. */
    schedule: () => deps.jobs.schedule(PRIVACY_MAINTENANCE_JOB),
  };
}
export type AccountErasure = ReturnType<typeof createAccountErasure>;
