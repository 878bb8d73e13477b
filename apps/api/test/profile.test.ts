import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { multipartFile } from './helpers/multipart';

// GET /user/profile, POST /user/profile-update and /user/profile-picture (DESIGN.md §5).
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let me: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  me = await loginAs(app);
});
afterAll(() => app.close());

const profile = async () =>
  (await app.inject({ method: 'GET', url: '/api/v3/user/profile', headers: me.headers })).json().data;

const update = (payload: object, headers = me.headers) =>
  app.inject({ method: 'POST', url: '/api/v3/user/profile-update', payload, headers });

function upload(file: { name: string; type: string; bytes: Buffer }, field = 'image') {
  const { payload, headers } = multipartFile(field, file);
  return app.inject({
    method: 'POST',
    url: '/api/v3/user/profile-picture',
    payload,
    headers: { ...headers, ...me.headers },
  });
}

/** A 1200×800 photo carrying EXIF a phone would write (a GPS-like note and the camera). */
const photo = (format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'home 23.7806N 90.4193E' } })
    .toFormat(format)
    .toBuffer();

describe('profile details', () => {
  it('saves the name, email, gender and date of birth, and shows them back', async () => {
    const res = await update({
      full_name: 'Farhana Islam',
      email: 'farhana@example.com',
      gender: 'female',
      date_of_birth: '1994-08-17',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'profileUpdated', data: { full_name: 'Farhana Islam' } });
    expect(await profile()).toMatchObject({
      full_name: 'Farhana Islam',
      email: 'farhana@example.com',
      gender: 'female',
      date_of_birth: '1994-08-17',
    });
  });

  it('clears what the form leaves empty', async () => {
    expect((await update({ full_name: 'Farhana Islam', email: '' })).statusCode).toBe(200);
    expect(await profile()).toMatchObject({ email: null, gender: null, date_of_birth: null });
  });

  it('refuses bad fields one by one and changes nothing', async () => {
    await update({ full_name: 'Farhana Islam', gender: 'female' });
    const res = await update({
      full_name: ' ',
      email: 'farhana@',
      gender: 'unknown',
      date_of_birth: '2027-01-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      full_name: ['Full name is required.'],
      email: ['Please enter a valid email address.'],
      gender: ['Please choose a gender.'],
      date_of_birth: ['Please enter a valid date of birth.'],
    });
    expect(await profile()).toMatchObject({ full_name: 'Farhana Islam', gender: 'female' });
  });

  it('is for the signed-in passenger only', async () => {
    expect((await update({ full_name: 'X' }, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
});

describe('profile picture', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'takes a %s, keeps WebP copies at 480 and 960 px (never enlarged) without EXIF',
    async (format) => {
      const res = await upload({ name: `me.${format}`, type: `image/${format}`, bytes: await photo(format) });
      expect(res.statusCode).toBe(200);
      const url: string = res.json().data.profile_picture;
      expect(url).toMatch(/^\/images\/uploads\/avatars\/[0-9a-f]{20}-480\.webp$/);
      expect((await profile()).profile_picture).toBe(url);

      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('PhoneMaker')).toBe(false);

      const larger = await app.inject({ method: 'GET', url: url.replace('-480', '-1600') });
      expect((await sharp(larger.rawPayload).metadata()).width).toBe(1200);
    },
  );

  const refusals: [string, () => Promise<{ name: string; type: string; bytes: Buffer }>][] = [
    [
      'an SVG',
      async () => ({
        name: 'me.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
      }),
    ],
    [
      'an HTML page wearing a JPEG signature (a polyglot)',
      async () => ({
        name: 'me.jpg',
        type: 'image/jpeg',
        bytes: Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<script>alert(1)</script>'),
        ]),
      }),
    ],
    [
      'a JPEG named and typed as PNG whose signature says otherwise',
      async () => ({
        name: 'me.png',
        type: 'image/png',
        bytes: Buffer.concat([Buffer.from('GIF89a'), await photo()]),
      }),
    ],
    [
      'a GIF',
      async () => ({
        name: 'me.gif',
        type: 'image/gif',
        bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
      }),
    ],
    [
      'a truncated JPEG',
      async () => {
        const bytes = await photo();
        return { name: 'me.jpg', type: 'image/jpeg', bytes: bytes.subarray(0, bytes.length / 2) };
      },
    ],
  ];

  it.each(refusals)('refuses %s and keeps the picture it had', async (_label, make) => {
    const before = (await profile()).profile_picture;
    const res = await upload(await make());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'imageInvalid',
      errors: { image: ['Please choose a JPEG, PNG or WebP picture.'] },
    });
    expect((await profile()).profile_picture).toBe(before);
  });

  it('refuses a file over 2 MB', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload({ name: 'big.jpg', type: 'image/jpeg', bytes });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'imageTooLarge',
      errors: { image: ['The picture must be 2 MB or smaller.'] },
    });
  });

  it('keeps a polyglot’s hidden half out of what it stores', async () => {
    // A real JPEG with an HTML page appended: it decodes, and only its pixels are kept.
    const bytes = Buffer.concat([
      await photo(),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await upload({ name: 'me.jpg', type: 'image/jpeg', bytes });
    expect(res.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: res.json().data.profile_picture });
    expect(served.rawPayload.includes('<script>')).toBe(false);
  });

  it('needs a multipart body with an image field', async () => {
    const wrongField = await upload({ name: 'me.jpg', type: 'image/jpeg', bytes: await photo() }, 'avatar');
    expect(wrongField.statusCode).toBe(422);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v3/user/profile-picture',
      payload: { image: 'data:image/png;base64,AAAA' },
      headers: me.headers,
    });
    expect(json.statusCode).toBe(422);
  });
});
