#!/usr/bin/env node
// Compiles the server to one JavaScript file (apps/api/dist/server.js) with esbuild: Forja's own workspaces
// (@forja/*, written in TypeScript) are bundled in; every other package stays an ordinary import from
// node_modules. The files the server reads beside its code (legal documents, the sample SEPOMEX catalogue)
// are copied next to it; migrations are read from apps/api/drizzle. `--out DIR` writes it elsewhere (the server's
// own tests compile it into a folder of their own, at most three levels below apps/api, where it finds them).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'apps/api');
const outFlag = process.argv.indexOf('--out');
const out = outFlag > 0 && process.argv[outFlag + 1] ? resolve(process.argv[outFlag + 1]) : join(api, 'dist');

/** Bare imports stay imports, except Forja's own workspaces, which ship TypeScript sources. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@forja/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(api, 'src/server.ts')],
  outfile: join(out, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [packagesStayExternal],
});
cpSync(join(api, 'src/modules/legal/documents'), join(out, 'documents'), { recursive: true });
cpSync(join(api, 'src/modules/postal-codes/sample'), join(out, 'sample'), { recursive: true });
console.error(`server compiled to ${out}/server.js`);
