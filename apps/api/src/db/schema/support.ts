import type { SupportConversationMessage } from '@forja/contracts';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Requests made through the support assistant; operators answer them (status, reply) from the back office. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    category_key: text('category_key').notNull(),
    subcategory_key: text('subcategory_key'),
    main_category: text('main_category').notNull(),
    request_type: text('request_type').notNull(),
    message: text('message').notNull(),
    conversation_before_issue: jsonb('conversation_before_issue').$type<SupportConversationMessage[]>(),
    status: text('status').notNull().default('Pendiente'),
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    user_name: text('user_name'),
    user_phone: text('user_phone'),
    company_name: text('company_name'),
    friendly_id: text('friendly_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_requests_company_id_idx').on(table.company_id),
    index('support_requests_user_company_idx').on(table.user_id, table.company_id),
  ],
);
