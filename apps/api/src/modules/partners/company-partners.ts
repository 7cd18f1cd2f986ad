import type { Database } from '../../db/database';
import type { FileLinks } from '../../http/file-links';
import { findRejectionNotes } from '../companies/document-review-notes';
import type { CompanyPartners } from '../companies/company-profile-sources';
import { toPartners } from './partner-profile';
import type { PartnersRepository } from './partners.repository';

/** The partners' part of a company, as the companies module reads it (access check and profile). */
export function createCompanyPartners(deps: {
  db: Database;
  partners: PartnersRepository;
  fileLinks: FileLinks;
}): CompanyPartners {
  const { partners } = deps;
  return {
    membershipOf: (userId, companyId) => partners.findForUserInCompany(userId, companyId),

    async profilePartsOf(companyId, now, viewerId) {
      const [rows, series] = await Promise.all([
        partners.listByCompany(companyId),
        partners.seriesOf(companyId),
      ]);
      const partnerIds = rows.map((partner) => partner.id);
      const [shares, documents, verifications] = await Promise.all([
        partners.sharesOf(partnerIds),
        partners.documentsOf(partnerIds),
        partners.verificationsOf(partnerIds),
      ]);
      const rejectionNotes = await findRejectionNotes(deps.db, 'partner', documents);
      return {
        partners: await toPartners(
          rows,
          { shares, documents, verifications, rejectionNotes },
          deps.fileLinks,
          now,
          viewerId,
        ),
        share_series: series.map((entry) => ({
          id: entry.id,
          name: entry.name,
          share_class: entry.share_class,
          nominal_value_centavos: entry.nominal_value_centavos,
        })),
      };
    },
  };
}
