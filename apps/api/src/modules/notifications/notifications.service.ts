import { isCommissaryDocument, type Catalogue } from '@forja/contracts';
import {
  billNumber,
  checkoutPagePath,
  findPurchase,
  parseLanguage,
  societyTypeFormsOnline,
  type Language,
} from '@forja/domain';
import { isBlank, sameEmail } from '@forja/domain/shared/text';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import type { DocumentOwner } from '../../providers/mail/transactional/document-reviewed';
import type { TransactionalMailBase } from '../../providers/mail/transactional/mail-input';
import { orderProductNames } from '../catalogue/product-names';
import {
  renderTransactionalMail,
  type TransactionalMailInputs,
  type TransactionalMailKind,
} from '../../providers/mail/transactional/transactional-mail';
import type { AppLinks } from './app-links';
import { createDocumentReviewDigest, type DocumentReviewToTell } from './document-review-digest';
import type { DocumentReviewNoticesRepository } from './document-review-notices.repository';
import type {
  NoticeCompanyRow,
  NotificationsRepository,
  PartnerRecipientRow,
  RecipientRow,
} from './notifications.repository';

/** A document review, as the back office records it. */
export type DocumentReviewedNotice = {
  companyId: number;
  /** The company's own document, or one of a partner's (then `partnerId` says whose). */
  kind: 'company' | 'partner';
  /** The document's type: fiscal_identity, national_identity, … (see COMPANY_/PARTNER_DOCUMENT_TYPES). */
  documentType: string;
  partnerId?: number | null;
  approved: boolean;
  /** Why it was rejected: illegible, expired, does_not_match, wrong_document, incomplete, other. */
  category?: string | null;
  /** The operator's note to the founder about a rejection. */
  note?: string | null;
};

/** The Secretaría de Economía's answer on a proposed legal name, as the back office records it. */
export type LegalNameDecision = {
  companyId: number;
  approved: boolean;
  name: string;
  /** A refusal's reason (name_taken, similar_name, reserved_word, other), told in words. */
  reason?: string | null;
  /** The operator's note to the founder about a refusal. */
  note?: string | null;
};

/** The notarial deed as the back office recorded it, and whether the founder already gave an address. */
export type DeedRecordedNotice = {
  companyId: number;
  /** Null for a company formed online (S.A.S.): its registration in the Secretaría de Economía's system. */
  notaryNumber: number | null;
  notaryName: string | null;
  notaryCity: string | null;
  deedNumber: string;
  deedDate: string;
  hasAddress: boolean;
};

/** The certified copy (testimonio) left by courier. */
export type TestimonyShippedNotice = {
  companyId: number;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The address on one line. */
  address: string;
};

/** What each notification takes; the same arguments whether it is sent now or queued. */
export type NotificationArgs = {
  paymentReceived: number;
  paymentFailed: number;
  cfdiIssued: number;
  documentReviewed: DocumentReviewedNotice;
  allDocumentsApproved: number;
  legalNameDecided: LegalNameDecision;
  forjaDocumentAvailable: { companyId: number; documentType: string };
  supportReplied: { requestId: number; reply: string };
  articlesDraftReady: { companyId: number; version: number };
  articlesCorrectionRequested: { companyId: number; partnerName: string; note: string };
  signingReady: { companyId: number };
  signingReminder: { companyId: number; partnerId: number };
  signingCompleted: { companyId: number };
  signingDeclined: { companyId: number; partnerName: string; reason: string | null };
  seSignatureReady: { companyId: number };
  deedRecorded: DeedRecordedNotice;
  testimonyShipped: TestimonyShippedNotice;
  testimonyDelivered: { companyId: number };
};
export type NotificationName = keyof NotificationArgs;

/** The job that sends a queued notification (with the queue's retries when the mail server fails). */
export const SEND_NOTIFICATION_JOB = 'send-notification';

/** The name a founder knows their company by: the authorised legal name, else the name they gave it. */
export function companyDisplayName(
  company: Pick<NoticeCompanyRow, 'legal_name' | 'name'> & { friendly_id: string | null },
): string {
  return company.legal_name?.trim() || company.name?.trim() || company.friendly_id || '';
}

export function recipientLanguage(recipient: Pick<RecipientRow, 'language'>): Language {
  return parseLanguage(recipient.language) ?? 'es';
}

/**
 * The personal link a partner reviews and signs the articles of incorporation with: an absolute URL that
 * works without an account (the signing module issues it).
 */
export type PartnerActLinks = {
  forPartner(companyId: number, partnerId: number): Promise<string>;
};

/** Where one e-mail goes: an address, the first name it greets and its language. */
type MailRecipient = { email: string; name: string; language: Language };

function accountRecipient(account: RecipientRow): MailRecipient {
  return { email: account.email, name: account.first_names, language: recipientLanguage(account) };
}

/**
 * A partner as e-mails reach them: through their account when they have one; else at the address the
 * company gave, in the language of their invitation (or the one they last used through their links), else
 * in `fallback` (the founder's language). Null for a partner with no address.
 */
function partnerRecipient(partner: PartnerRecipientRow, fallback: Language): MailRecipient | null {
  if (partner.account) return accountRecipient(partner.account);
  const email = partner.email?.trim();
  if (!email) return null;
  return {
    email,
    name: partner.first_name?.trim() || partner.name,
    language: parseLanguage(partner.language) ?? fallback,
  };
}

/**
 * The transactional e-mails, addressed from ids: each method loads who to write to (the company's founder,
 * and for a partner's document also the partner when they have an account; for the articles of incorporation
 * every partner with an address, in the founder's language when they have no account), writes in each
 * recipient's language with a link to the right page (a partner's own act link for reviewing and signing),
 * and sends through the mailer. Each answers how many e-mails it sent
 * (0 when what it is about no longer exists). A mail server that fails makes it throw.
 *
 * Call a method after the change it announces is committed; or, inside the transaction that makes the change,
 * `later(name, args, { tx })` queues it as a job that runs after the commit and retries if the mail fails:
 *
 * ```ts
 * await services.notifications.documentReviewed({ companyId, kind: 'partner', partnerId, documentType: 'address',
 *   approved: false, category: 'illegible', note: 'Sube una foto con más luz' });
 * await services.notifications.later('legalNameDecided', { companyId, approved: true, name }, { tx });
 * ```
 */
export function createNotificationsService(deps: {
  repository: NotificationsRepository;
  mailer: Mailer;
  links: AppLinks;
  jobs: JobQueue;
  catalogue: Catalogue;
  actLinks: PartnerActLinks;
  /** The document reviews waiting for their digest (gatherDocumentReview). */
  reviewNotices: DocumentReviewNoticesRepository;
  clock?: () => Date;
  /** The digest's quiet spell and longest wait, when not the defaults (DOCUMENT_REVIEW_DIGEST_*_MS). */
  reviewDigest?: { quietMs?: number; maxWaitMs?: number };
  /**
   * The funnel's server-side steps (paid, documents approved, signed), recorded for founders who granted the
   * analytics consent (the service checks it).
   */
  track?: (
    userId: number,
    event: 'paid' | 'documents_approved' | 'signed',
    properties: { company_id: number },
  ) => Promise<unknown>;
}) {
  const { repository, links } = deps;
  const track = (userId: number, event: 'paid' | 'documents_approved' | 'signed', companyId: number) =>
    deps.track?.(userId, event, { company_id: companyId });

  type BuildInput<Kind extends TransactionalMailKind> = (
    base: Omit<TransactionalMailBase, 'link'> & { language: Language },
  ) => TransactionalMailInputs[Kind];

  /** Renders one e-mail for a recipient in their language and sends it. */
  async function deliver<Kind extends TransactionalMailKind>(
    recipient: MailRecipient,
    company: NoticeCompanyRow,
    kind: Kind,
    build: BuildInput<Kind>,
  ): Promise<void> {
    const input = build({
      language: recipient.language,
      name: recipient.name,
      companyName: companyDisplayName(company),
    });
    const content = await renderTransactionalMail(kind, input);
    await deps.mailer.send({ to: recipient.email, ...content });
  }

  /** Renders one e-mail for an account in its language and sends it. */
  function send<Kind extends TransactionalMailKind>(
    recipient: RecipientRow,
    company: NoticeCompanyRow,
    kind: Kind,
    build: BuildInput<Kind>,
  ): Promise<void> {
    return deliver(accountRecipient(recipient), company, kind, build);
  }

  /** The company, and its founder when their account still exists. */
  async function companyWithFounder(companyId: number) {
    const company = await repository.company(companyId);
    if (!company) return null;
    return { company, founder: await repository.recipient(company.user_id) };
  }

  /**
   * The company's partners who have an address, each once (two partners, or a partner and `exclude`, with the
   * same address get one e-mail). Partners without an account read the founder's language, Spanish when the
   * founder is unknown.
   */
  async function partnerRecipients(
    company: NoticeCompanyRow,
    founder: RecipientRow | null,
    exclude: readonly string[] = [],
  ): Promise<{ partner: PartnerRecipientRow; to: MailRecipient }[]> {
    const fallback = founder ? recipientLanguage(founder) : 'es';
    const seen = new Set(exclude.map((email) => email.toLowerCase()));
    const recipients: { partner: PartnerRecipientRow; to: MailRecipient }[] = [];
    for (const partner of await repository.companyPartners(company.id)) {
      const to = partnerRecipient(partner, fallback);
      if (!to || seen.has(to.email.toLowerCase())) continue;
      seen.add(to.email.toLowerCase());
      recipients.push({ partner, to });
    }
    return recipients;
  }

  /** The company and its founder (the account that created it). */
  async function companyAndFounder(companyId: number) {
    const company = await repository.company(companyId);
    const founder = company ? await repository.recipient(company.user_id) : null;
    return company && founder ? { company, founder } : null;
  }

  /**
   * Who hears of a document's review, and whose document it is to each: the founder, and for a partner's
   * document the partner too when they have an account of their own; none when the partner is gone. Another
   * partner who has an account hears of their approved document; the founder does not, each time. The
   * commissary's ID and CSF are told to the founder and to the company's outside commissary, through the
   * account that took the invitation.
   */
  async function reviewReaders(
    target: { company: NoticeCompanyRow; founder: RecipientRow },
    notice: Pick<DocumentReviewedNotice, 'companyId' | 'kind' | 'partnerId' | 'approved' | 'documentType'>,
  ): Promise<{ recipient: RecipientRow; owner: DocumentOwner }[]> {
    const recipients: { recipient: RecipientRow; owner: DocumentOwner }[] = [];
    if (notice.kind === 'partner') {
      const partner = notice.partnerId ? await repository.partner(notice.partnerId) : null;
      if (!partner || partner.company_id !== notice.companyId) return [];
      recipients.push({
        recipient: target.founder,
        owner: {
          kind: 'partner',
          partnerName: partner.name,
          // The founder's own row: linked to their account, or carrying their e-mail (as findUserPartner).
          recipientIsPartner:
            partner.user_id === target.founder.id || sameEmail(partner.email, target.founder.email),
        },
      });
      const account =
        partner.user_id && partner.user_id !== target.founder.id
          ? await repository.recipient(partner.user_id)
          : null;
      if (account) {
        recipients.push({
          recipient: account,
          owner: { kind: 'partner', partnerName: partner.name, recipientIsPartner: true },
        });
      }
    } else {
      // The commissary's ID and CSF: the commissary uploads them, and hears of them too; the founder is told the
      // commissary sends a new file, not to upload one.
      const commissary = isCommissaryDocument(notice.documentType)
        ? await repository.commissaryAccount(notice.companyId)
        : null;
      const outsideCommissary = commissary && commissary.id !== target.founder.id ? commissary : null;
      recipients.push({
        recipient: target.founder,
        owner: outsideCommissary ? { kind: 'company', commissaryUploads: true } : { kind: 'company' },
      });
      if (outsideCommissary) {
        recipients.push({
          recipient: outsideCommissary,
          owner: { kind: 'company', recipientIsCommissary: true },
        });
      }
    }
    const partnerHasAccount = recipients.some(({ recipient }) => recipient.id !== target.founder.id);
    return recipients.filter(
      ({ recipient, owner }) =>
        !notice.approved ||
        !partnerHasAccount ||
        owner.kind === 'company' ||
        owner.recipientIsPartner ||
        recipient.id !== target.founder.id,
    );
  }

  /**
   * The page a reviewed document is listed on: the partners' documents, or the company's Documents; for the
   * commissary reading of their own, the page of their flow where it is uploaded again.
   */
  function reviewLink(
    language: Language,
    notice: Pick<DocumentReviewedNotice, 'companyId' | 'kind' | 'documentType'>,
    owner?: DocumentOwner,
  ) {
    if (owner?.kind === 'company' && owner.recipientIsCommissary)
      return links.commissary(
        language,
        notice.companyId,
        notice.documentType === 'commissary_CSF' ? 'complementaries' : '',
      );
    return notice.kind === 'partner'
      ? links.partnersDocuments(language, notice.companyId)
      : links.documents(language, notice.companyId);
  }

  /** One document's review, to one reader: approved, or rejected with the reason in words and the note. */
  async function sendReview(
    recipient: RecipientRow,
    company: NoticeCompanyRow,
    notice: DocumentReviewedNotice,
    owner: DocumentOwner,
  ): Promise<void> {
    if (notice.approved) {
      await send(recipient, company, 'document_approved', (base) => ({
        ...base,
        link: reviewLink(base.language, notice, owner),
        documentType: notice.documentType,
        owner,
      }));
    } else {
      await send(recipient, company, 'document_rejected', (base) => ({
        ...base,
        link: reviewLink(base.language, notice, owner),
        documentType: notice.documentType,
        owner,
        category: notice.category ?? 'other',
        note: notice.note ?? null,
      }));
    }
  }

  const notifications = {
    /**
     * An order was paid (by card, or the cash an OXXO store confirmed): to the founder, with the amount and a
     * link to Invoices. The payments service queues it once, when the order becomes complete.
     */
    async paymentReceived(orderId: number): Promise<number> {
      const found = await repository.order(orderId);
      if (!found || found.order.status !== 'complete') return 0;
      const target = await companyAndFounder(found.order.company_id);
      if (!target) return 0;
      const method = (found.payment?.method ?? found.order.payment_method) === 'oxxo' ? 'oxxo' : 'card';
      await send(target.founder, target.company, 'payment_received', (base) => ({
        ...base,
        link: links.invoices(base.language, target.company.id),
        method,
        items: orderProductNames(base.language, found.order.product_key, found.items),
        subtotalCentavos: found.order.subtotal_centavos,
        ivaCentavos: found.order.iva_centavos,
        totalCentavos: found.order.total_centavos,
        cardLast4: method === 'card' ? (found.payment?.card_last4 ?? null) : null,
      }));
      await track(target.company.user_id, 'paid', target.company.id);
      return 1;
    },

    /**
     * An OXXO voucher expired unpaid: to the founder, with a link to the checkout that sells the order's
     * product. The payments service queues it once per voucher that fails.
     */
    async paymentFailed(orderId: number): Promise<number> {
      const found = await repository.order(orderId);
      if (!found || found.order.status === 'complete') return 0;
      const target = await companyAndFounder(found.order.company_id);
      if (!target) return 0;
      const purchase = findPurchase(deps.catalogue, found.order.product_key);
      const page = purchase ? checkoutPagePath(purchase, target.company) : '';
      await send(target.founder, target.company, 'payment_failed', (base) => ({
        ...base,
        link: links.payment(base.language, target.company.id, page),
        items: orderProductNames(base.language, found.order.product_key, found.items),
        totalCentavos: found.order.total_centavos,
      }));
      return 1;
    },

    /**
     * A bill's CFDI was issued: its folio fiscal (UUID), to the billing data's e-mail when the buyer gave one
     * (greeting no one by name: it may be their accountant's), else to the founder; in the founder's language,
     * linking to Invoices, where its XML downloads. Nothing unless the CFDI is issued by the time it is sent.
     */
    async cfdiIssued(billId: number): Promise<number> {
      const bill = await repository.bill(billId);
      if (!bill?.billing || bill.cfdi_status !== 'issued' || !bill.cfdi_uuid) return 0;
      const target = await companyAndFounder(bill.company_id);
      if (!target) return 0;
      const founder = accountRecipient(target.founder);
      const billingEmail = bill.billing.email?.trim() || null;
      const toBillingEmail = Boolean(
        billingEmail && billingEmail.toLowerCase() !== founder.email.toLowerCase(),
      );
      const to = toBillingEmail && billingEmail ? { ...founder, email: billingEmail, name: '' } : founder;
      const uuid = bill.cfdi_uuid;
      const billing = bill.billing;
      await deliver(to, target.company, 'cfdi_issued', (base) => ({
        ...base,
        link: links.invoices(base.language, target.company.id),
        uuid,
        receiptNumber: billNumber(bill),
        totalCentavos: bill.total_centavos,
        legalName: billing.legal_name,
        rfc: billing.rfc,
        test: bill.cfdi_test,
        toBillingEmail,
      }));
      return 1;
    },

    /**
     * A document was approved or rejected (with the category in words and the operator's note): to the
     * founder and, for a partner's document, to the partner too when they have an account (for the
     * commissary's ID or CSF, to the commissary too). Links to Documents or to the partners' documents, and
     * the commissary to the page of their flow where the document is uploaded again. The approved document of another partner who has an account is that
     * partner's news only: the founder hears of those once every document is approved (allDocumentsApproved),
     * not one e-mail each. The back office gathers its reviews with `gatherDocumentReview` instead.
     */
    async documentReviewed(notice: DocumentReviewedNotice): Promise<number> {
      const target = await companyAndFounder(notice.companyId);
      if (!target) return 0;
      const told = await reviewReaders(target, notice);
      for (const { recipient, owner } of told) await sendReview(recipient, target.company, notice, owner);
      return told.length;
    },

    /**
     * A company's documents reviewed in one sitting: each reader (the same as for documentReviewed, document by
     * document) gets one e-mail in their language listing every document of theirs, its partner, and whether
     * it was approved or rejected with the reason and the operator's note; a reader told of one document gets
     * that document's own e-mail. Links to where a rejected document is uploaded again, else to the first
     * document's page.
     */
    async documentReviewDigest(companyId: number, reviews: DocumentReviewToTell[]): Promise<number> {
      const target = await companyAndFounder(companyId);
      if (!target) return 0;
      const readers = new Map<
        number,
        { recipient: RecipientRow; documents: { notice: DocumentReviewedNotice; owner: DocumentOwner }[] }
      >();
      for (const review of reviews) {
        const notice: DocumentReviewedNotice = { ...review, companyId };
        for (const { recipient, owner } of await reviewReaders(target, notice)) {
          const reader = readers.get(recipient.id) ?? { recipient, documents: [] };
          reader.documents.push({ notice, owner });
          readers.set(recipient.id, reader);
        }
      }
      for (const { recipient, documents } of readers.values()) {
        const [only] = documents;
        if (documents.length === 1 && only) {
          await sendReview(recipient, target.company, only.notice, only.owner);
          continue;
        }
        const first = documents.find(({ notice }) => !notice.approved) ?? documents[0];
        await send(recipient, target.company, 'document_review_digest', (base) => ({
          ...base,
          link: first
            ? reviewLink(base.language, first.notice, first.owner)
            : links.documents(base.language, companyId),
          documents: documents.map(({ notice, owner }) => ({
            documentType: notice.documentType,
            owner,
            approved: notice.approved,
            category: notice.approved ? null : (notice.category ?? 'other'),
            note: notice.approved ? null : (notice.note ?? null),
          })),
        }));
      }
      return readers.size;
    },

    /** Every document of the company is approved: to the founder, with a link to the dashboard. */
    async allDocumentsApproved(companyId: number): Promise<number> {
      const target = await companyAndFounder(companyId);
      if (!target) return 0;
      await send(target.founder, target.company, 'all_documents_approved', (base) => ({
        ...base,
        link: links.dashboard(base.language, companyId),
      }));
      await track(target.company.user_id, 'documents_approved', companyId);
      return 1;
    },

    /**
     * The Secretaría de Economía authorised or refused a proposed legal name: to the founder, with a link to
     * the company's legal names.
     */
    async legalNameDecided(decision: LegalNameDecision): Promise<number> {
      const target = await companyAndFounder(decision.companyId);
      if (!target) return 0;
      await send(
        target.founder,
        target.company,
        decision.approved ? 'legal_name_approved' : 'legal_name_refused',
        (base) => ({
          ...base,
          link: links.legalNames(base.language, decision.companyId),
          legalName: decision.name,
          refusalReason: decision.reason ?? null,
          refusalNote: decision.note ?? null,
        }),
      );
      return 1;
    },

    /** Forja uploaded a document for the company (deed, contract…): to the founder, linking to Documents. */
    async forjaDocumentAvailable(args: { companyId: number; documentType: string }): Promise<number> {
      const target = await companyAndFounder(args.companyId);
      if (!target) return 0;
      await send(target.founder, target.company, 'forja_document_available', (base) => ({
        ...base,
        link: links.documents(base.language, args.companyId),
        documentType: args.documentType,
        // Read when the e-mail goes: the founder may have given the address since the upload.
        hasAddress: !isBlank(target.company.shipping_address),
      }));
      return 1;
    },

    /**
     * An operator answered a support request: to whoever made it, with the reply in full and what they asked,
     * linking to the company in Forja (where the help widget lists their requests).
     */
    async supportReplied(args: { requestId: number; reply: string }): Promise<number> {
      const request = await repository.supportRequest(args.requestId);
      const company = request ? await repository.company(request.company_id) : null;
      const recipient = request ? await repository.recipient(request.user_id) : null;
      if (!request || !company || !recipient) return 0;
      await send(recipient, company, 'support_reply', (base) => ({
        ...base,
        link: links.dashboard(base.language, company.id),
        requestType: request.request_type,
        question: request.message,
        reply: args.reply,
      }));
      return 1;
    },

    /**
     * A new version of the draft articles of incorporation is ready: to every partner with an address, to
     * review it and confirm it or ask for a correction, through their own act link. Nothing when a newer
     * version has replaced it by the time it is sent.
     */
    async articlesDraftReady(args: NotificationArgs['articlesDraftReady']): Promise<number> {
      const target = await companyWithFounder(args.companyId);
      if (!target) return 0;
      const latest = await repository.latestDraftVersion(args.companyId);
      if (latest !== null && latest > args.version) return 0;
      const recipients = await partnerRecipients(target.company, target.founder);
      for (const { partner, to } of recipients) {
        const link = await deps.actLinks.forPartner(args.companyId, partner.id);
        await deliver(to, target.company, 'articles_draft_ready', (base) => ({
          ...base,
          link,
          version: args.version,
        }));
      }
      return recipients.length;
    },

    /**
     * A partner asked for a correction of the draft: to the founder, with what they asked (Forja's team
     * reviews it), linking to the dashboard.
     */
    async articlesCorrectionRequested(
      args: NotificationArgs['articlesCorrectionRequested'],
    ): Promise<number> {
      const target = await companyAndFounder(args.companyId);
      if (!target) return 0;
      await send(target.founder, target.company, 'articles_correction_requested', (base) => ({
        ...base,
        link: links.dashboard(base.language, args.companyId),
        partnerName: args.partnerName,
        note: args.note,
      }));
      return 1;
    },

    /** Every partner acknowledged the draft: to every partner with an address, to sign through their act link. */
    async signingReady(args: NotificationArgs['signingReady']): Promise<number> {
      const target = await companyWithFounder(args.companyId);
      if (!target) return 0;
      const recipients = await partnerRecipients(target.company, target.founder);
      for (const { partner, to } of recipients) {
        const link = await deps.actLinks.forPartner(args.companyId, partner.id);
        await deliver(to, target.company, 'signing_ready', (base) => ({
          ...base,
          link,
          formsOnline: societyTypeFormsOnline(target.company.company_type),
        }));
      }
      return recipients.length;
    },

    /**
     * A reminder to one partner of the company who has not signed: through their act link. Nothing when, by
     * the time it is sent, they signed or declined, or the newest envelope is no longer waiting for signatures.
     */
    async signingReminder(args: NotificationArgs['signingReminder']): Promise<number> {
      const target = await companyWithFounder(args.companyId);
      if (!target) return 0;
      const partners = await repository.companyPartners(args.companyId);
      const partner = partners.find((candidate) => candidate.id === args.partnerId);
      if (!partner) return 0;
      const signing = await repository.partnerSigning(args.companyId, args.partnerId);
      if (
        signing &&
        (signing.envelope !== 'pending' || signing.signer === 'signed' || signing.signer === 'declined')
      ) {
        return 0;
      }
      const to = partnerRecipient(partner, target.founder ? recipientLanguage(target.founder) : 'es');
      if (!to) return 0;
      const link = await deps.actLinks.forPartner(args.companyId, partner.id);
      await deliver(to, target.company, 'signing_reminder', (base) => ({ ...base, link }));
      return 1;
    },

    /**
     * Every partner signed: to the founder and every partner with an address (each once). Readers with an
     * account are sent to the company's Documents, where the signed articles and the audit certificate are;
     * partners without one to their act link.
     */
    async signingCompleted(args: NotificationArgs['signingCompleted']): Promise<number> {
      const target = await companyWithFounder(args.companyId);
      if (!target) return 0;
      const { company, founder } = target;
      const formsOnline = societyTypeFormsOnline(company.company_type);
      await track(company.user_id, 'signed', company.id);
      let sent = 0;
      if (founder) {
        await send(founder, company, 'signing_completed', (base) => ({
          ...base,
          link: links.documents(base.language, args.companyId),
          via: 'documents',
          formsOnline,
        }));
        sent += 1;
      }
      for (const { partner, to } of await partnerRecipients(
        company,
        founder,
        founder ? [founder.email] : [],
      )) {
        const link = partner.account ? null : await deps.actLinks.forPartner(args.companyId, partner.id);
        await deliver(to, company, 'signing_completed', (base) => ({
          ...base,
          link: link ?? links.documents(base.language, args.companyId),
          via: link ? 'act_link' : 'documents',
          formsOnline,
        }));
        sent += 1;
      }
      return sent;
    },

    /**
     * A partner declined to sign: to the founder, with their reason; Forja's team reviews it and the draft is
     * to be acknowledged again. Links to the dashboard.
     */
    async signingDeclined(args: NotificationArgs['signingDeclined']): Promise<number> {
      const target = await companyAndFounder(args.companyId);
      if (!target) return 0;
      await send(target.founder, target.company, 'signing_declined', (base) => ({
        ...base,
        link: links.dashboard(base.language, args.companyId),
        partnerName: args.partnerName,
        reason: args.reason,
      }));
      return 1;
    },

    /**
     * An S.A.S.'s articles are ready for signature in the Secretaría de Economía's system: to every partner with
     * an address (each once), to sign there with their own e.firma, and to the founder (told the same as a
     * shareholder when they are one of the partners; else that each shareholder signs and was written to).
     * Readers with an account are sent to the company's Documents, where the articles signed in Forja are;
     * partners without one to their act link. Nothing for a company that is not formed online.
     */
    async seSignatureReady(args: NotificationArgs['seSignatureReady']): Promise<number> {
      const target = await companyWithFounder(args.companyId);
      if (!target) return 0;
      const { company, founder } = target;
      if (!societyTypeFormsOnline(company.company_type)) return 0;
      const recipients = await partnerRecipients(company, founder);
      for (const { partner, to } of recipients) {
        const link = partner.account ? null : await deps.actLinks.forPartner(args.companyId, partner.id);
        await deliver(to, company, 'se_signature_ready', (base) => ({
          ...base,
          link: link ?? links.documents(base.language, args.companyId),
          via: link ? 'act_link' : 'documents',
          signs: true,
        }));
      }
      const founderReached =
        founder !== null && recipients.some(({ to }) => sameEmail(to.email, founder.email));
      if (founder && !founderReached) {
        await send(founder, company, 'se_signature_ready', (base) => ({
          ...base,
          link: links.documents(base.language, args.companyId),
          via: 'documents',
          signs: false,
        }));
        return recipients.length + 1;
      }
      return recipients.length;
    },

    /**
     * The notarial deed (or an S.A.S.'s registration) was recorded: to the founder. A deed links to the company's
     * record, where the shipping address of its testimonio is given; an S.A.S. (nothing to ship) to the dashboard.
     */
    async deedRecorded(args: DeedRecordedNotice): Promise<number> {
      const target = await companyAndFounder(args.companyId);
      if (!target) return 0;
      await send(target.founder, target.company, 'deed_recorded', (base) => ({
        ...base,
        link:
          args.notaryNumber === null
            ? links.dashboard(base.language, args.companyId)
            : links.companyDetail(base.language, args.companyId),
        notaryNumber: args.notaryNumber,
        notaryName: args.notaryName,
        notaryCity: args.notaryCity,
        deedNumber: args.deedNumber,
        deedDate: args.deedDate,
        hasAddress: args.hasAddress,
      }));
      return 1;
    },

    /**
     * The certified copy was shipped: to the founder, with the carrier, tracking number and tracking page; links
     * to the company's record, where its delivery card is.
     */
    async testimonyShipped(args: TestimonyShippedNotice): Promise<number> {
      const target = await companyAndFounder(args.companyId);
      if (!target) return 0;
      await send(target.founder, target.company, 'testimony_shipped', (base) => ({
        ...base,
        link: links.companyDetail(base.language, args.companyId),
        carrier: args.carrier,
        trackingNumber: args.trackingNumber,
        trackingUrl: args.trackingUrl,
        address: args.address,
      }));
      return 1;
    },

    /** The certified copy was delivered: to the founder, linking to the dashboard. */
    async testimonyDelivered(args: { companyId: number }): Promise<number> {
      const target = await companyAndFounder(args.companyId);
      if (!target) return 0;
      await send(target.founder, target.company, 'testimony_delivered', (base) => ({
        ...base,
        link: links.dashboard(base.language, args.companyId),
      }));
      return 1;
    },
  };

  async function dispatch(name: NotificationName, args: unknown): Promise<number> {
    switch (name) {
      case 'paymentReceived':
        return notifications.paymentReceived(args as number);
      case 'paymentFailed':
        return notifications.paymentFailed(args as number);
      case 'cfdiIssued':
        return notifications.cfdiIssued(args as number);
      case 'documentReviewed':
        return notifications.documentReviewed(args as DocumentReviewedNotice);
      case 'allDocumentsApproved':
        return notifications.allDocumentsApproved(args as number);
      case 'legalNameDecided':
        return notifications.legalNameDecided(args as LegalNameDecision);
      case 'forjaDocumentAvailable':
        return notifications.forjaDocumentAvailable(args as NotificationArgs['forjaDocumentAvailable']);
      case 'supportReplied':
        return notifications.supportReplied(args as NotificationArgs['supportReplied']);
      case 'articlesDraftReady':
        return notifications.articlesDraftReady(args as NotificationArgs['articlesDraftReady']);
      case 'articlesCorrectionRequested':
        return notifications.articlesCorrectionRequested(
          args as NotificationArgs['articlesCorrectionRequested'],
        );
      case 'signingReady':
        return notifications.signingReady(args as NotificationArgs['signingReady']);
      case 'signingReminder':
        return notifications.signingReminder(args as NotificationArgs['signingReminder']);
      case 'signingCompleted':
        return notifications.signingCompleted(args as NotificationArgs['signingCompleted']);
      case 'signingDeclined':
        return notifications.signingDeclined(args as NotificationArgs['signingDeclined']);
      case 'seSignatureReady':
        return notifications.seSignatureReady(args as NotificationArgs['seSignatureReady']);
      case 'deedRecorded':
        return notifications.deedRecorded(args as DeedRecordedNotice);
      case 'testimonyShipped':
        return notifications.testimonyShipped(args as TestimonyShippedNotice);
      case 'testimonyDelivered':
        return notifications.testimonyDelivered(args as NotificationArgs['testimonyDelivered']);
    }
  }

  const reviewDigest = createDocumentReviewDigest({
    repository: deps.reviewNotices,
    jobs: deps.jobs,
    clock: deps.clock ?? (() => new Date()),
    send: (companyId, reviews) => notifications.documentReviewDigest(companyId, reviews),
    ...deps.reviewDigest,
  });

  deps.jobs.register(SEND_NOTIFICATION_JOB, async (payload) => {
    const name = payload.name as NotificationName;
    if (!Object.hasOwn(notifications, name)) throw new Error(`unknown notification ${String(name)}`);
    await dispatch(name, payload.args);
  });

  return {
    ...notifications,

    /**
     * Queues a notification as a job, inside the caller's transaction when `tx` is given: it is sent only if
     * the transaction commits, after it (or at `runAt`), and retried when the mail server fails.
     */
    async later<Name extends NotificationName>(
      name: Name,
      args: NotificationArgs[Name],
      options: { tx?: Database; runAt?: Date } = {},
    ): Promise<void> {
      await deps.jobs.enqueue(SEND_NOTIFICATION_JOB, { name, args }, options);
    },

    /**
     * Adds a document review to its company's digest, inside the review's transaction: each reader gets one
     * e-mail listing the company's documents reviewed in one sitting, a quiet spell after the last review
     * (documentReviewDigest). Answers when the digest is due.
     */
    gatherDocumentReview: (review: DocumentReviewToTell, options: { tx: Database }): Promise<Date> =>
      reviewDigest.gather(review, options),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
