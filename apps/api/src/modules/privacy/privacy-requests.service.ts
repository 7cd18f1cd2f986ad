import {
  PRIVACY_REQUEST_NOTE_MAX,
  PRIVACY_REQUEST_REASON_MAX,
  PRIVACY_REQUEST_VALUE_MAX,
  RECTIFIABLE_FIELDS,
  type DecidePrivacyRequestBody,
  type PrivacyQueueItem,
  type PrivacyQueueQuery,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@forja/contracts';
import {
  businessDaysLeft,
  formatZonedDate,
  parseLanguage,
  privacyRequestDueAt,
  type Language,
} from '@forja/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { privacyRequestDecidedEmail } from '../../providers/mail/transactional/privacy-request-decided';
import { recordAudit } from '../audit/audit-log';
import { staffOf } from '../staff/staff-access';
import {
  closePrivacyRequest,
  findCompanyOwnerId,
  findPartnerWithOwner,
  findPrivacyQueueRow,
  findRequester,
  insertPrivacyRequest,
  listPrivacyQueue,
  listPrivacyRequestsOfUser,
  lockPrivacyRequest,
  type PrivacyQueueRow,
  type PrivacyRequestRow,
} from './privacy-requests.repository';

/** What the API accepts before checking each part (see createPrivacyRequestBodySchema in the contracts). */
export type PrivacyRequestInput = {
  kind: string;
  reason?: string | undefined;
  details?: Record<string, unknown> | undefined;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const positiveId = (value: unknown): number | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
    throw badRequest('invalid_request');
  return value;
};

export function toPrivacyRequest(row: PrivacyRequestRow): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind as PrivacyRequestKind,
    status: row.status as PrivacyRequestStatus,
    reason: row.reason,
    details: row.details,
    created_at: row.created_at.toISOString(),
    due_at: row.due_at.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
    resolution_note: row.resolution_note,
  };
}

/** 403 user_not_belong_to_company unless the company is the caller's own. */
async function requireOwnCompany(db: Database, userId: number, companyId: number): Promise<void> {
  if ((await findCompanyOwnerId(db, companyId)) !== userId) throw forbidden('user_not_belong_to_company');
}

/**
 * 403 user_not_belong_to_company unless the partner record is the caller's own (joined) or sits in a company
 * the caller owns (the founder typed it), and, when both are given, belongs to that company.
 */
async function requireOwnPartner(
  db: Database,
  userId: number,
  partnerId: number,
  companyId: number | undefined,
): Promise<void> {
  const partner = await findPartnerWithOwner(db, partnerId);
  const mine =
    partner && ((partner.user_id === userId && partner.invitation_accepted) || partner.owner_id === userId);
  if (!partner || !mine) throw forbidden('user_not_belong_to_company');
  if (companyId !== undefined && partner.company_id !== companyId)
    throw forbidden('user_not_belong_to_company');
}

/** Checks what a person asks and keeps only what the request is about, with its own code for each problem. */
async function checkedRequest(
  db: Database,
  userId: number,
  input: PrivacyRequestInput,
): Promise<{ kind: 'rectification' | 'opposition'; reason: string; details: Record<string, unknown> }> {
  const kind = input.kind;
  if (kind !== 'rectification' && kind !== 'opposition') throw badRequest('privacy_request_kind_invalid');
  const reason = text(input.reason);
  if (!reason || reason.length > PRIVACY_REQUEST_REASON_MAX)
    throw badRequest('privacy_request_reason_required');
  const details = input.details ?? {};
  if (kind === 'opposition') {
    const purpose = text(details.purpose);
    if (!purpose || purpose.length > PRIVACY_REQUEST_VALUE_MAX)
      throw badRequest('privacy_request_purpose_required');
    return { kind, reason, details: { purpose } };
  }
  const field = text(details.field);
  if (!(RECTIFIABLE_FIELDS as readonly string[]).includes(field))
    throw badRequest('privacy_request_field_invalid');
  const requestedValue = text(details.requested_value);
  if (!requestedValue || requestedValue.length > PRIVACY_REQUEST_VALUE_MAX)
    throw badRequest('privacy_request_value_required');
  const companyId = positiveId(details.company_id);
  const partnerId = positiveId(details.partner_id);
  if (partnerId !== undefined) await requireOwnPartner(db, userId, partnerId, companyId);
  else if (companyId !== undefined) await requireOwnCompany(db, userId, companyId);
  return {
    kind,
    reason,
    details: {
      field,
      requested_value: requestedValue,
      ...(companyId !== undefined ? { company_id: companyId } : {}),
      ...(partnerId !== undefined ? { partner_id: partnerId } : {}),
    },
  };
}

/** Files a rectification or opposition request: open, due at the end of the 20th business day. */
export async function createPrivacyRequest(
  app: FastifyInstance,
  userId: number,
  input: PrivacyRequestInput,
): Promise<PrivacyRequest> {
  const db = app.database.db;
  const checked = await checkedRequest(db, userId, input);
  const now = app.clock();
  const row = await insertPrivacyRequest(db, {
    user_id: userId,
    kind: checked.kind,
    status: 'open',
    reason: checked.reason,
    details: checked.details,
    due_at: privacyRequestDueAt(now),
    created_at: now,
  });
  return toPrivacyRequest(row);
}

/** The caller's requests, newest first. */
export async function listMyPrivacyRequests(app: FastifyInstance, userId: number): Promise<PrivacyRequest[]> {
  return (await listPrivacyRequestsOfUser(app.database.db, userId)).map(toPrivacyRequest);
}

const fullName = (row: { first_names: string | null; last_names: string | null }) =>
  [row.first_names, row.last_names]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

function toQueueItem(row: PrivacyQueueRow, now: Date): PrivacyQueueItem {
  const request = toPrivacyRequest(row.request);
  const open = row.request.status === 'open';
  return {
    ...request,
    user: { id: row.request.user_id, name: fullName(row), email: row.email },
    business_days_left: businessDaysLeft(now, row.request.due_at),
    overdue: open && row.request.due_at.getTime() < now.getTime(),
  };
}

/** The back office's privacy queue: open requests by default, the nearest deadline first. */
export async function privacyQueue(
  app: FastifyInstance,
  query: PrivacyQueueQuery,
): Promise<{ items: PrivacyQueueItem[]; total: number; page: number; page_size: number }> {
  const { rows, total } = await listPrivacyQueue(app.database.db, {
    status: query.status,
    page: query.page,
    pageSize: query.page_size,
  });
  const now = app.clock();
  return {
    items: rows.map((row) => toQueueItem(row, now)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** The request's date as the reader writes dates, in Mexico City. */
function readerDate(date: Date, language: Language): string {
  return formatZonedDate(language, date, { dateStyle: 'long' });
}

/**
 * Resolves or rejects an open request with the team's note: the act goes to the audit log in the same
 * transaction; once it commits, the person is e-mailed the answer in their language.
 */
export async function decidePrivacyRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  requestId: number,
  decision: DecidePrivacyRequestBody,
): Promise<PrivacyQueueItem> {
  const note = decision.note.trim();
  if (!note || note.length > PRIVACY_REQUEST_NOTE_MAX) throw badRequest('privacy_request_note_required');
  const db = app.database.db;
  const now = app.clock();
  const staff = staffOf(request);
  const decided = await db.transaction(async (tx) => {
    const current = await lockPrivacyRequest(tx, requestId);
    if (!current) throw notFound();
    if (current.status !== 'open') throw conflict('already_reviewed');
    const closed = await closePrivacyRequest(tx, requestId, {
      status: decision.outcome,
      resolution_note: note,
      resolved_by: staff.userId,
      resolved_at: now,
    });
    if (!closed) throw conflict('already_reviewed');
    const companyId = typeof current.details.company_id === 'number' ? current.details.company_id : null;
    const partnerId = typeof current.details.partner_id === 'number' ? current.details.partner_id : null;
    await recordAudit(tx, request, {
      action: decision.outcome === 'resolved' ? 'privacy_request.resolve' : 'privacy_request.reject',
      companyId,
      partnerId,
      subjectType: 'privacy_request',
      subjectId: requestId,
      before: { status: current.status },
      after: { status: decision.outcome, note, kind: current.kind, user_id: current.user_id },
    });
    return current;
  });
  if (decided.user_id !== null) await emailDecision(app, decided, decision.outcome, note);
  const row = await findPrivacyQueueRow(db, requestId);
  if (!row) throw notFound();
  return toQueueItem(row, now);
}

async function emailDecision(
  app: FastifyInstance,
  decided: PrivacyRequestRow,
  outcome: 'resolved' | 'rejected',
  note: string,
): Promise<void> {
  const person = decided.user_id === null ? null : await findRequester(app.database.db, decided.user_id);
  if (!person) return;
  const language = parseLanguage(person.language) ?? 'es';
  const message = await privacyRequestDecidedEmail({
    language,
    name: person.first_names,
    kind: decided.kind as PrivacyRequestKind,
    outcome,
    note,
    requestedOn: readerDate(decided.created_at, language),
    link: `${app.config.appUrl}/${language}/account`,
  });
  try {
    await app.mailer.send({ to: person.email, ...message });
  } catch (error) {
    // The decision stands; the person still sees it on their account page.
    app.log.error(
      { err: error, privacyRequestId: decided.id },
      'could not e-mail a privacy request decision',
    );
  }
}
