import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  articlesDrafts,
  bills,
  commissaries,
  companyDocuments,
  dataExports,
  identityVerifications,
  legalRepresentatives,
  partnerDocuments,
  sandboxSignatureEnvelopes,
} from '../db/schema/index';

/** Keys per query, well under the parameter limit of PostgreSQL. */
const BATCH = 500;

/**
 * The storage keys rows point to. Every column that holds a storage key must be listed here, or the orphan
 * sweep would take its files for leftovers.
 */
export function createStoredFileKeysRepository(db: Database) {
  return {
    /** Which of these keys a row points to. */
    async referenced(keys: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let start = 0; start < keys.length; start += BATCH) {
        const batch = keys.slice(start, start + BATCH);
        const results = await Promise.all([
          db
            .select({ key: companyDocuments.storage_key })
            .from(companyDocuments)
            .where(inArray(companyDocuments.storage_key, batch)),
          db
            .select({ key: legalRepresentatives.image_key })
            .from(legalRepresentatives)
            .where(inArray(legalRepresentatives.image_key, batch)),
          db
            .select({ key: partnerDocuments.storage_key })
            .from(partnerDocuments)
            .where(inArray(partnerDocuments.storage_key, batch)),
          db
            .select({ key: identityVerifications.video_key })
            .from(identityVerifications)
            .where(inArray(identityVerifications.video_key, batch)),
          db
            .select({ key: articlesDrafts.storage_key })
            .from(articlesDrafts)
            .where(inArray(articlesDrafts.storage_key, batch)),
          db
            .select({ key: sandboxSignatureEnvelopes.storage_key })
            .from(sandboxSignatureEnvelopes)
            .where(inArray(sandboxSignatureEnvelopes.storage_key, batch)),
          db
            .select({ key: sandboxSignatureEnvelopes.signed_storage_key })
            .from(sandboxSignatureEnvelopes)
            .where(inArray(sandboxSignatureEnvelopes.signed_storage_key, batch)),
          db
            .select({ key: commissaries.identity_back_key })
            .from(commissaries)
            .where(inArray(commissaries.identity_back_key, batch)),
          db
            .select({ key: commissaries.identity_video_key })
            .from(commissaries)
            .where(inArray(commissaries.identity_video_key, batch)),
          db
            .select({ key: dataExports.storage_key })
            .from(dataExports)
            .where(inArray(dataExports.storage_key, batch)),
          db.select({ key: bills.cfdi_xml_key }).from(bills).where(inArray(bills.cfdi_xml_key, batch)),
          db.select({ key: bills.cfdi_pdf_key }).from(bills).where(inArray(bills.cfdi_pdf_key, batch)),
        ]);
        for (const rows of results) for (const row of rows) if (row.key) found.add(row.key);
      }
      return found;
    },
  };
}
export type StoredFileKeysRepository = ReturnType<typeof createStoredFileKeysRepository>;
