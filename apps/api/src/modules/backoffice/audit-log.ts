import type { AuditEvent } from '@forja/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { auditEvents, users } from '../../db/schema/index';
import { staffOf } from './staff-access';

/** One act of staff, as written to the append-only audit log. */
export type AuditEntry = {
  /** A dotted name: document.approve, document.reject, legal_name.authorize, role.grant, … */
  action: string;
  companyId?: number | null;
  partnerId?: number | null;
  subjectType: string;
  subjectId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes an act to the audit log, with the staff member and address of the request. Pass the transaction
 * that makes the change, so the act and its record are kept together or not at all.
 */
export async function recordAudit(db: Database, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actor_id: staffOf(request).userId,
    action: entry.action,
    company_id: entry.companyId ?? null,
    partner_id: entry.partnerId ?? null,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.ip,
    created_at: request.server.clock(),
  });
}

/** A service's way to audit an act inside its own transaction: what was before and after. */
export type AuditHook = (tx: Database, entry: { before: object | null; after: object }) => Promise<void>;

/** The audit hook of a staff request: the act's name and subject, the before and after from the service. */
export function auditHook(
  request: FastifyRequest,
  action: string,
  subjectType: string,
  ids: { companyId?: number; subjectId?: number },
): AuditHook {
  return (tx, entry) =>
    recordAudit(tx, request, {
      action,
      companyId: ids.companyId ?? null,
      subjectType,
      subjectId: ids.subjectId ?? null,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown>,
    });
}

export type AuditFilter = {
  companyId?: number;
  actorId?: number;
  /** YYYY-MM-DD, inclusive, in UTC. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

/** The audit log, newest first, filtered by company, staff member and dates. */
export async function listAudit(
  db: Database,
  filter: AuditFilter,
): Promise<{ items: AuditEvent[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(auditEvents.company_id, filter.companyId));
  if (filter.actorId) conditions.push(eq(auditEvents.actor_id, filter.actorId));
  if (filter.from) conditions.push(gte(auditEvents.created_at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditEvents.created_at, end));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(auditEvents).where(where);
  const rows = await db
    .select({ event: auditEvents, actor_email: users.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actor_id))
    .where(where)
    .orderBy(desc(auditEvents.created_at), desc(auditEvents.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return {
    total: totalRow?.total ?? 0,
    items: rows.map(({ event, actor_email }) => ({
      id: event.id,
      actor_id: event.actor_id,
      actor_email,
      action: event.action,
      company_id: event.company_id,
      partner_id: event.partner_id,
      subject_type: event.subject_type,
      subject_id: event.subject_id,
      before: event.before ?? null,
      after: event.after ?? null,
      ip: event.ip,
      created_at: event.created_at.toISOString(),
    })),
  };
}
