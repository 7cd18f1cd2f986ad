import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FOUNDER_UPLOADABLE_DOCUMENTS, type CompanyDocumentType } from '@forja/contracts';
import { isEmailShape, parseLanguage } from '@forja/domain';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { FileLink, FileLinks, FileRef } from '../../http/file-links';
import type { UploadedFile } from '../../http/uploads';
import type { Mailer } from '../../providers/mail/mailer';
import { documentReminderEmail } from '../../providers/mail/templates';
import type { Storage } from '../../providers/storage/storage';
import type { DailyMailLimits } from '../auth/daily-mail-limits';
import type { UsersRepository } from '../auth/users.repository';
import { isIdentityDocument, type IdentityFileAudit, type IdentityFileView } from '../audit/audit-log';
import type { CompaniesService } from './companies.service';
import type { CompanyRecordsRepository } from './company-records.repository';

/** Where a file served by a signed link lives, how to name it, and (for the audit log) whose and of what type. */
export type StoredFile = {
  storage_key: string;
  content_type: string;
  file_name: string;
  company_id?: number;
  partner_id?: number;
  type?: string;
};

/**
 * A company's documents: the files the founder uploads, a reminder e-mailed to whoever should provide one, and
 * any stored file (a company's or a partner's document, a legal representative's ID) opened by its signed link.
 */
export function createCompanyDocumentsService(deps: {
  /** The web app's address (the e-mails' privacy notice link). */
  appUrl?: string;
  companiesService: CompaniesService;
  records: CompanyRecordsRepository;
  users: UsersRepository;
  storage: Storage;
  fileLinks: FileLinks;
  mailer: Mailer;
  dailyMailLimits: DailyMailLimits;
  clock: () => Date;
  /** Partner documents, served through the same signed links (from the partners module). */
  partnerDocumentFile?: (id: number) => Promise<StoredFile | null>;
}) {
  const { records, storage } = deps;
  const requireAccess = deps.companiesService.requireAccess;

  /** The stored file a signed link names, whichever kind it is. */
  async function storedFile(ref: FileRef): Promise<StoredFile | null> {
    if (ref.kind === 'company_document') return records.findDocument(ref.id);
    if (ref.kind === 'partner_document') return (await deps.partnerDocumentFile?.(ref.id)) ?? null;
    const representative = await records.findLegalRepresentative(ref.id);
    return (
      representative && {
        storage_key: representative.image_key,
        content_type: representative.image_content_type,
        file_name: `representante-${representative.id}`,
        company_id: representative.company_id,
      }
    );
  }

  /** What the audit log says of an opened file, when it is an identity file; null for other documents. */
  function identityFileView(link: FileLink, file: StoredFile): IdentityFileView | null {
    const isIdentity = link.kind === 'legal_representative' || isIdentityDocument(file.type ?? '');
    if (!isIdentity) return null;
    return {
      actorId: link.viewerId,
      subjectType: link.kind,
      subjectId: link.id,
      companyId: file.company_id ?? null,
      partnerId: file.partner_id ?? null,
      fileType: file.type ?? null,
      via: 'signed_link',
    };
  }

  return {
    /** Stores a company document; the file goes to storage first, and is removed again if the row fails. */
    async uploadDocument(
      userId: number,
      companyId: number,
      type: CompanyDocumentType,
      file: UploadedFile,
      now: Date,
    ) {
      await requireAccess(userId, companyId, { edit: true });
      if (!(FOUNDER_UPLOADABLE_DOCUMENTS as readonly string[]).includes(type)) throw forbidden();
      const previous = await records.documentOfType(companyId, type);
      const key = `companies/${companyId}/${type}-${randomBytes(8).toString('hex')}.${file.extension}`;
      await storage.put(key, file.data);
      try {
        const row = await records.upsertDocument({
          company_id: companyId,
          type,
          storage_key: key,
          file_name: file.fileName,
          content_type: file.contentType,
          size_bytes: file.data.length,
          uploaded_by: userId,
          created_at: now,
          updated_at: now,
        });
        if (previous && previous.storage_key !== key) await storage.delete(previous.storage_key);
        return row;
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /** E-mails a reminder to provide a document, in the sender's language; a few a day (DAILY_MAIL_LIMITS). */
    async alertDocument(userId: number, companyId: number, type: string, email: string) {
      const company = await requireAccess(userId, companyId, { edit: true });
      if (!isEmailShape(email)) throw badRequest('email_invalid_format');
      await deps.dailyMailLimits.reserve('document_reminder', companyId, [email], deps.clock());
      const sender = await deps.users.findById(userId);
      const message = documentReminderEmail({
        language: parseLanguage(sender?.language) ?? 'es',
        senderName: [sender?.first_names, sender?.last_names].filter(Boolean).join(' '),
        companyName: company.legal_name ?? company.name ?? company.friendly_id,
        documentType: type,
        appUrl: deps.appUrl,
      });
      await deps.mailer.send({ to: email.trim(), ...message });
    },

    /**
     * Opens a file named by a signed link: the link itself is the permission, and it expires. Opening an ID
     * (a legal representative's, a partner's voter card or passport, the commissary's) is written to the audit
     * log against the user the link was handed to.
     */
    async openFile(
      token: string,
      now: Date,
      audit: IdentityFileAudit,
    ): Promise<{ stream: Readable; contentType: string; fileName: string }> {
      const link = await deps.fileLinks.read(token, now);
      const file = link && (await storedFile(link));
      const stream = file && (await storage.get(file.storage_key));
      if (!link || !file || !stream) throw notFound('document_not_exist_s3');
      const view = identityFileView(link, file);
      if (view) {
        try {
          await audit(view);
        } catch (error) {
          stream.destroy();
          throw error;
        }
      }
      return { stream, contentType: file.content_type, fileName: file.file_name };
    },
  };
}
export type CompanyDocumentsService = ReturnType<typeof createCompanyDocumentsService>;
