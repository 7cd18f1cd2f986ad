import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import type { UserRow } from './users.repository';

/** Users by the Google account (the ID token's `sub`) linked to them. */
export function createGoogleAccountsRepository(db: Database) {
  return {
    async findByGoogleSubject(subject: string, tx: Database = db): Promise<UserRow | null> {
      const rows = await tx.select().from(users).where(eq(users.google_subject, subject)).limit(1);
      return rows[0] ?? null;
    },
  };
}
export type GoogleAccountsRepository = ReturnType<typeof createGoogleAccountsRepository>;

/** True when a database error is the unique index on google_subject. */
export function isGoogleSubjectTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'users_google_subject_unique';
}
