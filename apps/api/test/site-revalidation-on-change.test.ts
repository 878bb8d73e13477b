import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';

// A content write made anywhere (here plain SQL, as psql, a script or the demo purge would) reaches
// every web process within a second: the content tables' trigger announces it on content_changed, and
// the API's listener asks each web process to drop the change's own tags, not the whole content cache.
const secret = 'revalidate-secret-for-the-listener-01';
let app: FastifyInstance;
let web: Server;
const calls: { url?: string; authorization?: string; tags: string[] }[] = [];

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tags: string[] };
}

beforeAll(async () => {
  web = createServer(async (req, res) => {
    const { tags } = await readJson(req);
    calls.push({ url: req.url, authorization: req.headers.authorization, tags });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ revalidated: tags }));
  });
  web.listen(0, '127.0.0.1');
  await once(web, 'listening');
  const { port } = web.address() as AddressInfo;
  app = await buildTestApp({
    SITE_REVALIDATE_SECRET: secret,
    // Two web processes (two paths of one fake): each keeps a Next.js cache of its own.
    SITE_REVALIDATE_URL: `http://127.0.0.1:${port}/one/api/revalidate,http://127.0.0.1:${port}/two/api/revalidate`,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  web.close();
});
beforeEach(() => {
  calls.length = 0;
});

/** Every tag each web process was asked to drop so far, by process. */
function heard() {
  const byWeb: Record<string, string[]> = {};
  for (const call of calls) {
    expect(call.authorization).toBe(`Bearer ${secret}`);
    byWeb[call.url ?? ''] = [...new Set([...(byWeb[call.url ?? ''] ?? []), ...call.tags])].sort();
  }
  return byWeb;
}

const bothWebs = (tags: string[]) => ({ '/one/api/revalidate': tags, '/two/api/revalidate': tags });
const withinASecond = { timeout: 1000, interval: 20 };

describe('the web is told of content written outside the console', () => {
  it('a post added by plain SQL drops its own tag and the blog lists, within a second', async () => {
    await app.database.db.execute(sql`
      insert into blogs (slug, title_en, title_bn, excerpt_en, excerpt_bn, body_en, body_bn, status)
      values ('written-by-psql', 'By psql', 'পিএসকিউএল', 'x', 'x', '<p>x</p>', '<p>x</p>', 'published')`);
    await expect
      .poll(heard, withinASecond)
      .toEqual(bothWebs(['content:blog:written-by-psql', 'content:blogs']));
  });

  it("a post's new slug drops the old one's tag and the new one's", async () => {
    await app.database.db.execute(
      sql`update blogs set slug = 'renamed-by-psql' where slug = 'written-by-psql'`,
    );
    await expect
      .poll(heard, withinASecond)
      .toEqual(bothWebs(['content:blog:renamed-by-psql', 'content:blog:written-by-psql', 'content:blogs']));
  });

  it("a deleted post's tag goes too", async () => {
    await app.database.db.execute(sql`delete from blogs where slug = 'renamed-by-psql'`);
    await expect
      .poll(heard, withinASecond)
      .toEqual(bothWebs(['content:blog:renamed-by-psql', 'content:blogs']));
  });

  it("another kind's change drops that kind's lists only", async () => {
    await app.database.db.execute(sql`
      insert into tutorials (title_en, title_bn, audience, steps_en, steps_bn, status)
      values ('How to', 'কীভাবে', 'passenger', '[]', '[]', 'published')`);
    await expect.poll(heard, withinASecond).toEqual(bothWebs(['content:tutorials']));
  });

  it('a change of unknown extent (an announcement without a row) drops all content', async () => {
    await app.database.db.execute(sql`select pg_notify('content_changed', '')`);
    await expect.poll(heard, withinASecond).toEqual(bothWebs(['content']));
  });
});
