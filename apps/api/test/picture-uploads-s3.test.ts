import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeS3Credentials, startFakeS3 } from './fakes/s3-server';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

// Uploads on the S3 adapter: a replaced profile picture's objects, every width, are deleted
// from the bucket (the local fake checks each DELETE's signature as S3 does).
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let app: FastifyInstance;

beforeAll(async () => {
  s3 = await startFakeS3();
  app = await buildTestApp({
    STORAGE_PROVIDER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'pothik-uploads',
    S3_REGION: 'ap-southeast-1',
    S3_ACCESS_KEY_ID: fakeS3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: fakeS3Credentials.secretAccessKey,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

const upload = async (headers: Record<string, string>, colour: string) => {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = multipartFile('image', { name: 'me.png', type: 'image/png', bytes });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/user/profile-picture',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.profile_picture as string;
};

describe('a replaced profile picture in an S3 bucket', () => {
  it('is deleted from the bucket, every width of it', async () => {
    const me = await loginAs(app);
    const first = await upload(me.headers, '#1b5e20');
    expect(first.startsWith(`${s3.endpoint}/pothik-uploads/avatars/`)).toBe(true);
    const stem = new URL(first).pathname.replace(/-480\.webp$/, '');
    const widths = [480, 960, 1600].map((w) => `${stem}-${w}.webp`);
    expect(widths.every((path) => s3.objects.has(path))).toBe(true);
    const second = await upload(me.headers, '#0d47a1');
    expect(s3.deletes).toEqual(expect.arrayContaining(widths));
    expect(widths.some((path) => s3.objects.has(path))).toBe(false);
    expect(s3.objects.has(new URL(second).pathname)).toBe(true);
  });
});
