import { gunzipSync } from 'node:zlib';
import {
  blogCategorySchema,
  blogDetailSchema,
  blogPlaceSchema,
  blogSummarySchema,
  boardMemberSchema,
  campaignPopupSchema,
  contentPageSchema,
  faqItemSchema,
  newsroomSchema,
  offerCategorySchema,
  offerSchema,
  pagedSchema,
  testimonialSchema,
  tutorialSchema,
} from '@pothik/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import { blogs, campaignTrackCounts, offers } from '../src/db/schema/index';
import { boardMembers } from '../src/db/seed/content/company';
import { announceContentChange } from '../src/modules/content/content-changes';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { openSameDatabase } from './helpers/realtime';

// The seeded content through /web (DESIGN.md §12), at a fixed "today" the seed was written around.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url: `/web/${url}`, headers });
}
async function data<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  const body = z.object({ data: schema }).strict().parse(res.json()) as { data: z.infer<T> };
  return body.data;
}

describe('content GETs answer in the contract of packages/domain', () => {
  it('blogs: slider, categories with counts, a post with its places and related posts', async () => {
    const slider = await data('get/blog/slider', z.array(blogSummarySchema));
    expect(slider.length).toBeGreaterThanOrEqual(3);

    const categories = await data('get/blog_cat/categories', z.array(blogCategorySchema));
    expect(categories.map((c) => c.slug)).toEqual([
      'intercity-travel-guides',
      'airport-tips',
      'eid-travel',
      'safety',
    ]);
    for (const c of categories) expect(c.count).toBeGreaterThanOrEqual(3);

    const post = await data('get/blog/slug/dhaka-to-sylhet-by-car', blogDetailSchema);
    expect(post.title_bn).toContain('সিলেট');
    expect(post.body_en).toContain('<h2>');
    expect(post.related).toHaveLength(3);
    expect(post.related.map((r) => r.id)).not.toContain(post.id);
    // Posts of its own category come first.
    expect(post.related[0]?.category?.slug).toBe('intercity-travel-guides');

    const places = await data(`get/places/${post.id}`, z.array(blogPlaceSchema));
    expect(places.map((p) => p.name_en)).toContain('Ratargul Swamp Forest');
    const ratargul = places.find((p) => p.name_en === 'Ratargul Swamp Forest')!;
    expect([ratargul.lat, ratargul.lng]).toEqual([25.0037, 91.9333]);
  });

  it('pages the blog list, filters by category and finds a search in either language', async () => {
    const first = await data('get/blogs?per_page=5', pagedSchema(blogSummarySchema));
    expect(first).toMatchObject({ page: 1, per_page: 5, total: 13 });
    expect(first.items).toHaveLength(5);
    const third = await data('get/blogs?per_page=5&page=3', pagedSchema(blogSummarySchema));
    expect(third.items).toHaveLength(3);
    const dates = first.items.map((b) => b.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const airport = await data('get/blogs?category=airport-tips', pagedSchema(blogSummarySchema));
    expect(airport.total).toBe(3);
    expect(airport.items.every((b) => b.category?.slug === 'airport-tips')).toBe(true);

    const english = await data('get/blogs?q=sylhet', pagedSchema(blogSummarySchema));
    const bangla = await data(`get/blogs?q=${encodeURIComponent('সিলেট')}`, pagedSchema(blogSummarySchema));
    expect(english.items.map((b) => b.slug)).toContain('dhaka-to-sylhet-by-car');
    expect(bangla.items.map((b) => b.slug)).toContain('dhaka-to-sylhet-by-car');
    // A LIKE wildcard is searched for as a character, not as "anything".
    expect((await data('get/blogs?q=%25', pagedSchema(blogSummarySchema))).total).toBe(0);
  });

  it('campaigns: running first, by id or slug, categories, FAQs and the popup', async () => {
    const list = await data('get/offers?per_page=50', pagedSchema(offerSchema));
    expect(list.total).toBe(8);
    const now = clock.now().getTime();
    const running = (o: { starts_at: string; ends_at: string }) =>
      Date.parse(o.starts_at) <= now && Date.parse(o.ends_at) > now;
    expect(running(list.items[0]!)).toBe(true);
    expect(list.items.filter(running).length).toBeGreaterThanOrEqual(1);
    expect(list.items.some((o) => Date.parse(o.starts_at) > now)).toBe(true);
    expect(list.items.some((o) => Date.parse(o.ends_at) <= now)).toBe(true);

    const eid = await data('get/offer/9', offerSchema);
    expect(eid).toMatchObject({ slug: 'eid2025', promo_code: 'EID2025' });
    expect(await data('get/offer/eid2025', offerSchema)).toEqual(eid);

    const categories = await data('get/offer_category', z.array(offerCategorySchema));
    expect(categories.map((c) => c.slug)).toContain('festival');
    const festival = await data('get/offers?category=festival&per_page=50', pagedSchema(offerSchema));
    expect(festival.items.map((o) => o.id)).toContain(9);
    expect(festival.total).toBeLessThan(list.total);

    expect((await data('get/faq/9', z.array(faqItemSchema))).length).toBeGreaterThanOrEqual(3);
    expect((await data('get/faq/general', z.array(faqItemSchema))).length).toBeGreaterThanOrEqual(6);

    const popup = await data('get/web-campaign-popup', campaignPopupSchema.nullable());
    expect(popup).toMatchObject({ link: `/campaign/${popup?.campaign_id}` });
  });

  it('news: newest first, paged, each with its outlet and picture', async () => {
    const news = await data('get/newsrooms', pagedSchema(newsroomSchema));
    expect(news).toMatchObject({ page: 1, per_page: 12, total: 6 });
    const dates = news.items.map((n) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(news.items.every((n) => n.outlet && n.image?.endsWith('.webp'))).toBe(true);
    const second = await data('get/newsrooms?per_page=4&page=2', pagedSchema(newsroomSchema));
    expect(second.items.map((n) => n.id)).toEqual(news.items.slice(4).map((n) => n.id));
  });

  it('testimonials, board, tutorials for both audiences and the three pages', async () => {
    expect(await data('get/passenger-speaks', z.array(testimonialSchema))).toHaveLength(6);
    expect(await data('get/board-of-management', z.array(boardMemberSchema))).toHaveLength(
      boardMembers.length,
    );
    const tutorials = await data('get/tutorials', z.array(tutorialSchema));
    expect(tutorials).toHaveLength(6);
    expect(new Set(tutorials.map((t) => t.audience))).toEqual(new Set(['passenger', 'driver']));
    for (const key of ['about', 'terms', 'privacy']) {
      const page = await data(`get/pages/${key}`, contentPageSchema);
      expect(page.key).toBe(key);
      expect(page.body_bn).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('every picture the content names is a raster file the API serves', async () => {
    const list = await data('get/blogs?per_page=50', pagedSchema(blogSummarySchema));
    const offersList = await data('get/offers?per_page=50', pagedSchema(offerSchema));
    const people = await data('get/board-of-management', z.array(boardMemberSchema));
    const places = await data(`get/places/${list.items[0]!.id}`, z.array(blogPlaceSchema));
    const paths = [
      ...list.items.map((b) => b.cover),
      ...offersList.items.map((o) => o.banner),
      ...people.map((p) => p.photo),
      ...places.map((p) => p.image),
    ];
    for (const path of paths) {
      expect(path).toMatch(/^\/images\/content\/[\w-]+\.webp$/);
      const res = await app.inject({ url: path! });
      expect(res.statusCode, path!).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });
});

describe('what readers may not see', () => {
  it('hides drafts and scheduled posts, and shows a scheduled one once its time comes', async () => {
    const local = createTestClock('2026-11-25T06:00:00.000Z');
    const other = await buildTestApp({}, { clock: local });
    try {
      const slugs = async () =>
        (
          await other
            .inject({ url: '/web/get/blogs?per_page=50' })
            .then((r) => r.json() as { data: { items: { slug: string }[] } })
        ).data.items.map((b) => b.slug);
      expect(await slugs()).not.toContain('draft-kuakata-sunrise');
      expect(await slugs()).not.toContain('sajek-valley-by-road');
      expect((await other.inject({ url: '/web/get/blog/slug/draft-kuakata-sunrise' })).statusCode).toBe(404);

      // The cached list ends at the scheduled time: no announcement needed for a post to appear.
      local.set('2027-01-15T04:00:01.000Z');
      expect(await slugs()).toContain('sajek-valley-by-road');
      expect(await slugs()).not.toContain('draft-kuakata-sunrise');
    } finally {
      await other.close();
    }
  });

  it('refuses an id past the database integer (422, never a 500 from the query)', async () => {
    for (const url of ['get/places/999999999999', 'get/faq/2147483648']) {
      const res = await app.inject({ url: `/web/${url}` });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validationError' });
    }
    expect((await app.inject({ url: '/web/get/places/2147483647' })).statusCode).toBe(404);
  });

  it('answers 404 with a message the web can show in either language', async () => {
    for (const [url, code] of [
      ['get/blog/slug/no-such-post', 'postNotFound'],
      ['get/offer/no-such-campaign', 'campaignNotFound'],
      ['get/offer/999', 'campaignNotFound'],
      ['get/faq/999', 'campaignNotFound'],
      ['get/places/999', 'postNotFound'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
    }
    const draft = await app.database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.status, 'draft'));
    expect((await get(`get/places/${draft[0]!.id}`)).statusCode).toBe(404);
    expect((await get('get/pages/secrets')).statusCode).toBe(422);
  });

  it('never serves script: rich text written around the sanitiser is cleaned on the way out', async () => {
    const payload =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(2)">x</a><img src=x onerror="alert(3)"><svg onload="alert(4)"></svg><iframe src="https://evil.example"></iframe><a href="https://ok.example">ok</a>';
    // Straight into the table, as a manual fix or an old import would.
    await app.database.db.update(offers).set({ bodyEn: payload, termsBn: payload }).where(eq(offers.id, 9));
    await announceContentChange(app.database.db);
    await expect.poll(async () => (await data('get/offer/9', offerSchema)).body_en).not.toContain('Eid is');
    const eid = await data('get/offer/9', offerSchema);
    for (const html of [eid.body_en, eid.terms_bn]) {
      expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|<iframe|<svg|<img/i);
      expect(html).toContain('<p>Hi</p>');
      expect(html).toContain('<a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a>');
    }
  });
});

describe('fast: ETag, cache headers and the in-process cache', () => {
  it('sends an ETag and cache headers, and 304 when the browser has the answer', async () => {
    const first = await get('get/blogs');
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('get/blogs', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('get/blogs', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // A CDN's weak copy of the tag, and a browser holding several answers, match too.
    expect((await get('get/blogs', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('get/blogs', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
  });

  it('gzips a long answer for a client that accepts it, under its own ETag, and never for one that does not', async () => {
    const plain = await get('get/offers');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const zipped = await get('get/offers', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Origin, Accept-Encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const zippedTag = zipped.headers.etag as string;
    expect(zippedTag).not.toBe(plain.headers.etag);
    expect(
      (await get('get/offers', { 'accept-encoding': 'gzip', 'if-none-match': zippedTag })).statusCode,
    ).toBe(304);
    // The gzipped copy's tag does not stand for the plain bytes, nor gzip refused by weight for gzip.
    expect((await get('get/offers', { 'if-none-match': zippedTag })).statusCode).toBe(200);
    const refused = await get('get/offers', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    // A short answer goes as it is.
    const cars = await app.inject({ url: '/api/v3/cars', headers: { 'accept-encoding': 'gzip' } });
    expect(cars.headers['content-encoding']).toBeUndefined();
  });

  it('every API process drops its cache when content is written, by anyone (the tables announce it)', async () => {
    const secondDatabase: Database = await openSameDatabase(app.database);
    const second = await buildTestApp({}, { clock, database: secondDatabase });
    try {
      const title = async (a: FastifyInstance) =>
        (
          (await a.inject({ url: '/web/get/blog/slug/check-before-you-get-in' })).json() as {
            data: { title_en: string };
          }
        ).data.title_en;
      const before = await title(second);
      await app.database.db
        .update(blogs)
        .set({ titleEn: 'Three checks, updated' })
        .where(and(eq(blogs.slug, 'check-before-you-get-in')));
      // A write outside the app announces itself (the content tables' trigger): no announceContentChange.
      expect(before).not.toBe('Three checks, updated');
      await expect.poll(() => title(second), { timeout: 5000 }).toBe('Three checks, updated');
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  }, 20_000);
});

describe('POST /web/store/web-campaign-track', () => {
  const countOf = async (event: 'view' | 'click' | 'close') => {
    const [row] = await app.database.db
      .select({ count: campaignTrackCounts.count })
      .from(campaignTrackCounts)
      .where(and(eq(campaignTrackCounts.offerId, 1), eq(campaignTrackCounts.event, event)));
    return row?.count ?? 0;
  };

  it("counts a beacon's batch sent as text/plain, per campaign, day and event", async () => {
    const session_id = 'session-12345678';
    const res = await app.inject({
      method: 'POST',
      url: '/web/store/web-campaign-track',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        events: [
          { campaign_id: 1, event: 'view', session_id },
          { campaign_id: 1, event: 'click', session_id },
          { campaign_id: 1, event: 'view', session_id },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await countOf('view')).toBe(2);
    expect(await countOf('click')).toBe(1);

    const single = await app.inject({
      method: 'POST',
      url: '/web/store/web-campaign-track',
      payload: { campaign_id: 1, event: 'close', session_id },
    });
    expect(single.statusCode).toBe(200);
    expect(await countOf('close')).toBe(1);
  });

  it('refuses bad input and unknown campaigns, counting nothing', async () => {
    const before = await countOf('view');
    const bad = await app.inject({
      method: 'POST',
      url: '/web/store/web-campaign-track',
      payload: { campaign_id: 1, event: 'hover', session_id: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: 'Validation Error!', errors: expect.any(Object) });

    const unknown = await app.inject({
      method: 'POST',
      url: '/web/store/web-campaign-track',
      payload: {
        events: [
          { campaign_id: 1, event: 'view', session_id: 'session-12345678' },
          { campaign_id: 4242, event: 'view', session_id: 'session-12345678' },
        ],
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'campaignNotFound' });

    const broken = await app.inject({
      method: 'POST',
      url: '/web/store/web-campaign-track',
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'Validation Error!' });
    expect(await countOf('view')).toBe(before);
  });
});

describe('seeding', () => {
  it('runs again without duplicating rows or overwriting an edit', async () => {
    await app.database.db
      .update(blogs)
      .set({ titleEn: 'Edited by staff' })
      .where(eq(blogs.slug, 'children-in-the-car'));
    const again = await buildTestApp({}, { clock, database: app.database });
    await again.ready();
    await again.close();
    expect(await app.database.db.$count(blogs)).toBe(15);
    const [edited] = await app.database.db
      .select({ title: blogs.titleEn })
      .from(blogs)
      .where(eq(blogs.slug, 'children-in-the-car'));
    expect(edited?.title).toBe('Edited by staff');
  });
});
