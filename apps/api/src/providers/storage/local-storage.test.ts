import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
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

  it('stores a stream as it is read', async () => {
    const storage = createLocalStorage(root);
    await storage.put('companies/2/statement.txt', Readable.from([Buffer.from('uno '), Buffer.from('dos')]));
    const stream = await storage.get('companies/2/statement.txt');
    expect(stream && (await text(stream))).toBe('uno dos');
  });

  it('leaves neither the file nor a partial one when the stream fails', async () => {
    const storage = createLocalStorage(root);
    const failing = Readable.from(
      (function* () {
        yield Buffer.from('half of it');
        throw new Error('the client went away');
      })(),
    );
    await expect(storage.put('companies/3/broken.pdf', failing)).rejects.toThrow('the client went away');
    expect(await storage.get('companies/3/broken.pdf')).toBeNull();
    expect(readdirSync(join(root, 'companies/3'))).toEqual([]);
    expect((await storage.list()).filter((file) => file.key.startsWith('companies/3/'))).toEqual([]);
  });

  it('lists finished files and the partial ones a crash left', async () => {
    const folder = mkdtempSync(join(root, 'listed-'));
    const storage = createLocalStorage(folder);
    await storage.put('a/done.pdf', Buffer.from('%PDF'));
    writeFileSync(join(folder, 'a', 'done.pdf.0a1b2c.part'), 'half');
    const listed = (await storage.list()).map(({ key, partial }) => ({ key, partial }));
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'a/done.pdf', partial: false },
      { key: 'a/done.pdf.0a1b2c.part', partial: true },
    ]);
  });

  it('refuses keys that would leave its folder', async () => {
    const storage = createLocalStorage(root);
    await expect(storage.put('../escape.pdf', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/unsafe storage key/);
  });

  it('is ready when its folder can be created and written, and says why not otherwise', async () => {
    await expect(createLocalStorage(join(root, 'not-yet', 'made')).check()).resolves.toBeUndefined();
    writeFileSync(join(root, 'a-file'), '');
    await expect(createLocalStorage(join(root, 'a-file', 'uploads')).check()).rejects.toThrow(
      /ENOTDIR|EEXIST/,
    );
  });
});
