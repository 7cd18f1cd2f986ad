import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Usage events of the `local` analytics provider (the default): what a consenting browser sent in batches —
 * page views and leaves with their route name, and the key product events. Only events of clients that granted
 * the analytics consent are stored; never a password, code or document number.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The anonymous id of the browser, or the user's analyticsDistinctId once identified. */
    distinct_id: text('distinct_id').notNull(),
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    session_id: text('session_id').notNull(),
    /** ANALYTICS_EVENT_NAMES of the contracts. */
    name: text('name').notNull(),
    route_name: text('route_name'),
    path: text('path'),
    properties: jsonb('properties')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    /** The campaign values stored in the browser when the event happened. */
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_name_time_idx').on(table.name, table.occurred_at),
    index('analytics_events_user_idx').on(table.user_id, table.occurred_at),
  ],
);

/**
 * Answers to the satisfaction surveys after payment and after signing: one per person, company and step (shown
 * once), a rating on the configured scale banded by the domain's surveyBand, or a dismissal.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** SURVEY_STEPS of the contracts: payment or signing. */
    step: text('step').notNull(),
    scale: integer('scale').notNull(),
    /** Null when dismissed. */
    rating: integer('rating'),
    band: text('band'),
    comment: text('comment'),
    dismissed: boolean('dismissed').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('survey_responses_company_id_idx').on(table.company_id),
    uniqueIndex('survey_responses_user_company_step_unique').on(table.user_id, table.company_id, table.step),
    index('survey_responses_step_time_idx').on(table.step, table.created_at),
  ],
);

/** Feature flags admins switch in the back office (when PostHog is not configured). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    description: text('description').notNull().default(''),
    updated_by: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feature_flags_updated_by_idx').on(table.updated_by)],
);
