import type { ReviewedDocumentKind } from '@forja/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { documentReviews } from '../../db/schema/index';

type RejectedDocument = { id: number; storage_key: string; rejection_category: string | null };

/**
 * The operator's note on each rejected document, for the file that is stored now (a re-upload is a new file,
 * with no note). Keyed by document id; documents without a note are absent.
 */
export async function findRejectionNotes(
  db: Database,
  kind: ReviewedDocumentKind,
  documents: readonly RejectedDocument[],
): Promise<Map<number, string>> {
  const notes = new Map<number, string>();
  const rejected = documents.filter((document) => (document.rejection_category ?? '').trim() !== '');
  if (rejected.length === 0) return notes;
  const rows = await db
    .select({
      document_id: documentReviews.document_id,
      storage_key: documentReviews.storage_key,
      note: documentReviews.note,
    })
    .from(documentReviews)
    .where(
      and(
        eq(documentReviews.document_kind, kind),
        eq(documentReviews.approved, false),
        inArray(
          documentReviews.document_id,
          rejected.map((document) => document.id),
        ),
      ),
    )
    .orderBy(desc(documentReviews.created_at), desc(documentReviews.id));
  const current = new Map(rejected.map((document) => [document.id, document.storage_key]));
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.document_id) || current.get(row.document_id) !== row.storage_key) continue;
    seen.add(row.document_id);
    if (row.note) notes.set(row.document_id, row.note);
  }
  return notes;
}

/**
 * The same note inside a statement: for the document row under `alias` (with `id`, `storage_key` and
 * `rejection_category`), the note of the newest rejecting review of its current file, or null. Read with
 * `shownRejectionNote`, which applies the rest of `findRejectionNotes`' rule.
 */
export function rejectionNoteSql(kind: ReviewedDocumentKind, alias: string): SQL<string | null> {
  const document = sql.raw(alias);
  return sql<string | null>`case when ${document}.rejection_category is not null then (
    select r.note from ${documentReviews} r
    where r.document_kind = ${kind} and r.document_id = ${document}.id and not r.approved
      and r.storage_key = ${document}.storage_key
    order by r.created_at desc, r.id desc limit 1
  ) end`;
}

/** The note a rejected document shows: none unless it is rejected (a category) and the note says something. */
export function shownRejectionNote(rejectionCategory: string | null, note: string | null): string | null {
  return (rejectionCategory ?? '').trim() !== '' && note ? note : null;
}
