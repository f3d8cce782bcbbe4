import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage, type StoredFile } from './file-storage.js';

export interface S3StorageSettings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, s3rver, another provider); unset: AWS S3 of `region`. */
  endpoint?: string | undefined;
  region: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`), which MinIO and s3rver need. */
  forcePathStyle: boolean;
  /** Static credentials; unset: the SDK's default chain (environment, web identity, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.Code === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Files as objects of one bucket of an S3-compatible store (FILE_STORAGE=s3). Objects are private (no ACL is
 * granted); the service reads them with its credentials and serves them itself, so no bucket URL ever reaches a
 * browser. Checksums are computed only when an operation requires them, which every S3-compatible server accepts.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3StorageSettings) {
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    };
    if (settings.endpoint) config.endpoint = settings.endpoint;
    if (settings.credentials) config.credentials = settings.credentials;
    this.client = new S3Client(config);
    this.bucket = settings.bucket;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<StoredFile | null> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      const bytes = Buffer.from(await answer.Body.transformToByteArray());
      return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}
