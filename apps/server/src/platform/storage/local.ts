/**
 * Uploaded files in a folder: `<root>/<first two characters of the key>/<key>`, so no folder
 * grows past a few thousand entries. A file is written under a temporary name and renamed into
 * place, which is atomic on one file system: a reader finds the whole file or none.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey } from './keys';
import type { FileStorage } from './storage';

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key): Promise<Readable | null> {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
