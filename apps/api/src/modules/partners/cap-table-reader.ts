import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { dateOfJson, dateOfJsonOrNull } from '../../db/json-fields';
import { companies, partnerInvitations, partners } from '../../db/schema/index';
import type { CompanyMembership } from '../companies/company-profile-sources';
import { capTableJsonSql, partnerJsonSql, type PartnerJson } from './company-partners';

/** An invitation as far as its link's check is concerned. */
export type InvitationState = { partner_id: number; expires_at: Date; used_at: Date | null };

/** The caller's partner record in the company (null: none), as the companies module's access check reads it. */
function membershipSql(userId: Placeholder, companyId: SQL): SQL<CompanyMembership | null> {
  return sql<CompanyMembership | null>`(
    select json_build_object('invitation_accepted', m.invitation_accepted, 'permission_to_edit', m.permission_to_edit)
    from ${partners} m where m.user_id = ${userId} and m.company_id = ${companyId} limit 1
  )`;
}

/**
 * Whether the company's access check (companies.service.ts, spec section 6) lets `userId` read: the owner, or a
 * partner whose invitation was accepted. Only ever used to let a read through; a refusal is left to that check,
 * which gives its own answer.
 */
export function mayReadCompany(
  ownerId: number,
  membership: CompanyMembership | null,
  userId: number,
): boolean {
  return ownerId === userId || membership?.invitation_accepted === true;
}

/**
 * The cap table and one partner, each in one round trip with what their access check needs (the company's
 * owner, the caller's partner record, the invitation of a link), as prepared statements built from the parts
 * the company profile reads (company-partners.ts).
 */
export function createCapTableReader(db: Database) {
  // Drizzle writes a single table's columns unqualified: the correlated subqueries name the company in full.
  const companyId: SQL = sql`${sql.identifier('companies')}.${sql.identifier('id')}`;
  const capTable = db
    .select({
      owner_id: companies.user_id,
      membership: membershipSql(sql.placeholder('user'), companyId).as('membership'),
      cap_table: capTableJsonSql(companyId).as('cap_table'),
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare('partners_cap_table');

  const p = alias(partners, 'p');
  const onePartner = db
    .select({
      company_id: p.company_id,
      user_id: p.user_id,
      invitation_accepted: p.invitation_accepted,
      // The ids are bigint: read as the column reads them (a number), not as the driver's text.
      owner_id: sql<number | null>`(select c.user_id from ${companies} c where c.id = p.company_id)`.mapWith(
        companies.user_id,
      ),
      company_type: sql<string | null>`(select c.company_type from ${companies} c where c.id = p.company_id)`,
      // As the invitation e-mail names the company (partners.service sendInvitations).
      company_name: sql<
        string | null
      >`(select coalesce(c.legal_name, c.name, c.friendly_id) from ${companies} c where c.id = p.company_id)`,
      membership: membershipSql(sql.placeholder('user'), sql`p.company_id`).as('membership'),
      invitation: sql<{ partner_id: number; expires_at: string; used_at: string | null } | null>`(
        select json_build_object('partner_id', i.partner_id, 'expires_at', i.expires_at, 'used_at', i.used_at)
        from ${partnerInvitations} i where i.token_hash = ${sql.placeholder('token_hash')} limit 1
      )`,
      partner: sql<PartnerJson>`${partnerJsonSql()}`.as('partner'),
    })
    .from(p)
    .where(eq(p.id, sql.placeholder('id')))
    .prepare('partners_one_partner');

  return {
    /** The company's owner, the caller's partner record and the cap table; null when there is no such company. */
    async capTable(companyIdValue: number, userId: number) {
      const [row] = await capTable.execute({ id: companyIdValue, user: userId });
      return row ?? null;
    },

    /**
     * A partner's company and its society type, account and standing, the owner of their company, the caller's
     * partner record there (by `userId`), the invitation of `tokenHash`, and the partner as `partnerJsonSql`
     * builds it; null when there is no such partner.
     */
    async onePartner(partnerId: number, caller: { userId: number | null; tokenHash: string | null }) {
      const [row] = await onePartner.execute({
        id: partnerId,
        user: caller.userId,
        token_hash: caller.tokenHash,
      });
      if (!row) return null;
      const { invitation, ...rest } = row;
      const state: InvitationState | null = invitation && {
        partner_id: invitation.partner_id,
        expires_at: dateOfJson(invitation.expires_at),
        used_at: dateOfJsonOrNull(invitation.used_at),
      };
      return { ...rest, invitation: state };
    },
  };
}
export type CapTableReader = ReturnType<typeof createCapTableReader>;
