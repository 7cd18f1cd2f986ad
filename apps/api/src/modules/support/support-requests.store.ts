import type { SupportRequest } from '@forja/contracts';
import { statusAfterUserAnswer } from '@forja/domain';
import type { NewSupportRequest, SupportRequestStore } from '@forja/support/app';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { supportRequests } from '../../db/schema/index';
import type { CompaniesService } from '../companies/companies.service';
import {
  findThreadMessages,
  insertThreadMessage,
  lockSupportRequest,
  updateSupportRequest,
  type SupportRequestRow,
  type ThreadMessageRow,
} from './support-requests.repository';

/** The request as its user sees it: the thread without who of Forja's team wrote each reply. */
function toRequest(row: SupportRequestRow, thread: ThreadMessageRow[]): SupportRequest {
  return {
    id: row.id,
    main_category: row.main_category,
    request_type: row.request_type,
    message: row.message,
    date: row.created_at.toISOString(),
    status: row.status,
    conversation_before_issue: row.conversation_before_issue ?? null,
    thread: thread
      .filter((message) => message.request_id === row.id)
      .map((message) => ({
        id: message.id,
        author_kind: message.author_kind,
        body: message.body,
        created_at: message.created_at.toISOString(),
      })),
  };
}

/** The support backend's request storage, in the api's database. */
export function createSupportRequestStore(
  db: Database,
  companies: CompaniesService,
  clock: () => Date,
): SupportRequestStore {
  async function canAccessCompany(userId: number, companyId: number): Promise<boolean> {
    return companies
      .requireAccess(userId, companyId)
      .then(() => true)
      .catch(() => false);
  }

  return {
    canAccessCompany,
    async insert(request: NewSupportRequest) {
      const rows = await db
        .insert(supportRequests)
        .values({ ...request, created_at: clock() })
        .returning();
      return toRequest(rows[0] as SupportRequestRow, []);
    },
    async list(userId, companyId) {
      const rows = await db
        .select()
        .from(supportRequests)
        .where(and(eq(supportRequests.user_id, userId), eq(supportRequests.company_id, companyId)))
        .orderBy(desc(supportRequests.created_at), desc(supportRequests.id));
      const thread = await findThreadMessages(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toRequest(row, thread));
    },
    async answer(userId, requestId, message) {
      const [own] = await db
        .select({ company_id: supportRequests.company_id })
        .from(supportRequests)
        .where(and(eq(supportRequests.id, requestId), eq(supportRequests.user_id, userId)))
        .limit(1);
      // Checked before the transaction: the access check reads outside it.
      if (!own || !(await canAccessCompany(userId, own.company_id))) return null;
      return db.transaction(async (tx) => {
        const current = await lockSupportRequest(tx, requestId);
        if (current?.user_id !== userId) return null;
        await insertThreadMessage(tx, {
          requestId,
          authorKind: 'user',
          authorId: userId,
          body: message,
          at: clock(),
        });
        const status = statusAfterUserAnswer(current.status);
        if (status !== current.status) await updateSupportRequest(tx, requestId, { status });
        return toRequest({ ...current, status }, await findThreadMessages(tx, [requestId]));
      });
    },
  };
}
