import type { CompanyAsAPartner, User, UserCompany } from '@forja/contracts/user/user';
import { analyticsDistinctId, staffRoleOf } from '@forja/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, partners, users } from '../../db/schema/index';
import type { UserRow } from '../auth/users.repository';

/**
 * The User of spec section 3 as the profile call carries it. Companies join in with the companies module.
 * `code`, the user's public code, is the id zero-padded to at least 5 characters, the identifier spec 9 gives
 * a user (it is derived, so it is not stored twice).
 */
/** The columns of a user the profile shows. */
const PROFILE_COLUMNS = [
  'id',
  'sidebar_retract',
  'first_names',
  'last_names',
  'email',
  'is_confirmed',
  'phone',
  'phone_country_code',
  'phone_alpha_code',
  'country_iso_code',
  'pm_last_four',
  'nationality_id',
  'notary_id',
] as const satisfies readonly (keyof UserRow)[];
type ProfileUser = Pick<UserRow, (typeof PROFILE_COLUMNS)[number]>;

export function toUserProfile(
  user: ProfileUser,
  lists: Pick<User, 'companies' | 'company_as_a_partner'> = { companies: [], company_as_a_partner: [] },
): User {
  const fullName = [user.first_names, user.last_names].filter(Boolean).join(' ');
  return {
    id: user.id,
    code: analyticsDistinctId(user.id),
    sidebar_retract: user.sidebar_retract,
    name: user.first_names || null,
    first_names: user.first_names || null,
    last_names: user.last_names || null,
    full_name: fullName || null,
    email: user.email,
    is_confirmed: user.is_confirmed,
    phone: user.phone,
    phone_country_code: user.phone_country_code,
    phone_alpha_code: user.phone_alpha_code,
    country_iso_code: user.country_iso_code,
    pm_last_four: user.pm_last_four,
    nationality: null,
    nationality_id: user.nationality_id,
    notary_id: user.notary_id,
    companies: lists.companies,
    company_as_a_partner: lists.company_as_a_partner,
  };
}

type Waiting = { resolve: (profile: User | null) => void; reject: (error: unknown) => void };

/**
 * `GET user/profile` in one round trip: the user's row with the companies they own and those they joined as
 * an accepted partner (not their own), aggregated by the database, as a prepared statement. It is the read
 * model of the call every page's guard makes; companies and partners are written by their own modules.
 * (Drizzle writes a single table's columns unqualified, so the correlated subqueries name `users` in full.)
 *
 * The profiles asked for in the same turn of the event loop are read by one statement (`id = any($1)`), each
 * request answered with its own row: under load, many requests share a round trip and the database's work per
 * statement, and a request alone waits for nothing (the statement goes at the end of the turn). Nothing is kept
 * between turns: no profile is cached, and a write is seen by the next read.
 *
 * A staff member's profile says so (`is_staff`, by the same rule as the back office's, with `adminEmails` from
 * ADMIN_EMAILS); nobody else's carries the field.
 */
export function createUserProfileReader(db: Database, adminEmails: readonly string[]) {
  const ownCompanies = sql<UserCompany[]>`coalesce((
    select json_agg(json_build_object(
      'id', c.id, 'user_id', c.user_id, 'friendly_id', c.friendly_id, 'name', c.name, 'legal_name', c.legal_name
    ) order by c.id)
    from ${companies} c where c.user_id = "users"."id"
  ), '[]'::json)`;
  const partnerCompanies = sql<CompanyAsAPartner[]>`coalesce((
    select json_agg(json_build_object(
      'id', c.id, 'user_id', c.user_id, 'friendly_id', c.friendly_id, 'name', c.name, 'legal_name', c.legal_name,
      'invitation_accepted', true
    ) order by p.id)
    from ${partners} p join ${companies} c on c.id = p.company_id
    where p.user_id = "users"."id" and p.invitation_accepted and c.user_id <> "users"."id"
  ), '[]'::json)`;
  const query = db
    .select({
      ...(Object.fromEntries(PROFILE_COLUMNS.map((column) => [column, users[column]])) as {
        [Column in (typeof PROFILE_COLUMNS)[number]]: (typeof users)[Column];
      }),
      is_operator: users.is_operator,
      is_admin: users.is_admin,
      companies: ownCompanies.as('companies'),
      company_as_a_partner: partnerCompanies.as('company_as_a_partner'),
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('user_profiles');

  let waiting: Map<number, Waiting[]> | null = null;

  /** Reads the profiles asked for in the turn that just ended, and answers each request. */
  async function readBatch(batch: Map<number, Waiting[]>): Promise<void> {
    try {
      const rows = await query.execute({ ids: [...batch.keys()] });
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, requests] of batch) {
        const row = byId.get(id);
        let profile: User | null = null;
        if (row) {
          const { companies: owned, company_as_a_partner: joined, is_operator, is_admin, ...user } = row;
          profile = toUserProfile(user, { companies: owned, company_as_a_partner: joined });
          if (staffRoleOf({ ...user, is_operator, is_admin }, adminEmails)) profile.is_staff = true;
        }
        // Each request gets its own copy: a handler that changes its answer changes no one else's.
        requests.forEach((request, index) =>
          request.resolve(index === 0 || !profile ? profile : structuredClone(profile)),
        );
      }
    } catch (error) {
      for (const requests of batch.values()) requests.forEach((request) => request.reject(error));
    }
  }

  return {
    byId(id: number): Promise<User | null> {
      return new Promise((resolve, reject) => {
        if (!waiting) {
          const batch = new Map<number, Waiting[]>();
          waiting = batch;
          setImmediate(() => {
            waiting = null;
            void readBatch(batch);
          });
        }
        const requests = waiting.get(id);
        if (requests) requests.push({ resolve, reject });
        else waiting.set(id, [{ resolve, reject }]);
      });
    },
  };
}
export type UserProfileReader = ReturnType<typeof createUserProfileReader>;
