import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_URL_PREFIX } from '../src/adapters/storage/local-storage';
import { publicImagesDir } from '../src/lib/paths';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { multipartFile } from './helpers/multipart';
import { type StaffSession, staffConsole } from './helpers/staff';

// Uploads. An hourly limit per account (passengers and drivers per user, staff per
// staff member) counted in the database, a pixel limit read from the header before anything is decoded,
// and a replaced or deleted picture removed from storage, every width, unless a row still shows it.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let editor: StaffSession;

beforeAll(async () => {
  app = await buildTestApp({ UPLOAD_LIMIT_USER_PER_HOUR: '3', UPLOAD_LIMIT_STAFF_PER_HOUR: '3' }, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  editor = await sc.session('editor');
});
afterAll(() => app.close());

let shade = 0;
/** A small picture of its own colour: its content hash, so its stored name, is new each time. */
const picture = () => {
  shade += 1;
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade % 256, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();
};

/** A PNG whose header declares `width` × `height` pixels, with next to no data behind it. */
function pngDeclaring(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (bytes: Buffer) => ({ name: 'picture.png', type: 'image/png', bytes });

function uploadProfilePicture(user: LoggedIn, bytes: Buffer, on = app) {
  const { payload, headers } = multipartFile('image', png(bytes));
  return on.inject({
    method: 'POST',
    url: '/api/v3/user/profile-picture',
    payload,
    headers: { ...headers, ...user.headers },
  });
}

async function uploadContentPicture(session: StaffSession, bytes: Buffer) {
  const { payload, headers } = multipartFile('image', png(bytes));
  return sc.call(session, 'POST', '/admin/api/images', { payload, headers });
}

/** Uploads a content picture and answers its 960 px address. */
const contentPicture = async () => {
  const res = await uploadContentPicture(editor, await picture());
  expect(res.statusCode).toBe(201);
  return res.json().data.url as string;
};

/** Every stored file of the picture at `url` (any width of it), by whether it is still in storage. */
function storedWidths(url: string) {
  if (app.config.storage.provider !== 'local') throw new Error('local storage expected');
  const dir = app.config.storage.dir;
  const stem = url.slice(UPLOADS_URL_PREFIX.length).replace(/-\d+\.webp$/, '');
  return [480, 960, 1600].map((width) => existsSync(join(dir, `${stem}-${width}.webp`)));
}

const blogBody = (slug: string, cover: string | null) => ({
  slug,
  title_en: 'Two days in Sylhet',
  title_bn: 'সিলেটে দুই দিন',
  excerpt_en: 'Tea gardens and rain.',
  excerpt_bn: 'চা-বাগান আর বৃষ্টি।',
  body_en: '<p>Tea gardens.</p>',
  body_bn: '<p>চা-বাগান।</p>',
  cover,
  status: 'draft',
});

describe('the hourly upload limit', () => {
  it('holds a passenger to their own count, across API processes, until the hour turns', async () => {
    clock.advance({ hours: 1 });
    const [first, second] = [await loginAs(app), await loginAs(app)];
    for (let i = 0; i < 2; i++)
      expect((await uploadProfilePicture(first, await picture())).statusCode).toBe(200);
    // A second API process on the same database counts with the first.
    const other = await buildTestApp(
      { UPLOAD_LIMIT_USER_PER_HOUR: '3', UPLOAD_LIMIT_STAFF_PER_HOUR: '3' },
      { clock, database: app.database },
    );
    try {
      expect((await uploadProfilePicture(first, await picture(), other)).statusCode).toBe(200);
      const spent = await uploadProfilePicture(first, await picture(), other);
      expect(spent.statusCode).toBe(429);
      expect(spent.json()).toMatchObject({ code: 'tooManyRequests' });
      // The clock was moved to the start of an hour above, and the count is per clock hour.
      expect(spent.headers['retry-after']).toBe('3600');
    } finally {
      await other.close();
    }
    expect((await uploadProfilePicture(first, await picture())).statusCode).toBe(429);
    expect((await uploadProfilePicture(second, await picture())).statusCode).toBe(200);
    clock.advance({ hours: 1 });
    // The next hour (the access token has lapsed with it: the same person logs in again).
    const again = await loginAs(app, { mobile: first.mobile });
    expect(again.user.id).toBe(first.user.id);
    expect((await uploadProfilePicture(again, await picture())).statusCode).toBe(200);
  });

  it('holds each staff member to theirs', async () => {
    clock.advance({ hours: 1 });
    const admin = await sc.adminSession();
    for (let i = 0; i < 3; i++)
      expect((await uploadContentPicture(admin, await picture())).statusCode).toBe(201);
    const spent = await uploadContentPicture(admin, await picture());
    expect(spent.statusCode).toBe(429);
    expect(spent.json().code).toBe('tooManyRequests');
    expect((await uploadContentPicture(editor, await picture())).statusCode).toBe(201);
  });

  it('is in the OpenAPI document: both upload routes name their 422 and 429 refusals', async () => {
    const doc = (await app.inject('/docs/json')).json();
    const images = doc.paths['/admin/api/images'].post;
    expect(images.summary).toMatch(/picture/i);
    expect(images.security).toEqual([{ staffSession: [] }]);
    expect(Object.keys(images.responses)).toEqual(
      expect.arrayContaining(['201', '401', '403', '422', '429']),
    );
    const profile = doc.paths['/api/v3/user/profile-picture'].post;
    expect(Object.keys(profile.responses)).toEqual(expect.arrayContaining(['200', '401', '422', '429']));
  });
});

describe('the pixel limit', () => {
  it('refuses a picture declaring more than 40 megapixels from its header, with the field’s message', async () => {
    clock.advance({ hours: 1 });
    const user = await loginAs(app);
    const bomb = pngDeclaring(10_000, 4_001);
    expect(bomb.length).toBeLessThan(200);
    const message = 'The picture must be at most 40 megapixels (for example 8000 × 5000).';
    const profile = await uploadProfilePicture(user, bomb);
    expect(profile.statusCode).toBe(422);
    expect(profile.json()).toMatchObject({ code: 'imageTooManyPixels', errors: { image: [message] } });
    const content = await uploadContentPicture(editor, bomb);
    expect(content.statusCode).toBe(422);
    expect(content.json().errors.image).toEqual([message]);
    // At the limit (a header with no pixels behind it) it is not the limit that refuses it.
    const atLimit = await uploadProfilePicture(user, pngDeclaring(8_000, 5_000));
    expect(atLimit.statusCode).toBe(422);
    expect(atLimit.json().code).toBe('imageInvalid');
  });
});

describe('replaced and deleted pictures', () => {
  it('removes a replaced profile picture from storage, every width of it', async () => {
    clock.advance({ hours: 1 });
    const user = await loginAs(app);
    const first = (await uploadProfilePicture(user, await picture())).json().data.profile_picture as string;
    expect(storedWidths(first)).toEqual([true, true, true]);
    const second = (await uploadProfilePicture(user, await picture())).json().data.profile_picture as string;
    expect(second).not.toBe(first);
    expect(storedWidths(first)).toEqual([false, false, false]);
    expect(storedWidths(second)).toEqual([true, true, true]);
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('keeps a picture another account still shows, and one uploaded again as it was', async () => {
    clock.advance({ hours: 1 });
    const [a, b] = [await loginAs(app), await loginAs(app)];
    const same = await picture();
    const shared = (await uploadProfilePicture(a, same)).json().data.profile_picture as string;
    expect((await uploadProfilePicture(b, same)).json().data.profile_picture).toBe(shared);
    // The same picture again: it replaces itself, and stays.
    expect((await uploadProfilePicture(a, same)).statusCode).toBe(200);
    expect(storedWidths(shared)).toEqual([true, true, true]);
    await uploadProfilePicture(a, await picture());
    expect(storedWidths(shared)).toEqual([true, true, true]);
  });

  it('removes a content row’s replaced picture once the change commits, never one another row shows', async () => {
    clock.advance({ hours: 1 });
    const [cover, next] = [await contentPicture(), await contentPicture()];
    const created = await sc.call(editor, 'POST', '/admin/api/content/blogs', {
      payload: blogBody('sylhet-tea-gardens', cover),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    // A testimonial shows the next picture too.
    const testimonial = await sc.call(editor, 'POST', '/admin/api/content/testimonials', {
      payload: { name: 'Nadia', quote_en: 'Lovely.', quote_bn: 'চমৎকার।', photo: next },
    });
    expect(testimonial.statusCode).toBe(201);
    const replaced = await sc.call(editor, 'PUT', `/admin/api/content/blogs/${id}`, {
      payload: blogBody('sylhet-tea-gardens', next),
    });
    expect(replaced.statusCode).toBe(200);
    expect(storedWidths(cover)).toEqual([false, false, false]);
    expect(storedWidths(next)).toEqual([true, true, true]);
    // Deleting the blog leaves the picture the testimonial shows.
    expect((await sc.call(editor, 'DELETE', `/admin/api/content/blogs/${id}`)).statusCode).toBe(200);
    expect(storedWidths(next)).toEqual([true, true, true]);
    // A refused change removes nothing.
    const other = await contentPicture();
    const refused = await sc.call(editor, 'PUT', `/admin/api/content/testimonials/${testimonial.json().id}`, {
      payload: { name: '', quote_en: 'Lovely.', quote_bn: 'চমৎকার।', photo: other },
    });
    expect(refused.statusCode).toBe(422);
    expect(storedWidths(next)).toEqual([true, true, true]);
  });

  it('removes a deleted blog’s cover and its places’ pictures, never a built-in one', async () => {
    clock.advance({ hours: 1 });
    const [cover, placeImage] = [await contentPicture(), await contentPicture()];
    const builtIn = '/images/content/blog-children-in-the-car.webp';
    const blog = await sc.call(editor, 'POST', '/admin/api/content/blogs', {
      payload: blogBody('srimangal-in-the-rain', cover),
    });
    const blogId = blog.json().id;
    for (const image of [placeImage, builtIn]) {
      const place = await sc.call(editor, 'POST', '/admin/api/content/blog-places', {
        payload: {
          blog_id: blogId,
          name_en: 'Lawachara',
          name_bn: 'লাউয়াছড়া',
          district: 'Moulvibazar',
          lat: 24.32,
          lng: 91.78,
          image,
          summary_en: 'A rain forest.',
          summary_bn: 'একটি বৃষ্টি-বন।',
        },
      });
      expect(place.statusCode).toBe(201);
    }
    expect((await sc.call(editor, 'DELETE', `/admin/api/content/blogs/${blogId}`)).statusCode).toBe(200);
    expect(storedWidths(cover)).toEqual([false, false, false]);
    expect(storedWidths(placeImage)).toEqual([false, false, false]);
    expect(existsSync(join(publicImagesDir, 'content/blog-children-in-the-car.webp'))).toBe(true);
  });
});
