import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Files that mean something on one engine only, excluded by the other engine's project (never skipped). */
export const POSTGRES_ONLY_TEST_FILES = [
  'src/db/backup-restore.test.ts',
  'src/db/migrate-concurrently.test.ts',
];
export const PGLITE_ONLY_TEST_FILES = ['src/db/pglite.test.ts'];

const NAMES_A_DATABASE = /\b(?:TEST_DATABASE_URL|DATABASE_URL|FORJA_TEST_DB|postgresTemplate|pgliteDump)\b/;
const RELATIVE_IMPORT = /\b(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Whether a test file can reach a database, and so means something different on PostgreSQL than on PGlite: it
 * imports, directly or through other modules, anything under `src/db`, or it names a database itself (the
 * migrated template or dump it is given, or a database's address for a process it starts). Everything else
 * (templates, PDFs, providers spoken to over HTTP) runs the same on either database, and the PostgreSQL pass
 * leaves it to the PGlite one. Errs towards reaching: any relative import counts, types included.
 */
export function databaseTestFiles(sourceRoot: string): string[] {
  const root = resolve(sourceRoot);
  const database = join(root, 'db') + sep;
  const tests = listFiles(root).filter((file) => file.endsWith('.test.ts'));

  const reachesDatabase = (start: string): boolean => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      const code = readFileSync(file, 'utf8');
      if (file === start && NAMES_A_DATABASE.test(code)) return true;
      for (const [, specifier] of code.matchAll(RELATIVE_IMPORT)) {
        const imported = resolveModule(dirname(file), specifier!);
        if (!imported) continue;
        if (imported.startsWith(database)) return true;
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    return false;
  };

  return tests.filter(reachesDatabase).map((file) => relative(root, file).split(sep).join('/'));
}

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(from, specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // An import written with the compiled extension (`./x.js`) names the TypeScript source.
  const source = base.replace(/\.js$/, '.ts');
  return source !== base && existsSync(source) ? source : null;
}
