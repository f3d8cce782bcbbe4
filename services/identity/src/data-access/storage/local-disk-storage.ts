import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, type StoredFile } from './file-storage.js';

/** The sidecar folder of content types: its name starts with a dot, which no key segment may (assertStorageKey). */
const META_DIR = '.meta';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a folder (FILE_DIR; default `<repo>/var/files`, beside the SQLite databases): `<dir>/<key>` holds the bytes,
 * `<dir>/.meta/<key>.json` the content type. Writes go to a temporary name first and are renamed into place, so a
 * reader never sees half a file. A key resolves inside the folder or is refused before any disk access.
 */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  /** The absolute path of `key` (or its metadata), checked to lie under the root. */
  private pathOf(key: string, meta = false): string {
    assertStorageKey(key);
    const base = meta ? path.join(this.root, META_DIR) : this.root;
    const full = path.resolve(base, meta ? `${key}.json` : key);
    if (!full.startsWith(base + path.sep)) throw new Error('Storage key leaves the storage folder');
    return full;
  }

  private async writeAtomically(file: string, data: Buffer | string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, file);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    const meta = this.pathOf(key, true);
    await this.writeAtomically(meta, JSON.stringify({ contentType }));
    await this.writeAtomically(file, bytes);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    let contentType = 'application/octet-stream';
    try {
      const meta = JSON.parse(await readFile(this.pathOf(key, true), 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string') contentType = meta.contentType;
    } catch (err) {
      if (!isMissing(err) && !(err instanceof SyntaxError)) throw err;
    }
    return { bytes, contentType };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.pathOf(key, true), { force: true });
  }
}
