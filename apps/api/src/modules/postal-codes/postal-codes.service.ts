import { readFile } from 'node:fs/promises';
import type { DatabaseHandle } from '../../db/database';
import { AppError, badRequest } from '../../http/errors';
import { createPostalCodesRepository, type PostalCodesRepository } from './postal-codes.repository';
import { isPlausibleMexicanPostalCode, parseSepomex, POSTAL_CODE_PREFIXES } from './sepomex';

/** The sample catalogue in SEPOMEX's exact format (a few hundred settlements), for tests and the demo. */
export const SAMPLE_CATALOGUE = new URL('./sample/CPdescarga.txt', import.meta.url);

export type PostalCodeLookup = {
  postal_code: string;
  state: string | null;
  municipality: string | null;
  city: string | null;
  settlements: { settlement: string; settlement_type: string }[];
  catalogue_loaded: boolean;
};

/** Settlement names compare without case, accents or repeated spaces ("Roma  norte" is "Roma Norte"). */
const comparable = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export function createPostalCodesService(repository: PostalCodesRepository) {
  /** invalid_zip_code unless 5 digits in a range SEPOMEX assigns to a state. */
  function requirePlausible(value: string): string {
    const code = value.trim();
    if (!isPlausibleMexicanPostalCode(code)) throw badRequest('invalid_zip_code');
    return code;
  }

  return {
    /**
     * A postal code's settlements (colonias), municipality and state. For a code the catalogue lacks: with the
     * full SEPOMEX file, postal_code_not_found; with none or only the sample, only the shape is checked and the
     * state comes from the code's prefix (catalogue_loaded false), so the person types the rest.
     */
    async lookup(value: string): Promise<PostalCodeLookup> {
      const code = requirePlausible(value);
      const rows = await repository.settlementsOf(code);
      const first = rows[0];
      if (first) {
        return {
          postal_code: code,
          state: first.state,
          municipality: first.municipality,
          city: first.city,
          settlements: rows.map((row) => ({
            settlement: row.settlement,
            settlement_type: row.settlement_type,
          })),
          catalogue_loaded: true,
        };
      }
      if (await repository.isComplete()) throw new AppError(404, 'postal_code_not_found');
      const prefix = Number(code.slice(0, 2));
      const range = POSTAL_CODE_PREFIXES.find((entry) => prefix >= entry.from && prefix <= entry.to);
      return {
        postal_code: code,
        state: range?.state ?? null,
        municipality: null,
        city: null,
        settlements: [],
        catalogue_loaded: false,
      };
    },

    /**
     * Checks an address's postal code, and for a code the catalogue has, that the settlement is one of the
     * code's (postal_code_not_found otherwise, as for a code the full SEPOMEX file lacks). Answers the catalogue's spelling of the settlement, municipality and
     * state, or null when no catalogue is loaded.
     */
    async checkAddress(
      value: string,
      settlement: string,
    ): Promise<{ postal_code: string; settlement: string; municipality: string; state: string } | null> {
      const code = requirePlausible(value);
      const rows = await repository.settlementsOf(code);
      if (rows.length === 0) {
        if (await repository.isComplete()) throw new AppError(404, 'postal_code_not_found');
        return null;
      }
      const wanted = comparable(settlement);
      const match = rows.find((row) => comparable(row.settlement) === wanted);
      if (!match) throw new AppError(404, 'postal_code_not_found');
      return {
        postal_code: code,
        settlement: match.settlement,
        municipality: match.municipality,
        state: match.state,
      };
    },
  };
}
export type PostalCodesService = ReturnType<typeof createPostalCodesService>;

/**
 * Replaces the whole catalogue with a SEPOMEX file, in one transaction: a file that does not parse changes
 * nothing. `sample` marks the few codes of the embedded database's sample, where a code not in it is only
 * unknown. Answers how many settlements and postal codes were loaded.
 */
export async function importPostalCodes(
  database: DatabaseHandle,
  contents: Buffer,
  source: 'sepomex' | 'sample' = 'sepomex',
): Promise<{ settlements: number; postalCodes: number }> {
  const rows = parseSepomex(contents);
  if (rows.length === 0) throw new Error('The SEPOMEX file has no settlements');
  const repository = createPostalCodesRepository(database.db);
  await database.db.transaction(async (tx) => {
    await repository.replaceAll(rows, source, tx);
  });
  return { settlements: rows.length, postalCodes: new Set(rows.map((row) => row.postal_code)).size };
}

/** Loads the sample catalogue when the table is empty (the embedded database's first start); true if it did. */
export async function loadSampleWhenEmpty(database: DatabaseHandle): Promise<boolean> {
  if (await createPostalCodesRepository(database.db).hasRows()) return false;
  await importPostalCodes(database, await readFile(SAMPLE_CATALOGUE), 'sample');
  return true;
}

/**
 * At the server's start: the embedded database (PGlite, `npm start`) gets the sample catalogue when it has
 * none, so colonias work offline for its codes (any other is typed by hand). Never on PostgreSQL: import the
 * full file there.
 */
export async function loadSampleOnEmbeddedDatabase(
  database: DatabaseHandle,
  log: { info: (message: string) => void; error: (details: object, message: string) => void },
): Promise<void> {
  if (database.kind !== 'pglite') return;
  try {
    if (await loadSampleWhenEmpty(database))
      log.info(
        'Loaded the sample SEPOMEX postal codes; `npm run postal-codes:import -- <file>` loads the full catalogue',
      );
  } catch (error) {
    log.error({ err: error }, 'could not load the sample SEPOMEX postal codes');
  }
}
