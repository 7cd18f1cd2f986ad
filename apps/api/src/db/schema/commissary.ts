import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** The founder's answers about an outside commissary (LGSM art. 165): every one must be false. */
export type CommissaryRelationshipAnswers = {
  is_partner_administrator: boolean;
  is_employee: boolean;
  is_relative_of_administrator: boolean;
};

/** Forja's own commissaries (contadores públicos with a cédula profesional), assigned from the back office. */
export const forjaCommissaries = pgTable('forja_commissaries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  rfc: text('rfc').notNull(),
  professional_licence: text('professional_licence').notNull(),
  active: boolean('active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's commissary (comisario): an outside person the founder appoints and invites, or one of Forja's
 * commissaries assigned when the service was bought. One current row per company; a replaced one keeps its
 * row with `replaced_at`. The invitation link's token is kept hashed, single use and expiring.
 */
export const commissaries = pgTable(
  'commissaries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** outside | forja */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The commissary's RFC: Forja's commissary's, or the one an outside commissary gave with the CSF. */
    rfc: text('rfc'),
    /** The commissary's account, once the invitation was taken. */
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    forja_commissary_id: bigint('forja_commissary_id', { mode: 'number' }).references(
      () => forjaCommissaries.id,
      { onDelete: 'restrict' },
    ),
    relationship: jsonb('relationship').$type<CommissaryRelationshipAnswers | null>(),
    invitation_token_hash: text('invitation_token_hash'),
    invitation_expires_at: timestamp('invitation_expires_at', { withTimezone: true }),
    invitation_used_at: timestamp('invitation_used_at', { withTimezone: true }),
    invitation_sent_at: timestamp('invitation_sent_at', { withTimezone: true }),
    /** The identity check: Pending, Approved, Reject or Denied (null before the video is sent). */
    identity_status: text('identity_status'),
    identity_provider: text('identity_provider'),
    identity_reference: text('identity_reference'),
    /** When the provider may be asked next (its processing time, or what it asked for). */
    identity_check_at: timestamp('identity_check_at', { withTimezone: true }),
    /** The back of the ID and the selfie video (the front is the commissary_national_identity document). */
    identity_back_key: text('identity_back_key'),
    identity_back_content_type: text('identity_back_content_type'),
    /** The back's file name as uploaded (the review shows it beside the front's); null before migration 0030. */
    identity_back_file_name: text('identity_back_file_name'),
    identity_video_key: text('identity_video_key'),
    is_metamap_validated: boolean('is_metamap_validated').notNull().default(false),
    is_csf_validated: boolean('is_csf_validated').notNull().default(false),
    csf_rfc_mismatch: boolean('csf_rfc_mismatch').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    replaced_at: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('commissaries_current_unique')
      .on(table.company_id)
      .where(sql`${table.replaced_at} is null`),
    uniqueIndex('commissaries_invitation_unique').on(table.invitation_token_hash),
    index('commissaries_user_idx').on(table.user_id),
    index('commissaries_forja_idx').on(table.forja_commissary_id),
  ],
);
