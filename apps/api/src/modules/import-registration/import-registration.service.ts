import type {
  ImportRegistration,
  ImportRegistrationQueueEntry,
  ImportRegistrationStatus,
} from '@forja/contracts';
import {
  importRegistrationRefusal,
  importRequirements,
  parseLanguage,
  type BusinessInformationDraft,
} from '@forja/domain';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import type { AuditHook } from '../audit/audit-log';
import { importRegistrationEmail } from './import-registration-emails';
import type {
  BusinessInformationRow,
  ImportFacts,
  ImportRegistrationRepository,
} from './import-registration.repository';

/** The job that e-mails the founder once the registration is decided, queued in the act's transaction. */
export const IMPORT_REGISTRATION_MAIL_JOB = 'import-registration-mail';

type MailPayload = { companyId: number; outcome: 'registered' | 'rejected' };

const companyNotFound = () => new AppError(404, 'company_not_found');

/** The saved business information as the domain reads it (null: nothing saved yet). */
function draftOf(row: BusinessInformationRow | null): BusinessInformationDraft | null {
  if (!row) return null;
  return {
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
}

function registrationOf(facts: ImportFacts): ImportRegistration {
  const row = facts.registration;
  return {
    status: (row?.status as ImportRegistrationStatus | undefined) ?? 'not_started',
    note: row?.note ?? null,
    updated_at: row?.updated_at.toISOString() ?? null,
    registered_at: row?.registered_at?.toISOString() ?? null,
    requirements: importRequirements(
      { rfc: facts.rfc, efirmaObtainedAt: facts.efirma_obtained_at?.toISOString() ?? null },
      draftOf(facts.information),
    ),
  };
}

function queueEntryOf(facts: ImportFacts): ImportRegistrationQueueEntry {
  return {
    ...registrationOf(facts),
    company_id: facts.company_id,
    company_name: facts.legal_name ?? facts.name,
    friendly_id: facts.friendly_id,
  };
}

/**
 * The back office's order: filings waiting on the SAT's answer first, then companies ready to file (every
 * requirement met), then those still waiting on the founder, registered ones last.
 */
function workRank(entry: ImportRegistrationQueueEntry): number {
  if (entry.status === 'in_progress') return 0;
  if (entry.status === 'registered') return 3;
  return entry.requirements.every((requirement) => requirement.done) ? 1 : 2;
}

/**
 * The Amazon import programme: an operator files the company in the importers' register (padrón de
 * importadores) once its requirements are met (the domain's importRequirements) and records the SAT's answer
 * (importRegistrationRefusal says which moves are allowed). Acts are audited in their transaction, and the
 * founder is e-mailed when the company is registered or rejected.
 */
export function createImportRegistrationService(deps: {
  db: Database;
  repository: ImportRegistrationRepository;
  /** The company access rule (owner, or a partner who accepted): same answer for a foreign or missing one. */
  requireCompanyAccess: (userId: number, companyId: number) => Promise<unknown>;
  jobs: JobQueue;
  mailer: Mailer;
  appUrl: string;
  clock: () => Date;
}) {
  const { repository } = deps;

  async function sendDecisionMail(payload: Record<string, unknown>): Promise<void> {
    const { companyId, outcome } = payload as MailPayload;
    const [target, facts] = await Promise.all([
      repository.companyAndFounder(Number(companyId)),
      repository.facts(Number(companyId)),
    ]);
    if (!target || !facts) return;
    const language = parseLanguage(target.language) ?? 'es';
    const content = await importRegistrationEmail({
      language,
      name: target.first_names,
      companyName: target.legal_name?.trim() || target.name?.trim() || target.friendly_id,
      link: `${deps.appUrl.replace(/\/$/, '')}/${language}/dashboard/${companyId}/import`,
      outcome,
      note: facts.registration?.note ?? null,
    });
    await deps.mailer.send({ to: target.email, ...content });
  }

  deps.jobs.register(IMPORT_REGISTRATION_MAIL_JOB, sendDecisionMail);

  return {
    /**
     * The founder's view (owner or a partner who accepted; 403 as for a missing company otherwise): the
     * registration's state and requirements. 409 not_amazon_customer for a company outside the programme.
     */
    async forCompany(userId: number, companyId: number): Promise<ImportRegistration> {
      await deps.requireCompanyAccess(userId, companyId);
      const facts = await repository.facts(companyId);
      if (!facts) throw companyNotFound();
      if (!facts.amazon_customer) throw conflict('not_amazon_customer');
      return registrationOf(facts);
    },

    /** Every Amazon customer and its registration, those with work to do first. */
    async queue(): Promise<ImportRegistrationQueueEntry[]> {
      const entries = (await repository.amazonCustomers()).map(queueEntryOf);
      return entries
        .map((entry, index) => ({ entry, index }))
        .sort((a, b) => workRank(a.entry) - workRank(b.entry) || a.index - b.index)
        .map(({ entry }) => entry);
    },

    /**
     * Moves a company's registration (audited): filed (in_progress) once every requirement is met, then
     * registered or rejected (with a note); a rejection may be filed again. 404 company_not_found, 409
     * not_amazon_customer, invalid_status_transition or import_requirements_missing, 400 import_note_required.
     */
    async update(
      companyId: number,
      body: { status: ImportRegistrationStatus; note?: string | null },
      staffId: number,
      audit: AuditHook,
    ): Promise<ImportRegistrationQueueEntry> {
      const now = deps.clock();
      const note = body.note?.trim() ? body.note.trim() : null;
      await deps.db.transaction(async (tx) => {
        if (!(await repository.lockCompany(companyId, tx))) throw companyNotFound();
        const facts = await repository.facts(companyId, tx);
        if (!facts) throw companyNotFound();
        if (!facts.amazon_customer) throw conflict('not_amazon_customer');
        const before = registrationOf(facts);
        const refusal = importRegistrationRefusal(
          before.status,
          body.status,
          before.requirements.every((requirement) => requirement.done),
          note,
        );
        if (refusal === 'import_note_required') throw badRequest(refusal);
        if (refusal) throw conflict(refusal);
        await repository.save(
          {
            company_id: companyId,
            status: body.status,
            note,
            registered_at: body.status === 'registered' ? now : null,
            updated_by: staffId,
            updated_at: now,
          },
          tx,
        );
        await audit(tx, {
          before: { status: before.status, note: before.note },
          after: { status: body.status, note },
        });
        if (body.status === 'registered' || body.status === 'rejected') {
          await deps.jobs.enqueue(
            IMPORT_REGISTRATION_MAIL_JOB,
            { companyId, outcome: body.status } satisfies MailPayload,
            { tx },
          );
        }
      });
      const facts = await repository.facts(companyId);
      if (!facts) throw companyNotFound();
      return queueEntryOf(facts);
    },
  };
}
export type ImportRegistrationService = ReturnType<typeof createImportRegistrationService>;
