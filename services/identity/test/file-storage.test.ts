import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@rr/server-kit';
import { loadIdentityConfig } from '../src/config.js';
import { LocalDiskStorage, assertStorageKey, openFileStorage, type FileStorage } from '../src/data-access/storage/index.js';
import { startLocalS3, type LocalS3 } from './s3-server.js';

/** Keys that must never reach a disk or a bucket: they could leave the folder, or name the adapter's own files. */
const BAD_KEYS = ['', '../outside.png', 'riders/../../outside.png', '/etc/passwd', 'riders\\x.png', 'riders//x.png', '.meta/x.png.json', 'riders/.hidden', 'riders/x/', 'a b.png', `${'a'.repeat(600)}.png`];

interface Adapter {
  name: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'local disk',
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), 'rr-files-contract-'));
      return { storage: new LocalDiskStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver, configured through FILE_STORAGE=s3)',
    async open() {
      const s3: LocalS3 = await startLocalS3();
      const storage = openFileStorage(loadIdentityConfig(s3.env).files);
      return { storage, close: () => s3.close() };
    },
  },
];

describe.each(adapters)('file storage contract: $name', (adapter) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await adapter.open());
  });
  afterAll(async () => close());

  it('gives back exactly the bytes and content type it was given', async () => {
    const bytes = randomBytes(1_500_000);
    await storage.put('riders/r1/licence-1.png', bytes, 'image/png');

    const got = await storage.get('riders/r1/licence-1.png');

    expect(got?.contentType).toBe('image/png');
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get('riders/nobody/licence-0.png')).toBeNull();
  });

  it('replaces what a key held', async () => {
    await storage.put('riders/r2/photo-1.jpg', Buffer.from('first'), 'image/jpeg');
    await storage.put('riders/r2/photo-1.jpg', Buffer.from('second, longer'), 'application/pdf');

    const got = await storage.get('riders/r2/photo-1.jpg');

    expect(got?.bytes.toString()).toBe('second, longer');
    expect(got?.contentType).toBe('application/pdf');
  });

  it('deletes a key, and deleting a missing key is no error', async () => {
    await storage.put('riders/r3/timecards/t1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.delete('riders/r3/timecards/t1.pdf');

    expect(await storage.get('riders/r3/timecards/t1.pdf')).toBeNull();
    await expect(storage.delete('riders/r3/timecards/t1.pdf')).resolves.toBeUndefined();
  });

  it('keeps keys apart (one key never answers with another one’s bytes)', async () => {
    await storage.put('riders/a/w9-1.png', Buffer.from('rider a'), 'image/png');
    await storage.put('riders/b/w9-1.png', Buffer.from('rider b'), 'image/png');

    expect((await storage.get('riders/a/w9-1.png'))?.bytes.toString()).toBe('rider a');
    expect((await storage.get('riders/b/w9-1.png'))?.bytes.toString()).toBe('rider b');
  });

  it.each(BAD_KEYS)('refuses the key %j for put, get and delete', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('accepts the keys the service makes', () => {
    expect(() => assertStorageKey('riders/3f1c2a9e-8d1b-4c59-9d5e-0a1b2c3d4e5f/licence-0b1c2d3e-4f50-4a1b-8c2d-3e4f5a6b7c8d.png')).not.toThrow();
    expect(() => assertStorageKey('riders/r1/timecards/0b1c2d3e-4f50-4a1b-8c2d-3e4f5a6b7c8d.pdf')).not.toThrow();
  });
});

describe('local disk storage', () => {
  it('writes only inside its folder, with the content type beside the bytes', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'rr-files-local-'));
    const root = path.join(parent, 'files');
    try {
      const storage = new LocalDiskStorage(root);
      await storage.put('riders/r1/photo-x.jpg', Buffer.from('jpeg'), 'image/jpeg');
      await expect(storage.put('../escaped.png', Buffer.from('x'), 'image/png')).rejects.toThrow();

      expect(readdirSync(parent)).toEqual(['files']);
      expect(existsSync(path.join(root, 'riders/r1/photo-x.jpg'))).toBe(true);
      expect(existsSync(path.join(root, '.meta/riders/r1/photo-x.jpg.json'))).toBe(true);
      // No temporary file is left behind.
      expect(readdirSync(path.join(root, 'riders/r1'))).toEqual(['photo-x.jpg']);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('reads a file whose type record is missing or broken as application/octet-stream', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rr-files-local-'));
    try {
      const storage = new LocalDiskStorage(root);
      await storage.put('riders/r1/licence-y.png', Buffer.from('png'), 'image/png');
      writeFileSync(path.join(root, '.meta/riders/r1/licence-y.png.json'), '{not json');

      expect(await storage.get('riders/r1/licence-y.png')).toEqual({ bytes: Buffer.from('png'), contentType: 'application/octet-stream' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('file storage configuration', () => {
  it('defaults to local disk under var/files, like the SQLite databases under var/db', () => {
    const files = loadIdentityConfig({}).files;
    expect(files).toEqual({ kind: 'local', dir: expect.stringMatching(/[\\/]var[\\/]files$/) });
    expect(loadIdentityConfig({ FILE_DIR: '/srv/rr-files' }).files).toEqual({ kind: 'local', dir: '/srv/rr-files' });
  });

  it('reads the S3 settings: path-style with an endpoint, static credentials only when both are set', () => {
    expect(loadIdentityConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'rr-files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).files).toEqual({
      kind: 's3',
      bucket: 'rr-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(loadIdentityConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'rr-files', S3_REGION: 'eu-west-3' }).files).toEqual({
      kind: 's3',
      bucket: 'rr-files',
      endpoint: undefined,
      region: 'eu-west-3',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names every storage problem', () => {
    const problems = (env: NodeJS.ProcessEnv, options = {}) => {
      try {
        loadIdentityConfig(env, options);
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
    };
    expect(problems({ FILE_STORAGE: 'ftp' })).toMatch(/FILE_STORAGE: must be local or s3/);
    expect(problems({ FILE_STORAGE: 's3' })).toMatch(/S3_BUCKET: is required when FILE_STORAGE=s3/);
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toMatch(/S3_BUCKET: must be an S3 bucket name/);
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'rr', S3_ENDPOINT: 'ftp://x' })).toMatch(/S3_ENDPOINT/);
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'rr-files', S3_ACCESS_KEY_ID: 'only-id' })).toMatch(/set both/);
  });

  it('refuses a production server keeping files on its own disk, unless FILE_DIR names a mounted folder', () => {
    const production = { NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://rewards.example.com', SMTP_URL: 'smtp://relay.example.com:587' };
    expect(() => loadIdentityConfig(production, { sendsMail: true, storesFiles: true })).toThrow(/FILE_STORAGE: set FILE_STORAGE=s3 in production/);
    expect(loadIdentityConfig({ ...production, FILE_STORAGE: 's3', S3_BUCKET: 'rr-files' }, { sendsMail: true, storesFiles: true }).files.kind).toBe('s3');
    expect(loadIdentityConfig({ ...production, FILE_DIR: '/mnt/files' }, { sendsMail: true, storesFiles: true }).files).toEqual({ kind: 'local', dir: '/mnt/files' });
    // The migrate and seed scripts store no file.
    expect(loadIdentityConfig(production).files.kind).toBe('local');
  });
});
