import type { CompanyNote } from '@forja/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companyNotes, users } from '../../db/schema/index';

const authorName = (author: {
  first_names: string | null;
  last_names: string | null;
  email: string | null;
}) =>
  [author.first_names, author.last_names]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') ||
  author.email ||
  null;

/** Operators' notes matching a condition, newest first, with who wrote them. */
export async function findNotes(db: Database, where: SQL | undefined): Promise<CompanyNote[]> {
  const rows = await db
    .select({
      note: companyNotes,
      first_names: users.first_names,
      last_names: users.last_names,
      email: users.email,
    })
    .from(companyNotes)
    .leftJoin(users, eq(users.id, companyNotes.author_id))
    .where(where)
    .orderBy(desc(companyNotes.created_at), desc(companyNotes.id));
  return rows.map(({ note, ...author }) => ({
    id: note.id,
    company_id: note.company_id,
    order_id: note.order_id,
    body: note.body,
    visible_to_founder: note.visible_to_founder,
    author_name: authorName(author),
    created_at: note.created_at.toISOString(),
  }));
}

/** Every note on a company, its orders' included, newest first. */
export function findCompanyNotes(db: Database, companyId: number): Promise<CompanyNote[]> {
  return findNotes(db, eq(companyNotes.company_id, companyId));
}

/** The notes the company's dashboard shows: those an operator made visible, newest first. */
export async function findDashboardNotes(
  db: Database,
  companyId: number,
): Promise<{ id: number; body: string; created_at: string }[]> {
  const rows = await db
    .select({ id: companyNotes.id, body: companyNotes.body, created_at: companyNotes.created_at })
    .from(companyNotes)
    .where(and(eq(companyNotes.company_id, companyId), eq(companyNotes.visible_to_founder, true)))
    .orderBy(desc(companyNotes.created_at), desc(companyNotes.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export async function insertNote(
  tx: Database,
  values: {
    companyId: number;
    orderId: number | null;
    authorId: number;
    body: string;
    visibleToFounder: boolean;
    at: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(companyNotes)
    .values({
      company_id: values.companyId,
      order_id: values.orderId,
      author_id: values.authorId,
      body: values.body,
      visible_to_founder: values.visibleToFounder,
      created_at: values.at,
    })
    .returning({ id: companyNotes.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
