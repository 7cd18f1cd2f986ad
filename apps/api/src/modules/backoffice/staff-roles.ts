import type { StaffMember, StaffRole } from '@forja/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { recordAudit } from '../audit/audit-log';

const roleOf = (user: { is_admin: boolean }): StaffRole => (user.is_admin ? 'admin' : 'operator');

/** Everyone with a stored staff role, admins first. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.is_operator, true), eq(users.is_admin, true)))
    .orderBy(sql`${users.is_admin} desc`, users.email);
  return rows.map((user) => ({
    id: user.id,
    email: user.email,
    full_name: [user.first_names, user.last_names].filter(Boolean).join(' '),
    role: roleOf(user),
  }));
}

/**
 * Gives an account a role (an admin is an operator too) or withdraws both (role null), with the change in
 * the audit log. Only an account with a confirmed e-mail can become staff.
 */
export async function setStaffRole(
  db: Database,
  request: FastifyRequest,
  target: { email: string; role: StaffRole } | { userId: number; role: null },
): Promise<void> {
  await db.transaction(async (t) => {
    const [user] = await t
      .select()
      .from(users)
      .where(
        'email' in target
          ? sql`lower(${users.email}) = lower(${target.email.trim()})`
          : eq(users.id, target.userId),
      )
      .limit(1)
      .for('update');
    if (!user) throw new AppError(404, 'user_not_found');
    if (target.role !== null && !user.is_confirmed) throw new AppError(403, 'email_not_confirmed');
    const before = { is_operator: user.is_operator, is_admin: user.is_admin };
    const after =
      target.role === null
        ? { is_operator: false, is_admin: false }
        : { is_operator: true, is_admin: target.role === 'admin' };
    await t.update(users).set(after).where(eq(users.id, user.id));
    await recordAudit(t, request, {
      action: target.role === null ? 'role.withdraw' : 'role.grant',
      subjectType: 'user',
      subjectId: user.id,
      before,
      after,
    });
  });
}
