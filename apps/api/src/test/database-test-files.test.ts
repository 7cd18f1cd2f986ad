import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files';

describe('databaseTestFiles (what the PostgreSQL pass runs)', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function tree(files: Record<string, string>) {
    root = mkdtempSync(join(tmpdir(), 'forja-test-files-'));
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), code);
    }
    return root;
  }

  it('keeps a test that reaches the database through other modules, and leaves out one that never can', () => {
    const src = tree({
      'db/database.ts': 'export const open = () => null;',
      'modules/users/users.service.ts': "import { open } from '../../db/database';",
      'modules/users/users.routes.ts': "export { x } from './users.service';",
      'modules/users/users.routes.test.ts': "import { x } from './users.routes';",
      'providers/mail/templates.ts': 'export const render = () => "";',
      'providers/mail/templates.test.ts': "import { render } from './templates';",
    });
    expect(databaseTestFiles(src)).toEqual(['modules/users/users.routes.test.ts']);
  });

  it('counts type imports, dynamic imports and a helper in the test folder', () => {
    const src = tree({
      'db/schema.ts': 'export type Row = { id: number };',
      'test/test-app.ts': "import '../db/schema';",
      'a.test.ts': "import type { Row } from './db/schema';",
      'b.test.ts': "const m = await import('./test/test-app');",
      'c.test.ts': "import { createTestApp } from './test/test-app.js';",
      'd.test.ts': 'export {};',
    });
    expect(databaseTestFiles(src).sort()).toEqual(['a.test.ts', 'b.test.ts', 'c.test.ts']);
  });

  it('keeps a test that names a database for a process it starts, without importing one', () => {
    const src = tree({
      'server.test.ts': 'spawn("node", ["server.js"], { env: { DATABASE_URL: url } });',
      'template.test.ts': "const name = inject('postgresTemplate');",
      'pure.test.ts': 'expect(1).toBe(1);',
    });
    expect(databaseTestFiles(src).sort()).toEqual(['server.test.ts', 'template.test.ts']);
  });

  it('on the real source: the routes and the server run on PostgreSQL, the PDFs and providers do not', () => {
    const files = databaseTestFiles(join(import.meta.dirname, '..'));
    expect(files).toEqual(
      expect.arrayContaining([
        'modules/auth/auth.routes.test.ts',
        'server.test.ts',
        'db/backup-restore.test.ts',
        'test/test-database.test.ts',
      ]),
    );
    expect(files).not.toContain('modules/signing/articles-pdf.test.ts');
    expect(files).not.toContain('providers/mail/templates.test.ts');
  });
});
