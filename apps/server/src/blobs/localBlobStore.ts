import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BlobStore, isValidBlobKey, type StoredBlob } from './blobStore.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Blobs as files in one directory; the content type follows from the key's extension. */
export function createLocalBlobStore(dir: string): BlobStore {
  const pathOf = (key: string) => {
    // The key pattern rules out '/' and '..', so a key can never leave the directory.
    if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return join(dir, key);
  };
  let ready: Promise<unknown> | null = null;
  return {
    async put(key, bytes) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const path = pathOf(key);
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key): Promise<StoredBlob | null> {
      if (!isValidBlobKey(key)) return null;
      try {
        const bytes = await readFile(pathOf(key));
        const extension = key.slice(key.lastIndexOf('.') + 1);
        return { bytes, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isValidBlobKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
