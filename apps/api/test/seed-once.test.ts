import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogs } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { createTestDatabase } from './helpers/database';
import { staffConsole } from './helpers/staff';

// Issue 28, item 3: each demo seed set runs once per database, so a seeded post deleted in the
// console stays deleted when the API starts again on the same database (until now it came back).
const clock = createTestClock('2026-11-25T06:00:00.000Z');

it('keeps a seeded post deleted in the console deleted at the next start', async () => {
  const database = await createTestDatabase();
  try {
    const first = await buildTestApp({}, { database, clock });
    const sc = staffConsole(first, clock);
    await sc.createAccounts();
    const editor = await sc.session('editor');
    const [seeded] = (await first.inject('/web/get/blogs')).json().data.items as {
      id: number;
      slug: string;
    }[];
    expect(seeded).toBeDefined();
    expect((await sc.call(editor, 'DELETE', `/admin/api/content/blogs/${seeded!.id}`)).statusCode).toBe(200);
    await first.close();

    const second = await buildTestApp({}, { database, clock });
    expect((await second.inject(`/web/get/blog/slug/${seeded!.slug}`)).statusCode).toBe(404);
    expect(await database.db.$count(blogs, eq(blogs.id, seeded!.id))).toBe(0);
    // The other seeded posts are there: the seed ran the first time, not never.
    expect((await second.inject('/web/get/blogs')).json().data.total).toBeGreaterThan(0);
    await second.close();
  } finally {
    await database.close();
  }
}, 60_000);
