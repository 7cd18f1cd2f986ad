import type { BackofficeOrder } from '@forja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { recordAudit } from '../audit/audit-log';
import { insertNote } from '../companies/company-notes.repository';
import { findOrder, lockOrder } from './orders.repository';
import { staffOf } from '../staff/staff-access';

const missing = () => new AppError(404, 'not_found');

/** The order as the back office sees it, or 404 not_found. */
export async function requireOrder(app: FastifyInstance, orderId: number): Promise<BackofficeOrder> {
  const order = await findOrder(app.database.db, orderId);
  if (!order) throw missing();
  return order;
}

/**
 * A private follow-up note on an order (refunds and the like are handled outside Forja; the note says what
 * was done). A failed payment with a note written after the failure leaves the open queue. The note is a
 * company note naming the order, written to the audit log in the same transaction.
 */
export async function addOrderNote(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  body: string,
): Promise<BackofficeOrder> {
  await app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw missing();
    const noteId = await insertNote(tx, {
      companyId: order.company_id,
      orderId,
      authorId: staffOf(request).userId,
      body,
      visibleToFounder: false,
      at: app.clock(),
    });
    await recordAudit(tx, request, {
      action: 'order.note',
      companyId: order.company_id,
      subjectType: 'order',
      subjectId: orderId,
      after: { note_id: noteId, body, status: order.status },
    });
  });
  return requireOrder(app, orderId);
}
