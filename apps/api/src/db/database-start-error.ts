/**
 * The database could not be opened or reached: a setting to fix (DATABASE_URL, DATA_DIR), told in one line.
 * A module of its own so that the server's start can recognise it before it loads the database's module.
 */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}
