import type { Readable } from 'node:stream';
import {
  DOCUMENT_REJECTION_CATEGORIES,
  type DocumentRejectionCategory,
  type ReviewLegalRepresentative,
} from '@forja/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Storage } from '../../providers/storage/storage';
import { recordAudit, type IdentityFileAudit } from '../audit/audit-log';
import { isStoredFileReadable } from './document-review-files';
import { requireRejectionReason } from './document-review.service';
import type {
  LegalRepresentativeQueueFilter,
  LegalRepresentativeReviewRepository,
  LegalRepresentativeWithCompany,
} from './legal-representative-review.repository';

const knownCategory = (category: string | null): DocumentRejectionCategory | null =>
  category !== null && (DOCUMENT_REJECTION_CATEGORIES as readonly string[]).includes(category)
    ? (category as DocumentRejectionCategory)
    : null;

function toItem({ representative, company }: LegalRepresentativeWithCompany): ReviewLegalRepresentative {
  const rejected = representative.rejection_category !== null;
  return {
    id: representative.id,
    name: representative.name,
    rfc: representative.rfc,
    image_content_type: representative.image_content_type,
    manual_verification: representative.manual_verification,
    created_at: representative.created_at.toISOString(),
    state: rejected ? 'rejected' : representative.approved ? 'approved' : 'waiting',
    rejection_category: knownCategory(representative.rejection_category),
    rejection_note: representative.rejection_note,
    company: {
      id: company.id,
      friendly_id: company.friendly_id,
      name: company.legal_name?.trim() || company.name?.trim() || null,
    },
  };
}

/**
 * Legal representatives to approve or reject: only the back office decides (a founder's "approved" is
 * ignored when they add one). Each decision checks, in its transaction, that nobody decided first.
 */
export function createLegalRepresentativeReviewService(deps: {
  db: Database;
  repository: LegalRepresentativeReviewRepository;
  storage: Storage;
}) {
  const { repository } = deps;

  async function requireRepresentative(id: number, tx?: Database, lock = false) {
    const row = await repository.find(id, tx, lock);
    if (!row) throw notFound();
    return row;
  }

  const isWaiting = ({ representative }: LegalRepresentativeWithCompany) =>
    !representative.approved && representative.rejection_category === null;

  async function decide(
    request: FastifyRequest,
    id: number,
    decision:
      { approved: true } | { approved: false; category: DocumentRejectionCategory; note: string | null },
  ): Promise<ReviewLegalRepresentative> {
    const seen = await requireRepresentative(id);
    if (!isWaiting(seen)) throw conflict('already_reviewed');
    if (
      decision.approved &&
      !(await isStoredFileReadable(deps.storage, {
        storage_key: seen.representative.image_key,
        content_type: seen.representative.image_content_type,
      }))
    )
      throw conflict('document_file_unreadable');
    await deps.db.transaction(async (t) => {
      const row = await requireRepresentative(id, t, true);
      if (!isWaiting(row)) throw conflict('already_reviewed');
      const after = decision.approved
        ? { approved: true, rejection_category: null, rejection_note: null }
        : { approved: false, rejection_category: decision.category, rejection_note: decision.note };
      await repository.decide(id, after, t);
      await recordAudit(t, request, {
        action: decision.approved ? 'legal_representative.approve' : 'legal_representative.reject',
        companyId: row.company.id,
        subjectType: 'legal_representative',
        subjectId: id,
        before: {
          approved: row.representative.approved,
          rejection_category: row.representative.rejection_category,
          rejection_note: row.representative.rejection_note,
        },
        after,
      });
    });
    return toItem(await requireRepresentative(id));
  }

  return {
    async list(filter: LegalRepresentativeQueueFilter) {
      const { rows, total } = await repository.listWaiting(filter);
      return { items: rows.map(toItem), total };
    },

    detail: async (id: number) => toItem(await requireRepresentative(id)),

    /**
     * The ID image (or PDF), to stream to staff; 404 when the representative or the file is gone. Each opening
     * is written to the audit log.
     */
    async openImage(
      id: number,
      audit: IdentityFileAudit,
    ): Promise<{ stream: Readable; contentType: string; fileName: string }> {
      const { representative } = await requireRepresentative(id);
      const stream = await deps.storage.get(representative.image_key);
      if (!stream) throw new AppError(404, 'document_not_exist_s3');
      await audit({
        actorId: null,
        subjectType: 'legal_representative',
        subjectId: representative.id,
        companyId: representative.company_id,
        via: 'back_office',
      }).catch((error: unknown) => {
        stream.destroy();
        throw error;
      });
      const extension = representative.image_key.split('.').pop() ?? '';
      return {
        stream,
        contentType: representative.image_content_type,
        fileName: `representante-${representative.id}${extension ? `.${extension}` : ''}`,
      };
    },

    approve: (request: FastifyRequest, id: number) => decide(request, id, { approved: true }),

    reject: (
      request: FastifyRequest,
      id: number,
      body: { category?: DocumentRejectionCategory | null; note?: string | null },
    ) => decide(request, id, { approved: false, ...requireRejectionReason(body) }),
  };
}
