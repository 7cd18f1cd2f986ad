import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string) {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
