import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const root = mkdtempSync(join(tmpdir(), 'forja-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('stores, reads and deletes files by key', async () => {
    const storage = createLocalStorage(root);
    await storage.put('companies/1/fiscal_identity-abc.pdf', Buffer.from('%PDF-1.4 hola'));
    const stream = await storage.get('companies/1/fiscal_identity-abc.pdf');
    expect(stream && (await text(stream))).toBe('%PDF-1.4 hola');
    await storage.delete('companies/1/fiscal_identity-abc.pdf');
    expect(await storage.get('companies/1/fiscal_identity-abc.pdf')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    const storage = createLocalStorage(root);
    await expect(storage.put('../escape.pdf', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/unsafe storage key/);
  });
});
