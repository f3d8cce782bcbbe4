import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../src/data-access/storage/index.js';

/** s3rver's fixed credentials (it checks request signatures against them). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  settings: S3StorageSettings;
  /** The same, as identity's environment variables (FILE_STORAGE=s3 …). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) started in this process on a free port, with one empty bucket, its objects in
 * a throw-away folder: the S3 adapter's tests need no network and no other process (CI's vitest runs them).
 */
export async function startLocalS3(bucket = 'rr-files'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'rr-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS },
    env: { FILE_STORAGE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
