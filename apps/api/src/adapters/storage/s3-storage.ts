import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, keyUnder, type StorageAdapter } from './types';

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…) through path-style PUT and DELETE Object
 * requests signed with Signature Version 4. Objects are immutable (content-hashed keys), so they are
 * cached for a year.
 */
export function createS3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): StorageAdapter {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  return {
    provider: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const request = await client.sign(`${config.endpoint}/${config.bucket}/${key}`, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=31536000, immutable',
          // The payload is signed too (aws4fetch would send UNSIGNED-PAYLOAD): a changed byte is refused.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      const res = await fetchImpl(request);
      if (!res.ok) {
        const detail = (await res.text()).slice(0, 300);
        throw new Error(`S3 PUT ${key} answered ${res.status}: ${detail}`);
      }
      return `${config.publicUrl}/${key}`;
    },
    async delete(key) {
      assertSafeKey(key);
      const request = await client.sign(`${config.endpoint}/${config.bucket}/${key}`, {
        method: 'DELETE',
        headers: { 'x-amz-content-sha256': createHash('sha256').update('').digest('hex') },
      });
      const res = await fetchImpl(request);
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one.
      if (!res.ok && res.status !== 404) {
        const detail = (await res.text()).slice(0, 300);
        throw new Error(`S3 DELETE ${key} answered ${res.status}: ${detail}`);
      }
    },
    keyOf: (url) => keyUnder(`${config.publicUrl}/`, url),
  };
}
