import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { supportRequestMessages, supportRequests } from '../../db/schema/index';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type ThreadMessageRow = typeof supportRequestMessages.$inferSelect;

/** Reads a request and locks it until the transaction ends, so acts on it happen one after the other. */
export async function lockSupportRequest(
  db: Database,
  requestId: number,
): Promise<SupportRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.id, requestId))
    .limit(1)
    .for('update');
  return row;
}

/** The threads of these requests, each oldest first. */
export async function findThreadMessages(db: Database, requestIds: number[]): Promise<ThreadMessageRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(supportRequestMessages)
    .where(inArray(supportRequestMessages.request_id, requestIds))
    .orderBy(asc(supportRequestMessages.created_at), asc(supportRequestMessages.id));
}

export async function insertThreadMessage(
  db: Database,
  message: { requestId: number; authorKind: 'operator' | 'user'; authorId: number; body: string; at: Date },
): Promise<ThreadMessageRow> {
  const [row] = await db
    .insert(supportRequestMessages)
    .values({
      request_id: message.requestId,
      author_kind: message.authorKind,
      author_id: message.authorId,
      body: message.body,
      created_at: message.at,
    })
    .returning();
  if (!row) throw new Error('the thread message was not stored');
  return row;
}

export async function updateSupportRequest(
  db: Database,
  requestId: number,
  values: Partial<Pick<SupportRequestRow, 'status' | 'reply' | 'replied_at'>>,
): Promise<void> {
  await db.update(supportRequests).set(values).where(eq(supportRequests.id, requestId));
}
