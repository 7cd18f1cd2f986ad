import { randomBytes } from 'node:crypto';
import { FORJA_ISSUED_DOCUMENTS, type ForjaDocuments, type ForjaIssuedDocumentType } from '@forja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, conflict } from '../../http/errors';
import type { UploadedFile } from '../../http/uploads';
import { beforeIssuedDocumentUpload, beforeIssuedDocumentWithdraw } from '../deed/deed.service';
import { recordAudit } from '../audit/audit-log';
import {
  deleteDocument,
  findDocumentsOfTypes,
  insertIssuedDocument,
  lockDocumentOfType,
  type CompanyDocumentRow,
} from './forja-documents.repository';
import { lockCompany } from '../companies/companies.repository';
import { findCompanyWithFounder } from '../companies/company-founder';
import { staffOf } from '../staff/staff-access';

const companyNotFound = () => new AppError(404, 'company_not_found');

/** What the audit log keeps of a document: which file, not its content. */
const described = (row: CompanyDocumentRow | null) =>
  row && { document_id: row.id, file_name: row.file_name, size_bytes: row.size_bytes };

/** A company's Forja-issued documents, each type with its current file (or none); 404 company_not_found. */
export async function getForjaDocuments(app: FastifyInstance, companyId: number): Promise<ForjaDocuments> {
  const db = app.database.db;
  const company = await findCompanyWithFounder(db, companyId);
  if (!company) throw companyNotFound();
  const rows = await findDocumentsOfTypes(db, companyId, FORJA_ISSUED_DOCUMENTS);
  const now = app.clock();
  return {
    ...company,
    documents: await Promise.all(
      FORJA_ISSUED_DOCUMENTS.map(async (type) => {
        const found = rows.find((row) => row.document.type === type);
        if (!found) return { type, document: null };
        const { document } = found;
        return {
          type,
          document: {
            id: document.id,
            file_name: document.file_name,
            size_bytes: document.size_bytes,
            is_approved: document.is_approved,
            uploaded_by_email: found.uploaded_by_email,
            uploaded_by_staff: Boolean(found.uploaded_by_operator || found.uploaded_by_admin),
            updated_at: document.updated_at.toISOString(),
            document_url: await app.services.fileLinks.url(
              { kind: 'company_document', id: document.id },
              now,
            ),
          },
        };
      }),
    ),
  };
}

/** The company exists (checked before a multipart body is read). */
export async function requireForjaDocumentsCompany(app: FastifyInstance, companyId: number): Promise<void> {
  if (!(await findCompanyWithFounder(app.database.db, companyId))) throw companyNotFound();
}

/**
 * Uploads or replaces a document only Forja provides: the PDF (checked by content like a founder's upload)
 * goes to storage first, then in one transaction the company's document of that type becomes this file,
 * approved and uploaded by the operator; the act is audited and the founder's e-mail queued. When the operator
 * says which document they saw (`expected`: an id, or null for none) and another is stored now, it answers
 * 409 document_changed and keeps what is there.
 */
export async function uploadForjaDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  input: {
    companyId: number;
    type: ForjaIssuedDocumentType;
    file: UploadedFile;
    expected: number | null | undefined;
  },
): Promise<ForjaDocuments> {
  const { companyId, type, file } = input;
  const now = app.clock();
  const storage = app.services.storage;
  const key = `companies/${companyId}/${type}-${randomBytes(8).toString('hex')}.${file.extension}`;
  await storage.put(key, file.data);
  let replacedKey: string | null = null;
  try {
    await app.database.db.transaction(async (tx) => {
      if (!(await lockCompany(tx, companyId))) throw companyNotFound();
      // The testimony and the registry entry follow the deed, and set the company's testimony flag.
      await beforeIssuedDocumentUpload(tx, request, { companyId, type, now });
      const previous = await lockDocumentOfType(tx, companyId, type);
      if (input.expected !== undefined && (previous?.id ?? null) !== input.expected) {
        throw conflict('document_changed');
      }
      if (previous) await deleteDocument(tx, previous.id);
      replacedKey = previous?.storage_key ?? null;
      const document = await insertIssuedDocument(tx, {
        companyId,
        type,
        storageKey: key,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        uploadedBy: staffOf(request).userId,
        at: now,
      });
      await recordAudit(tx, request, {
        action: previous ? 'forja_document.replace' : 'forja_document.upload',
        companyId,
        subjectType: 'company_document',
        subjectId: document.id,
        before: previous && { type, ...described(previous) },
        after: { type, ...described(document), is_approved: true },
      });
      await app.services.notifications.later(
        'forjaDocumentAvailable',
        { companyId, documentType: type },
        { tx },
      );
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (replacedKey && replacedKey !== key) await storage.delete(replacedKey);
  return getForjaDocuments(app, companyId);
}

/**
 * Withdraws the document of a type the operator saw (by id): it is deleted, audited, and its file removed
 * after the commit. A document replaced or withdrawn meanwhile answers 409 document_changed.
 */
export async function withdrawForjaDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { companyId: number; type: ForjaIssuedDocumentType; documentId: number },
): Promise<ForjaDocuments> {
  const { companyId, type } = input;
  const removed = await app.database.db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw companyNotFound();
    const current = await lockDocumentOfType(tx, companyId, type);
    if (current?.id !== input.documentId) throw conflict('document_changed');
    await beforeIssuedDocumentWithdraw(tx, request, { companyId, type, now: app.clock() });
    await deleteDocument(tx, current.id);
    await recordAudit(tx, request, {
      action: 'forja_document.withdraw',
      companyId,
      subjectType: 'company_document',
      subjectId: current.id,
      before: { type, ...described(current) },
      after: null,
    });
    return current;
  });
  await app.services.storage.delete(removed.storage_key);
  return getForjaDocuments(app, companyId);
}
