import type {
  AcknowledgmentBody,
  BackofficeSigningItem,
  Company,
  SignatureReturn,
  SigningBlocker,
  SigningStatus,
  TwoFactorSent,
} from '@forja/contracts';
import {
  arePartnerDocumentsApproved,
  articlesMissing,
  companyFacts,
  isCoveredBySigningBlocker,
  parseLanguage,
  type Language,
} from '@forja/domain';
import type { ArticlesMissing } from '@forja/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { readStream } from '../../providers/storage/read-stream';
import type { Database } from '../../db/database';
import type { CompanyRow } from '../companies/companies.repository';
import type { CompaniesService } from '../companies/companies.service';
import type { PartnersRepository } from '../partners/partners.repository';
import type { UsersRepository } from '../auth/users.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { FileLinks } from '../../http/file-links';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import type { Mailer } from '../../providers/mail/mailer';
import { companyActCodeEmail, companyActCodeSms } from '../../providers/mail/templates';
import type { SmsProvider } from '../../providers/sms/sms';
import type { Storage } from '../../providers/storage/storage';
import {
  SignatureProviderError,
  type SignatureEvent,
  type SignatureProvider,
} from '../../providers/signature/signature';
import type { JobQueue } from '../../jobs/job-queue';
import type { ActLinks } from './act-links';
import type { PostalCodesService } from '../postal-codes/postal-codes.service';
import { domicilePlaceOf } from './social-domicile';
import { articlesFingerprint, articlesText, socialDomicile, type ArticlesContext } from './articles-text';
import { renderArticlesPdf } from './articles-pdf';
import type { CompanyActCodes } from './company-act-codes';
import { renderSignatureCertificate } from './signature-certificate-pdf';
import type {
  AcknowledgmentRow,
  DraftRow,
  EnvelopeRow,
  SignerRow,
  SigningRepository,
} from './signing.repository';

type PartnerRow = NonNullable<Awaited<ReturnType<PartnersRepository['findById']>>>;

/** Who is acting: a partner signed in to their account, or one holding the e-mailed link. */
export type SigningActor = {
  partner: PartnerRow;
  channel: 'account' | 'link';
  ip: string | null;
  userAgent: string | null;
};

/** A signer who has not signed is reminded this long after the envelope was sent, and again as long after. */
export const SIGNING_REMINDER_EVERY_MS = 2 * 86_400_000;
export const SIGNING_REMINDERS_JOB = 'signing-reminders';
/** How often the reminders job looks for signers to remind. */
const REMINDERS_CHECK_EVERY_MS = 6 * 3_600_000;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `ana.lopez@example.mx` → `a***@example.mx`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The name a company is known by: the authorised legal name, else the name the founder gave it. */
const displayName = (company: Pick<Company, 'legal_name' | 'name' | 'friendly_id'>): string =>
  company.legal_name?.trim() || company.name?.trim() || company.friendly_id || '';

const personName = (partner: Pick<PartnerRow, 'name' | 'first_name' | 'last_name'>) =>
  partner.name?.trim() || [partner.first_name, partner.last_name].filter(Boolean).join(' ').trim();

/**
 * Signing the incorporation: the draft articles rendered from the company's data (a new version whenever that
 * data changes), every partner's acknowledgment, the two-factor code before a partner signs, the envelope at the
 * e-signature provider, and what its webhooks report — until every partner has signed, `date_signature` is
 * written and the signed PDF and the audit certificate are the company's documents.
 */
export function createSigningService(deps: {
  db: Database;
  /** The web app's address (the e-mails' privacy notice link). */
  appUrl?: string;
  repository: SigningRepository;
  companies: CompaniesService;
  companyById: (companyId: number) => Promise<CompanyRow | null>;
  partners: PartnersRepository;
  users: UsersRepository;
  storage: Storage;
  fileLinks: FileLinks;
  provider: SignatureProvider;
  notifications: NotificationsService;
  mailer: Mailer;
  sms: SmsProvider;
  actLinks: ActLinks;
  codes: CompanyActCodes;
  jobs: JobQueue;
  clock: () => Date;
  log: { warn(obj: object, message: string): void; error(obj: object, message: string): void };
  /** Forja's company: the apoderado of a company that hired Forja as its legal representative. */
  forja: { legal_name: string; rfc: string };
  /** The SEPOMEX catalogue: the municipality and state of the fiscal address, the articles' social domicile. */
  postalCodes: Pick<PostalCodesService, 'lookup'>;
}) {
  const { repository, storage, clock } = deps;

  /**
   * What the articles of `company` print beside its data: Forja's company, and where the catalogue places the
   * postal code of its fiscal address (a code the catalogue does not know places nothing).
   */
  async function articlesOf(company: Company): Promise<ArticlesContext> {
    return {
      forja: deps.forja,
      domicilePlace: await domicilePlaceOf(company.fiscal_residence, deps.postalCodes),
    };
  }

  /** The domicile is missing, too, when the catalogue cannot place the postal code (the domain cannot look). */
  function missingOf(company: Company, articles: ArticlesContext): ArticlesMissing[] {
    const missing = articlesMissing(company);
    if (missing.some((entry) => entry.item === 'domicile')) return missing;
    return 'pending' in socialDomicile(company, articles)
      ? [...missing, { item: 'domicile', partner_id: null, name: null }]
      : missing;
  }

  async function profileOf(companyId: number): Promise<Company> {
    const row = await deps.companyById(companyId);
    if (!row) throw forbidden('user_not_belong_to_company');
    return deps.companies.profileOf(row);
  }

  /**
   * Every reason the draft cannot be released yet, in SIGNING_BLOCKERS order (empty: it can). `articles_incomplete`
   * counts only what the other reasons do not already say (the legal name, a commissary still to appoint).
   */
  function blockersOf(company: Company, articles: ArticlesContext): SigningBlocker[] {
    const blockers: SigningBlocker[] = [];
    if (!company.legal_name?.trim()) blockers.push('legal_name_pending');
    const partners = company.partners ?? [];
    if (partners.length === 0 || !partners.every(arePartnerDocumentsApproved))
      blockers.push('documents_not_approved');
    // The articles of an S.A. de C.V. or an S.A.P.I. name its commissary (LGSM art. 164): none, no draft.
    const facts = companyFacts(company);
    if (facts.needsCommissary && !facts.existCommissaryMember) blockers.push('commissary_pending');
    // Articles that would list data still to give or correct before the signature (a domicile or an
    // administrator to designate, a partner's identity not verified) are not released for confirmation.
    const missing = missingOf(company, articles);
    const uncovered = missing.filter((entry) => !isCoveredBySigningBlocker(entry, blockers));
    if (
      uncovered.length > 0 ||
      (missing.length === 0 && articlesText(company, articles).observations.length > 0)
    )
      blockers.push('articles_incomplete');
    return blockers;
  }

  /** Why a partner may not act on the draft now: what it still lacks, or that there is none yet. */
  const notReady = (blocked: SigningBlocker | null) =>
    conflict(blocked === 'articles_incomplete' ? 'articles_incomplete' : 'draft_not_ready');

  /** The founder's language: what a partner reads when nothing says theirs. */
  async function companyLanguage(company: Pick<Company, 'user_id'>): Promise<Language> {
    const founder = await deps.users.findById(company.user_id);
    return parseLanguage(founder?.language ?? null) ?? 'es';
  }

  /**
   * The language a partner reads: their account's; without one, the language they last used through their
   * links or were invited in; else the founder's.
   */
  async function partnerLanguage(
    partner: Pick<PartnerRow, 'user_id' | 'language'> | null | undefined,
    company: Pick<Company, 'user_id'>,
  ): Promise<Language> {
    const user = partner?.user_id ? await deps.users.findById(partner.user_id) : null;
    return (
      parseLanguage(user?.language ?? null) ??
      parseLanguage(partner?.language ?? null) ??
      (await companyLanguage(company))
    );
  }

  /**
   * The current draft: rendered again when the data it shows changed since the last version (and never once
   * every partner has signed). A new version voids a pending envelope, asks every partner to acknowledge
   * again and e-mails them.
   */
  async function currentDraft(
    company: Company,
  ): Promise<{ blocked: SigningBlocker | null; blockers: SigningBlocker[]; draft: DraftRow | null }> {
    const latest = await repository.latestDraft(company.id);
    // Once every partner has signed, nothing blocks what was signed (and the articles are not read again).
    if (company.date_signature) return { blocked: null, blockers: [], draft: latest };
    const articles = await articlesOf(company);
    const blockers = blockersOf(company, articles);
    const blocked = blockers[0] ?? null;
    if (blocked) await voidPendingEnvelope(company.id, 'data_missing');
    if (blocked) return { blocked, blockers, draft: latest };
    const fingerprint = articlesFingerprint(company, articles);
    if (latest?.fingerprint === fingerprint) return { blocked: null, blockers: [], draft: latest };

    const now = clock();
    const version = (latest?.version ?? 0) + 1;
    const pdf = await renderArticlesPdf(articlesText(company, articles), {
      version,
      generatedAt: now,
      companyName: displayName(company),
    });
    const key = `companies/${company.id}/articles-draft-v${version}-${randomBytes(6).toString('hex')}.pdf`;
    await storage.put(key, pdf);
    let voided: EnvelopeRow | null = null;
    let draft: DraftRow | null;
    try {
      draft = await deps.db.transaction(async (tx) => {
        await repository.lockCompany(company.id, tx);
        const newest = await repository.latestDraft(company.id, tx);
        // Another request rendered it meanwhile.
        if ((newest?.version ?? 0) >= version) return null;
        const inserted = await repository.insertDraft(
          {
            company_id: company.id,
            version,
            fingerprint,
            sha256: sha256(pdf),
            storage_key: key,
            size_bytes: pdf.length,
            created_at: now,
          },
          tx,
        );
        await repository.putGeneratedDocument(
          {
            company_id: company.id,
            type: 'articles_of_incorporation_render',
            storage_key: key,
            file_name: `proyecto-acta-constitutiva-v${version}.pdf`,
            size_bytes: pdf.length,
            at: now,
          },
          tx,
        );
        await repository.resetAcknowledgments(company.id, tx);
        const envelope = await repository.latestEnvelope(company.id, tx);
        if (envelope?.status === 'pending') {
          await repository.updateEnvelope(
            envelope.id,
            { status: 'voided', closed_reason: 'data_changed', closed_at: now },
            tx,
          );
          voided = envelope;
        }
        await deps.notifications.later('articlesDraftReady', { companyId: company.id, version }, { tx });
        return inserted;
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    if (!draft) {
      await storage.delete(key);
      return { blocked: null, blockers: [], draft: await repository.latestDraft(company.id) };
    }
    if (voided) await voidAtProvider(voided, 'data_changed');
    return { blocked: null, blockers: [], draft };
  }

  /**
   * The articles can no longer be signed as they are (a document, an identity or a datum they print is missing
   * again): an envelope still open at the provider is voided there too, so its own e-mailed link signs nothing.
   * The acknowledgments stay: once the data is back and the text the same, a new envelope of that draft opens.
   */
  async function voidPendingEnvelope(companyId: number, reason: string) {
    const pending = await repository.latestEnvelope(companyId);
    if (pending?.status !== 'pending') return;
    const voided = await deps.db.transaction(async (tx) => {
      await repository.lockCompany(companyId, tx);
      const envelope = await repository.latestEnvelope(companyId, tx);
      if (envelope?.status !== 'pending') return null;
      await repository.updateEnvelope(
        envelope.id,
        { status: 'voided', closed_reason: reason, closed_at: clock() },
        tx,
      );
      return envelope;
    });
    if (voided) await voidAtProvider(voided, reason);
  }

  async function voidAtProvider(envelope: EnvelopeRow, reason: string) {
    try {
      await deps.provider.voidEnvelope(envelope.provider_envelope_id, reason);
    } catch (error) {
      deps.log.warn({ err: error, envelope: envelope.id }, 'signing: the provider did not void the envelope');
    }
  }

  async function fileUrl(id: number | undefined): Promise<string | null> {
    return id === undefined ? null : deps.fileLinks.url({ kind: 'company_document', id }, clock());
  }

  async function statusOf(company: Company, partnerId: number): Promise<SigningStatus> {
    const { blocked, blockers, draft } = await currentDraft(company);
    const answers = draft
      ? await repository.answersOn(company.id, draft.version)
      : new Map<number, AcknowledgmentRow>();
    const acknowledged = new Set(
      (await deps.partners.listByCompany(company.id))
        .filter((row) => row.acknowledgment_completed)
        .map((row) => row.id),
    );
    const envelope = await repository.latestEnvelope(company.id);
    const signers = envelope ? await repository.signersOf([envelope.id]) : [];
    const current = envelope && draft && envelope.draft_version === draft.version ? envelope : null;
    const documents = await repository.documentIds(company.id, [
      'articles_of_incorporation_render',
      'signed_articles_of_incorporation',
      'signature_certificate',
    ]);
    const fresh = await profileDateSignature(company.id);
    return {
      company_id: company.id,
      company_name: company.legal_name ?? company.name,
      company_type: company.company_type,
      blocked_by: blocked,
      blockers,
      missing: company.date_signature ? [] : missingOf(company, await articlesOf(company)),
      draft: draft && {
        version: draft.version,
        sha256: draft.sha256,
        generated_at: draft.created_at.toISOString(),
        document_url: (await fileUrl(documents.get('articles_of_incorporation_render')))!,
      },
      partner_id: partnerId,
      partners: (company.partners ?? []).map((partner) => {
        const answer = answers.get(partner.id);
        const signer = current ? signers.find((row) => row.partner_id === partner.id) : undefined;
        return {
          partner_id: partner.id,
          name: partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' '),
          acknowledged: draft !== null && acknowledged.has(partner.id),
          correction_requested: answer?.decision === 'correction_requested' && !acknowledged.has(partner.id),
          signer_state: signer?.status ?? null,
          signed_at: signer?.signed_at?.toISOString() ?? null,
        };
      }),
      envelope: envelope && {
        provider: envelope.provider,
        state: envelope.status,
        draft_version: envelope.draft_version,
        created_at: envelope.created_at.toISOString(),
        closed_reason: envelope.closed_reason,
      },
      date_signature: fresh?.toISOString() ?? null,
      signed_document_url: await fileUrl(documents.get('signed_articles_of_incorporation')),
      certificate_url: await fileUrl(documents.get('signature_certificate')),
    };
  }

  async function profileDateSignature(companyId: number): Promise<Date | null> {
    return (await deps.companyById(companyId))?.date_signature ?? null;
  }

  /** Every partner acknowledged the current draft (the flags a new draft or a decline reset). */
  async function everyoneAcknowledged(companyId: number, tx: Database = deps.db): Promise<boolean> {
    const rows = await deps.partners.listByCompany(companyId, tx);
    return rows.length > 0 && rows.every((row) => row.acknowledgment_completed);
  }

  /**
   * Creates the envelope of the current draft at the provider, once every partner acknowledged it and no
   * envelope of that version is pending or done. Answers the pending envelope.
   */
  async function ensureEnvelope(company: Company, draft: DraftRow): Promise<EnvelopeRow> {
    const existing = await repository.latestEnvelope(company.id);
    if (existing && existing.draft_version === draft.version && existing.status === 'pending')
      return existing;
    if (existing?.status === 'completed') throw conflict('signature_completed');
    if (!(await everyoneAcknowledged(company.id))) throw conflict('acknowledgment_pending');
    const stream = await storage.get(draft.storage_key);
    if (!stream) throw new AppError(502, 'error_creating_signature');
    const pdf = await readStream(stream);
    const partners = (company.partners ?? []).filter((partner) => partner.email);
    const references = partners.map((partner) => `partner_${partner.id}`);
    const returnToken = randomBytes(18).toString('base64url');
    const language = await companyLanguage(company);
    const rows = await deps.partners.listByCompany(company.id);
    // Each signer signs, and comes back to the app, in their own language.
    const languages = await Promise.all(
      partners.map((partner) =>
        partnerLanguage(
          rows.find((row) => row.id === partner.id),
          company,
        ),
      ),
    );
    let created;
    try {
      created = await deps.provider.createEnvelope({
        reference: `company_${company.id}_articles_v${draft.version}`,
        title: `Acta constitutiva — ${displayName(company)} (v${draft.version})`,
        pdf,
        signers: partners.map((partner, index) => ({
          reference: references[index]!,
          name: partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' '),
          email: partner.email!,
          signing_order: 1,
          language: languages[index]!,
          redirect_path: `/${languages[index]!}/redirect_sign/${returnToken}`,
        })),
        redirect_path: `/${language}/redirect_sign/${returnToken}`,
        language,
      });
    } catch (error) {
      deps.log.error(
        { err: error, company: company.id },
        'signing: the provider did not create the envelope',
      );
      throw new AppError(
        502,
        error instanceof SignatureProviderError ? 'error_creating_signature' : 'docusinig_error',
      );
    }
    const now = clock();
    return deps.db.transaction(async (tx) => {
      await repository.lockCompany(company.id, tx);
      const again = await repository.latestEnvelope(company.id, tx);
      if (again && again.draft_version === draft.version && again.status === 'pending') {
        // Another request created one meanwhile: keep theirs, cancel ours.
        void voidAtProvider({ ...again, provider_envelope_id: created.envelope_id }, 'duplicate');
        return again;
      }
      return repository.insertEnvelope(
        {
          company_id: company.id,
          provider: deps.provider.name,
          provider_envelope_id: created.envelope_id,
          draft_version: draft.version,
          draft_sha256: draft.sha256,
          status: 'pending',
          return_token: returnToken,
          created_at: now,
        },
        partners.map((partner, index) => {
          const signer = created.signers.find((entry) => entry.reference === references[index]);
          return {
            partner_id: partner.id,
            name: partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' '),
            email: partner.email!,
            signing_order: index + 1,
            provider_signer_id: signer?.provider_signer_id ?? '',
            signing_url: signer?.signing_url ?? '',
          };
        }),
        tx,
      );
    });
  }

  /** The actor's signer row in the current envelope, checked for signing. */
  async function signerFor(company: Company, actor: SigningActor): Promise<SignerRow> {
    if (company.date_signature) throw conflict('signature_completed');
    const { blocked, draft } = await currentDraft(company);
    if (blocked || !draft) throw notReady(blocked);
    const envelope = await ensureEnvelope(company, draft);
    const signer = (await repository.signersOf([envelope.id])).find(
      (row) => row.partner_id === actor.partner.id,
    );
    if (!signer) throw new AppError(404, 'no_signature_for_company');
    if (signer.status === 'signed' || signer.status === 'declined')
      throw conflict('signature_already_signed');
    return signer;
  }

  async function sendCode(company: Company, actor: SigningActor): Promise<TwoFactorSent> {
    await signerFor(company, actor);
    const email = actor.partner.email;
    if (!email) throw new AppError(404, 'no_signature_for_company');
    const user = actor.partner.user_id ? await deps.users.findById(actor.partner.user_id) : null;
    const phone =
      user?.phone && user.phone_country_code
        ? `+${user.phone_country_code.replace(/\D/g, '')}${user.phone.replace(/\D/g, '')}`
        : null;
    const channels: ('email' | 'sms')[] = phone ? ['email', 'sms'] : ['email'];
    const { code, minutesValid } = await deps.codes.issue(company.id, actor.partner.id, channels, clock());
    const language = await partnerLanguage(actor.partner, company);
    const companyName = displayName(company);
    await deps.mailer.send({
      to: email,
      ...companyActCodeEmail({
        language,
        name: personName(actor.partner),
        code,
        minutesValid,
        companyName,
        appUrl: deps.appUrl,
      }),
    });
    if (phone) {
      try {
        await deps.sms.send({ to: phone, text: companyActCodeSms(language, code, companyName) });
      } catch (error) {
        deps.log.warn({ err: error }, 'signing: the SMS with the code was not sent; the e-mail was');
      }
    }
    return { sent_to: maskEmail(email), channels, minutes_valid: minutesValid };
  }

  /** Applies one verified provider event to the envelope it is about; a repeated event changes nothing. */
  async function applyEvent(event: SignatureEvent): Promise<void> {
    if (event.type === 'ignored' || !event.envelope_id) return;
    const now = clock();
    let completed: EnvelopeRow | null = null;
    let declined: { envelope: EnvelopeRow; name: string; reason: string | null } | null = null;
    await deps.db.transaction(async (tx) => {
      if (!(await repository.claimWebhookEvent(deps.provider.name, event.id, now, tx))) return;
      const envelope = await repository.findEnvelope(deps.provider.name, event.envelope_id!, tx);
      if (!envelope || envelope.status !== 'pending') return;
      const signers = await repository.signersOf([envelope.id], tx);
      const signer = event.signer
        ? signers.find(
            (row) =>
              row.provider_signer_id === event.signer!.provider_signer_id ||
              row.email.toLowerCase() === event.signer!.email.toLowerCase(),
          )
        : undefined;
      if (event.type === 'signer_viewed' && signer && signer.status === 'pending') {
        await repository.updateSigner(signer.id, { status: 'viewed', viewed_at: event.signer!.at }, tx);
      } else if (
        event.type === 'signer_signed' &&
        signer &&
        signer.status !== 'signed' &&
        signer.status !== 'declined'
      ) {
        await repository.updateSigner(
          signer.id,
          {
            status: 'signed',
            signed_at: event.signer!.at,
            viewed_at: signer.viewed_at ?? event.signer!.at,
            ip: event.signer!.ip,
            user_agent: event.signer!.user_agent,
          },
          tx,
        );
      } else if (event.type === 'signer_declined' && signer && signer.status !== 'signed') {
        await repository.updateSigner(
          signer.id,
          { status: 'declined', declined_at: event.signer!.at, decline_reason: event.signer!.reason },
          tx,
        );
        await repository.updateEnvelope(
          envelope.id,
          { status: 'declined', closed_reason: 'declined', closed_at: now },
          tx,
        );
        await repository.resetAcknowledgments(envelope.company_id, tx);
        declined = { envelope, name: signer.name, reason: event.signer!.reason };
      } else if (event.type === 'envelope_completed') {
        // Signer events may come after the completion: whoever is not marked signed signed by now.
        for (const row of signers) {
          if (row.status !== 'signed') {
            await repository.updateSigner(
              row.id,
              { status: 'signed', signed_at: row.signed_at ?? event.occurred_at },
              tx,
            );
          }
        }
        completed = envelope;
      }
    });
    if (declined) {
      const { envelope, name, reason } = declined as {
        envelope: EnvelopeRow;
        name: string;
        reason: string | null;
      };
      await deps.notifications.later('signingDeclined', {
        companyId: envelope.company_id,
        partnerName: name,
        reason,
      });
      await voidAtProvider(envelope, 'declined');
    }
    if (completed) await complete(completed, event.occurred_at);
  }

  /**
   * Every partner signed: the signed copy and the audit certificate become the company's documents,
   * date_signature and the provider's id are written, and everyone is told. Runs once per envelope.
   */
  async function complete(envelope: EnvelopeRow, at: Date): Promise<void> {
    const signed = await deps.provider.downloadSigned(envelope.provider_envelope_id);
    const signedSha = sha256(signed);
    const signers = await repository.signersOf([envelope.id]);
    const company = await deps.companyById(envelope.company_id);
    if (!company) return;
    const companyName = displayName(company);
    const certificate = await renderSignatureCertificate({
      companyName,
      documentTitle: `Acta constitutiva — ${companyName}`,
      envelopeId: envelope.provider_envelope_id,
      provider: envelope.provider,
      draftVersion: envelope.draft_version,
      sha256Before: envelope.draft_sha256,
      sha256After: signedSha,
      completedAt: at,
      signers: signers.map((signer) => ({
        name: signer.name,
        email: signer.email,
        signedAt: signer.signed_at ?? at,
        viewedAt: signer.viewed_at,
        ip: signer.ip,
        userAgent: signer.user_agent,
      })),
    });
    const suffix = randomBytes(6).toString('hex');
    const signedKey = `companies/${company.id}/articles-signed-${suffix}.pdf`;
    const certificateKey = `companies/${company.id}/signature-certificate-${suffix}.pdf`;
    await storage.put(signedKey, signed);
    await storage.put(certificateKey, certificate);
    const now = clock();
    const done = await deps.db.transaction(async (tx) => {
      await repository.lockCompany(company.id, tx);
      const current = await repository.findEnvelope(envelope.provider, envelope.provider_envelope_id, tx);
      if (!current || current.status !== 'pending') return false;
      await repository.putGeneratedDocument(
        {
          company_id: company.id,
          type: 'signed_articles_of_incorporation',
          storage_key: signedKey,
          file_name: 'acta-constitutiva-firmada.pdf',
          size_bytes: signed.length,
          at: now,
        },
        tx,
      );
      await repository.putGeneratedDocument(
        {
          company_id: company.id,
          type: 'signature_certificate',
          storage_key: certificateKey,
          file_name: 'certificado-de-firma.pdf',
          size_bytes: certificate.length,
          at: now,
        },
        tx,
      );
      await repository.updateEnvelope(
        current.id,
        { status: 'completed', signed_sha256: signedSha, closed_at: now },
        tx,
      );
      await repository.completeSignature(company.id, at, current.provider_envelope_id, tx);
      await deps.notifications.later('signingCompleted', { companyId: company.id }, { tx });
      return true;
    });
    if (!done) {
      await storage.delete(signedKey);
      await storage.delete(certificateKey);
    }
  }

  /**
   * Signers of a pending envelope who have not signed SIGNING_REMINDER_EVERY_MS after it was sent (or after
   * their last reminder) get a reminder; answers how many were sent.
   */
  async function remindSigners(): Promise<number> {
    const now = clock();
    const due = await repository.signersToRemind(new Date(now.getTime() - SIGNING_REMINDER_EVERY_MS));
    for (const signer of due) {
      await deps.db.transaction(async (tx) => {
        await repository.updateSigner(signer.id, { last_reminded_at: now }, tx);
        await deps.notifications.later(
          'signingReminder',
          { companyId: signer.company_id, partnerId: signer.partner_id },
          { tx },
        );
      });
    }
    return due.length;
  }

  deps.jobs.register(SIGNING_REMINDERS_JOB, async () => {
    await remindSigners();
    return { runAgainAt: new Date(clock().getTime() + REMINDERS_CHECK_EVERY_MS) };
  });

  return {
    remindSigners,
    /** Makes the reminders job due now (at start); it then reschedules itself. */
    scheduleReminders: () => deps.jobs.schedule(SIGNING_REMINDERS_JOB),

    /** The actor of a signed-in user: their partner record in the company (after the company access check). */
    async accountActor(
      userId: number,
      companyId: number,
      request: { ip: string | null; userAgent: string | null },
    ): Promise<SigningActor> {
      await deps.companies.requireAccess(userId, companyId);
      // A partner is the user's by the accepted invitation, or (the founder's own row) by their e-mail.
      let partner = await deps.partners.findForUserInCompany(userId, companyId);
      if (!partner) {
        const user = await deps.users.findById(userId);
        partner = user ? await deps.partners.findByEmailInCompany(user.email, companyId) : null;
      }
      if (!partner) throw forbidden('company_partner_not_found');
      return { partner, channel: 'account', ...request };
    },

    /** The actor of the e-mailed link, once the request's HMAC proved the link. */
    async linkActor(
      companyId: number,
      partnerId: number,
      proof: { header: string | undefined; rawBody: string },
      request: { ip: string | null; userAgent: string | null },
      /** The language the link's page was read in (its x-language), when it said one. */
      language: Language | null = null,
    ): Promise<SigningActor> {
      await deps.actLinks.verifyRequest({ companyId, partnerId, ...proof, now: clock() });
      let partner = await deps.partners.findById(partnerId);
      if (!partner || partner.company_id !== companyId) throw forbidden('invalid_hmac_signature');
      // A partner without an account is written to, and signs, in the language they last used here.
      if (language && !partner.user_id && partner.language !== language) {
        await deps.partners.update(partnerId, { language });
        partner = { ...partner, language };
      }
      return { partner, channel: 'link', ...request };
    },

    async status(companyId: number, actor: SigningActor): Promise<SigningStatus> {
      return statusOf(await profileOf(companyId), actor.partner.id);
    },

    async acknowledge(
      companyId: number,
      actor: SigningActor,
      body: AcknowledgmentBody,
    ): Promise<SigningStatus> {
      if (body.partner_id !== actor.partner.id) throw forbidden('company_partner_not_found');
      if (!body.acknowledgment_completed && !body.note?.trim()) throw badRequest('correction_note_required');
      const company = await profileOf(companyId);
      if (company.date_signature) throw conflict('signature_completed');
      const { blocked, draft } = await currentDraft(company);
      if (blocked || !draft) throw notReady(blocked);
      if (body.version !== draft.version) throw conflict('draft_changed');
      const now = clock();
      let voided: EnvelopeRow | null = null;
      let allAcknowledged = false;
      await deps.db.transaction(async (tx) => {
        await repository.lockCompany(companyId, tx);
        const newest = await repository.latestDraft(companyId, tx);
        if (newest?.version !== body.version) throw conflict('draft_changed');
        const envelope = await repository.latestEnvelope(companyId, tx);
        const pending = envelope?.status === 'pending' && envelope.draft_version === body.version;
        const own = await deps.partners.findById(actor.partner.id, tx);
        if (body.acknowledgment_completed && own?.acknowledgment_completed) return;
        await repository.insertAnswer(
          {
            company_id: companyId,
            partner_id: actor.partner.id,
            version: body.version,
            decision: body.acknowledgment_completed ? 'acknowledged' : 'correction_requested',
            note: body.acknowledgment_completed ? null : (body.note ?? null),
            channel: actor.channel,
            ip: actor.ip,
            user_agent: actor.userAgent?.slice(0, 500) ?? null,
            created_at: now,
          },
          tx,
        );
        await repository.setAcknowledged(actor.partner.id, body.acknowledgment_completed, tx);
        if (!body.acknowledgment_completed) {
          await repository.setAcknowledgmentMeet(companyId, false, tx);
          if (pending) {
            await repository.updateEnvelope(
              envelope.id,
              { status: 'voided', closed_reason: 'correction_requested', closed_at: now },
              tx,
            );
            voided = envelope;
          }
          await deps.notifications.later(
            'articlesCorrectionRequested',
            { companyId, partnerName: personName(actor.partner), note: body.note ?? '' },
            { tx },
          );
          return;
        }
        allAcknowledged = await everyoneAcknowledged(companyId, tx);
        if (allAcknowledged) {
          await repository.setAcknowledgmentMeet(companyId, true, tx);
          await deps.notifications.later('signingReady', { companyId }, { tx });
        }
      });
      if (voided) await voidAtProvider(voided, 'correction_requested');
      if (allAcknowledged) {
        // The envelope is created now; if the provider is down, the first code request tries again.
        await ensureEnvelope(company, draft).catch((error: unknown) =>
          deps.log.warn({ err: error, company: companyId }, 'signing: envelope not created yet'),
        );
      }
      return statusOf(await profileOf(companyId), actor.partner.id);
    },

    async sendCode(companyId: number, actor: SigningActor): Promise<TwoFactorSent> {
      return sendCode(await profileOf(companyId), actor);
    },

    /** Checks the code and answers the provider's signing page for the actor. */
    async verifyCode(companyId: number, actor: SigningActor, code: string): Promise<{ signing_url: string }> {
      const company = await profileOf(companyId);
      const signer = await signerFor(company, actor);
      await deps.codes.consume(companyId, actor.partner.id, code, clock());
      await repository.updateSigner(signer.id, { two_factor_verified_at: clock() });
      if (!signer.signing_url) throw new AppError(404, 'signature_not_found');
      return { signing_url: signer.signing_url };
    },

    /** A provider's webhook: verified, then applied once. */
    async webhook(
      providerName: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ) {
      if (providerName !== deps.provider.name) throw new AppError(404, 'not_found');
      const event = await deps.provider.parseWebhook(rawBody, headers);
      await applyEvent(event);
    },

    /** What the redirect_sign page shows for its token_data. */
    async returnStatus(token: string): Promise<SignatureReturn> {
      const envelope = await repository.envelopeByReturnToken(token);
      if (!envelope) throw new AppError(404, 'signature_not_found');
      const company = await deps.companyById(envelope.company_id);
      const signers = await repository.signersOf([envelope.id]);
      return {
        company_id: envelope.company_id,
        company_name: company?.legal_name ?? company?.name ?? null,
        provider: envelope.provider,
        envelope_state: envelope.status,
        signed_count: signers.filter((signer) => signer.status === 'signed').length,
        signer_count: signers.length,
        date_signature: company?.date_signature?.toISOString() ?? null,
        company_type: company?.company_type ?? null,
      };
    },

    /**
     * Renders the draft when the company became ready: after the last partner document is approved, the name
     * authorised, a partner's identity verified, or the founder gave the domicile or the administration.
     */
    async refreshDraft(companyId: number): Promise<void> {
      await currentDraft(await profileOf(companyId));
    },

    /** The e-mailed link of a partner: account partners sign in, the others get a token. */
    async actLinkFor(companyId: number, partnerId: number, appUrl: string): Promise<string> {
      const partner = await deps.partners.findById(partnerId);
      const company = await deps.companyById(companyId);
      const user = partner?.user_id ? await deps.users.findById(partner.user_id) : null;
      const language = company ? await partnerLanguage(partner, company) : 'es';
      const query = new URLSearchParams({ company: String(companyId) });
      if (!user) {
        query.set('partner', String(partnerId));
        query.set('token', await deps.actLinks.tokenFor(companyId, partnerId, clock()));
      }
      return `${appUrl.replace(/\/$/, '')}/${language}/auth/yolo?${query.toString()}`;
    },

    async backofficeQueue(limit = 50): Promise<BackofficeSigningItem[]> {
      const rows = await repository.companiesInSigning(limit);
      const items: BackofficeSigningItem[] = [];
      for (const row of rows) {
        const company = await deps.companyById(row.company_id);
        if (!company) continue;
        const draft = await repository.latestDraft(company.id);
        const partners = await deps.partners.listByCompany(company.id);
        const answers = draft ? await repository.answersSince(company.id, draft.version) : [];
        const latestByPartner = new Map<number, (typeof answers)[number]>();
        for (const answer of answers)
          if (!latestByPartner.has(answer.partner_id)) latestByPartner.set(answer.partner_id, answer);
        const envelope = await repository.latestEnvelope(company.id);
        const signers = envelope ? await repository.signersOf([envelope.id]) : [];
        const nameOf = (partnerId: number) => {
          const partner = partners.find((entry) => entry.id === partnerId);
          return partner ? personName(partner) : '';
        };
        const issues: BackofficeSigningItem['issues'] = [];
        for (const answer of latestByPartner.values()) {
          const partner = partners.find((entry) => entry.id === answer.partner_id);
          if (answer.decision === 'correction_requested' && !partner?.acknowledgment_completed) {
            issues.push({
              kind: 'correction_requested',
              partner_name: nameOf(answer.partner_id),
              note: answer.note,
              created_at: answer.created_at.toISOString(),
            });
          }
        }
        for (const signer of signers) {
          if (signer.status === 'declined') {
            issues.push({
              kind: 'declined',
              partner_name: signer.name,
              note: signer.decline_reason,
              created_at: (signer.declined_at ?? envelope!.created_at).toISOString(),
            });
          }
        }
        items.push({
          company_id: company.id,
          company_name: company.legal_name ?? company.name,
          friendly_id: company.friendly_id,
          draft_version: draft?.version ?? null,
          acknowledged_count: draft
            ? partners.filter((partner) => partner.acknowledgment_completed).length
            : 0,
          partner_count: partners.length,
          envelope_state: envelope?.status ?? null,
          signed_count: signers.filter((signer) => signer.status === 'signed').length,
          date_signature: company.date_signature?.toISOString() ?? null,
          issues: issues.sort((a, b) => b.created_at.localeCompare(a.created_at)),
          signers: signers.map((signer) => ({
            name: signer.name,
            email: signer.email,
            signing_order: signer.signing_order,
            state: signer.status,
            signed_at: signer.signed_at?.toISOString() ?? null,
          })),
        });
      }
      return items;
    },
  };
}
export type SigningService = ReturnType<typeof createSigningService>;
