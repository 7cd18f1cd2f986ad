import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userUtmInteractions, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string, tx: Database = db): Promise<UserRow | null> {
      const rows = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email.trim()})`)
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(id: number, tx: Database = db): Promise<UserRow | null> {
      const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async insert(values: NewUser, tx: Database = db): Promise<UserRow> {
      const rows = await tx.insert(users).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(id: number, values: Partial<NewUser>, tx: Database = db): Promise<void> {
      await tx.update(users).set(values).where(eq(users.id, id));
    },

    async addUtmInteraction(userId: number, tags: Record<string, string>, at: Date): Promise<void> {
      await db.insert(userUtmInteractions).values({ user_id: userId, tags, created_at: at });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** True when a database error is the unique index on lower(email). */
export function isEmailTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === 'users_email_lower_unique');
}
