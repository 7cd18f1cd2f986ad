import type { Readable } from 'node:stream';
import type {
  DocumentRejectionCategory,
  DocumentReviewDetail,
  ReviewDocument,
  ReviewFileSide,
  ReviewNoteReader,
  ReviewMatch,
  ReviewedDocumentKind,
} from '@forja/contracts';
import { DOCUMENT_REJECTION_CATEGORIES } from '@forja/contracts';
import { areCompanyDocumentsApproved, documentReviewState, parseLanguage } from '@forja/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { PartnerAddress } from '../../db/schema/partners';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { Storage } from '../../providers/storage/storage';
import type { NotificationsService } from '../notifications/notifications.service';
import { isIdentityDocument, recordAudit, type IdentityFileAudit } from '../audit/audit-log';
import { REVIEWED_COMPANY_DOCUMENTS } from './backoffice-overview';
import { isStoredFileReadable } from './document-review-files';
import type {
  CommissaryForReview,
  CompanyRowForReview,
  DocumentQueueFilter,
  DocumentReviewRepository,
  PartnerRowForReview,
  ReviewedDocumentRow,
} from './document-review.repository';
import { staffOf } from '../staff/staff-access';

/** A rejection's category and note, checked: a category from the list, and a note when it is `other`. */
export function requireRejectionReason(input: {
  category?: DocumentRejectionCategory | null | undefined;
  note?: string | null | undefined;
}): { category: DocumentRejectionCategory; note: string | null } {
  const category = input.category ?? null;
  const note = input.note?.trim() || null;
  if (!category || !(DOCUMENT_REJECTION_CATEGORIES as readonly string[]).includes(category))
    throw badRequest('rejection_category_required');
  if (category === 'other' && !note) throw badRequest('rejection_category_required');
  return { category, note };
}

/** A country's name in Spanish (the back office compares it with the proof), or its code when unknown. */
function spanishCountryName(code: string): string {
  try {
    return new Intl.DisplayNames(['es'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A partner's or company's address on one line, as the operator compares it with a proof of address: a Mexican
 * one with its colonia and C.P., one outside Mexico with its city, region, postal code and country.
 */
export function addressLine(address: PartnerAddress | null | undefined): string | null {
  if (!address) return null;
  if ('address_line1' in address) {
    return [
      address.address_line1,
      address.address_line2,
      address.city,
      address.region,
      address.postal_code,
      spanishCountryName(address.country),
    ]
      .filter(Boolean)
      .join(', ');
  }
  const street = [
    address.street,
    address.exterior_number,
    address.interior_number && `int. ${address.interior_number}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    [
      street,
      address.settlement,
      address.municipality,
      address.state,
      address.postal_code && `C.P. ${address.postal_code}`,
    ]
      .filter(Boolean)
      .join(', ') || null
  );
}

const partnerName = (partner: PartnerRowForReview) =>
  partner.name?.trim() || [partner.first_name, partner.last_name].filter(Boolean).join(' ') || null;

const companyName = (company: CompanyRowForReview) =>
  company.legal_name?.trim() || company.name?.trim() || null;

const COMMISSARY_DOCUMENTS = new Set(['commissary_national_identity', 'commissary_CSF']);
/** The commissary's ID: its document is the front; the back is stored with the commissary (and replaced with it). */
const COMMISSARY_ID = 'commissary_national_identity';

const isReviewed = (row: ReviewedDocumentRow) =>
  row.kind === 'partner' || REVIEWED_COMPANY_DOCUMENTS.includes(row.type);

/**
 * The documents queue: company documents of the reviewed types and every partner document, each shown with
 * the data it must match; approving (only a file that can be opened) or rejecting with a category. Each
 * decision is taken in one transaction that checks the file is still the one the operator saw and still
 * waiting, records the review and the audit event, and queues the e-mails to send once it commits.
 */
export function createDocumentReviewService(deps: {
  db: Database;
  repository: DocumentReviewRepository;
  storage: Storage;
  notifications: NotificationsService;
  /** Recomputes the company's partners_has_documents_completed (a rejected document counts as missing). */
  refreshDocumentsCompleted: (companyId: number) => Promise<boolean>;
  clock: () => Date;
}) {
  const { repository } = deps;

  /** Queue items for rows: the company, the partner and the data each document must match. */
  async function toItems(rows: ReviewedDocumentRow[]): Promise<ReviewDocument[]> {
    const companyIds = [...new Set(rows.map((row) => row.company_id))];
    const partnerIds = [...new Set(rows.flatMap((row) => (row.partner_id === null ? [] : [row.partner_id])))];
    const [companyRows, partnerRows, commissaries] = await Promise.all([
      repository.companiesByIds(companyIds),
      repository.partnersByIds(partnerIds),
      repository.commissariesOf(companyIds),
    ]);
    const companies = new Map(companyRows.map((company) => [company.id, company]));
    const partners = new Map(partnerRows.map((partner) => [partner.id, partner]));
    return rows.map((row) => {
      const company = companies.get(row.company_id);
      const partner = row.partner_id === null ? undefined : partners.get(row.partner_id);
      const commissary = commissaries.get(row.company_id);
      return {
        kind: row.kind,
        id: row.id,
        type: row.type,
        file_name: row.file_name,
        content_type: row.content_type,
        size_bytes: row.size_bytes,
        version: row.storage_key,
        uploaded_at: row.updated_at.toISOString(),
        state: documentReviewState(row),
        company: {
          id: row.company_id,
          friendly_id: company?.friendly_id ?? String(row.company_id),
          name: company ? companyName(company) : null,
        },
        partner: partner ? { id: partner.id, name: partnerName(partner) } : null,
        must_match: mustMatch(row, company, partner, commissary),
        other_sides: otherSides(row, commissary),
      };
    });
  }

  function mustMatch(
    row: ReviewedDocumentRow,
    company: CompanyRowForReview | undefined,
    partner: PartnerRowForReview | undefined,
    commissary: CommissaryForReview | undefined,
  ): ReviewMatch {
    if (partner) {
      return {
        holder: 'partner',
        name: partnerName(partner),
        rfc: partner.rfc,
        curp: partner.curp,
        address: addressLine(partner.address),
        is_moral_person: partner.is_moral_person,
        civil_status: partner.civil_status,
        nationalities: partner.nationalities,
        tax_country: partner.tax_country,
      };
    }
    const none = { curp: null, civil_status: null, nationalities: [], tax_country: null };
    if (COMMISSARY_DOCUMENTS.has(row.type)) {
      return {
        ...none,
        holder: 'commissary',
        name: commissary?.name ?? null,
        rfc: commissary?.rfc ?? null,
        address: null,
        is_moral_person: false,
      };
    }
    return {
      ...none,
      holder: 'company',
      name: company ? companyName(company) : null,
      rfc: company?.rfc ?? null,
      address: company?.fiscal_residence ?? null,
      is_moral_person: true,
    };
  }

  /** The sides of a company document stored apart from it: the back of the commissary's ID. */
  function otherSides(row: ReviewedDocumentRow, commissary: CommissaryForReview | undefined) {
    if (row.kind !== 'company' || row.type !== COMMISSARY_ID || !commissary?.back) return [];
    return [
      {
        side: 'back' as const,
        content_type: commissary.back.content_type,
        file_name: commissary.back.file_name,
      },
    ];
  }

  /** The stored file of a document's side: its own for the front, the commissary's back of the ID; or null. */
  async function sideFile(
    row: ReviewedDocumentRow,
    side: ReviewFileSide,
  ): Promise<{ storage_key: string; content_type: string; file_name: string } | null> {
    if (side === 'front') return row;
    if (row.kind !== 'company' || row.type !== COMMISSARY_ID) return null;
    const back = (await repository.commissariesOf([row.company_id])).get(row.company_id)?.back;
    if (!back) return null;
    const extension = back.storage_key.split('.').pop() ?? '';
    return { ...back, file_name: `reverso-identificacion-comisario${extension ? `.${extension}` : ''}` };
  }

  /** A document the queue covers, or 404 not_found (a Forja-issued type is not reviewed here). */
  async function requireDocument(kind: ReviewedDocumentKind, id: number, tx?: Database, lock = false) {
    const row = await repository.findDocument(kind, id, tx, lock);
    if (!row || !isReviewed(row)) throw notFound();
    return row;
  }

  /** The file must still be the one the operator saw, and still waiting for a decision. */
  function requireUndecided(row: ReviewedDocumentRow, version: string) {
    if (row.storage_key !== version) throw conflict('document_changed');
    if (documentReviewState(row) !== 'waiting') throw conflict('already_reviewed');
  }

  /**
   * Who reads a rejection's note (as the review digest e-mails it): the founder, and the partner of a partner's
   * document when they have an account of their own, or the outside commissary of the commissary's ID or CSF
   * once they took the invitation; each in their account's language.
   */
  async function noteReaders(row: ReviewedDocumentRow): Promise<ReviewNoteReader[]> {
    const [company] = await repository.companiesByIds([row.company_id]);
    if (!company) return [];
    const [partner] = row.partner_id === null ? [] : await repository.partnersByIds([row.partner_id]);
    const partnerAccount = partner?.user_id && partner.user_id !== company.user_id ? partner.user_id : null;
    const commissary =
      row.kind === 'company' && COMMISSARY_DOCUMENTS.has(row.type)
        ? (await repository.commissariesOf([row.company_id])).get(row.company_id)
        : undefined;
    const commissaryAccount =
      commissary?.account_id && commissary.account_id !== company.user_id ? commissary.account_id : null;
    const accounts = await repository.accountsByIds(
      [company.user_id, partnerAccount, commissaryAccount].filter((id): id is number => id !== null),
    );
    const reader = (role: ReviewNoteReader['role'], userId: number): ReviewNoteReader[] => {
      const account = accounts.find((entry) => entry.id === userId);
      if (!account) return [];
      const name = [account.first_names, account.last_names].filter(Boolean).join(' ').trim();
      return [{ role, name: name || null, language: parseLanguage(account.language) ?? 'es' }];
    };
    return [
      ...reader('founder', company.user_id),
      ...(partnerAccount ? reader('partner', partnerAccount) : []),
      ...(commissaryAccount ? reader('commissary', commissaryAccount) : []),
    ];
  }

  async function detail(kind: ReviewedDocumentKind, id: number): Promise<DocumentReviewDetail> {
    const row = await requireDocument(kind, id);
    const [item] = await toItems([row]);
    const reviews = await repository.lastReviews([{ kind, id, storage_key: row.storage_key }]);
    const last = reviews.get(`${kind}:${id}`);
    return {
      ...(item as ReviewDocument),
      note_readers: await noteReaders(row),
      last_decision: last
        ? {
            approved: last.approved,
            category: (DOCUMENT_REJECTION_CATEGORIES as readonly string[]).includes(last.category ?? '')
              ? (last.category as DocumentRejectionCategory)
              : null,
            note: last.note,
            reviewer_email: last.reviewer_email,
            decided_at: last.created_at.toISOString(),
          }
        : null,
    };
  }

  /**
   * Records one decision in one transaction; the review joins the company's e-mail digest in it (sent a few
   * quiet minutes after the last review, once it commits).
   */
  async function decide(
    request: FastifyRequest,
    kind: ReviewedDocumentKind,
    id: number,
    version: string,
    decision:
      { approved: true } | { approved: false; category: DocumentRejectionCategory; note: string | null },
  ): Promise<DocumentReviewDetail> {
    const seen = await requireDocument(kind, id);
    requireUndecided(seen, version);
    if (decision.approved && !(await isStoredFileReadable(deps.storage, seen)))
      throw conflict('document_file_unreadable');
    // The decision covers every side the operator was shown: the back of the commissary's ID too.
    const back = decision.approved ? await sideFile(seen, 'back') : null;
    if (back && !(await isStoredFileReadable(deps.storage, back))) throw conflict('document_file_unreadable');
    const now = deps.clock();
    await deps.db.transaction(async (t) => {
      await repository.lockCompany(seen.company_id, t);
      const row = await requireDocument(kind, id, t, true);
      requireUndecided(row, version);
      const before = areCompanyDocumentsApproved(
        await repository.approvalSnapshot(row.company_id, t),
        REVIEWED_COMPANY_DOCUMENTS,
      );
      const category = decision.approved ? null : decision.category;
      const note = decision.approved ? null : decision.note;
      await repository.decide(kind, id, { is_approved: decision.approved, rejection_category: category }, t);
      await repository.insertReview(
        {
          document_kind: kind,
          document_id: id,
          storage_key: row.storage_key,
          reviewer_id: staffOf(request).userId,
          approved: decision.approved,
          category,
          note,
          created_at: now,
        },
        t,
      );
      await recordAudit(t, request, {
        action: decision.approved ? 'document.approve' : 'document.reject',
        companyId: row.company_id,
        partnerId: row.partner_id,
        subjectType: kind === 'company' ? 'company_document' : 'partner_document',
        subjectId: id,
        before: { type: row.type, is_approved: row.is_approved, rejection_category: row.rejection_category },
        after: { type: row.type, is_approved: decision.approved, rejection_category: category, note },
      });
      // Told in the company's digest: one e-mail per reader a few quiet minutes after the last review.
      const toldAt = await deps.notifications.gatherDocumentReview(
        {
          companyId: row.company_id,
          kind,
          documentId: id,
          partnerId: row.partner_id,
          documentType: row.type,
          approved: decision.approved,
          category,
          note,
        },
        { tx: t },
      );
      if (decision.approved && !before) {
        const after = areCompanyDocumentsApproved(
          await repository.approvalSnapshot(row.company_id, t),
          REVIEWED_COMPANY_DOCUMENTS,
        );
        // With the digest that tells the last approvals, not before it.
        if (after)
          await deps.notifications.later('allDocumentsApproved', row.company_id, { tx: t, runAt: toldAt });
      }
    });
    // A rejected partner document counts as missing again: the company's flag follows.
    await deps.refreshDocumentsCompleted(seen.company_id);
    return detail(kind, id);
  }

  return {
    async list(filter: DocumentQueueFilter): Promise<{ items: ReviewDocument[]; total: number }> {
      const { rows, total } = await repository.listWaiting(filter);
      return { items: await toItems(rows), total };
    },

    detail,

    /**
     * The stored file, to stream to staff; 404 when the document or its file is gone. Opening an ID (a
     * partner's voter card or passport, the commissary's ID) is written to the audit log.
     */
    async openFile(
      kind: ReviewedDocumentKind,
      id: number,
      audit: IdentityFileAudit,
      side: ReviewFileSide = 'front',
    ): Promise<{ stream: Readable; contentType: string; fileName: string }> {
      const row = await requireDocument(kind, id);
      const file = await sideFile(row, side);
      if (!file) throw notFound();
      const stream = await deps.storage.get(file.storage_key);
      if (!stream) throw new AppError(404, 'document_not_exist_s3');
      if (isIdentityDocument(row.type)) {
        await audit({
          actorId: null,
          subjectType: kind === 'partner' ? 'partner_document' : 'company_document',
          subjectId: row.id,
          companyId: row.company_id,
          partnerId: row.partner_id,
          fileType: side === 'front' ? row.type : `${row.type}_${side}`,
          via: 'back_office',
        }).catch((error: unknown) => {
          stream.destroy();
          throw error;
        });
      }
      return { stream, contentType: file.content_type, fileName: file.file_name };
    },

    approve: (request: FastifyRequest, kind: ReviewedDocumentKind, id: number, version: string) =>
      decide(request, kind, id, version, { approved: true }),

    reject: (
      request: FastifyRequest,
      kind: ReviewedDocumentKind,
      id: number,
      body: { version: string; category?: DocumentRejectionCategory | null; note?: string | null },
    ) => decide(request, kind, id, body.version, { approved: false, ...requireRejectionReason(body) }),
  };
}
export type DocumentReviewService = ReturnType<typeof createDocumentReviewService>;
