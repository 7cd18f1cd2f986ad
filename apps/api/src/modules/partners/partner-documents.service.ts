import { randomBytes } from 'node:crypto';
import { ID_IMAGE_DOCUMENTS, PDF_ONLY, type PartnerDocumentType } from '@forja/contracts';
import { companyFacts } from '@forja/domain';
import { badRequest } from '../../http/errors';
import { ID_IMAGE, type UploadedFile } from '../../http/uploads';
import type { Storage } from '../../providers/storage/storage';
import type { CompaniesRepository } from '../companies/companies.repository';
import type { CompaniesService } from '../companies/companies.service';
import { createPartnerDataLock } from './partner-data-lock';
import type { PartnerDocumentsRepository } from './partner-documents.repository';
import type { PartnerActor, PartnersService } from './partners.service';
import type { PartnersRepository } from './partners.repository';

/** Reads the request's one file, accepting only the given content types (by content). */
export type UploadReader = (allowed: readonly string[]) => Promise<UploadedFile | null>;

/** What an upload of a type accepts: ID images as JPEG, PNG or PDF; every other document PDF only. */
export function allowedContentTypes(type: PartnerDocumentType): readonly string[] {
  return (ID_IMAGE_DOCUMENTS as readonly string[]).includes(type) ? ID_IMAGE : PDF_ONLY;
}

/**
 * A partner's documents: one current file per type, and the company's partners_has_documents_completed kept
 * in step with them.
 */
export function createPartnerDocumentsService(deps: {
  partnersService: PartnersService;
  partners: PartnersRepository;
  repository: PartnerDocumentsRepository;
  companies: CompaniesRepository;
  companiesService: CompaniesService;
  storage: Storage;
  clock: () => Date;
}) {
  const { repository, storage } = deps;
  /** Once Forja approved all of a partner's documents, neither they nor their address change. */
  const dataLock = createPartnerDataLock(deps.partners);

  /**
   * Recomputes the company's partners_has_documents_completed with the domain's rule over the company
   * profile: true only when every required document of every partner is uploaded and not rejected.
   */
  async function refreshDocumentsCompleted(companyId: number): Promise<boolean> {
    const company = await deps.companies.findById(companyId);
    if (!company) return false;
    const profile = await deps.companiesService.profileOf(company);
    // The stored flag is what is being recomputed: the rule must not read it back.
    const complete = companyFacts({
      ...profile,
      partners_has_documents_completed: false,
    }).partnerDocumentsComplete;
    if (complete !== company.partners_has_documents_completed) {
      await deps.companies.update(companyId, { partners_has_documents_completed: complete });
    }
    return complete;
  }

  return {
    refreshDocumentsCompleted,

    /**
     * Stores (or replaces) a partner's document of a type. The file goes to storage first and is removed
     * again if the row fails; the replaced file is deleted once the new row is in.
     */
    async uploadDocument(
      actor: PartnerActor,
      partnerId: number,
      type: PartnerDocumentType,
      read: UploadReader,
    ) {
      const partner = await deps.partnersService.requirePartnerActor(actor, partnerId);
      await dataLock.requireEditable(partner);
      const file = await read(allowedContentTypes(type));
      if (!file) throw badRequest('invalid_format');
      const previous = await repository.documentOfType(partnerId, type);
      const key = `partners/${partnerId}/${type}-${randomBytes(8).toString('hex')}.${file.extension}`;
      const now = deps.clock();
      await storage.put(key, file.data);
      let row;
      try {
        row = await repository.upsertDocument({
          partner_id: partnerId,
          type,
          storage_key: key,
          file_name: file.fileName,
          content_type: file.contentType,
          size_bytes: file.data.length,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      if (previous && previous.storage_key !== key)
        await storage.delete(previous.storage_key).catch(() => undefined);
      return {
        id: row.id,
        type,
        partners_has_documents_completed: await refreshDocumentsCompleted(partner.company_id),
      };
    },
  };
}
export type PartnerDocumentsService = ReturnType<typeof createPartnerDocumentsService>;
