import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { partners } from './partners';

const companyRef = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const partnerRef = () =>
  bigint('partner_id', { mode: 'number' })
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every generated version of a company's draft articles of incorporation. The newest is the company's
 * `articles_of_incorporation_render` document; `fingerprint` is the SHA-256 of the data the draft shows, so a
 * change of that data (and only such a change) makes a new version.
 */
export const articlesDrafts = pgTable(
  'articles_drafts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    version: integer('version').notNull(),
    fingerprint: text('fingerprint').notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('articles_drafts_company_version_unique').on(table.company_id, table.version)],
);

/** A partner's answer to one version of the draft: acknowledged, or a correction asked for. */
export const articlesAcknowledgments = pgTable(
  'articles_acknowledgments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    partner_id: partnerRef(),
    version: integer('version').notNull(),
    decision: text('decision').$type<'acknowledged' | 'correction_requested'>().notNull(),
    note: text('note'),
    /** Through the signed-in app or the e-mailed link. */
    channel: text('channel').$type<'account' | 'link'>().notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
  },
  (table) => [
    index('articles_acknowledgments_partner_id_idx').on(table.partner_id),
    index('articles_acknowledgments_company_idx').on(table.company_id, table.version),
  ],
);

/**
 * The e-mailed link a partner opens without an account: the token is derived from the server secret and this
 * row's nonce (so the server can check the HMAC a request carries), never stored itself.
 */
export const partnerActLinks = pgTable(
  'partner_act_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    partner_id: partnerRef(),
    nonce: text('nonce').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    index('partner_act_links_company_id_idx').on(table.company_id),
    index('partner_act_links_partner_idx').on(table.partner_id),
  ],
);

/** Request signatures already used on the e-mailed link's calls: a second use is a replay. */
export const signedRequestUses = pgTable('signed_request_uses', {
  signature: text('signature').primaryKey(),
  used_at: timestamp('used_at', { withTimezone: true }).notNull(),
});

/** Two-factor codes for company acts (signing): per partner, HMAC-hashed, single use, limited attempts. */
export const companyActCodes = pgTable(
  'company_act_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    partner_id: partnerRef(),
    code_hash: text('code_hash').notNull(),
    channels: jsonb('channels').$type<('email' | 'sms')[]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    index('company_act_codes_partner_id_idx').on(table.partner_id),
    index('company_act_codes_partner_idx').on(table.company_id, table.partner_id),
  ],
);

export const SIGNATURE_ENVELOPE_STATUSES = ['pending', 'completed', 'declined', 'voided'] as const;
export type SignatureEnvelopeStatus = (typeof SIGNATURE_ENVELOPE_STATUSES)[number];

/** One signing of one version of the draft with the e-signature provider. */
export const signatureEnvelopes = pgTable(
  'signature_envelopes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyRef(),
    provider: text('provider').notNull(),
    provider_envelope_id: text('provider_envelope_id').notNull(),
    draft_version: integer('draft_version').notNull(),
    draft_sha256: text('draft_sha256').notNull(),
    status: text('status').$type<SignatureEnvelopeStatus>().notNull(),
    /** Why a pending envelope stopped: `data_changed`, `declined`, … */
    closed_reason: text('closed_reason'),
    signed_sha256: text('signed_sha256'),
    /** The redirect_sign page's token_data: names the envelope without giving anything else away. */
    return_token: text('return_token').notNull(),
    created_at: createdAt(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('signature_envelopes_provider_unique').on(table.provider, table.provider_envelope_id),
    uniqueIndex('signature_envelopes_return_token_unique').on(table.return_token),
    index('signature_envelopes_company_idx').on(table.company_id),
  ],
);

export const SIGNER_STATUSES = ['pending', 'viewed', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** A partner's place in an envelope: order, state and the evidence the audit certificate prints. */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    envelope_id: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => signatureEnvelopes.id, { onDelete: 'cascade' }),
    partner_id: partnerRef(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    signing_order: integer('signing_order').notNull(),
    status: text('status').$type<SignerStatus>().notNull().default('pending'),
    provider_signer_id: text('provider_signer_id').notNull(),
    /** The provider's signing page for this signer; shown only after the two-factor code. */
    signing_url: text('signing_url').notNull(),
    two_factor_verified_at: timestamp('two_factor_verified_at', { withTimezone: true }),
    viewed_at: timestamp('viewed_at', { withTimezone: true }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    declined_at: timestamp('declined_at', { withTimezone: true }),
    decline_reason: text('decline_reason'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    last_reminded_at: timestamp('last_reminded_at', { withTimezone: true }),
  },
  (table) => [
    index('signature_signers_envelope_idx').on(table.envelope_id),
    index('signature_signers_partner_idx').on(table.partner_id),
  ],
);

/** Webhook events already applied, by the provider's event id: a second delivery changes nothing. */
export const signatureWebhookEvents = pgTable(
  'signature_webhook_events',
  {
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.event_id] })],
);

/** The sandbox e-signature provider's envelopes (the stand-in for a provider's own records). */
export const sandboxSignatureEnvelopes = pgTable('sandbox_signature_envelopes', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  reference: text('reference').notNull(),
  storage_key: text('storage_key').notNull(),
  sha256: text('sha256').notNull(),
  signed_storage_key: text('signed_storage_key'),
  status: text('status').$type<'pending' | 'completed' | 'declined' | 'voided'>().notNull(),
  redirect_path: text('redirect_path').notNull(),
  language: text('language').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  completed_at: timestamp('completed_at', { withTimezone: true }),
});

export const sandboxSignatureSigners = pgTable(
  'sandbox_signature_signers',
  {
    id: text('id').primaryKey(),
    envelope_id: text('envelope_id')
      .notNull()
      .references(() => sandboxSignatureEnvelopes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    signing_order: integer('signing_order').notNull(),
    token: text('token').notNull(),
    status: text('status').$type<'pending' | 'viewed' | 'signed' | 'declined'>().notNull(),
    typed_signature: text('typed_signature'),
    decline_reason: text('decline_reason'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    viewed_at: timestamp('viewed_at', { withTimezone: true }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    /** The signer's own language and return path; null (envelopes made before): the envelope's. */
    language: text('language'),
    redirect_path: text('redirect_path'),
  },
  (table) => [
    uniqueIndex('sandbox_signature_signers_token_unique').on(table.token),
    index('sandbox_signature_signers_envelope_idx').on(table.envelope_id),
  ],
);
