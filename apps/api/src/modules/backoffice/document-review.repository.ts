import type {
  CompanyDocument,
  CompanyDocumentType,
  Partner,
  PartnerDocumentType,
  ReviewedDocumentKind,
} from '@forja/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  commissaries,
  companies,
  companyDocuments,
  councilMembers,
  documentReviews,
  partnerDocuments,
  partners,
  users,
} from '../../db/schema/index';
import { REVIEWED_COMPANY_DOCUMENTS } from './backoffice-overview';

export type CompanyRowForReview = Pick<
  typeof companies.$inferSelect,
  'id' | 'friendly_id' | 'name' | 'legal_name' | 'rfc' | 'fiscal_residence' | 'user_id'
>;
export type PartnerRowForReview = typeof partners.$inferSelect;
/**
 * The company's commissary as the review shows it: the council's name, the RFC and the back of the ID; and the
 * account of an outside commissary who took the invitation (who reads the review's note).
 */
export type CommissaryForReview = {
  name: string;
  rfc: string | null;
  account_id: number | null;
  back: { storage_key: string; content_type: string; file_name: string | null } | null;
};
export type DocumentReviewRow = typeof documentReviews.$inferSelect;

/** A company or partner document as the review sees it, whichever table it lives in. */
export type ReviewedDocumentRow = {
  kind: ReviewedDocumentKind;
  id: number;
  type: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  is_approved: boolean;
  rejection_category: string | null;
  updated_at: Date;
  company_id: number;
  partner_id: number | null;
};

/** What the domain's approval rules read of a company. */
export type ApprovalSnapshot = {
  partners: (Pick<Partner, 'documents' | 'civil_status' | 'is_moral_person' | 'tax_country'> & {
    nationalities: string[];
  })[];
  documents: CompanyDocument[];
};

export type DocumentQueueFilter = {
  /** A company's friendly_id (any case) or part of its name or legal name. */
  company?: string | undefined;
  companyId?: number | undefined;
  kind?: ReviewedDocumentKind | undefined;
  type?: string | undefined;
  page: number;
  pageSize: number;
};

/** `text` as a LIKE pattern that matches it literally. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function companyConditions(filter: DocumentQueueFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(companies.id, filter.companyId));
  if (filter.company) {
    const contains = `%${literalPattern(filter.company)}%`;
    const match = or(
      ilike(companies.friendly_id, literalPattern(filter.company)),
      ilike(companies.name, contains),
      ilike(companies.legal_name, contains),
    );
    if (match) conditions.push(match);
  }
  return conditions;
}

/** Waiting for review: a file that is neither approved nor rejected (what the home page counts). */
const waitingCompanyDocument = () =>
  and(
    eq(companyDocuments.is_approved, false),
    isNull(companyDocuments.rejection_category),
    inArray(companyDocuments.type, [...REVIEWED_COMPANY_DOCUMENTS]),
  );
const waitingPartnerDocument = () =>
  and(eq(partnerDocuments.is_approved, false), isNull(partnerDocuments.rejection_category));

const companyColumns = {
  kind: sql<ReviewedDocumentKind>`'company'::text`.as('kind'),
  id: companyDocuments.id,
  type: companyDocuments.type,
  file_name: companyDocuments.file_name,
  content_type: companyDocuments.content_type,
  size_bytes: companyDocuments.size_bytes,
  storage_key: companyDocuments.storage_key,
  is_approved: companyDocuments.is_approved,
  rejection_category: companyDocuments.rejection_category,
  updated_at: companyDocuments.updated_at,
  company_id: companyDocuments.company_id,
  partner_id: sql<number | null>`null::bigint`.as('partner_id'),
};
const partnerColumns = {
  kind: sql<ReviewedDocumentKind>`'partner'::text`.as('kind'),
  id: partnerDocuments.id,
  type: partnerDocuments.type,
  file_name: partnerDocuments.file_name,
  content_type: partnerDocuments.content_type,
  size_bytes: partnerDocuments.size_bytes,
  storage_key: partnerDocuments.storage_key,
  is_approved: partnerDocuments.is_approved,
  rejection_category: partnerDocuments.rejection_category,
  updated_at: partnerDocuments.updated_at,
  company_id: partners.company_id,
  partner_id: sql<number | null>`${partnerDocuments.partner_id}`.as('partner_id'),
};

/** A bigint read through a raw column may arrive as text: make it a number. */
function normalize(row: ReviewedDocumentRow): ReviewedDocumentRow {
  return {
    ...row,
    id: Number(row.id),
    size_bytes: Number(row.size_bytes),
    company_id: Number(row.company_id),
    partner_id: row.partner_id === null ? null : Number(row.partner_id),
    updated_at: row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at),
  };
}

/** The documents queue and the rows a decision locks. Queries only: the service decides. */
export function createDocumentReviewRepository(db: Database) {
  return {
    /** Waiting documents of both kinds, oldest upload first, and how many there are in all. */
    async listWaiting(filter: DocumentQueueFilter): Promise<{ rows: ReviewedDocumentRow[]; total: number }> {
      const byCompany = companyConditions(filter);
      const companyWhere = and(
        waitingCompanyDocument(),
        ...byCompany,
        filter.type ? eq(companyDocuments.type, filter.type) : undefined,
      );
      const partnerWhere = and(
        waitingPartnerDocument(),
        ...byCompany,
        filter.type ? eq(partnerDocuments.type, filter.type) : undefined,
      );
      const wantCompany = filter.kind !== 'partner';
      const wantPartner = filter.kind !== 'company';

      const companyQuery = () =>
        db
          .select(companyColumns)
          .from(companyDocuments)
          .innerJoin(companies, eq(companies.id, companyDocuments.company_id))
          .where(companyWhere);
      const partnerQuery = () =>
        db
          .select(partnerColumns)
          .from(partnerDocuments)
          .innerJoin(partners, eq(partners.id, partnerDocuments.partner_id))
          .innerJoin(companies, eq(companies.id, partners.company_id))
          .where(partnerWhere);

      const [companyTotal, partnerTotal] = await Promise.all([
        wantCompany
          ? db
              .select({ total: count() })
              .from(companyDocuments)
              .innerJoin(companies, eq(companies.id, companyDocuments.company_id))
              .where(companyWhere)
          : Promise.resolve([{ total: 0 }]),
        wantPartner
          ? db
              .select({ total: count() })
              .from(partnerDocuments)
              .innerJoin(partners, eq(partners.id, partnerDocuments.partner_id))
              .innerJoin(companies, eq(companies.id, partners.company_id))
              .where(partnerWhere)
          : Promise.resolve([{ total: 0 }]),
      ]);
      const total = Number(companyTotal[0]?.total ?? 0) + Number(partnerTotal[0]?.total ?? 0);

      const offset = (filter.page - 1) * filter.pageSize;
      let rows: ReviewedDocumentRow[];
      if (wantCompany && wantPartner) {
        rows = await unionAll(companyQuery(), partnerQuery())
          .orderBy(sql`updated_at asc`, sql`kind asc`, sql`id asc`)
          .limit(filter.pageSize)
          .offset(offset);
      } else if (wantCompany) {
        rows = await companyQuery()
          .orderBy(asc(companyDocuments.updated_at), asc(companyDocuments.id))
          .limit(filter.pageSize)
          .offset(offset);
      } else {
        rows = await partnerQuery()
          .orderBy(asc(partnerDocuments.updated_at), asc(partnerDocuments.id))
          .limit(filter.pageSize)
          .offset(offset);
      }
      return { rows: rows.map(normalize), total };
    },

    /** One document, whatever its state; with `tx`, locked for the rest of the transaction. */
    async findDocument(
      kind: ReviewedDocumentKind,
      id: number,
      tx: Database = db,
      lock = false,
    ): Promise<ReviewedDocumentRow | null> {
      if (kind === 'company') {
        const query = tx
          .select(companyColumns)
          .from(companyDocuments)
          .where(eq(companyDocuments.id, id))
          .limit(1);
        const [row] = lock ? await query.for('update') : await query;
        return row ? normalize(row) : null;
      }
      const query = tx
        .select(partnerColumns)
        .from(partnerDocuments)
        .innerJoin(partners, eq(partners.id, partnerDocuments.partner_id))
        .where(eq(partnerDocuments.id, id))
        .limit(1);
      const [row] = lock ? await query.for('update', { of: partnerDocuments }) : await query;
      return row ? normalize(row) : null;
    },

    /** Records a decision on the document: approved, or rejected with a category. */
    async decide(
      kind: ReviewedDocumentKind,
      id: number,
      values: { is_approved: boolean; rejection_category: string | null },
      tx: Database,
    ): Promise<void> {
      const table = kind === 'company' ? companyDocuments : partnerDocuments;
      await tx.update(table).set(values).where(eq(table.id, id));
    },

    async insertReview(values: typeof documentReviews.$inferInsert, tx: Database): Promise<void> {
      await tx.insert(documentReviews).values(values);
    },

    /** The newest decision on each of the documents, for the file that is stored now. */
    async lastReviews(
      documents: { kind: ReviewedDocumentKind; id: number; storage_key: string }[],
    ): Promise<Map<string, DocumentReviewRow & { reviewer_email: string | null }>> {
      const result = new Map<string, DocumentReviewRow & { reviewer_email: string | null }>();
      if (documents.length === 0) return result;
      const rows = await db
        .select({ review: documentReviews, reviewer_email: users.email })
        .from(documentReviews)
        .leftJoin(users, eq(users.id, documentReviews.reviewer_id))
        .where(
          or(
            ...documents.map((document) =>
              and(
                eq(documentReviews.document_kind, document.kind),
                eq(documentReviews.document_id, document.id),
                eq(documentReviews.storage_key, document.storage_key),
              ),
            ),
          ),
        )
        .orderBy(desc(documentReviews.created_at), desc(documentReviews.id));
      for (const { review, reviewer_email } of rows) {
        const key = `${review.document_kind}:${review.document_id}`;
        if (!result.has(key)) result.set(key, { ...review, reviewer_email });
      }
      return result;
    },

    /** Locks the company for the transaction, so decisions on its documents happen one after another. */
    async lockCompany(companyId: number, tx: Database): Promise<void> {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    },

    /**
     * The company's partners and documents as the domain's approval rules read them (the stored key stands for
     * the file's address), seen from inside the transaction.
     */
    async approvalSnapshot(companyId: number, tx: Database): Promise<ApprovalSnapshot> {
      const partnerRows = await tx.select().from(partners).where(eq(partners.company_id, companyId));
      const partnerIds = partnerRows.map((partner) => partner.id);
      // One after the other: a transaction's statements share its one connection.
      const partnerDocs =
        partnerIds.length === 0
          ? []
          : await tx.select().from(partnerDocuments).where(inArray(partnerDocuments.partner_id, partnerIds));
      const companyDocs = await tx
        .select()
        .from(companyDocuments)
        .where(eq(companyDocuments.company_id, companyId));
      const asDocument = <T extends string>(row: {
        id: number;
        type: string;
        storage_key: string;
        is_approved: boolean;
        rejection_category: string | null;
      }) => ({
        id: row.id,
        type: row.type as T,
        document_url: row.storage_key,
        is_approved: row.is_approved,
        rejection_category: row.rejection_category,
        owner_category: null,
      });
      return {
        partners: partnerRows.map((partner) => ({
          civil_status: partner.civil_status,
          is_moral_person: partner.is_moral_person,
          tax_country: partner.tax_country,
          nationalities: partner.nationalities,
          documents: partnerDocs
            .filter((document) => document.partner_id === partner.id)
            .map((document) => asDocument<PartnerDocumentType>(document)),
        })),
        documents: companyDocs.map((document) => asDocument<CompanyDocumentType>(document)),
      };
    },

    async companiesByIds(ids: number[]): Promise<CompanyRowForReview[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: companies.id,
          friendly_id: companies.friendly_id,
          name: companies.name,
          legal_name: companies.legal_name,
          rfc: companies.rfc,
          fiscal_residence: companies.fiscal_residence,
          user_id: companies.user_id,
        })
        .from(companies)
        .where(inArray(companies.id, ids));
    },

    /** Accounts' names and languages (who reads a rejection's note). */
    async accountsByIds(
      ids: number[],
    ): Promise<{ id: number; first_names: string; last_names: string; language: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          first_names: users.first_names,
          last_names: users.last_names,
          language: users.language,
        })
        .from(users)
        .where(inArray(users.id, ids));
    },

    async partnersByIds(ids: number[]): Promise<PartnerRowForReview[]> {
      if (ids.length === 0) return [];
      return db.select().from(partners).where(inArray(partners.id, ids));
    },

    /**
     * The commissary of each company that has one on its council: the council's name, and from the company's
     * current commissary (when one is recorded) the RFC and the stored back of the ID.
     */
    async commissariesOf(companyIds: number[]): Promise<Map<number, CommissaryForReview>> {
      const result = new Map<number, CommissaryForReview>();
      if (companyIds.length === 0) return result;
      const [members, current] = await Promise.all([
        db
          .select({ company_id: councilMembers.company_id, name: councilMembers.name })
          .from(councilMembers)
          .where(
            and(
              inArray(councilMembers.company_id, companyIds),
              eq(councilMembers.council_role, 'commissary'),
            ),
          )
          .orderBy(asc(councilMembers.id)),
        db
          .select({
            company_id: commissaries.company_id,
            rfc: commissaries.rfc,
            kind: commissaries.kind,
            user_id: commissaries.user_id,
            identity_back_key: commissaries.identity_back_key,
            identity_back_content_type: commissaries.identity_back_content_type,
            identity_back_file_name: commissaries.identity_back_file_name,
          })
          .from(commissaries)
          .where(and(inArray(commissaries.company_id, companyIds), isNull(commissaries.replaced_at))),
      ]);
      for (const member of members) {
        if (result.has(member.company_id)) continue;
        const row = current.find((entry) => entry.company_id === member.company_id);
        result.set(member.company_id, {
          name: member.name,
          rfc: row?.rfc ?? null,
          account_id: row?.kind === 'outside' ? row.user_id : null,
          back:
            row?.identity_back_key && row.identity_back_content_type
              ? {
                  storage_key: row.identity_back_key,
                  content_type: row.identity_back_content_type,
                  file_name: row.identity_back_file_name,
                }
              : null,
        });
      }
      return result;
    },
  };
}
export type DocumentReviewRepository = ReturnType<typeof createDocumentReviewRepository>;
