import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, users } from '../../db/schema/index';

/** A company's names and its founder (the account that created it): whom to e-mail about it, and how. */
export async function findCompanyAndFounder(db: Database, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      legal_name: companies.legal_name,
      friendly_id: companies.friendly_id,
      email: users.email,
      first_names: users.first_names,
      language: users.language,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** The company with its society type and its founder's e-mail, or null. */
export async function findCompanyWithFounder(db: Database, companyId: number) {
  const [row] = await db
    .select({
      company_id: companies.id,
      friendly_id: companies.friendly_id,
      name: companies.name,
      legal_name: companies.legal_name,
      company_type: companies.company_type,
      founder_email: users.email,
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.user_id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}
