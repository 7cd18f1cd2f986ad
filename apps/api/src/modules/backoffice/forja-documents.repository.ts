import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, companyDocuments, users } from '../../db/schema/index';
import { literalPattern } from './legal-names.repository';

export type CompanyDocumentRow = typeof companyDocuments.$inferSelect;

/** Companies by friendly_id, name or legal name (or every company), newest first, with the founder's e-mail. */
export async function findCompaniesForDocuments(
  db: Database,
  filter: { q?: string; page: number; pageSize: number },
) {
  const text = filter.q?.trim();
  const contains = text ? `%${literalPattern(text)}%` : null;
  const where = contains
    ? or(
        ilike(companies.friendly_id, contains),
        ilike(companies.name, contains),
        ilike(companies.legal_name, contains),
      )
    : undefined;
  const [counted] = await db.select({ total: count() }).from(companies).where(where);
  const rows = await db
    .select({
      company_id: companies.id,
      friendly_id: companies.friendly_id,
      name: companies.name,
      legal_name: companies.legal_name,
      founder_email: users.email,
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.user_id))
    .where(where)
    .orderBy(desc(companies.created_at), desc(companies.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { total: Number(counted?.total ?? 0), items: rows };
}

/** The company's documents of these types, with who uploaded each and whether they are staff. */
export async function findDocumentsOfTypes(db: Database, companyId: number, types: readonly string[]) {
  return db
    .select({
      document: companyDocuments,
      uploaded_by_email: users.email,
      uploaded_by_operator: users.is_operator,
      uploaded_by_admin: users.is_admin,
    })
    .from(companyDocuments)
    .leftJoin(users, eq(users.id, companyDocuments.uploaded_by))
    .where(and(eq(companyDocuments.company_id, companyId), inArray(companyDocuments.type, [...types])));
}

/** The company's document of a type, its row locked until the transaction ends. */
export async function lockDocumentOfType(
  tx: Database,
  companyId: number,
  type: string,
): Promise<CompanyDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.company_id, companyId), eq(companyDocuments.type, type)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Stores the file Forja issued as the company's document of its type, approved (Forja's own documents need
 * no review). The caller deletes the one before in the same transaction: a new file is a new document (a new
 * id), so an operator acting on what they saw can tell that it changed.
 */
export async function insertIssuedDocument(
  tx: Database,
  values: {
    companyId: number;
    type: string;
    storageKey: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    uploadedBy: number;
    at: Date;
  },
): Promise<CompanyDocumentRow> {
  const [row] = await tx
    .insert(companyDocuments)
    .values({
      company_id: values.companyId,
      type: values.type,
      storage_key: values.storageKey,
      file_name: values.fileName,
      content_type: values.contentType,
      size_bytes: values.sizeBytes,
      uploaded_by: values.uploadedBy,
      is_approved: true,
      rejection_category: null,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteDocument(tx: Database, documentId: number): Promise<void> {
  await tx.delete(companyDocuments).where(eq(companyDocuments.id, documentId));
}
