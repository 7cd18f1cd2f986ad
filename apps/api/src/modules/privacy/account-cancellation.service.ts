import type { CancelAccountBody, CancellationTerms } from '@forja/contracts';
import { RETAINED_RECORD_YEARS, companyErasure, eraseAfter, parseLanguage } from '@forja/domain';
import type { Database } from '../../db/database';
import { auditEvents, privacyRequests } from '../../db/schema/index';
import { AppError, conflict } from '../../http/errors';
import type { Mailer } from '../../providers/mail/mailer';
import type { AuthService } from '../auth/auth.service';
import type { Sessions } from '../auth/sessions';
import { accountCancelledEmail } from './privacy-emails';
import type { PrivacyRepository } from './privacy.repository';

/**
 * ARCO cancellation: the person deletes their account themselves. It is blocked at once (sessions revoked,
 * sign-in refused, left out of the back office's lists), the person is told by e-mail what the law keeps and
 * when the rest goes, and the erasure job (account-erasure.ts) deletes it after the retention period.
 */
export function createAccountCancellation(deps: {
  db: Database;
  repository: PrivacyRepository;
  sessions: Pick<Sessions, 'revokeAll'>;
  /** The current password's check, with the guess limit the password change has. */
  auth: Pick<AuthService, 'checkCurrentPassword'>;
  mailer: Mailer;
  appUrl: string;
  retentionDays: number;
  /** The legal deadline of a privacy request (20 business days), for the back office's follow-up. */
  requestDueAt: (createdAt: Date) => Date;
}) {
  const { repository } = deps;

  async function companiesFate(userId: number) {
    const owned = await repository.ownedCompanies(userId);
    const fates = await Promise.all(
      owned.map(async (company) => ({
        id: company.id,
        name: company.legal_name ?? company.name ?? company.friendly_id,
        fate: companyErasure(await repository.companyHolds(company.id, userId)),
      })),
    );
    return {
      deleted: fates.filter((company) => company.fate === 'delete').map(({ id, name }) => ({ id, name })),
      kept: fates.filter((company) => company.fate === 'keep').map(({ id, name }) => ({ id, name })),
    };
  }

  return {
    /** What cancelling would do, for the confirmation the account page shows first. */
    async terms(userId: number): Promise<CancellationTerms> {
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(404, 'user_not_found');
      const companies = await companiesFate(userId);
      return {
        retention_days: deps.retentionDays,
        retained: Object.entries(RETAINED_RECORD_YEARS).map(([record, years]) => ({
          record: record as keyof typeof RETAINED_RECORD_YEARS,
          years,
        })),
        companies_deleted: companies.deleted,
        companies_kept: companies.kept,
        needs_password: user.password_hash !== null,
      };
    },

    async cancel(userId: number, body: CancelAccountBody, ip: string, now: Date) {
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(404, 'user_not_found');
      if (user.cancelled_at) throw conflict('account_cancelled');
      if (user.password_hash) {
        await deps.auth.checkCurrentPassword(
          { id: userId, password_hash: user.password_hash },
          body.current_password,
          now,
        );
      }
      const companies = await companiesFate(userId);
      const erase = eraseAfter(now, deps.retentionDays);
      await deps.db.transaction(async (t) => {
        await repository.cancelUser(userId, now, erase, t);
        await deps.sessions.revokeAll(userId, now, t);
        // The back office follows the request up (kept companies may need a new contact) within the deadline.
        await t.insert(privacyRequests).values({
          user_id: userId,
          kind: 'cancellation',
          reason: body.reason ?? '',
          details: {
            erase_after: erase.toISOString(),
            companies_deleted: companies.deleted.map((company) => company.id),
            companies_kept: companies.kept.map((company) => company.id),
          },
          due_at: deps.requestDueAt(now),
          created_at: now,
        });
        await t.insert(auditEvents).values({
          actor_id: userId,
          action: 'account.cancel',
          subject_type: 'user',
          subject_id: userId,
          after: { erase_after: erase.toISOString() },
          ip,
          created_at: now,
        });
      });
      const language = parseLanguage(user.language) ?? 'es';
      const content = await accountCancelledEmail({
        language,
        name: user.first_names,
        link: `${deps.appUrl.replace(/\/$/, '')}/${language}/legal/privacy`,
        eraseAfter: erase,
        invoicesYears: RETAINED_RECORD_YEARS.invoices,
        signedActsYears: RETAINED_RECORD_YEARS.signed_acts,
      });
      await deps.mailer.send({ to: user.email, ...content });
      return { cancelled_at: now.toISOString(), erase_after: erase.toISOString() };
    },
  };
}
export type AccountCancellation = ReturnType<typeof createAccountCancellation>;
