import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogs } from '../src/db/schema/index';
import { blogs as seedBlogs } from '../src/db/seed/content/blogs';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { createTestDatabase } from './helpers/database';
import { staffConsole } from './helpers/staff';

// Each demo seed set runs once per database, so a seeded post deleted in the
// console stays deleted when the API starts again on the same database (until now it came back).
const clock = createTestClock('2026-11-25T06:00:00.000Z');

it('keeps a seeded post deleted in the console deleted at the next start', async () => {
  const database = await createTestDatabase();
  try {
    const first = await buildTestApp({}, { database, clock });
    const sc = staffConsole(first, clock);
    await sc.createAccounts();
    const editor = await sc.session('editor');
    // The seed's posts that are out at the held clock: not its draft, nor the one scheduled for later.
    const published = seedBlogs.filter((b) => b.status !== 'draft' && new Date(b.publishedAt) <= clock.now());
    const listed = (await first.inject('/web/get/blogs')).json().data;
    expect(listed.total).toBe(published.length);
    const [seeded] = listed.items as { id: number; slug: string }[];
    expect((await sc.call(editor, 'DELETE', `/admin/api/content/blogs/${seeded!.id}`)).statusCode).toBe(200);
    await first.close();

    const second = await buildTestApp({}, { database, clock });
    expect((await second.inject(`/web/get/blog/slug/${seeded!.slug}`)).statusCode).toBe(404);
    expect(await database.db.$count(blogs, eq(blogs.id, seeded!.id))).toBe(0);
    // The other seeded posts are there: the seed ran the first time, not never.
    expect((await second.inject('/web/get/blogs')).json().data.total).toBe(published.length - 1);
    await second.close();
  } finally {
    await database.close();
  }
}, 60_000);
