import type { SupportRequest } from '@forja/contracts';
import type { NewSupportRequest, SupportRequestStore } from '@forja/support/app';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { supportRequests } from '../../db/schema/index';
import type { CompaniesService } from '../companies/companies.service';

type Row = typeof supportRequests.$inferSelect;

function toRequest(row: Row): SupportRequest {
  return {
    id: row.id,
    main_category: row.main_category,
    request_type: row.request_type,
    message: row.message,
    date: row.created_at.toISOString(),
    status: row.status,
    conversation_before_issue: row.conversation_before_issue ?? null,
  };
}

/** The support backend's request storage, in the api's database. */
export function createSupportRequestStore(
  db: Database,
  companies: CompaniesService,
  clock: () => Date,
): SupportRequestStore {
  return {
    async canAccessCompany(userId, companyId) {
      return companies
        .requireAccess(userId, companyId)
        .then(() => true)
        .catch(() => false);
    },
    async insert(request: NewSupportRequest) {
      const rows = await db
        .insert(supportRequests)
        .values({ ...request, created_at: clock() })
        .returning();
      return toRequest(rows[0] as Row);
    },
    async list(userId, companyId) {
      const rows = await db
        .select()
        .from(supportRequests)
        .where(and(eq(supportRequests.user_id, userId), eq(supportRequests.company_id, companyId)))
        .orderBy(desc(supportRequests.created_at), desc(supportRequests.id));
      return rows.map(toRequest);
    },
  };
}
