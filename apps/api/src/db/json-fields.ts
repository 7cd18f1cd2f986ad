import { sql, type SQL } from 'drizzle-orm';

/**
 * The arguments of `json_build_object` for columns of a table alias, each under its own name:
 * `'id', p."id", 'name', p."name"`… The names are the code's own constants, never input.
 */
export function jsonFields(alias: string, columns: readonly string[]): SQL {
  return sql.raw(columns.map((column) => `'${column}', ${alias}."${column}"`).join(', '));
}

/**
 * A timestamp as `json_build_object` writes it (ISO 8601 with the session's offset), as the Date Drizzle reads
 * from the column itself.
 */
export function dateOfJson(value: string): Date {
  return new Date(value);
}

/** The same for a column that may be null. */
export function dateOfJsonOrNull(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}
