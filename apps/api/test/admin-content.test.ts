import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaignTrackCounts } from '../src/db/schema/index';
import { saveContent } from '../src/modules/content/save-content';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';
import { multipartFile } from './helpers/multipart';
import { type StaffSession, staffConsole } from './helpers/staff';

// Editors' content in the staff console: bilingual posts written as drafts,
// published or scheduled, cleaned on the way in, audited, and shown on the site at once: the API's
// cache is dropped and the web is asked to revalidate (here a fake web that records the calls).
const clock = createTestClock('2026-11-25T06:00:00.000Z');
const secret = 'revalidate-secret-for-tests-0001';
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let editor: StaffSession;
let ops: StaffSession;
let web: Server;
const revalidations: { url?: string; authorization?: string; body: unknown }[] = [];

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

beforeAll(async () => {
  web = createServer(async (req, res) => {
    revalidations.push({
      url: req.url,
      authorization: req.headers.authorization,
      body: await readJson(req),
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":["content"]}');
  });
  web.listen(0, '127.0.0.1');
  await once(web, 'listening');
  const { port } = web.address() as AddressInfo;
  app = await buildTestApp(
    {
      WEB_ORIGIN: 'https://pothik.example',
      SITE_REVALIDATE_SECRET: secret,
      // Two web processes (here two paths of one fake): each keeps a Next.js cache of its own.
      SITE_REVALIDATE_URL: `http://127.0.0.1:${port}/one/api/revalidate, http://127.0.0.1:${port}/two/api/revalidate`,
    },
    { clock },
  );
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  editor = await sc.session('editor');
  ops = await sc.session('ops');
});
afterAll(async () => {
  await app.close();
  web.close();
});

const publicPost = (slug: string) => app.inject({ method: 'GET', url: `/web/get/blog/slug/${slug}` });
const auditOf = (entityId: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'content.blogs'), eq(auditLog.entityId, entityId)));

const post = (overrides: object = {}) => ({
  slug: 'sreemangal-tea-trail',
  title_en: 'A weekend on the Sreemangal tea trail',
  title_bn: 'শ্রীমঙ্গলের চা-বাগানে এক সপ্তাহান্ত',
  excerpt_en: 'Tea gardens, Lawachara and a seven-layer tea.',
  excerpt_bn: 'চা-বাগান, লাউয়াছড়া আর সাত রঙের চা।',
  body_en: '<p>Leave Dhaka <strong>before six</strong>.</p><script>alert(1)</script>',
  body_bn: '<p>ভোর ছয়টার আগে ঢাকা ছাড়ুন।</p><img src="x" onerror="alert(1)">',
  author: 'Pothik travel desk',
  reading_minutes: 5,
  ...overrides,
});

describe('who may edit content', () => {
  it('lets editors in, refuses ops (403) and a write without the CSRF token', async () => {
    expect((await sc.call(editor, 'GET', '/admin/api/content/blogs')).statusCode).toBe(200);
    expect((await sc.call(ops, 'GET', '/admin/api/content/blogs')).statusCode).toBe(403);
    expect((await sc.call(ops, 'POST', '/admin/api/content/blogs', { payload: post() })).statusCode).toBe(
      403,
    );
    const noToken = await sc.call(editor, 'POST', '/admin/api/content/blogs', {
      payload: post({ slug: 'no-token' }),
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    const listed = await sc.call(editor, 'GET', '/admin/api/content/blogs?filter={"q":"no-token"}');
    expect(listed.json()).toEqual([]);
  });
});

describe('a blog post from draft to the site', () => {
  let id: number;

  it('keeps a new post as a cleaned draft the site does not show', async () => {
    const category = await sc.call(editor, 'POST', '/admin/api/content/blog-categories', {
      payload: { slug: 'Tea-Country', name_en: 'Tea country', name_bn: 'চায়ের দেশ' },
    });
    expect(category.statusCode).toBe(201);
    expect(category.json()).toMatchObject({ slug: 'tea-country' });
    // A list shows a post's category by asking for the categories it names (react-admin's getMany).
    const named = await sc.call(
      editor,
      'GET',
      `/admin/api/content/blog-categories?filter=${encodeURIComponent(JSON.stringify({ id: [category.json().id] }))}`,
    );
    expect(named.json().map((c: { slug: string }) => c.slug)).toEqual(['tea-country']);

    const created = await sc.call(editor, 'POST', '/admin/api/content/blogs', {
      payload: post({ category_id: category.json().id }),
    });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({
      status: 'draft',
      body_en: '<p>Leave Dhaka <strong>before six</strong>.</p>',
      view_url: 'https://pothik.example/blogs/sreemangal-tea-trail',
    });
    expect(created.json().body_bn).not.toContain('onerror');
    expect((await publicPost('sreemangal-tea-trail')).statusCode).toBe(404);

    const [entry] = await auditOf(String(id));
    expect(entry).toMatchObject({ action: 'content.blogs.create', before: null });
    expect(entry?.after).toMatchObject({ slug: 'sreemangal-tea-trail', status: 'draft' });
  });

  it('publishes it: the site shows it at once, the web is asked to revalidate, the audit has before and after', async () => {
    // A reader asks first, so the API's cache holds the 404 the publication must replace.
    expect((await publicPost('sreemangal-tea-trail')).statusCode).toBe(404);
    revalidations.length = 0;
    const published = await sc.call(editor, 'PUT', `/admin/api/content/blogs/${id}`, {
      payload: post({ status: 'published', view_url: 'ignored', id }),
    });
    expect(published.statusCode).toBe(200);
    const shown = await publicPost('sreemangal-tea-trail');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      title_bn: 'শ্রীমঙ্গলের চা-বাগানে এক সপ্তাহান্ত',
      category: { slug: 'tea-country' },
    });
    // Each web process is asked, with the secret, to drop the post's own tag and the blog lists (the
    // listener on content_changed, at most a batch window after the commit).
    const askedOf = (url: string) =>
      revalidations
        .filter((call) => call.url === url)
        .map((call) => ({ authorization: call.authorization, body: call.body }));
    const asked = {
      authorization: `Bearer ${secret}`,
      body: { tags: ['content:blogs', 'content:blog:sreemangal-tea-trail'] },
    };
    await expect.poll(() => askedOf('/one/api/revalidate'), { timeout: 1000 }).toContainEqual(asked);
    await expect.poll(() => askedOf('/two/api/revalidate'), { timeout: 1000 }).toContainEqual(asked);
    expect(revalidations.every((call) => call.authorization === `Bearer ${secret}`)).toBe(true);

    const update = (await auditOf(String(id))).find((e) => e.action === 'content.blogs.update');
    expect(update?.before).toMatchObject({ status: 'draft' });
    expect(update?.after).toMatchObject({ status: 'published' });
  });

  it('schedules a post: hidden until its time comes, then shown without another write', async () => {
    const due = new Date(clock.now().getTime() + 2 * 3600_000).toISOString();
    const scheduled = await sc.call(editor, 'POST', '/admin/api/content/blogs', {
      payload: post({
        slug: 'haor-by-boat',
        title_en: 'Tanguar Haor by boat',
        title_bn: 'নৌকায় টাঙ্গুয়ার হাওর',
        status: 'published',
        published_at: due,
      }),
    });
    expect(scheduled.statusCode).toBe(201);
    expect((await publicPost('haor-by-boat')).statusCode).toBe(404);
    clock.advance({ hours: 2, minutes: 1 });
    const shown = await publicPost('haor-by-boat');
    expect(shown.json()).toMatchObject({ data: { title_en: 'Tanguar Haor by boat' } });
  });

  it('refuses a taken address, a missing category and empty Bangla with field messages, saving nothing', async () => {
    const taken = await sc.call(editor, 'POST', '/admin/api/content/blogs', { payload: post() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['This web address is already used by another entry.'] });
    const noCategory = await sc.call(editor, 'POST', '/admin/api/content/blogs', {
      payload: post({ slug: 'lost-category', category_id: 9999 }),
    });
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().errors).toEqual({ category_id: ['The linked entry does not exist.'] });
    const noBangla = await sc.call(editor, 'POST', '/admin/api/content/blogs', {
      payload: post({ slug: 'no-bangla', title_bn: '  ' }),
    });
    expect(noBangla.statusCode).toBe(422);
    expect(Object.keys(noBangla.json().errors)).toEqual(['title_bn']);
    const badCover = await sc.call(editor, 'POST', '/admin/api/content/blogs', {
      payload: post({ slug: 'bad-cover', cover: 'javascript:alert(1)' }),
    });
    expect(badCover.statusCode).toBe(422);
    expect(badCover.json().errors).toEqual({
      cover: ['Upload a picture, or give an https address or a path on this site.'],
    });
    const listed = await sc.call(
      editor,
      'GET',
      `/admin/api/content/blogs?filter=${encodeURIComponent('{"q":"tea trail"}')}`,
    );
    expect(listed.headers['content-range']).toBe('content/blogs 0-0/1');
  });

  it('lists by status and words, newest first, and deletes a post with its audit entry', async () => {
    const drafts = await sc.call(
      editor,
      'GET',
      `/admin/api/content/blogs?filter=${encodeURIComponent('{"q":"haor"}')}&sort=["published_at","DESC"]`,
    );
    expect(drafts.json().map((b: { slug: string }) => b.slug)).toEqual(['haor-by-boat']);
    // A reader's look puts the post in the API's cache: the delete must drop it before it answers.
    expect((await publicPost('haor-by-boat')).statusCode).toBe(200);
    const removed = await sc.call(editor, 'DELETE', `/admin/api/content/blogs/${drafts.json()[0].id}`);
    expect(removed.statusCode).toBe(200);
    expect((await publicPost('haor-by-boat')).statusCode).toBe(404);
    const [entry] = (await auditOf(String(drafts.json()[0].id))).filter((e) => e.action.endsWith('.delete'));
    expect(entry?.before).toMatchObject({ slug: 'haor-by-boat' });
    expect(
      (await sc.call(editor, 'DELETE', `/admin/api/content/blogs/${drafts.json()[0].id}`)).statusCode,
    ).toBe(404);
  });
});

describe('pages, campaigns and popups', () => {
  it('edits the about page but never adds or deletes one', async () => {
    await saveContent(app.database.db, 'page', {
      key: 'about',
      titleEn: 'About us',
      titleBn: 'আমাদের কথা',
      bodyEn: '<p>Old text.</p>',
      bodyBn: '<p>পুরোনো লেখা।</p>',
    });
    const saved = await sc.call(editor, 'PUT', '/admin/api/content/pages/about', {
      payload: {
        title_en: 'About Pothik',
        title_bn: 'পথিক সম্পর্কে',
        body_en: '<p>Cars with drivers across Bangladesh.</p>',
        body_bn: '<p>সারা বাংলাদেশে চালকসহ গাড়ি।</p>',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: 'about', view_url: 'https://pothik.example/about-us' });
    const shown = await app.inject({ method: 'GET', url: '/web/get/pages/about' });
    expect(shown.json().data).toMatchObject({ title_bn: 'পথিক সম্পর্কে' });
    expect(
      (await sc.call(editor, 'PUT', '/admin/api/content/pages/careers', { payload: saved.json() }))
        .statusCode,
    ).toBe(404);
    expect((await sc.call(editor, 'POST', '/admin/api/content/pages', { payload: {} })).statusCode).toBe(404);
    expect((await sc.call(editor, 'DELETE', '/admin/api/content/pages/about')).statusCode).toBe(404);
  });

  it('refuses a campaign that ends before it starts, and shows a popup with its counts', async () => {
    const campaign = {
      slug: 'winter-hills',
      title_en: 'Winter in the hills',
      title_bn: 'পাহাড়ে শীত',
      summary_en: '৳500 off trips to Bandarban.',
      summary_bn: 'বান্দরবানের ট্রিপে ৫০০ টাকা ছাড়।',
      body_en: '<p>Book a car to the hills.</p>',
      body_bn: '<p>পাহাড়ে যেতে গাড়ি বুক করুন।</p>',
      terms_en: '<p>One per passenger.</p>',
      terms_bn: '<p>যাত্রীপ্রতি একবার।</p>',
      starts_at: '2026-11-01T00:00:00+06:00',
      ends_at: '2026-10-01T00:00:00+06:00',
      status: 'published',
    };
    const backwards = await sc.call(editor, 'POST', '/admin/api/content/campaigns', { payload: campaign });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ ends_at: ['A campaign must end after it starts.'] });
    const created = await sc.call(editor, 'POST', '/admin/api/content/campaigns', {
      payload: { ...campaign, ends_at: '2027-01-31T23:59:00+06:00' },
    });
    expect(created.statusCode).toBe(201);
    const offerId = created.json().id;
    expect(created.json().view_url).toBe(`https://pothik.example/campaign/${offerId}`);

    // A campaign's question shows on its page, a site question (no campaign) on /faq.
    const question = { question_en: 'Who can use it?', question_bn: 'কে ব্যবহার করতে পারবেন?' };
    const answer = { answer_en: 'Everyone.', answer_bn: 'সবাই।', sort: 0 };
    const campaignFaq = await sc.call(editor, 'POST', '/admin/api/content/faqs', {
      payload: { ...question, ...answer, offer_id: offerId },
    });
    expect(campaignFaq.json().view_url).toBe(`https://pothik.example/campaign/${offerId}`);
    const siteFaq = await sc.call(editor, 'POST', '/admin/api/content/faqs', {
      payload: { ...question, ...answer },
    });
    expect(siteFaq.statusCode).toBe(201);
    expect(siteFaq.json().view_url).toBe('https://pothik.example/faq');

    const popup = await sc.call(editor, 'POST', '/admin/api/content/popups', {
      payload: {
        offer_id: offerId,
        image: '/images/content/campaign-winter.webp',
        title_en: 'Hills are calling',
        title_bn: 'পাহাড় ডাকছে',
        status: 'published',
      },
    });
    expect(popup.statusCode).toBe(201);
    await app.database.db.insert(campaignTrackCounts).values([
      { offerId, day: '2026-11-24', event: 'view', count: 40 },
      { offerId, day: '2026-11-25', event: 'view', count: 2 },
      { offerId, day: '2026-11-25', event: 'click', count: 7 },
    ]);
    const listed = await sc.call(editor, 'GET', `/admin/api/content/popups?filter={"offer_id":${offerId}}`);
    expect(listed.json()).toMatchObject([{ offer_id: offerId, views: 42, clicks: 7, closes: 0 }]);
  });
});

describe('image upload', () => {
  const upload = (file: { name: string; type: string; bytes: Buffer }, session = editor) => {
    const { payload, headers } = multipartFile('image', file);
    return sc.call(session, 'POST', '/admin/api/images', { payload, headers });
  };

  it('keeps a picture through the storage adapter as WebP and serves it', async () => {
    const bytes = await sharp({
      create: { width: 1400, height: 700, channels: 3, background: { r: 10, g: 90, b: 60 } },
    })
      .png()
      .toBuffer();
    const res = await upload({ name: 'cover.png', type: 'image/png', bytes });
    expect(res.statusCode).toBe(201);
    const { url, widths } = res.json().data;
    expect(url).toMatch(/^\/images\/uploads\/content\/[0-9a-f]{20}-960\.webp$/);
    expect(Object.keys(widths)).toEqual(['480', '960', '1600']);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    // The site shows it from another origin (the web's), as it does the built-in pictures.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // A reload revalidates: the 304's headers replace the cached ones, so it must allow the web too.
    const revalidated = await app.inject({
      method: 'GET',
      url,
      headers: {
        'if-none-match': String(served.headers.etag),
        'if-modified-since': String(served.headers['last-modified']),
      },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);
  });

  it('refuses a file that is not a picture, and ops', async () => {
    const res = await upload({ name: 'cover.png', type: 'image/png', bytes: Buffer.from('<svg></svg>') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['Please choose a JPEG, PNG or WebP picture.']);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload({ name: 'a.png', type: 'image/png', bytes: png }, ops)).statusCode).toBe(403);
  });
});
