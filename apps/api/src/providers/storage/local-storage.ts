import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage, StoredObject } from './storage';
import { requireSafeStorageKey } from './storage-keys';

/** The ending of a file being written; renamed away once complete. */
const PARTIAL_SUFFIX = '.part';

/** Files in a folder; keys are relative paths made of safe segments only. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    requireSafeStorageKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };

  async function walk(folder: string, found: StoredObject[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return; // nothing stored yet, or removed meanwhile
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        await walk(path, found);
      } else if (entry.isFile()) {
        const info = await stat(path).catch(() => null);
        if (!info) continue;
        found.push({
          key: relative(base, path).split(sep).join('/'),
          modifiedAt: info.mtime,
          partial: entry.name.endsWith(PARTIAL_SUFFIX),
        });
      }
    }
  }

  return {
    kind: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader never sees half a file, and a crash leaves only a `.part` for the sweep.
      const temporary = `${path}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
      const sink = createWriteStream(temporary, { flags: 'wx' });
      try {
        const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
        await pipeline(source, sink);
        await rename(temporary, path);
      } catch (error) {
        // The pipeline fails as soon as the source does, while the file may still be opening: removed before
        // it exists, it would be created after. It is removed once the stream has closed it.
        if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list() {
      const found: StoredObject[] = [];
      await walk(base, found);
      return found;
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
  };
}
