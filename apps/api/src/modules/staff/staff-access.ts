import { RECENT_SIGN_IN_MINUTES, type StaffRole } from '@forja/contracts';
import { staffRoleOf } from '@forja/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { refreshTokens, staffSessions, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { bearerToken } from '../auth/authenticate';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set on every back-office route by requireStaff. */
    staff: Staff | null;
  }
}

export type Staff = {
  userId: number;
  email: string;
  fullName: string;
  role: StaffRole;
  sessionId: string;
  /** Until when acts need no new password confirmation; null: confirm first. */
  actsAllowedUntil: Date | null;
};

const IDLE_MS = RECENT_SIGN_IN_MINUTES * 60_000;

/** The one answer anyone but staff gets from the back office: the same as a route that does not exist. */
const hidden = () => new AppError(404, 'not_found');

/**
 * Who the caller is, if they are staff with a live, confirmed session; otherwise the back office does not
 * exist for them (404 not_found, whether anonymous, a founder, a partner or a token that expired: the
 * back office's web client refreshes its session and tries once more on a 404).
 */
export async function resolveStaff(app: FastifyInstance, request: FastifyRequest): Promise<Staff> {
  const token = bearerToken(request);
  if (!token) throw hidden();
  const now = app.clock();
  const claims = await app.accessTokens.verify(token, now);
  if (claims === null || claims === 'expired') throw hidden();
  const db = app.database.db;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first_names: users.first_names,
      last_names: users.last_names,
      is_confirmed: users.is_confirmed,
      is_operator: users.is_operator,
      is_admin: users.is_admin,
      signed_in_at: refreshTokens.created_at,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.user_id))
    .where(
      and(
        eq(refreshTokens.family_id, claims.sessionId),
        eq(refreshTokens.user_id, claims.userId),
        isNull(refreshTokens.revoked_at),
      ),
    )
    .orderBy(refreshTokens.created_at)
    .limit(1);
  const role = row ? staffRoleOf(row, app.config.adminEmails) : null;
  if (!row || !role) throw hidden();
  request.auth = claims;

  const session = await touchStaffSession(db, {
    sessionId: claims.sessionId,
    userId: row.id,
    signedInAt: row.signed_in_at,
    now,
  });
  return {
    userId: row.id,
    email: row.email,
    fullName: [row.first_names, row.last_names].filter(Boolean).join(' '),
    role,
    sessionId: claims.sessionId,
    actsAllowedUntil: session.confirmed ? new Date(now.getTime() + IDLE_MS) : null,
  };
}

/**
 * Records back-office activity in the session. A session stays confirmed while it is used at least every
 * 15 minutes since the password was entered (at sign-in, or again in the back office); after a longer
 * pause it needs the password once more before any act.
 */
async function touchStaffSession(
  db: Database,
  input: { sessionId: string; userId: number; signedInAt: Date; now: Date },
): Promise<{ confirmed: boolean }> {
  const { sessionId, userId, signedInAt, now } = input;
  const [existing] = await db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.session_id, sessionId))
    .limit(1);
  const lastActive = existing?.last_active_at ?? signedInAt;
  const confirmedAt = existing ? existing.confirmed_at : signedInAt;
  const confirmed = confirmedAt !== null && now.getTime() - lastActive.getTime() <= IDLE_MS;
  await db
    .insert(staffSessions)
    .values({
      session_id: sessionId,
      user_id: userId,
      confirmed_at: confirmed ? confirmedAt : null,
      last_active_at: now,
    })
    .onConflictDoUpdate({
      target: staffSessions.session_id,
      set: { confirmed_at: confirmed ? confirmedAt : null, last_active_at: now },
    });
  return { confirmed };
}

/** After the password was checked: the session may act again for the next 15 minutes of activity. */
export async function confirmStaffSession(db: Database, staff: Staff, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ confirmed_at: now, last_active_at: now })
    .where(eq(staffSessions.session_id, staff.sessionId));
}

/** The staff member of a back-office request (set by the back office's onRequest hook). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw hidden();
  return request.staff;
}

/**
 * preHandler of every act that changes a customer's data or state: a confirmed session, or 403
 * recent_sign_in_required (the web client then asks for the password and tries again).
 */
export async function requireRecentSignIn(request: FastifyRequest): Promise<void> {
  if (!staffOf(request).actsAllowedUntil) throw new AppError(403, 'recent_sign_in_required');
}

/** preHandler of admin-only routes; an operator gets the same 404 as anyone who is not staff. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (staffOf(request).role !== 'admin') throw hidden();
}
