import type {
  BackofficeThreadMessage,
  SupportQueueItem,
  SupportQueueStatusFilter,
  SupportRequestDetail,
} from '@forja/contracts';
import { supportRequestStage } from '@forja/domain';
import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  ne,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, supportRequestMessages, supportRequests, users } from '../../db/schema/index';
import { findThreadMessages, type SupportRequestRow } from '../support/support-requests.repository';
import { CLOSED_SUPPORT_STATUSES } from './backoffice-overview';

export type SupportQueueFilter = {
  status: SupportQueueStatusFilter;
  category?: string | undefined;
  companyId?: number | undefined;
  /** A company's friendly_id (any case) or part of its name. */
  company?: string | undefined;
  page: number;
  pageSize: number;
};

/** The status condition of a queue filter: `open` is exactly what the home page counts. */
function statusCondition(status: SupportQueueStatusFilter): SQL | undefined {
  switch (status) {
    case 'open':
      return notInArray(supportRequests.status, CLOSED_SUPPORT_STATUSES);
    case 'pending':
      return eq(supportRequests.status, 'Pendiente');
    case 'in_progress':
      return and(
        notInArray(supportRequests.status, CLOSED_SUPPORT_STATUSES),
        ne(supportRequests.status, 'Pendiente'),
      );
    case 'resolved':
      return inArray(supportRequests.status, CLOSED_SUPPORT_STATUSES);
    case 'all':
      return undefined;
  }
}

/** `text` as a LIKE pattern that matches it literally. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function companyCondition(text: string): SQL | undefined {
  const contains = `%${literalPattern(text)}%`;
  return or(
    ilike(companies.friendly_id, literalPattern(text)),
    ilike(companies.name, contains),
    ilike(supportRequests.company_name, contains),
  );
}

const fullName = (user: { first_names: string | null; last_names: string | null } | null) =>
  [user?.first_names, user?.last_names]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

const requestColumns = {
  request: supportRequests,
  company_friendly_id: companies.friendly_id,
  company_name: companies.name,
  first_names: users.first_names,
  last_names: users.last_names,
  email: users.email,
  phone: users.phone,
  phone_country_code: users.phone_country_code,
  language: users.language,
};

type JoinedRow = {
  request: SupportRequestRow;
  company_friendly_id: string | null;
  company_name: string | null;
  first_names: string | null;
  last_names: string | null;
  email: string | null;
  phone: string | null;
  phone_country_code: string | null;
  language: string | null;
};

type ThreadSummary = Pick<SupportQueueItem, 'thread_count' | 'last_author_kind' | 'last_message_at'>;

function toQueueItem(row: JoinedRow, thread: ThreadSummary): SupportQueueItem {
  const { request } = row;
  return {
    id: request.id,
    status: request.status,
    stage: supportRequestStage(request.status),
    category_key: request.category_key,
    subcategory_key: request.subcategory_key,
    main_category: request.main_category,
    request_type: request.request_type,
    message: request.message,
    created_at: request.created_at.toISOString(),
    company: {
      id: request.company_id,
      friendly_id: row.company_friendly_id ?? request.friendly_id,
      name: row.company_name ?? request.company_name,
    },
    user: {
      id: request.user_id,
      name: fullName(row) || request.user_name || '',
      email: row.email,
    },
    ...thread,
  };
}

function summarise(messages: { author_kind: 'operator' | 'user'; created_at: string }[]): ThreadSummary {
  const last = messages.at(-1);
  return {
    thread_count: messages.length,
    last_author_kind: last?.author_kind ?? null,
    last_message_at: last?.created_at ?? null,
  };
}

/** The support requests queue: oldest first, filtered by status, category and company. */
export async function listSupportQueue(
  db: Database,
  filter: SupportQueueFilter,
): Promise<{ items: SupportQueueItem[]; total: number }> {
  const conditions = [
    statusCondition(filter.status),
    filter.category ? eq(supportRequests.category_key, filter.category) : undefined,
    filter.companyId ? eq(supportRequests.company_id, filter.companyId) : undefined,
    filter.company ? companyCondition(filter.company) : undefined,
    // A cancelled account's requests leave the queue at once (ARCO cancellation); they are erased later.
    notExists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.id, supportRequests.user_id), isNotNull(users.cancelled_at))),
    ),
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [totalRow] = await db
    .select({ total: count() })
    .from(supportRequests)
    .leftJoin(companies, eq(companies.id, supportRequests.company_id))
    .where(where);
  const rows = await db
    .select(requestColumns)
    .from(supportRequests)
    .leftJoin(companies, eq(companies.id, supportRequests.company_id))
    .leftJoin(users, eq(users.id, supportRequests.user_id))
    .where(where)
    .orderBy(asc(supportRequests.created_at), asc(supportRequests.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);

  const ids = rows.map((row) => row.request.id);
  const messages = (await findThreadMessages(db, ids)).map((message) => ({
    request_id: message.request_id,
    author_kind: message.author_kind,
    created_at: message.created_at.toISOString(),
  }));
  return {
    total: Number(totalRow?.total ?? 0),
    items: rows.map((row) =>
      toQueueItem(row, summarise(messages.filter((message) => message.request_id === row.request.id))),
    ),
  };
}

/** A request's thread as staff see it, oldest first, with the name of whoever wrote each message. */
async function findThread(db: Database, requestId: number): Promise<BackofficeThreadMessage[]> {
  const rows = await db
    .select({
      message: supportRequestMessages,
      first_names: users.first_names,
      last_names: users.last_names,
      email: users.email,
    })
    .from(supportRequestMessages)
    .leftJoin(users, eq(users.id, supportRequestMessages.author_id))
    .where(eq(supportRequestMessages.request_id, requestId))
    .orderBy(asc(supportRequestMessages.created_at), asc(supportRequestMessages.id));
  return rows.map(({ message, ...author }) => ({
    id: message.id,
    author_kind: message.author_kind,
    author_name: fullName(author) || author.email || null,
    body: message.body,
    created_at: message.created_at.toISOString(),
  }));
}

/** One request with who made it, the chat before it and its thread; null when there is none. */
export async function findSupportRequestDetail(
  db: Database,
  requestId: number,
): Promise<SupportRequestDetail | null> {
  const [row] = await db
    .select(requestColumns)
    .from(supportRequests)
    .leftJoin(companies, eq(companies.id, supportRequests.company_id))
    .leftJoin(users, eq(users.id, supportRequests.user_id))
    .where(eq(supportRequests.id, requestId))
    .limit(1);
  if (!row) return null;
  const thread = await findThread(db, requestId);
  const item = toQueueItem(row, summarise(thread));
  const phone =
    row.phone && row.phone_country_code ? `+${row.phone_country_code}${row.phone}` : row.request.user_phone;
  return {
    ...item,
    user: { ...item.user, phone: phone ?? null, language: row.language },
    conversation_before_issue: row.request.conversation_before_issue ?? null,
    thread,
  };
}
