import type {
  AccountantAssignment,
  CompanyAccountant,
  ForjaAccountant,
  ForjaAccountantBody,
} from '@forja/contracts';
import { isEmailShape, parseLanguage } from '@forja/domain';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import type { AuditHook } from '../audit/audit-log';
import { accountantAssignedEmail } from './accountant-emails';
import type { AccountantRepository, ForjaAccountantRow } from './accountant.repository';

/** The job that e-mails the founder their accountant, queued in the assignment's transaction. */
export const ACCOUNTANT_MAIL_JOB = 'accountant-assigned-mail';

const toForja = (row: ForjaAccountantRow, assignedCount: number): ForjaAccountant => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  professional_licence: row.professional_licence,
  active: row.active,
  assigned_count: assignedCount,
});

/**
 * The accountant service (bought through checkout_accountant): Forja's accountants, kept in the back office,
 * are assigned to the companies that bought it, and the founder sees who serves them. Staff acts are audited
 * in their transaction; the founder is e-mailed on assignment.
 */
export function createAccountantService(deps: {
  db: Database;
  repository: AccountantRepository;
  /** The company access rule (owner, or a partner who accepted): same answer for a foreign or missing one. */
  requireCompanyAccess: (userId: number, companyId: number) => Promise<unknown>;
  jobs: JobQueue;
  mailer: Mailer;
  appUrl: string;
  clock: () => Date;
}) {
  const { repository } = deps;

  function checked(input: ForjaAccountantBody) {
    if (!isEmailShape(input.email)) throw badRequest('email_invalid_format');
    return { ...input, email: input.email.trim() };
  }

  async function assignments(): Promise<AccountantAssignment[]> {
    const paid = await repository.paidCompanies();
    const ids = paid.map((entry) => entry.company_id);
    const [companyRows, current] = await Promise.all([
      repository.companiesByIds(ids),
      repository.assignmentsOf(ids),
    ]);
    const byId = new Map(companyRows.map((row) => [row.id, row]));
    const assigned = new Map(current.map((row) => [row.assignment.company_id, row.accountant]));
    return paid.map(({ company_id, paid_at }) => {
      const company = byId.get(company_id);
      const accountant = assigned.get(company_id);
      return {
        company_id,
        company_name: company ? (company.legal_name ?? company.name) : null,
        friendly_id: company?.friendly_id ?? null,
        paid_at: paid_at.toISOString(),
        assigned: accountant ? { id: accountant.id, name: accountant.name } : null,
      };
    });
  }

  async function sendAssignedMail(payload: Record<string, unknown>): Promise<void> {
    const companyId = Number(payload.companyId);
    const [target, assignment] = await Promise.all([
      repository.companyAndFounder(companyId),
      repository.assignmentOf(companyId),
    ]);
    const accountant = assignment && (await repository.find(assignment.forja_accountant_id));
    if (!target || !accountant) return;
    const language = parseLanguage(target.language) ?? 'es';
    const content = await accountantAssignedEmail({
      language,
      name: target.first_names,
      companyName: target.legal_name?.trim() || target.name?.trim() || target.friendly_id,
      link: `${deps.appUrl.replace(/\/$/, '')}/${language}/administration/${companyId}/accountant_tally`,
      accountant,
    });
    await deps.mailer.send({ to: target.email, ...content });
  }

  deps.jobs.register(ACCOUNTANT_MAIL_JOB, sendAssignedMail);

  return {
    async list(): Promise<ForjaAccountant[]> {
      return (await repository.list()).map((row) => toForja(row, row.assigned_count));
    },

    async create(input: ForjaAccountantBody, audit: AuditHook): Promise<ForjaAccountant> {
      const values = checked(input);
      const now = deps.clock();
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await repository.insert({ ...values, created_at: now, updated_at: now }, tx);
        await audit(tx, { before: null, after: { id: inserted.id, ...values } });
        return inserted;
      });
      return toForja(row, 0);
    },

    async update(id: number, input: ForjaAccountantBody, audit: AuditHook): Promise<ForjaAccountant> {
      const values = checked(input);
      const row = await deps.db.transaction(async (tx) => {
        const before = await repository.findForUpdate(id, tx);
        if (!before) throw notFound();
        const updated = await repository.update(id, { ...values, updated_at: deps.clock() }, tx);
        await audit(tx, { before: { ...before }, after: { id, ...values } });
        return updated as ForjaAccountantRow;
      });
      return toForja(row, await repository.assignedCount(id));
    },

    assignments,

    /**
     * Assigns one of Forja's active accountants to a company that bought the service (or replaces the one
     * assigned), audited, and queues the founder's e-mail. 404 for a missing company or accountant, 409
     * accountant_not_purchased or accountant_inactive.
     */
    async assign(
      companyId: number,
      accountantId: number,
      staffId: number,
      audit: AuditHook,
    ): Promise<AccountantAssignment> {
      const now = deps.clock();
      await deps.db.transaction(async (tx) => {
        if (!(await repository.lockCompany(companyId, tx))) throw new AppError(404, 'company_not_found');
        if ((await repository.paidCompanies(companyId, tx)).length === 0)
          throw conflict('accountant_not_purchased');
        const accountant = await repository.findForUpdate(accountantId, tx);
        if (!accountant) throw notFound();
        if (!accountant.active) throw conflict('accountant_inactive');
        const previous = await repository.assignmentOf(companyId, tx);
        await repository.saveAssignment(
          {
            company_id: companyId,
            forja_accountant_id: accountantId,
            assigned_by: staffId,
            assigned_at: now,
          },
          tx,
        );
        await audit(tx, {
          before: previous ? { forja_accountant_id: previous.forja_accountant_id } : null,
          after: { forja_accountant_id: accountantId, name: accountant.name },
        });
        if (previous?.forja_accountant_id !== accountantId) {
          await deps.jobs.enqueue(ACCOUNTANT_MAIL_JOB, { companyId }, { tx });
        }
      });
      const found = (await assignments()).find((entry) => entry.company_id === companyId);
      if (!found) throw notFound();
      return found;
    },

    /** The founder's view: bought or not, and the accountant once assigned (403 for a company not theirs). */
    async forCompany(userId: number, companyId: number): Promise<CompanyAccountant> {
      await deps.requireCompanyAccess(userId, companyId);
      const purchased = (await repository.paidCompanies(companyId)).length > 0;
      if (!purchased) return { purchased, accountant: null };
      const assignment = await repository.assignmentOf(companyId);
      const accountant = assignment && (await repository.find(assignment.forja_accountant_id));
      return {
        purchased,
        accountant:
          assignment && accountant
            ? {
                name: accountant.name,
                email: accountant.email,
                phone: accountant.phone,
                professional_licence: accountant.professional_licence,
                assigned_at: assignment.assigned_at.toISOString(),
              }
            : null,
      };
    },
  };
}
export type AccountantService = ReturnType<typeof createAccountantService>;
