import type { MoveSupportRequestBody, SupportRequestDetail } from '@forja/contracts';
import { canMoveSupportRequest, statusAfterTeamReply } from '@forja/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, conflict } from '../../http/errors';
import {
  insertThreadMessage,
  lockSupportRequest,
  updateSupportRequest,
} from '../support/support-requests.repository';
import { recordAudit } from '../audit/audit-log';
import { staffOf } from '../staff/staff-access';
import { findSupportRequestDetail } from './support-requests.repository';

const AUDIT_SUBJECT = 'support_request';

const missing = () => new AppError(404, 'not_found');

/** The request as staff see it, or 404 not_found. */
export async function requireSupportRequestDetail(
  db: Database,
  requestId: number,
): Promise<SupportRequestDetail> {
  const detail = await findSupportRequestDetail(db, requestId);
  if (!detail) throw missing();
  return detail;
}

/**
 * An operator's reply: added to the request's thread (the widget's Requests tab shows it), a 'Pendiente'
 * request becomes 'En proceso', the act goes to the audit log, and the e-mail to the user is queued in the
 * same transaction (sent once it commits, retried if the mail server fails).
 */
export async function replyToSupportRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  requestId: number,
  body: string,
): Promise<SupportRequestDetail> {
  const db = app.database.db;
  const now = app.clock();
  await db.transaction(async (tx) => {
    const current = await lockSupportRequest(tx, requestId);
    if (!current) throw missing();
    const status = statusAfterTeamReply(current.status);
    const message = await insertThreadMessage(tx, {
      requestId,
      authorKind: 'operator',
      authorId: staffOf(request).userId,
      body,
      at: now,
    });
    await updateSupportRequest(tx, requestId, { status, reply: body, replied_at: now });
    await recordAudit(tx, request, {
      action: 'support_request.reply',
      companyId: current.company_id,
      subjectType: AUDIT_SUBJECT,
      subjectId: requestId,
      before: { status: current.status },
      after: { status, message_id: message.id, reply: body },
    });
    await app.services.notifications.later('supportReplied', { requestId, reply: body }, { tx });
  });
  return requireSupportRequestDetail(db, requestId);
}

/**
 * Moves a request from the status the operator saw to another: checked against the current status in the
 * same transaction. Moving to the status it already has changes nothing; a status that is no longer the one
 * the operator saw answers 409 already_reviewed; a move the workflow does not allow 409
 * invalid_status_transition.
 */
export async function moveSupportRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  requestId: number,
  move: MoveSupportRequestBody,
): Promise<SupportRequestDetail> {
  const db = app.database.db;
  await db.transaction(async (tx) => {
    const current = await lockSupportRequest(tx, requestId);
    if (!current) throw missing();
    if (current.status === move.to) return;
    if (current.status !== move.from) throw conflict('already_reviewed');
    if (!canMoveSupportRequest(current.status, move.to)) throw conflict('invalid_status_transition');
    await updateSupportRequest(tx, requestId, { status: move.to });
    await recordAudit(tx, request, {
      action: 'support_request.status',
      companyId: current.company_id,
      subjectType: AUDIT_SUBJECT,
      subjectId: requestId,
      before: { status: current.status },
      after: { status: move.to },
    });
  });
  return requireSupportRequestDetail(db, requestId);
}
