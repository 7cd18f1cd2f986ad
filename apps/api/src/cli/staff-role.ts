/**
 * Grants or withdraws a back-office role from the command line (the first admin comes from here, or from
 * ADMIN_EMAILS); admins then manage roles in the back office itself.
 *   npm run admin -- grant ana@forja.mx       (admin: also grants and withdraws roles)
 *   npm run operator -- grant luis@forja.mx   (operator: works the queues)
 *   npm run operator -- revoke luis@forja.mx  (withdraws every staff role)
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { ConfigError, loadConfig } from '../config';
import { DatabaseStartError, migrateDatabase, openDatabase, type DatabaseHandle } from '../db/database';
import { createUsersRepository } from '../modules/auth/users.repository';

export type CliRole = 'operator' | 'admin';

export const staffRoleUsage = (role: CliRole) => `usage: npm run ${role} -- grant|revoke <email>`;

export async function setStaffRoleFromCli(
  database: DatabaseHandle,
  role: CliRole,
  action: string | undefined,
  email: string | undefined,
): Promise<string> {
  if ((action !== 'grant' && action !== 'revoke') || !email) throw new ConfigError(staffRoleUsage(role));
  const users = createUsersRepository(database.db);
  const user = await users.findByEmail(email);
  if (!user) throw new ConfigError(`no account with the e-mail ${email}`);
  if (action === 'grant') {
    await users.update(user.id, { is_operator: true, is_admin: role === 'admin' || user.is_admin });
    return `${user.email} is now ${role === 'admin' ? 'an admin' : 'an operator'}.`;
  }
  await users.update(user.id, { is_operator: false, is_admin: false });
  return `${user.email} is no longer staff.`;
}

async function main(args: string[]): Promise<string> {
  const [role, action, email] = args;
  if (role !== 'operator' && role !== 'admin') throw new ConfigError(staffRoleUsage('admin'));
  if ((action !== 'grant' && action !== 'revoke') || !email) throw new ConfigError(staffRoleUsage(role));
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    return await setStaffRoleFromCli(database, role, action, email);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('staff-role.ts')) {
  main(process.argv.slice(2))
    .then((message) => console.error(message))
    .catch((error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DatabaseStartError;
      console.error(`forja: ${known ? error.message : String(error)}`);
      process.exit(1);
    });
}
