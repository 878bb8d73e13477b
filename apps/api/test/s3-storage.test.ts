import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/adapters/storage/s3-storage';
import { fakeS3Credentials as credentials, startFakeS3 } from './fakes/s3-server';

// The S3 adapter against a local server that speaks S3 (fakes/s3-server.ts): it checks the Signature V4
// the way S3 does and the payload hash, stores the objects and serves them back.
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let endpoint = '';
let objects: Awaited<ReturnType<typeof startFakeS3>>['objects'];

beforeAll(async () => {
  s3 = await startFakeS3();
  endpoint = s3.endpoint;
  objects = s3.objects;
});
afterAll(() => s3.close());

const config = () => ({
  endpoint,
  bucket: 'pothik-uploads',
  region: 'ap-southeast-1',
  ...credentials,
  publicUrl: `${endpoint}/pothik-uploads`,
});

describe('S3-compatible storage', () => {
  it('puts a signed object and returns the address it is shown from', async () => {
    const storage = createS3Storage(config());
    const body = Buffer.from('RIFF....WEBPVP8 not-really-pixels');
    const url = await storage.put('avatars/0123456789abcdef0123-480.webp', body, 'image/webp');
    expect(url).toBe(`${endpoint}/pothik-uploads/avatars/0123456789abcdef0123-480.webp`);
    const stored = objects.get('/pothik-uploads/avatars/0123456789abcdef0123-480.webp');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
  });

  it('throws with S3’s answer when the signature is refused, so nothing points at a missing file', async () => {
    const storage = createS3Storage({ ...config(), secretAccessKey: 'the-wrong-secret' });
    await expect(storage.put('avatars/ffff-480.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /403.*SignatureDoesNotMatch/,
    );
  });

  it('never writes a key that reaches outside its folder', async () => {
    const storage = createS3Storage(config());
    await expect(storage.put('../secrets.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
  });

  it('deletes an object with a signed DELETE, and knows its own addresses', async () => {
    const storage = createS3Storage(config());
    const url = await storage.put('content/abcdef0123456789abcd-960.webp', Buffer.from('x'), 'image/webp');
    expect(storage.keyOf(url)).toBe('content/abcdef0123456789abcd-960.webp');
    expect(storage.keyOf('/images/content/campaign-winter.webp')).toBeNull();
    expect(storage.keyOf(`${endpoint}/another-bucket/content/abcdef0123456789abcd-960.webp`)).toBeNull();
    await storage.delete('content/abcdef0123456789abcd-960.webp');
    expect(objects.has('/pothik-uploads/content/abcdef0123456789abcd-960.webp')).toBe(false);
    expect((await fetch(url)).status).toBe(404);
    // Gone already: still no error, as S3 answers.
    await storage.delete('content/abcdef0123456789abcd-960.webp');
  });

  it('throws when a DELETE is refused, and never deletes outside its folder', async () => {
    const wrong = createS3Storage({ ...config(), secretAccessKey: 'the-wrong-secret' });
    await expect(wrong.delete('avatars/ffff-480.webp')).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    await expect(createS3Storage(config()).delete('../secrets.webp')).rejects.toThrow(/unsafe/);
  });
});
