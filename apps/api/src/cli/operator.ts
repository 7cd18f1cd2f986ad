/**
 * Grants or withdraws the operator role (who may approve legal names and, later, review documents).
 *   npm run operator -- grant ana@forja.mx
 *   npm run operator -- revoke ana@forja.mx
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { ConfigError, loadConfig } from '../config';
import { DatabaseStartError, migrateDatabase, openDatabase, type DatabaseHandle } from '../db/database';
import { createUsersRepository } from '../modules/users/users.repository';

export const OPERATOR_USAGE = 'usage: npm run operator -- grant|revoke <email>';

export async function setOperatorRole(
  database: DatabaseHandle,
  action: string | undefined,
  email: string | undefined,
) {
  if ((action !== 'grant' && action !== 'revoke') || !email) throw new ConfigError(OPERATOR_USAGE);
  const users = createUsersRepository(database.db);
  const user = await users.findByEmail(email);
  if (!user) throw new ConfigError(`no account with the e-mail ${email}`);
  await users.update(user.id, { is_operator: action === 'grant' });
  return action === 'grant' ? `${user.email} is now an operator.` : `${user.email} is no longer an operator.`;
}

async function main(args: string[]): Promise<string> {
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email) throw new ConfigError(OPERATOR_USAGE);
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    return await setOperatorRole(database, action, email);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('operator.ts')) {
  main(process.argv.slice(2))
    .then((message) => console.error(message))
    .catch((error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DatabaseStartError;
      console.error(`forja: ${known ? error.message : String(error)}`);
      process.exit(1);
    });
}
