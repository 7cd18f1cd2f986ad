/**
 * Loads the SEPOMEX postal-code catalogue (CPdescarga.txt, pipe-separated, Latin-1, from Correos de México)
 * into the postal_codes table, replacing what was there in one transaction.
 *   npm run postal-codes:import -- ~/Descargas/CPdescarga.txt
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DatabaseStartError, migrateDatabase, openDatabase, type DatabaseHandle } from '../db/database';
import { importPostalCodes } from '../modules/postal-codes/postal-codes.service';

export const IMPORT_POSTAL_CODES_USAGE = 'usage: npm run postal-codes:import -- <path to CPdescarga.txt>';

export async function importPostalCodesFile(
  database: DatabaseHandle,
  path: string | undefined,
): Promise<string> {
  if (!path) throw new ConfigError(IMPORT_POSTAL_CODES_USAGE);
  const contents = await readFile(path).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`cannot read ${path} (${code})`);
  });
  const result = await importPostalCodes(database, contents).catch((error: unknown) => {
    // A malformed file: the message names the line, and nothing was changed.
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  });
  return `Imported ${result.settlements} settlements of ${result.postalCodes} postal codes from ${path}.`;
}

async function main(args: string[]): Promise<string> {
  const [file] = args;
  if (!file) throw new ConfigError(IMPORT_POSTAL_CODES_USAGE);
  // npm runs scripts from the repository root: a relative path means the caller's folder.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    return await importPostalCodesFile(database, path);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('import-postal-codes.ts')) {
  main(process.argv.slice(2))
    .then((message) => console.error(message))
    .catch((error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DatabaseStartError;
      console.error(`forja: ${known ? error.message : String(error)}`);
      process.exit(1);
    });
}
