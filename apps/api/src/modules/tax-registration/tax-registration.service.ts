import type {
  AppointmentTypeName,
  RecordRfcBody,
  SatAppointmentReceipt,
  SatRegistration,
} from '@forja/contracts';
import {
  canCorrectRfc,
  canRecordEfirma,
  canRecordRfc,
  checkRfc,
  documentReviewState,
  efirmaByForja,
  parseLanguage,
  type Language,
  satStage,
  type SatRegistrationState,
} from '@forja/domain';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { FileLinks } from '../../http/file-links';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import type { AuditHook } from '../audit/audit-log';
import { efirmaObtainedEmail, rfcCorrectedEmail, rfcRecordedEmail } from './tax-registration-emails';
import type { TaxRegistrationRepository } from './tax-registration.repository';

/** The job that e-mails the founder about a SAT step, queued in the act's transaction. */
export const TAX_REGISTRATION_MAIL_JOB = 'tax-registration-mail';

type MailPayload = { kind: 'rfc_recorded' | 'rfc_corrected' | 'efirma_obtained'; companyId: number };

const companyNotFound = () => new AppError(404, 'company_not_found');

/**
 * Where the receipt's review stands, as the documents queue decides it (documentReviewState), with a
 * rejection's category and note. Forja's own upload is stored approved.
 */
function receiptReview(receipt: {
  is_approved: boolean;
  rejection_category: string | null;
  rejection_note: string | null;
}): Pick<SatAppointmentReceipt, 'review_state' | 'rejection_category' | 'rejection_note'> {
  const review_state = documentReviewState(receipt);
  if (review_state !== 'rejected') return { review_state, rejection_category: null, rejection_note: null };
  return {
    review_state,
    rejection_category: receipt.rejection_category?.trim() ?? null,
    rejection_note: receipt.rejection_note || null,
  };
}

/**
 * The company's booked (not cancelled) appointment of a type: the appointments repository's `bookedOf`, passed
 * in from services.ts (the appointments module builds on companies, which reads this module: no import back).
 */
export type BookedAppointmentRead = {
  bookedOf(
    companyId: number,
    type: AppointmentTypeName,
    tx?: Database,
  ): Promise<{ starts_at: Date; ends_at: Date; location: string; time_zone: string } | null>;
};

/**
 * The company's registration at the SAT, recorded by staff in the back office: the RFC and its register
 * status once the deed is recorded (once; a correction is its own act), then the e.firma the legal
 * representative obtained. Every act checks the state inside its transaction (the domain's rules), is audited
 * there, and queues the founder's e-mail there.
 */
export function createTaxRegistrationService(deps: {
  db: Database;
  repository: TaxRegistrationRepository;
  /** The company's booked e.firma appointment at the SAT (the appointments module's read). */
  appointments: BookedAppointmentRead;
  /** Signed download links: the SAT appointment receipt opens from the back office's page. */
  fileLinks: Pick<FileLinks, 'url'>;
  jobs: JobQueue;
  mailer: Mailer;
  appUrl: string;
  /** The e-mailed booking page of the company's e.firma appointment (signed token_data). */
  bookingLink: (companyId: number, language: Language) => Promise<string>;
  clock: () => Date;
  /** The funnel's `rfc` step, for a founder who granted the analytics consent (the service checks it). */
  track?: (userId: number, event: 'rfc', properties: { company_id: number }) => Promise<unknown>;
}) {
  const { repository } = deps;

  const satPage = (language: string, companyId: number) =>
    `${deps.appUrl.replace(/\/$/, '')}/${language}/administration/${companyId}/company_fiels`;

  async function stateOf(companyId: number, tx: Database): Promise<SatRegistrationState> {
    // One after the other: a transaction's statements share its one connection.
    const deedAt = await repository.deedRecordedAt(companyId, tx);
    const registration = await repository.registration(companyId, tx);
    return {
      deedRecorded: deedAt !== null,
      rfcRecordedAt: registration?.rfc_recorded_at ?? null,
      efirmaObtainedAt: registration?.efirma_obtained_at ?? null,
    };
  }

  async function get(companyId: number): Promise<SatRegistration> {
    const db = deps.db;
    const company = await repository.company(companyId, db);
    if (!company) throw companyNotFound();
    const [deedAt, registration, appointment, receipt] = await Promise.all([
      repository.deedRecordedAt(companyId, db),
      repository.registration(companyId, db),
      deps.appointments.bookedOf(companyId, 'efirma', db),
      repository.appointmentReceipt(companyId, db),
    ]);
    const state = {
      deedRecorded: deedAt !== null,
      rfcRecordedAt: registration?.rfc_recorded_at ?? null,
      efirmaObtainedAt: registration?.efirma_obtained_at ?? null,
    };
    return {
      company_id: company.id,
      company_name: company.legal_name ?? company.name,
      friendly_id: company.friendly_id,
      company_type: company.company_type,
      deed_recorded_at: deedAt?.toISOString() ?? null,
      // The RFC Forja recorded; an RFC the founder typed earlier is not the SAT's until recorded here.
      rfc: registration?.rfc_recorded_at ? company.rfc : null,
      status_federal_registration: registration?.rfc_recorded_at ? company.status_federal_registration : null,
      rfc_recorded_at: registration?.rfc_recorded_at?.toISOString() ?? null,
      efirma_obtained_at: registration?.efirma_obtained_at?.toISOString() ?? null,
      stage: satStage(state),
      efirma_appointment: appointment && {
        starts_at: appointment.starts_at.toISOString(),
        ends_at: appointment.ends_at.toISOString(),
        location: appointment.location,
        time_zone: appointment.time_zone,
      },
      efirma_by_forja: efirmaByForja({
        legal_representation: company.legal_representation,
        formation: { appointments: appointment ? [{ type: 'efirma' }] : [] },
      }),
      appointment_receipt: receipt && {
        id: receipt.id,
        file_name: receipt.file_name,
        uploaded_at: receipt.updated_at.toISOString(),
        uploaded_by_staff: Boolean(receipt.uploaded_by_operator || receipt.uploaded_by_admin),
        document_url: await deps.fileLinks.url({ kind: 'company_document', id: receipt.id }, deps.clock()),
        ...receiptReview(receipt),
      },
    };
  }

  /** A company's RFC (12 characters) checked like every RFC in Forja; a check-digit mismatch needs confirming. */
  function validRfc(body: RecordRfcBody): string {
    const check = checkRfc(body.rfc, 'company');
    if (!check.ok) throw badRequest(check.code);
    if (check.checksumMismatch && !body.confirm_checksum) throw conflict('rfc_checksum_mismatch');
    return check.rfc;
  }

  async function saveRfc(
    companyId: number,
    body: RecordRfcBody,
    mode: 'record' | 'correct',
    staffId: number,
    audit: AuditHook,
  ): Promise<SatRegistration> {
    const rfc = validRfc(body);
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      const company = await repository.lockCompany(companyId, tx);
      if (!company) throw companyNotFound();
      const state = await stateOf(companyId, tx);
      const allowed = mode === 'record' ? canRecordRfc(state) : canCorrectRfc(state);
      if (!allowed.ok) throw conflict(allowed.code);
      await repository.setCompanyRfc(companyId, rfc, body.status_federal_registration, now, tx);
      await repository.saveRegistration(
        mode === 'record'
          ? { company_id: companyId, rfc_recorded_at: now, rfc_recorded_by: staffId, updated_at: now }
          : { company_id: companyId, rfc_recorded_by: staffId, updated_at: now },
        tx,
      );
      await audit(tx, {
        before: { rfc: company.rfc, status_federal_registration: company.status_federal_registration },
        after: { rfc, status_federal_registration: body.status_federal_registration },
      });
      // A correction that changes what the founder was told is e-mailed too.
      const changed =
        company.rfc !== rfc || company.status_federal_registration !== body.status_federal_registration;
      if (mode === 'record' || changed) {
        await deps.jobs.enqueue(
          TAX_REGISTRATION_MAIL_JOB,
          { kind: mode === 'record' ? 'rfc_recorded' : 'rfc_corrected', companyId } satisfies MailPayload,
          { tx },
        );
      }
    });
    return get(companyId);
  }

  async function recordEfirma(
    companyId: number,
    staffId: number,
    audit: AuditHook,
  ): Promise<SatRegistration> {
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      if (!(await repository.lockCompany(companyId, tx))) throw companyNotFound();
      const state = await stateOf(companyId, tx);
      const appointment = await deps.appointments.bookedOf(companyId, 'efirma', tx);
      const allowed = canRecordEfirma(state, { startsAt: appointment?.starts_at ?? null, now });
      if (!allowed.ok) throw conflict(allowed.code);
      await repository.saveRegistration(
        { company_id: companyId, efirma_obtained_at: now, efirma_recorded_by: staffId, updated_at: now },
        tx,
      );
      await audit(tx, {
        before: { efirma_obtained_at: null },
        after: { efirma_obtained_at: now.toISOString() },
      });
      await deps.jobs.enqueue(
        TAX_REGISTRATION_MAIL_JOB,
        { kind: 'efirma_obtained', companyId } satisfies MailPayload,
        { tx },
      );
    });
    return get(companyId);
  }

  /** Forja gets the company's e.firma itself (the domain's efirmaByForja): the founder has nothing to book. */
  async function forjaGetsEfirma(companyId: number, legalRepresentation: boolean | null): Promise<boolean> {
    const booked = await deps.appointments.bookedOf(companyId, 'efirma');
    return efirmaByForja({
      legal_representation: legalRepresentation,
      formation: { appointments: booked ? [{ type: 'efirma' }] : [] },
    });
  }

  /** Sends a queued e-mail to the founder, in their language (nothing when the company is gone). */
  async function sendMail(payload: Record<string, unknown>): Promise<void> {
    const { kind, companyId } = payload as MailPayload;
    const [company, founder] = await Promise.all([
      repository.company(companyId),
      repository.founderOf(companyId),
    ]);
    if (!company || !founder) return;
    if (kind === 'rfc_recorded') await deps.track?.(company.user_id, 'rfc', { company_id: companyId });
    const language = parseLanguage(founder.language) ?? 'es';
    const base = {
      language,
      name: founder.first_names,
      companyName: company.legal_name?.trim() || company.name?.trim() || company.friendly_id,
      link: satPage(language, companyId),
    };
    const content =
      kind === 'rfc_recorded'
        ? await rfcRecordedEmail({
            ...base,
            rfc: company.rfc ?? '',
            status: company.status_federal_registration,
            bookingLink: (await forjaGetsEfirma(companyId, company.legal_representation))
              ? null
              : await deps.bookingLink(companyId, language),
          })
        : kind === 'rfc_corrected'
          ? await rfcCorrectedEmail({
              ...base,
              rfc: company.rfc ?? '',
              status: company.status_federal_registration,
            })
          : await efirmaObtainedEmail({
              ...base,
              rfc: company.rfc,
              byForja: await forjaGetsEfirma(companyId, company.legal_representation),
            });
    await deps.mailer.send({ to: founder.email, ...content });
  }

  deps.jobs.register(TAX_REGISTRATION_MAIL_JOB, sendMail);

  return {
    get,
    recordRfc: (companyId: number, body: RecordRfcBody, staffId: number, audit: AuditHook) =>
      saveRfc(companyId, body, 'record', staffId, audit),
    correctRfc: (companyId: number, body: RecordRfcBody, staffId: number, audit: AuditHook) =>
      saveRfc(companyId, body, 'correct', staffId, audit),
    recordEfirma,
  };
}
export type TaxRegistrationService = ReturnType<typeof createTaxRegistrationService>;
