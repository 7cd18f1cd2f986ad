import { ID_IMAGE_DOCUMENTS, type AuditAction, type AuditEvent } from '@forja/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { auditEvents, users } from '../../db/schema/index';
import { staffOf } from '../staff/staff-access';

/** One act of staff, as written to the append-only audit log. */
export type AuditEntry = {
  /** A dotted name: document.approve, document.reject, legal_name.authorize, role.grant, … */
  action: AuditAction;
  /** Who acted, when not the staff member of the request (a customer opening an ID image by signed link). */
  actorId?: number;
  companyId?: number | null;
  partnerId?: number | null;
  subjectType: string;
  subjectId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes an act to the audit log, with the staff member (or the given actor) and address of the request. Pass
 * the transaction that makes the change, so the act and its record are kept together or not at all.
 */
export async function recordAudit(db: Database, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actor_id: entry.actorId ?? staffOf(request).userId,
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
  action: AuditAction,
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

/** Someone opened an ID: a partner's voter card or passport, a legal representative's, the commissary's. */
export const IDENTITY_FILE_VIEW = 'identity_file.view';

/** Document types that are a person's ID: a partner's voter card or passport, the commissary's ID. */
const IDENTITY_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  ...ID_IMAGE_DOCUMENTS,
  'commissary_national_identity',
]);

/** Whether opening a document of this type is an identity file view (legal representatives' IDs always are). */
export const isIdentityDocument = (type: string): boolean => IDENTITY_DOCUMENT_TYPES.has(type);

/** An opened identity file: its kind and id, whose it is, and how it was reached. */
export type IdentityFileView = {
  /** The viewer; null when a signed link names nobody (the audit row then has actor 0). */
  actorId: number | null;
  subjectType: 'partner_document' | 'company_document' | 'legal_representative';
  subjectId: number;
  companyId?: number | null;
  partnerId?: number | null;
  /** The document type (national_identity, passport, …), when it has one. */
  fileType?: string | null;
  via: 'signed_link' | 'back_office';
};
export type IdentityFileAudit = (view: IdentityFileView) => Promise<void>;

const actorOf = (view: IdentityFileView): { actorId?: number } => {
  if (view.actorId !== null) return { actorId: view.actorId };
  return view.via === 'signed_link' ? { actorId: 0 } : {};
};

/**
 * How a route lets its service write down each opening of an identity file: who, which file, when (the row's
 * time) and from where (the request's address). Staff in the back office are the request's staff member.
 */
export function identityFileAudit(db: Database, request: FastifyRequest): IdentityFileAudit {
  return (view) =>
    recordAudit(db, request, {
      action: IDENTITY_FILE_VIEW,
      ...actorOf(view),
      companyId: view.companyId ?? null,
      partnerId: view.partnerId ?? null,
      subjectType: view.subjectType,
      subjectId: view.subjectId,
      before: null,
      after: { via: view.via, ...(view.fileType ? { file_type: view.fileType } : {}) },
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

/**
 * Writes an act of a signed-in user (not staff) to the audit log, e.g. a change to their own or a partner's
 * personal data (ARCO rectification): the actor is the user, with the address of the request.
 */
export async function recordUserAudit(
  db: Database,
  actor: { userId: number; ip: string; at: Date },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditEvents).values({
    actor_id: actor.userId,
    action: entry.action,
    company_id: entry.companyId ?? null,
    partner_id: entry.partnerId ?? null,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
    created_at: actor.at,
  });
}
