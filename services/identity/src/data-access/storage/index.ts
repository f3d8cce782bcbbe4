import type { FileStorage, StoredFile } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import type { S3StorageSettings } from './s3-storage.js';

export { assertStorageKey, type FileStorage, type StoredFile } from './file-storage.js';
export { LocalDiskStorage } from './local-disk-storage.js';
export type { S3StorageSettings } from './s3-storage.js';

/** The storage settings of identity's configuration (FILE_STORAGE and its variables; config.ts). */
export type FileStorageSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageSettings);

/**
 * The adapter `settings` choose. The S3 client (a large module) is loaded on the first call that needs it, so a
 * service on local disk never loads it.
 */
export function openFileStorage(settings: FileStorageSettings): FileStorage {
  if (settings.kind === 'local') return new LocalDiskStorage(settings.dir);
  let opened: Promise<FileStorage> | undefined;
  const s3 = () => (opened ??= import('./s3-storage.js').then(({ S3Storage }) => new S3Storage(settings)));
  return {
    kind: 's3',
    put: async (key: string, bytes: Buffer, contentType: string) => (await s3()).put(key, bytes, contentType),
    get: async (key: string): Promise<StoredFile | null> => (await s3()).get(key),
    delete: async (key: string) => (await s3()).delete(key),
  };
}
