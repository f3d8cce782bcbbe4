/**
 * Where identity keeps file bytes (riders' documents, photos and timecards): one small interface with two
 * adapters, chosen by FILE_STORAGE (config.ts): `local` (the default: a folder, FILE_DIR, for the embedded launcher and
 * one-replica deployments) and `s3` (any S3-compatible object store: AWS S3, MinIO; production with several replicas).
 * The database keeps what a file is (its rider, kind, name, type, size, hash) and its key here; this keeps the bytes.
 *
 * Keys are chosen by the service, never by a caller: `riders/<riderId>/<kind>-<uuid>.<ext>`. `assertStorageKey`
 * refuses anything else that could leave the adapter's folder or bucket prefix (`..`, absolute paths, backslashes,
 * empty or dot-led segments).
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Which adapter (logs, /readyz reasons). */
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes and type stored under `key`, or null when there is nothing. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export const MAX_KEY_LENGTH = 512;

/** Throws unless `key` is relative segments of letters, digits, `.`, `_`, `-` (none starting with a dot), joined by `/`. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Invalid storage key ${JSON.stringify(key.slice(0, 80))}`);
  }
}
