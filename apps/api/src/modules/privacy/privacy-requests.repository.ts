import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, partners, privacyRequests, users } from '../../db/schema/index';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/** The person behind a request, as the back office and the e-mail need them. */
export type RequesterRow = {
  id: number;
  email: string;
  first_names: string;
  last_names: string;
  language: string;
};

export async function insertPrivacyRequest(
  db: Database,
  values: typeof privacyRequests.$inferInsert,
): Promise<PrivacyRequestRow> {
  const [row] = await db.insert(privacyRequests).values(values).returning();
  return row as PrivacyRequestRow;
}

/** A user's own requests, newest first. */
export const listPrivacyRequestsOfUser = (db: Database, userId: number) =>
  db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.user_id, userId))
    .orderBy(desc(privacyRequests.created_at), desc(privacyRequests.id));

/** The owner of a company, or null when there is no such company. */
export async function findCompanyOwnerId(db: Database, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ user_id: companies.user_id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.user_id ?? null;
}

/** A partner record with the owner of its company, or null. */
export async function findPartnerWithOwner(
  db: Database,
  partnerId: number,
): Promise<{
  company_id: number;
  user_id: number | null;
  invitation_accepted: boolean;
  owner_id: number;
} | null> {
  const [row] = await db
    .select({
      company_id: partners.company_id,
      user_id: partners.user_id,
      invitation_accepted: partners.invitation_accepted,
      owner_id: companies.user_id,
    })
    .from(partners)
    .innerJoin(companies, eq(companies.id, partners.company_id))
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row ?? null;
}

export type PrivacyQueueFilter = {
  status: 'open' | 'resolved' | 'rejected' | 'all';
  page: number;
  pageSize: number;
};

const requesterColumns = {
  request: privacyRequests,
  first_names: users.first_names,
  last_names: users.last_names,
  email: users.email,
};

export type PrivacyQueueRow = {
  request: PrivacyRequestRow;
  first_names: string | null;
  last_names: string | null;
  email: string | null;
};

/** The privacy queue: the oldest deadline first, by status, with who made each request. */
export async function listPrivacyQueue(
  db: Database,
  filter: PrivacyQueueFilter,
): Promise<{ rows: PrivacyQueueRow[]; total: number }> {
  const where: SQL | undefined =
    filter.status === 'all' ? undefined : eq(privacyRequests.status, filter.status);
  const [totalRow] = await db.select({ total: count() }).from(privacyRequests).where(where);
  const rows = await db
    .select(requesterColumns)
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.user_id))
    .where(where)
    .orderBy(asc(privacyRequests.due_at), asc(privacyRequests.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** One request with who made it, or null. */
export async function findPrivacyQueueRow(db: Database, requestId: number): Promise<PrivacyQueueRow | null> {
  const [row] = await db
    .select(requesterColumns)
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.user_id))
    .where(eq(privacyRequests.id, requestId))
    .limit(1);
  return row ?? null;
}

/** The request, locked for the rest of the transaction. */
export async function lockPrivacyRequest(db: Database, requestId: number): Promise<PrivacyRequestRow | null> {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.id, requestId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Closes an open request; answers false when it was no longer open. */
export async function closePrivacyRequest(
  db: Database,
  requestId: number,
  values: {
    status: 'resolved' | 'rejected';
    resolution_note: string;
    resolved_by: number;
    resolved_at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(privacyRequests)
    .set(values)
    .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.status, 'open')))
    .returning({ id: privacyRequests.id });
  return rows.length > 0;
}

export async function findRequester(db: Database, userId: number): Promise<RequesterRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first_names: users.first_names,
      last_names: users.last_names,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
