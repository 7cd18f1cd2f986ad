import { randomBytes } from 'node:crypto';
import {
  isCommissaryDocument,
  type AppointCommissaryBody,
  type CommissaryAppointment,
  type CommissaryCompany,
  type CommissaryVerification,
  type ForjaCommissary,
} from '@forja/contracts';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  checkRfc,
  companyFacts,
  isEmailShape,
  normalizePhone,
  parseLanguage,
  societyTypeNeedsCommissary,
  type Language,
} from '@forja/domain';
import { sameEmail, textKey } from '@forja/domain/shared/text';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { requireLatinNames } from '../../http/latin-names';
import type { UploadedFile } from '../../http/uploads';
import type { JobOutcome, JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import type { IdentityProvider } from '../../providers/identity/identity';
import { readStream } from '../../providers/storage/read-stream';
import type { Storage } from '../../providers/storage/storage';
import type { DailyMailLimits } from '../auth/daily-mail-limits';
import type { AuditHook } from '../audit/audit-log';
import { hashSecret, newOpaqueToken } from '../auth/tokens';
import type { CompanyRow } from '../companies/companies.repository';
import type { CompaniesService } from '../companies/companies.service';
import type { UsersRepository } from '../auth/users.repository';
import { findRejectionNotes } from '../companies/document-review-notes';
import { createAppLinks } from '../notifications/app-links';
import {
  commissaryAssignedEmail,
  commissaryReplacedEmail,
  commissaryInvitationEmail,
  commissaryPartDoneEmail,
} from './commissary-emails';
import type { CommissaryRepository, CommissaryRow, ForjaCommissaryRow } from './commissary.repository';
import { rfcsInPdf } from './csf-rfc';

export const COMMISSARY_INVITATION_TTL_DAYS = 7;

/** The one valid person's RFC among those read on a certificate, or null (none, or several to choose from). */
function onlyPersonRfc(printed: string[]): string | null {
  const people = new Set(
    printed.flatMap((candidate) => {
      const check = checkRfc(candidate, 'person');
      return check.ok ? [check.rfc] : [];
    }),
  );
  const [only] = people;
  return people.size === 1 && only !== undefined ? only : null;
}
/** The job kind that runs a commissary's identity check (same provider and queue as partners'). */
export const COMMISSARY_IDENTITY_JOB = 'commissary_identity_verification';

/** Runs inside the caller's transaction, to record a staff act with the change. */

type ForjaCommissaryInput = {
  name: string;
  email: string;
  phone: string;
  rfc: string;
  professional_licence: string;
  active: boolean;
};

const companyLabel = (company: Pick<CompanyRow, 'legal_name' | 'name' | 'friendly_id'>) =>
  company.legal_name ?? company.name ?? company.friendly_id ?? '';

const personName = (partner: { name: string | null; first_name: string | null; last_name: string | null }) =>
  partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' ');

/**
 * The commissary (comisario) of an S.A. de C.V. or S.A.P.I. de C.V.: the founder appoints an outside person
 * (checked against LGSM art. 165) who is invited by e-mail, verifies identity with the partners' identity
 * provider and uploads the CSF; or Forja's service is bought and the back office assigns one of Forja's
 * commissaries. Either way the council gets its commissary member.
 */
export function createCommissaryService(deps: {
  db: Database;
  repository: CommissaryRepository;
  companies: CompaniesService;
  companyById: (companyId: number) => Promise<CompanyRow | null>;
  users: UsersRepository;
  storage: Storage;
  mailer: Mailer;
  dailyMailLimits: DailyMailLimits;
  provider: IdentityProvider;
  jobs: JobQueue;
  appUrl: string;
  clock: () => Date;
}) {
  const { repository, storage } = deps;
  const appLinks = createAppLinks(deps.appUrl);

  const deleteFiles = async (keys: (string | null | undefined)[]) => {
    for (const key of keys) if (key) await storage.delete(key).catch(() => undefined);
  };

  /**
   * A commissary the founder has since replaced is told so (410 commissary_replaced) instead of the answer
   * of a company not theirs: the old link or bookmark is what they open.
   */
  async function refuseReplaced(userId: number, companyId: number) {
    if (await repository.wasReplaced(companyId, userId)) throw new AppError(410, 'commissary_replaced');
  }

  /** Only the commissary's own account acts here; anyone else gets the answer of a company not theirs. */
  async function requireCommissary(userId: number, companyId: number): Promise<CommissaryRow> {
    const current = await repository.findCurrent(companyId);
    if (!current || current.user_id !== userId) {
      await refuseReplaced(userId, companyId);
      throw forbidden('user_not_belong_to_company');
    }
    return current;
  }

  /** The progress, with the documents the back office rejected and why (the step asking for them says so). */
  async function verificationOf(row: CommissaryRow): Promise<CommissaryVerification> {
    const documents = await repository.documentsOf(row.company_id);
    const notes = await findRejectionNotes(deps.db, 'company', documents);
    const rejected = documents.flatMap((document) => {
      const category = document.rejection_category?.trim();
      if (document.is_approved || !category || !isCommissaryDocument(document.type)) return [];
      return [
        { type: document.type, rejection_category: category, rejection_note: notes.get(document.id) ?? null },
      ];
    });
    return {
      commissary_id: row.id,
      is_metamap_validated: row.is_metamap_validated,
      is_csf_validated: row.is_csf_validated,
      identity_status: row.identity_status,
      rfc: row.rfc,
      rejected,
    };
  }

  async function documentsApproved(row: CommissaryRow): Promise<boolean> {
    if (row.kind === 'forja') return row.is_metamap_validated && row.is_csf_validated;
    const documents = await repository.documentsOf(row.company_id);
    return ['commissary_national_identity', 'commissary_CSF'].every((type) =>
      documents.some(
        (document) => document.type === type && document.is_approved && !document.rejection_category?.trim(),
      ),
    );
  }

  /**
   * An outside commissary's document the back office rejected opens its step of their flow again: the ID
   * (sent with the selfie) sends them back to the identity step, the CSF to the certificate's, where the
   * review e-mail's link leads them to upload a new file.
   */
  async function reopenRejectedSteps(row: CommissaryRow): Promise<void> {
    if (row.kind !== 'outside' || (!row.is_metamap_validated && !row.is_csf_validated)) return;
    const rejected = new Set(
      (await repository.documentsOf(row.company_id))
        .filter((document) => !document.is_approved && !!document.rejection_category?.trim())
        .map((document) => document.type),
    );
    const reopen = {
      ...(row.is_metamap_validated && rejected.has('commissary_national_identity')
        ? { is_metamap_validated: false }
        : {}),
      ...(row.is_csf_validated && rejected.has('commissary_CSF') ? { is_csf_validated: false } : {}),
    };
    if (Object.keys(reopen).length > 0)
      await repository.update(row.id, { ...reopen, updated_at: deps.clock() });
  }

  /**
   * commissary_has_documents_completed follows: Forja's vetted commissary, or both documents approved; a
   * rejected document of an outside commissary opens its step again.
   */
  async function refreshDocumentsCompleted(companyId: number): Promise<boolean> {
    const current = await repository.findCurrent(companyId);
    if (current) await reopenRejectedSteps(current);
    const completed = current ? await documentsApproved(current) : false;
    await repository.setDocumentsCompleted(companyId, completed);
    return completed;
  }

  async function appointmentOf(company: CompanyRow): Promise<CommissaryAppointment | null> {
    const current = await repository.findCurrent(company.id);
    if (!current) {
      const profile = await deps.companies.profileOf(company);
      if (!companyFacts(profile).existOrderCommissaryComplete) return null;
      return {
        commissary_id: null,
        kind: 'forja',
        name: null,
        email: null,
        phone: null,
        rfc: null,
        stage: 'awaiting_assignment',
        is_metamap_validated: false,
        is_csf_validated: false,
        invitation_sent_at: null,
        csf_rfc_mismatch: false,
      };
    }
    let stage: CommissaryAppointment['stage'];
    if (current.kind === 'outside' && current.user_id === null) stage = 'invited';
    else if (!current.is_metamap_validated) stage = 'identity';
    else if (!current.is_csf_validated) stage = 'csf';
    else stage = (await documentsApproved(current)) ? 'complete' : 'review';
    return {
      commissary_id: current.id,
      kind: current.kind === 'forja' ? 'forja' : 'outside',
      name: current.name,
      email: current.email,
      phone: current.phone,
      rfc: current.rfc,
      stage,
      is_metamap_validated: current.is_metamap_validated,
      is_csf_validated: current.is_csf_validated,
      invitation_sent_at: current.invitation_sent_at?.toISOString() ?? null,
      csf_rfc_mismatch: current.csf_rfc_mismatch,
    };
  }

  /**
   * LGSM art. 165: no administrator (by name), no administrator partner (by e-mail or RFC), no "yes" answer.
   * `rfc` is the commissary's, normalised.
   */
  async function requireNoConflict(companyId: number, body: AppointCommissaryBody, rfc: string) {
    const answers = body.relationship;
    if (answers.is_partner_administrator || answers.is_employee || answers.is_relative_of_administrator)
      throw conflict('commissary_conflict_of_interest');
    const administrators = new Set(
      (await repository.administratorsOf(companyId)).map((member) => textKey(member.name)).filter(Boolean),
    );
    if (administrators.has(textKey(body.name))) throw conflict('commissary_conflict_of_interest');
    if (await isAdministratorPartner(companyId, { email: body.email, rfc }, administrators))
      throw conflict('commissary_conflict_of_interest');
  }

  /** Whether a partner who administers the company has this e-mail or this (normalised) RFC. */
  async function isAdministratorPartner(
    companyId: number,
    person: { email?: string; rfc: string | null },
    administrators?: Set<string>,
  ): Promise<boolean> {
    const names =
      administrators ??
      new Set(
        (await repository.administratorsOf(companyId)).map((member) => textKey(member.name)).filter(Boolean),
      );
    const email = person.email === undefined ? null : textKey(person.email);
    return (await repository.partnersOf(companyId)).some(
      (partner) =>
        names.has(textKey(personName(partner))) &&
        ((email !== null && textKey(partner.email) === email) ||
          (person.rfc !== null && partner.rfc?.trim().toUpperCase() === person.rfc)),
    );
  }

  /**
   * Replaces the company's commissary (if any) with a new one, in the caller's transaction: the old one is
   * marked replaced, its documents are removed and the council's commissary member is rewritten. Answers the
   * storage keys to delete after commit, and the commissary replaced (null when there was none).
   */
  async function replaceCurrent(
    companyId: number,
    values: Omit<Parameters<CommissaryRepository['insert']>[0], 'company_id'>,
    now: Date,
    tx: Database,
  ): Promise<{ row: CommissaryRow; staleKeys: string[]; previous: CommissaryRow | null }> {
    const previous = await repository.findCurrent(companyId, tx);
    const staleKeys: string[] = [];
    if (previous) {
      await repository.markReplaced(companyId, now, tx);
      staleKeys.push(
        ...(await repository.deleteDocuments(companyId, tx)),
        ...[previous.identity_back_key, previous.identity_video_key].filter((key): key is string => !!key),
      );
    }
    const row = await repository.insert(
      { ...values, company_id: companyId, created_at: now, updated_at: now },
      tx,
    );
    await repository.replaceCouncilCommissary(companyId, values.name, tx);
    return { row, staleKeys, previous };
  }

  /**
   * E-mails an outside commissary who was replaced by someone else (not by a new appointment of the same
   * address, who gets the new invitation instead), in their account's language when they have one. A mail
   * that fails is not retried: the replacement stands either way.
   */
  async function tellReplaced(
    previous: CommissaryRow | null,
    company: CompanyRow,
    successorEmail: string,
    fallback: Language,
  ) {
    if (!previous || previous.kind !== 'outside' || sameEmail(previous.email, successorEmail)) return;
    const account = previous.user_id ? await deps.users.findById(previous.user_id) : null;
    await deps.mailer
      .send({
        to: previous.email,
        ...commissaryReplacedEmail({
          language: parseLanguage(account?.language) ?? fallback,
          name: previous.name,
          companyName: companyLabel(company),
          appUrl: deps.appUrl,
        }),
      })
      .catch(() => undefined);
  }

  async function sendInvitation(company: CompanyRow, row: CommissaryRow, language: Language, resent = false) {
    const now = deps.clock();
    // Same daily budget as partner invitations: they are the same kind of e-mail to other people.
    await deps.dailyMailLimits.reserve('partner_invitation', company.id, [row.email], now);
    const { token, hash } = newOpaqueToken();
    // One live link: the new hash replaces the one sent before, which no longer opens anything.
    await repository.update(row.id, {
      invitation_token_hash: hash,
      invitation_expires_at: new Date(now.getTime() + COMMISSARY_INVITATION_TTL_DAYS * 86_400_000),
      invitation_used_at: null,
      invitation_sent_at: now,
      updated_at: now,
    });
    // The address the invitation went to, and the phone the founder gave, fill the account form the link leads
    // to (as the partners' does).
    const query = new URLSearchParams({ company: String(company.id), token, email: row.email });
    if (row.phone) query.set('phone', row.phone);
    const link = `${deps.appUrl}/${language}/commissary?${query.toString()}`;
    const message = commissaryInvitationEmail({
      language,
      name: row.name,
      companyName: companyLabel(company),
      link,
      days: COMMISSARY_INVITATION_TTL_DAYS,
      resent,
    });
    try {
      await deps.mailer.send({ to: row.email, ...message });
    } catch {
      throw badRequest('error_invite_partner');
    }
  }

  /**
   * E-mails the founder that the outside commissary finished their part (identity verified and certificate
   * sent), once, when the second of the two arrives. A mail that fails is not retried: the founder's pages
   * show the same stage.
   */
  async function tellFounderPartDone(row: CommissaryRow) {
    if (row.kind !== 'outside' || row.replaced_at) return;
    const company = await deps.companyById(row.company_id);
    const owner = company && (await deps.users.findById(company.user_id));
    if (!company || !owner) return;
    const language = parseLanguage(owner.language) ?? 'es';
    await deps.mailer
      .send({
        to: owner.email,
        ...commissaryPartDoneEmail({
          language,
          name: owner.first_names ?? '',
          companyName: companyLabel(company),
          commissaryName: row.name,
          link: appLinks.companyAdmin(language, company.id),
        }),
      })
      .catch(() => undefined);
  }

  /** The job: asks the provider about the commissary's identity, then records its decision. */
  async function runCheck(payload: Record<string, unknown>): Promise<JobOutcome> {
    const row = await repository.findById(Number(payload.commissary_id));
    if (!row || row.replaced_at || row.identity_status !== 'Pending') return;
    const readFile = async (key: string | null, contentType: string | null, fileName: string) => {
      if (!key) return null;
      const stream = await storage.get(key);
      return stream
        ? { data: await readStream(stream), contentType: contentType ?? 'application/octet-stream', fileName }
        : null;
    };
    const outcome = await deps.provider.check({
      verificationId: row.id,
      reference: row.identity_reference,
      person: { name: row.name, first_name: null, last_name: null, nationalities: ['MX'] },
      files: async () => {
        const front = (await repository.documentsOf(row.company_id)).find(
          (document) => document.type === 'commissary_national_identity',
        );
        const documents = [];
        const frontFile = front && (await readFile(front.storage_key, front.content_type, front.file_name));
        if (frontFile) documents.push({ type: 'national_identity' as const, file: frontFile });
        const back = await readFile(row.identity_back_key, row.identity_back_content_type, 'back');
        if (back) documents.push({ type: 'national_identity_back' as const, file: back });
        const extension = row.identity_video_key?.split('.').pop() ?? 'webm';
        const video = await readFile(row.identity_video_key, `video/${extension}`, `selfie.${extension}`);
        return { video, documents };
      },
    });
    const now = deps.clock();
    if (outcome.status === 'Pending') {
      const next = new Date(now.getTime() + outcome.checkAgainInMs);
      await repository.update(row.id, {
        identity_reference: outcome.reference,
        identity_check_at: next,
        updated_at: now,
      });
      return { runAgainAt: next };
    }
    await repository.update(row.id, {
      identity_status: outcome.status,
      identity_reference: outcome.reference,
      is_metamap_validated: outcome.status === 'Approved',
      updated_at: now,
    });
    if (outcome.status === 'Approved' && row.is_csf_validated) await tellFounderPartDone(row);
  }

  deps.jobs.register(COMMISSARY_IDENTITY_JOB, runCheck);

  function toForja(row: ForjaCommissaryRow, assignedCount: number): ForjaCommissary {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      rfc: row.rfc,
      professional_licence: row.professional_licence,
      active: row.active,
      assigned_count: assignedCount,
    };
  }

  function checkedForjaInput(input: ForjaCommissaryInput) {
    if (!isEmailShape(input.email)) throw badRequest('email_invalid_format');
    const rfc = checkRfc(input.rfc, 'person');
    if (!rfc.ok) throw badRequest(rfc.code);
    return { ...input, email: input.email.trim(), rfc: rfc.rfc };
  }

  /** Companies that paid for Forja's commissary service, oldest payment first, with who is assigned. */
  async function assignments() {
    const paid = await repository.paidServiceCompanies();
    const ids = paid.map((entry) => entry.company_id);
    const [companyRows, current] = await Promise.all([
      repository.companiesByIds(ids),
      repository.currentOf(ids),
    ]);
    const byId = new Map(companyRows.map((row) => [row.id, row]));
    const assigned = new Map(
      current.filter((row) => row.kind === 'forja').map((row) => [row.company_id, row]),
    );
    return paid.map((entry) => {
      const company = byId.get(entry.company_id);
      const commissary = assigned.get(entry.company_id);
      return {
        company_id: entry.company_id,
        company_name: company ? (company.legal_name ?? company.name) : null,
        friendly_id: company?.friendly_id ?? String(entry.company_id),
        paid_at: entry.paid_at.toISOString(),
        assigned:
          commissary && commissary.forja_commissary_id !== null
            ? { id: commissary.forja_commissary_id, name: commissary.name }
            : null,
      };
    });
  }

  return {
    refreshDocumentsCompleted,
    runCheck,

    async appointment(userId: number, companyId: number) {
      const company = await deps.companies.requireAccess(userId, companyId);
      return appointmentOf(company);
    },

    /** The founder appoints (or replaces) an outside commissary, who is e-mailed an invitation. */
    async appoint(userId: number, companyId: number, body: AppointCommissaryBody, language: Language) {
      // The articles name the commissary: once signed, a new one is a shareholders' act, not Forja's form.
      const company = await deps.companies.requireAccess(userId, companyId, { edit: true, articles: true });
      if (!societyTypeNeedsCommissary(company.company_type)) throw conflict('commissary_not_required');
      if (!isEmailShape(body.email)) throw badRequest('email_invalid_format');
      // A commissary abroad, or with a foreign mobile, gives the number with its country's calling code.
      const phone = normalizePhone(body.phone_country_code ?? DEFAULT_PHONE_COUNTRY_CODE, body.phone);
      if (!phone) throw badRequest('invalid_phone');
      // The commissary is a person: a person's RFC (13 characters), as Forja's commissaries'.
      const rfc = checkRfc(body.rfc, 'person');
      if (!rfc.ok) throw badRequest(rfc.code);
      requireLatinNames({ name: body.name });
      await requireNoConflict(companyId, body, rfc.rfc);
      const now = deps.clock();
      const { row, staleKeys, previous } = await deps.db.transaction(async (tx) =>
        replaceCurrent(
          companyId,
          {
            kind: 'outside',
            name: body.name,
            email: body.email.trim(),
            phone: phone.e164,
            rfc: rfc.rfc,
            relationship: body.relationship,
          },
          now,
          tx,
        ),
      );
      await deleteFiles(staleKeys);
      await refreshDocumentsCompleted(companyId);
      await sendInvitation(company, row, language);
      await tellReplaced(previous, company, row.email, language);
      return appointmentOf(company);
    },

    /** E-mails the outside commissary a new link; the earlier one stops working. */
    async resendInvitation(userId: number, companyId: number, language: Language) {
      const company = await deps.companies.requireAccess(userId, companyId, { edit: true });
      const current = await repository.findCurrent(companyId);
      if (!current) throw notFound('commissary_not_exist');
      if (current.kind !== 'outside' || current.user_id !== null) throw conflict('conflict');
      await sendInvitation(company, current, language, true);
      return appointmentOf(company);
    },

    /**
     * The signed-in commissary takes the invitation: the link's e-mail must be the account's. Opening the
     * link again from the account that took it continues the flow. The codes carry no "token": a refused
     * invitation must not end the commissary's session (spec section 8 signs out on those).
     */
    async acceptInvitation(userId: number, companyId: number, token: string) {
      const row = await repository.findByInvitation(hashSecret(token));
      if (!row || row.company_id !== companyId) throw notFound('commissary_invitation_not_found');
      if (row.replaced_at) throw new AppError(410, 'commissary_invitation_replaced');
      if (row.invitation_used_at) {
        if (row.user_id === userId) return;
        throw notFound('commissary_invitation_not_found');
      }
      if (!row.invitation_expires_at || row.invitation_expires_at.getTime() <= deps.clock().getTime())
        throw badRequest('commissary_invitation_expired');
      const user = await deps.users.findById(userId);
      if (!user || !sameEmail(user.email, row.email)) throw forbidden('commissary_email_mismatch');
      if (!(await repository.useInvitation(row.id, userId, deps.clock())))
        throw notFound('commissary_invitation_not_found');
      // The invitation reached this address: a new account made from it is confirmed, as for partners.
      if (!user.is_confirmed)
        await deps.users.update(user.id, { is_confirmed: true, updated_at: deps.clock() });
    },

    /** The companies the account is the current commissary of: where a commissary who signs in goes back to. */
    companiesOf: (userId: number): Promise<CommissaryCompany[]> => repository.companiesOfUser(userId),

    /** The commissary's progress: for the commissary, or the company's founder and partners. */
    async checkVerification(userId: number, companyId: number): Promise<CommissaryVerification> {
      const current = await repository.findCurrent(companyId);
      if (!current || current.user_id !== userId) {
        // The founder and the partners read the progress; a replaced commissary who is neither is told so.
        await deps.companies.requireAccess(userId, companyId).catch(async (error: unknown) => {
          await refuseReplaced(userId, companyId);
          throw error;
        });
        if (!current) throw notFound('commissary_not_exist');
      }
      return await verificationOf(current);
    },

    /** Asks the provider for the identity check's state when it is due, and answers the progress. */
    async updateVerification(userId: number, companyId: number): Promise<CommissaryVerification> {
      const current = await requireCommissary(userId, companyId);
      const due = !current.identity_check_at || current.identity_check_at.getTime() <= deps.clock().getTime();
      if (current.identity_status === 'Pending' && due) {
        // A provider that fails now is asked again by the queued job.
        await runCheck({ commissary_id: current.id }).catch(() => undefined);
      }
      return verificationOf((await repository.findById(current.id)) ?? current);
    },

    requireCommissary,

    /**
     * Stores the ID's front (the commissary_national_identity document), back and selfie video, and queues
     * the identity check with the partners' provider.
     */
    async submitIdentity(
      userId: number,
      companyId: number,
      files: { front: UploadedFile; back: UploadedFile; video: UploadedFile },
    ) {
      const current = await requireCommissary(userId, companyId);
      if (![files.front, files.back].every((file) => deps.provider.acceptsDocument(file.contentType)))
        throw badRequest('metamap_validation_error');
      const suffix = randomBytes(8).toString('hex');
      const keys = {
        front: `companies/${companyId}/commissary_national_identity-${suffix}.${files.front.extension}`,
        back: `companies/${companyId}/commissary-identity-back-${suffix}.${files.back.extension}`,
        video: `companies/${companyId}/commissary-selfie-${suffix}.${files.video.extension}`,
      };
      const now = deps.clock();
      const previousFront = (await repository.documentsOf(companyId)).find(
        (document) => document.type === 'commissary_national_identity',
      );
      try {
        await storage.put(keys.front, files.front.data);
        await storage.put(keys.back, files.back.data);
        await storage.put(keys.video, files.video.data);
      } catch {
        await deleteFiles(Object.values(keys));
        throw new AppError(503, 'failed_to_queue_identity_verification');
      }
      try {
        await deps.db.transaction(async (t) => {
          await repository.upsertDocument(
            {
              company_id: companyId,
              type: 'commissary_national_identity',
              storage_key: keys.front,
              file_name: files.front.fileName,
              content_type: files.front.contentType,
              size_bytes: files.front.data.length,
              uploaded_by: userId,
              created_at: now,
              updated_at: now,
            },
            t,
          );
          await repository.update(
            current.id,
            {
              identity_status: 'Pending',
              identity_provider: deps.provider.kind,
              identity_reference: null,
              identity_check_at: new Date(now.getTime() + deps.provider.firstRunDelayMs),
              identity_back_key: keys.back,
              identity_back_content_type: files.back.contentType,
              identity_back_file_name: files.back.fileName,
              identity_video_key: keys.video,
              is_metamap_validated: false,
              updated_at: now,
            },
            t,
          );
          await deps.jobs.enqueue(
            COMMISSARY_IDENTITY_JOB,
            { commissary_id: current.id },
            { runAt: new Date(now.getTime() + deps.provider.firstRunDelayMs), tx: t },
          );
        });
      } catch {
        await deleteFiles(Object.values(keys));
        throw new AppError(503, 'failed_to_queue_identity_verification');
      }
      await deleteFiles([previousFront?.storage_key, current.identity_back_key, current.identity_video_key]);
      await refreshDocumentsCompleted(companyId);
      return verificationOf((await repository.findById(current.id)) ?? current);
    },

    /**
     * Stores the commissary's CSF (a PDF): it counts as given (is_csf_validated) and waits for the operator's
     * review; an RFC read on it that differs from the commissary's is flagged, not refused. A commissary
     * without an RFC yet (appointed before the founder gave one) takes the one `rfc` gives, or else the only
     * person's RFC printed on the certificate.
     */
    async uploadCsf(userId: number, companyId: number, file: UploadedFile, rfcField: string | undefined) {
      const current = await requireCommissary(userId, companyId);
      let rfc = current.rfc;
      if (rfcField !== undefined && rfcField.trim() !== '') {
        const check = checkRfc(rfcField, 'person');
        if (!check.ok) throw badRequest(check.code);
        rfc = check.rfc;
      }
      const printed = rfcsInPdf(file.data);
      if (rfc === null) rfc = onlyPersonRfc(printed);
      // LGSM art. 165, as at the appointment: the RFC the commissary corrects, or the certificate's, must not be
      // an administrator partner's.
      if (rfc !== current.rfc && (await isAdministratorPartner(companyId, { rfc })))
        throw conflict('commissary_conflict_of_interest').withFields([
          { path: 'body.rfc', code: 'commissary_conflict_of_interest' },
        ]);
      const mismatch = rfc !== null && printed.length > 0 && !printed.includes(rfc);
      const key = `companies/${companyId}/commissary_CSF-${randomBytes(8).toString('hex')}.${file.extension}`;
      const previous = (await repository.documentsOf(companyId)).find(
        (document) => document.type === 'commissary_CSF',
      );
      const now = deps.clock();
      await storage.put(key, file.data);
      try {
        await deps.db.transaction(async (t) => {
          await repository.upsertDocument(
            {
              company_id: companyId,
              type: 'commissary_CSF',
              storage_key: key,
              file_name: file.fileName,
              content_type: file.contentType,
              size_bytes: file.data.length,
              uploaded_by: userId,
              created_at: now,
              updated_at: now,
            },
            t,
          );
          await repository.update(
            current.id,
            { rfc, is_csf_validated: true, csf_rfc_mismatch: mismatch, updated_at: now },
            t,
          );
        });
      } catch (error) {
        await deleteFiles([key]);
        throw error;
      }
      if (previous && previous.storage_key !== key) await deleteFiles([previous.storage_key]);
      await refreshDocumentsCompleted(companyId);
      if (current.is_metamap_validated && !current.is_csf_validated) await tellFounderPartDone(current);
      return verificationOf((await repository.findById(current.id)) ?? current);
    },

    /** The Forja commissary assigned to the company, for the founder; null while none is. */
    async assignedTally(userId: number, companyId: number) {
      await deps.companies.requireAccess(userId, companyId);
      const current = await repository.findCurrent(companyId);
      if (!current || current.kind !== 'forja' || current.forja_commissary_id === null) return null;
      const forja = await repository.findForja(current.forja_commissary_id);
      return forja ? { name: forja.name, professional_licence: forja.professional_licence } : null;
    },

    // Back office

    async listForja(): Promise<ForjaCommissary[]> {
      return (await repository.listForja()).map((row) => toForja(row, row.assigned_count));
    },

    async createForja(input: ForjaCommissaryInput, audit: AuditHook): Promise<ForjaCommissary> {
      const values = checkedForjaInput(input);
      const now = deps.clock();
      const row = await deps.db.transaction(async (t) => {
        const inserted = await repository.insertForja({ ...values, created_at: now, updated_at: now }, t);
        await audit(t, { before: null, after: { id: inserted.id, ...values } });
        return inserted;
      });
      return toForja(row, 0);
    },

    async updateForja(id: number, input: ForjaCommissaryInput, audit: AuditHook): Promise<ForjaCommissary> {
      const values = checkedForjaInput(input);
      const before = await repository.findForja(id);
      if (!before) throw notFound();
      const row = await deps.db.transaction(async (t) => {
        const updated = await repository.updateForja(id, { ...values, updated_at: deps.clock() }, t);
        await audit(t, { before: { ...before }, after: { id, ...values } });
        return updated as ForjaCommissaryRow;
      });
      return toForja(row, await repository.assignedCount(id));
    },

    assignments,

    /** Assigns one of Forja's (vetted) commissaries to a company that paid for the service. */
    async assignForja(companyId: number, forjaCommissaryId: number, audit: AuditHook) {
      const company = await deps.companyById(companyId);
      if (!company) throw notFound();
      if (!societyTypeNeedsCommissary(company.company_type)) throw conflict('commissary_not_required');
      if (company.date_signature) throw conflict('articles_signed');
      const paid = (await repository.paidServiceCompanies()).some((entry) => entry.company_id === companyId);
      if (!paid) throw conflict('conflict');
      const forja = await repository.findForja(forjaCommissaryId);
      if (!forja || !forja.active) throw notFound();
      const previous = await repository.findCurrent(companyId);
      const now = deps.clock();
      const { staleKeys } = await deps.db.transaction(async (t) => {
        const result = await replaceCurrent(
          companyId,
          {
            kind: 'forja',
            name: forja.name,
            email: forja.email,
            phone: forja.phone,
            rfc: forja.rfc,
            forja_commissary_id: forja.id,
            is_metamap_validated: true,
            is_csf_validated: true,
          },
          now,
          t,
        );
        await audit(t, {
          before: previous ? { commissary_id: previous.id, kind: previous.kind, name: previous.name } : null,
          after: { commissary_id: result.row.id, forja_commissary_id: forja.id, name: forja.name },
        });
        return result;
      });
      await deleteFiles(staleKeys);
      await refreshDocumentsCompleted(companyId);
      const owner = await deps.users.findById(company.user_id);
      await tellReplaced(previous, company, forja.email, parseLanguage(owner?.language) ?? 'es');
      if (owner) {
        await deps.mailer
          .send({
            to: owner.email,
            ...commissaryAssignedEmail({
              language: parseLanguage(owner.language) ?? 'es',
              name: owner.first_names ?? '',
              companyName: companyLabel(company),
              commissaryName: forja.name,
              appUrl: deps.appUrl,
            }),
          })
          .catch(() => undefined);
      }
      return assignments().then((list) => list.find((entry) => entry.company_id === companyId));
    },
  };
}
export type CommissaryService = ReturnType<typeof createCommissaryService>;
