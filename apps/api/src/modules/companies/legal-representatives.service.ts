import { randomBytes } from 'node:crypto';
import { checkRfc } from '@forja/domain';
import { badRequest, forbidden } from '../../http/errors';
import { requireLatinNames } from '../../http/latin-names';
import type { UploadedFile } from '../../http/uploads';
import type { Storage } from '../../providers/storage/storage';
import type { CompaniesService } from './companies.service';
import type { CompanyRecordsRepository } from './company-records.repository';

/** The company's legal representatives: a name, a person's RFC and an ID image each, added by an editor. */
export function createLegalRepresentativesService(deps: {
  companiesService: CompaniesService;
  records: CompanyRecordsRepository;
  storage: Storage;
}) {
  const { records, storage } = deps;
  const requireAccess = deps.companiesService.requireAccess;

  return {
    /** Stores the ID image first, and removes it again if the row fails. */
    async add(
      userId: number,
      companyId: number,
      fields: Record<string, string>,
      file: UploadedFile | null,
      now: Date,
    ) {
      await requireAccess(userId, companyId, { edit: true, articles: true });
      const name = (fields.name ?? '').trim();
      if (name.length < 2 || name.length > 200) throw badRequest('invalid_request');
      requireLatinNames({ name });
      const rfc = checkRfc(fields.rfc ?? '', 'person');
      if (!rfc.ok) throw badRequest(rfc.code);
      if (!file) throw badRequest('invalid_format');
      const key = `companies/${companyId}/legal-representative-${randomBytes(8).toString('hex')}.${file.extension}`;
      await storage.put(key, file.data);
      try {
        return await records.insertLegalRepresentative({
          company_id: companyId,
          name,
          rfc: rfc.rfc,
          image_key: key,
          image_content_type: file.contentType,
          // Approval is an operator's act: a founder's "approved" field is ignored.
          approved: false,
          manual_verification: fields.manual_verification === 'true',
          created_at: now,
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    async delete(userId: number, id: number) {
      const representative = await records.findLegalRepresentative(id);
      if (!representative) throw forbidden('user_not_belong_to_company');
      await requireAccess(userId, representative.company_id, { edit: true, articles: true });
      await records.deleteLegalRepresentative(id);
      await storage.delete(representative.image_key);
    },
  };
}
export type LegalRepresentativesService = ReturnType<typeof createLegalRepresentativesService>;
