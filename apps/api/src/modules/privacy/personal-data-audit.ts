import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { partners, users } from '../../db/schema/index';
import { recordUserAudit } from '../audit/audit-log';

/**
 * Every change a user makes to personal data — a partner record's or their own contact data — is written to
 * the audit log with the user as actor and the changed fields before and after (ARCO rectification). RFC,
 * CURP and tax ids are kept to their last 3 characters in the log.
 */

const PARTNER_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'email',
  'rfc',
  'curp',
  'birthplace',
  'tax_country',
  'tax_id',
  'civil_status',
  'nationalities',
  'address',
] as const;
type PartnerField = (typeof PARTNER_FIELDS)[number];
export type PartnerSnapshot = { id: number; company_id: number } & Record<PartnerField, unknown>;

const MASKED = new Set<string>(['rfc', 'curp', 'tax_id']);

/** A document number cut to its last 3 characters (`•••A12`). */
export function maskDocumentNumber(value: unknown): unknown {
  if (typeof value !== 'string' || value.length === 0) return value;
  return `•••${value.slice(-3)}`;
}

const comparable = (value: unknown) => JSON.stringify(value ?? null);

/** The fields that differ, before and after, masked where they are document numbers; null when none. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: readonly string[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const field of fields) {
    if (comparable(before?.[field]) === comparable(after[field])) continue;
    const mask = MASKED.has(field) ? maskDocumentNumber : (value: unknown) => value ?? null;
    was[field] = mask(before?.[field] ?? null);
    is[field] = mask(after[field] ?? null);
  }
  return Object.keys(is).length > 0 ? { before: was, after: is } : null;
}

const partnerColumns = {
  id: partners.id,
  company_id: partners.company_id,
  ...Object.fromEntries(PARTNER_FIELDS.map((field) => [field, partners[field]])),
} as unknown as Record<string, typeof partners.id>;

/** The personal data of partner records, by id. */
export async function snapshotPartners(
  db: Database,
  where: { partnerId: number } | { companyId: number },
): Promise<Map<number, PartnerSnapshot>> {
  const rows = (await db
    .select(partnerColumns)
    .from(partners)
    .where(
      'partnerId' in where
        ? inArray(partners.id, [where.partnerId])
        : eq(partners.company_id, where.companyId),
    )
    .orderBy(asc(partners.id))) as unknown as PartnerSnapshot[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The user behind a request, when it was made with an account (an invitation link's token has none). */
function userOf(request: FastifyRequest): number | null {
  return request.auth?.userId ?? null;
}

/**
 * Audits what changed in partner records between two snapshots, one `partner.personal_data.update` entry per
 * partner (created partners: `.create`, removed ones: `.delete`), with the signed-in user as actor.
 */
export async function auditPartnerChanges(
  app: FastifyInstance,
  request: FastifyRequest,
  before: Map<number, PartnerSnapshot>,
  after: Map<number, PartnerSnapshot>,
): Promise<void> {
  const userId = userOf(request);
  if (userId === null) return;
  const actor = { userId, ip: request.ip, at: app.clock() };
  const db = app.database.db;
  for (const [id, now] of after) {
    const was = before.get(id) ?? null;
    const change = changedFields(was, now, PARTNER_FIELDS);
    if (!change) continue;
    await recordUserAudit(db, actor, {
      action: was ? 'partner.personal_data.update' : 'partner.personal_data.create',
      companyId: now.company_id,
      partnerId: id,
      subjectType: 'partner',
      subjectId: id,
      before: was ? change.before : null,
      after: change.after,
    });
  }
  for (const [id, was] of before) {
    if (after.has(id)) continue;
    await recordUserAudit(db, actor, {
      action: 'partner.personal_data.delete',
      companyId: was.company_id,
      partnerId: id,
      subjectType: 'partner',
      subjectId: id,
      before: changedFields(null, was, PARTNER_FIELDS)?.after ?? null,
      after: null,
    });
  }
}

/** Snapshots partner data, runs the change, and audits what it changed (nothing is audited if it fails). */
export async function withPartnerAudit<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  where: { partnerId: number } | { companyId: number },
  change: () => Promise<T>,
): Promise<T> {
  const db = app.database.db;
  const before = await snapshotPartners(db, where);
  const result = await change();
  await auditPartnerChanges(app, request, before, await snapshotPartners(db, where));
  return result;
}

const CONTACT_FIELDS = ['first_names', 'last_names', 'email', 'phone', 'phone_country_code'] as const;

async function contactOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      first_names: users.first_names,
      last_names: users.last_names,
      email: users.email,
      phone: users.phone,
      phone_country_code: users.phone_country_code,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Runs a change of the user's own contact data and audits it (`user.contact.update`) with them as actor. */
export async function withContactAudit<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  change: () => Promise<T>,
): Promise<T> {
  const db = app.database.db;
  const before = await contactOf(db, userId);
  const result = await change();
  const after = await contactOf(db, userId);
  const diff = after ? changedFields(before, after, CONTACT_FIELDS) : null;
  if (diff) {
    await recordUserAudit(
      db,
      { userId, ip: request.ip, at: app.clock() },
      {
        action: 'user.contact.update',
        subjectType: 'user',
        subjectId: userId,
        before: diff.before,
        after: diff.after,
      },
    );
  }
  return result;
}
