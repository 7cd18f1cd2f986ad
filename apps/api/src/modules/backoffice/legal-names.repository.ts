import {
  and,
  asc,
  countDistinct,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  min,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  companies,
  companyDocuments,
  denominations,
  orders,
  partners,
  subscriptions,
  users,
} from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;
export type DenominationRow = typeof denominations.$inferSelect;
export type FounderRow = {
  id: number;
  email: string;
  first_names: string;
  last_names: string;
  /** The CURP the founder gave as a partner (their newest partner row with one): the back office words by it. */
  curp: string | null;
};

/** `text` as a LIKE pattern that matches only itself (%, _ and \ escaped). */
export function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const otherProposal = alias(denominations, 'other_proposal');

/**
 * The company has paid: an order is complete or a subscription is active (the rule of the domain's
 * companyFacts(...).isPaid), as SQL on `companies`.
 */
export function companyHasPaid(db: Database) {
  const one = { one: sql`1` };
  return or(
    exists(
      db
        .select(one)
        .from(orders)
        .where(and(eq(orders.company_id, companies.id), eq(orders.status, 'complete'))),
    ),
    exists(
      db
        .select(one)
        .from(subscriptions)
        .where(and(eq(subscriptions.company_id, companies.id), eq(subscriptions.status, 'active'))),
    ),
  );
}

/**
 * A company waits for a legal-name decision while it has paid, has a proposal nobody decided and its name is not
 * authorised (the founder did not say they already hold the SE's authorisation, and none was recorded). Forja
 * asks the Secretaría de Economía for the name as part of the service the founder pays for, and an authorisation
 * reserves the name for 180 days: a company that has not paid (an account made to look around, a checkout left
 * half-way) is not asked for, and joins the queue, by the date of its proposals, once it pays. The same rule as
 * the home page's count (backoffice-overview.ts).
 */
export function waitingForLegalName(db: Database) {
  return and(isNull(denominations.decision), eq(companies.name_authorization, false), companyHasPaid(db));
}

/** Companies whose friendly_id, name or one of whose proposals contains the text. */
function matching(db: Database, q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  const contains = `%${literalPattern(text)}%`;
  return or(
    ilike(companies.friendly_id, contains),
    ilike(companies.name, contains),
    exists(
      db
        .select({ one: sql`1` })
        .from(otherProposal)
        .where(and(eq(otherProposal.company_id, companies.id), ilike(otherProposal.name, contains))),
    ),
  );
}

/** One page of the queue: companies by their oldest undecided proposal, oldest first. */
export async function findWaitingCompanies(
  db: Database,
  filter: { q?: string; page: number; pageSize: number },
): Promise<{ rows: { company: CompanyRow; waiting_since: Date | null }[]; total: number }> {
  const where = and(waitingForLegalName(db), matching(db, filter.q));
  const [counted] = await db
    .select({ total: countDistinct(companies.id) })
    .from(companies)
    .innerJoin(denominations, eq(denominations.company_id, companies.id))
    .where(where);
  const waitingSince = min(denominations.created_at);
  const rows = await db
    .select({ company: companies, waiting_since: waitingSince })
    .from(companies)
    .innerJoin(denominations, eq(denominations.company_id, companies.id))
    .where(where)
    .groupBy(companies.id)
    .orderBy(asc(waitingSince), asc(companies.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.map((row) => ({
      company: row.company,
      waiting_since: row.waiting_since ? new Date(row.waiting_since) : null,
    })),
  };
}

/** Whether the company has paid (companyHasPaid). */
export async function hasCompanyPaid(db: Database, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), companyHasPaid(db)))
    .limit(1);
  return rows.length > 0;
}

export async function findCompany(db: Database, companyId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

/** The proposals of these companies, each company's by rank. */
export async function findProposals(db: Database, companyIds: number[]): Promise<DenominationRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(denominations)
    .where(inArray(denominations.company_id, companyIds))
    .orderBy(asc(denominations.company_id), asc(denominations.priority), asc(denominations.id));
}

export async function findFounders(db: Database, userIds: number[]): Promise<FounderRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      first_names: users.first_names,
      last_names: users.last_names,
      // Columns inside a selected subquery print unqualified: its names are spelled out, with the outer users.
      curp: sql<string | null>`(
        select founder_partner.curp from ${partners} as founder_partner
        where (founder_partner.user_id = "users"."id" or lower(founder_partner.email) = lower("users"."email"))
          and founder_partner.curp is not null
        order by founder_partner.id desc
        limit 1
      )`,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** Every company's legal name and every proposal, for the "already taken elsewhere" part of the risk check. */
export async function findNamesInUse(db: Database): Promise<{
  legalNames: { company_id: number; name: string }[];
  proposals: { company_id: number; name: string }[];
}> {
  const [legal, proposed] = await Promise.all([
    db
      .select({ company_id: companies.id, name: companies.legal_name })
      .from(companies)
      .where(isNotNull(companies.legal_name)),
    db.select({ company_id: denominations.company_id, name: denominations.name }).from(denominations),
  ]);
  return {
    legalNames: legal.map((row) => ({ company_id: row.company_id, name: row.name ?? '' })),
    proposals: proposed,
  };
}

/** Records the SE's refusal of one proposal, if nobody decided it meanwhile; answers whether it did. */
export async function refuseProposal(
  tx: Database,
  input: { id: number; companyId: number; reason: string; note: string | null; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(denominations)
    .set({
      decision: 'refused',
      refusal_reason: input.reason,
      refusal_note: input.note,
      authorization_key: null,
      authorization_date: null,
      decided_at: input.at,
    })
    .where(
      and(
        eq(denominations.id, input.id),
        eq(denominations.company_id, input.companyId),
        isNull(denominations.decision),
      ),
    )
    .returning({ id: denominations.id });
  return rows.length > 0;
}

/** The company's legal_name_authorization document, if it has one. */
export async function findAuthorizationDocument(db: Database, companyId: number) {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(
      and(eq(companyDocuments.company_id, companyId), eq(companyDocuments.type, 'legal_name_authorization')),
    )
    .limit(1);
  return row ?? null;
}
