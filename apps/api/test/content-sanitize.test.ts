import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogPlaces,
  blogs,
  boardMembers,
  contentPages,
  faqs,
  newsrooms,
  offers,
  testimonials,
  tutorials,
} from '../src/db/schema/index';
import { announceContentChange } from '../src/modules/content/content-changes';
import { toPlainText, toSafeUrl } from '../src/modules/content/sanitize';
import { saveContent } from '../src/modules/content/save-content';
import { buildTestApp } from './helpers/app';
import { createTestClock } from './helpers/clock';

// DESIGN.md §12: an XSS payload in any content field never reaches a reader in a form that runs, whether
// it came through the write path (saveContent, used by the seed and the staff console) or straight into
// the table (a manual SQL fix, an old import), which the read path cleans again.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;

const payload = [
  '<p onclick="steal()">Hi<script>alert(1)</script></p>',
  '<a href="javascript:alert(2)">x</a>',
  '<a href=" JaVaScRiPt:alert(3)">y</a>',
  '<img src=x onerror="alert(4)">',
  '<svg onload="alert(5)"><circle r="1"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '&lt;script&gt;alert(6)&lt;/script&gt;',
  '<a href="https://ok.example">ok</a>',
].join('');

const richFields = new Set(['body_en', 'body_bn', 'terms_en', 'terms_bn']);
const urlFields = new Set(['cover', 'banner', 'image', 'photo', 'url', 'video_url', 'link']);
const allowedTags: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  blockquote: [],
  a: ['href', 'rel', 'target'],
};

function expectSafeHtml(html: string, where: string) {
  expect(html, where).not.toMatch(/<[!?]/);
  for (const [, name = '', attrs = ''] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    expect(Object.keys(allowedTags), `${where}: <${name}>`).toContain(name.toLowerCase());
    const allowed = allowedTags[name.toLowerCase()];
    for (const [, attr = '', value = ''] of attrs.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(allowed, `${where}: <${name} ${attr}>`).toContain(attr.toLowerCase());
      if (attr === 'href') expect(value, where).toMatch(/^(https?:|mailto:|tel:|\/|#)/i);
    }
  }
}

/** Every string in an answer, checked by what its field is: HTML, a URL or plain text. */
function expectNothingRuns(value: unknown, where: string, field = ''): void {
  if (typeof value === 'string') {
    if (richFields.has(field)) expectSafeHtml(value, `${where}.${field}`);
    else if (urlFields.has(field)) expect(value, `${where}.${field}`).toMatch(/^(\/(?!\/)|https?:\/\/)/);
    // Text that cannot open a tag is text, whatever a client does with it.
    else expect(value, `${where}.${field}`).not.toMatch(/<[a-zA-Z!/?]/);
    if (urlFields.has(field)) expect(value, `${where}.${field}`).not.toMatch(/\.svgz?$/i);
  } else if (Array.isArray(value)) {
    for (const item of value) expectNothingRuns(item, where, field);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) expectNothingRuns(inner, where, key);
  }
}

const past = new Date('2026-11-01T00:00:00.000Z');
const future = new Date('2026-12-31T00:00:00.000Z');
let blogId: number;
let offerId: number;

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
  const db = app.database.db;
  const published = { status: 'published' as const, publishedAt: past };
  const category = await saveContent(db, 'blogCategory', {
    slug: 'xss-cat',
    nameEn: payload,
    nameBn: payload,
  });
  const blog = await saveContent(db, 'blog', {
    slug: 'xss-post',
    categoryId: category.id,
    titleEn: payload,
    titleBn: payload,
    excerptEn: payload,
    excerptBn: payload,
    bodyEn: payload,
    bodyBn: payload,
    cover: 'javascript:alert(1)',
    author: payload,
    ...published,
  });
  blogId = blog.id;
  await saveContent(db, 'blogPlace', {
    blogId,
    nameEn: payload,
    nameBn: payload,
    district: payload,
    lat: 24.9,
    lng: 91.87,
    image: 'https://evil.example/pic.svg',
    summaryEn: payload,
    summaryBn: payload,
  });
  await saveContent(db, 'newsroom', {
    titleEn: payload,
    titleBn: payload,
    outlet: payload,
    url: 'javascript:alert(1)',
    bodyEn: payload,
    bodyBn: payload,
    image: 'data:image/png;base64,AAAA',
    ...published,
  });
  const offerCategory = await saveContent(db, 'offerCategory', {
    slug: 'xss-offers',
    nameEn: payload,
    nameBn: payload,
  });
  const offer = await saveContent(db, 'offer', {
    slug: 'xss-offer',
    categoryId: offerCategory.id,
    titleEn: payload,
    titleBn: payload,
    summaryEn: payload,
    summaryBn: payload,
    bodyEn: payload,
    bodyBn: payload,
    termsEn: payload,
    termsBn: payload,
    banner: '//evil.example/banner.webp',
    promoCode: payload,
    startsAt: past,
    endsAt: future,
    ...published,
  });
  offerId = offer.id;
  await saveContent(db, 'faq', {
    offerId,
    questionEn: payload,
    questionBn: payload,
    answerEn: payload,
    answerBn: payload,
  });
  await saveContent(db, 'popup', {
    offerId,
    image: '/images/content/popup-winter-getaways.webp',
    titleEn: payload,
    titleBn: payload,
    status: 'published',
    publishedAt: new Date('2026-11-25T05:00:00.000Z'),
  });
  await saveContent(db, 'testimonial', {
    name: payload,
    quoteEn: payload,
    quoteBn: payload,
    photo: 'javascript:alert(1)',
    rating: 5,
    ...published,
  });
  await saveContent(db, 'boardMember', {
    nameEn: payload,
    nameBn: payload,
    roleEn: payload,
    roleBn: payload,
    photo: '/images/../../etc/passwd',
  });
  await saveContent(db, 'tutorial', {
    titleEn: payload,
    titleBn: payload,
    audience: 'passenger',
    videoUrl: 'javascript:alert(1)',
    stepsEn: [payload, payload],
    stepsBn: [payload],
    ...published,
  });
  await saveContent(db, 'page', {
    key: 'about',
    titleEn: payload,
    titleBn: payload,
    bodyEn: payload,
    bodyBn: payload,
  });
});
afterAll(async () => {
  await app.close();
});

const urls = () => [
  'get/blog/slider',
  'get/blog_cat/categories',
  'get/blogs?category=xss-cat',
  'get/blog/slug/xss-post',
  `get/places/${blogId}`,
  'get/newsrooms?per_page=50',
  'get/offers?category=xss-offers',
  'get/offer/xss-offer',
  'get/offer_category',
  `get/faq/${offerId}`,
  'get/web-campaign-popup',
  'get/passenger-speaks',
  'get/board-of-management',
  'get/tutorials',
  'get/pages/about',
];

async function readAll() {
  const answers: Record<string, unknown> = {};
  for (const url of urls()) {
    const res = await app.inject({ url: `/web/${url}` });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    answers[url] = res.json();
  }
  return answers;
}

describe('XSS in content', () => {
  it('is cleaned on the way in: saveContent stores no markup that runs, in any field', async () => {
    const db = app.database.db;
    const [blog] = await db.select().from(blogs).where(eq(blogs.id, blogId));
    expect(blog?.titleEn).toBe('Hixyscript>alert(6)/script>ok');
    expect(blog?.bodyEn).toBe(
      '<p>Hi</p><a>x</a><a>y</a>&lt;script&gt;alert(6)&lt;/script&gt;<a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a>',
    );
    expect(blog?.cover).toBeNull();
    const [place] = await db.select().from(blogPlaces).where(eq(blogPlaces.blogId, blogId));
    expect(place?.image).toBeNull();
    const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer?.banner).toBeNull();
  });

  it('never comes out executable, in any field of any content GET', async () => {
    const answers = await readAll();
    for (const [url, answer] of Object.entries(answers)) expectNothingRuns(answer, url);
    // The payload's readable text is still there: the checks above looked at real answers.
    const post = answers['get/blog/slug/xss-post'] as { data: { title_en: string; body_en: string } };
    expect(post.data.title_en).toContain('Hi');
    expect(post.data.body_en).toContain('<p>Hi</p>');
    const popup = answers['get/web-campaign-popup'] as { data: { campaign_id: number } | null };
    expect(popup.data?.campaign_id).toBe(offerId);
  });

  it('is cleaned again on the way out when a row was written around saveContent', async () => {
    const db = app.database.db;
    const text = { titleEn: payload, titleBn: payload };
    await db
      .update(blogs)
      .set({
        ...text,
        excerptEn: payload,
        bodyEn: payload,
        bodyBn: payload,
        author: payload,
        cover: 'javascript:x',
      })
      .where(eq(blogs.id, blogId));
    await db
      .update(blogPlaces)
      .set({ nameEn: payload, district: payload, summaryBn: payload, image: '/images/a.svg' })
      .where(eq(blogPlaces.blogId, blogId));
    await db.update(newsrooms).set({ ...text, outlet: payload, bodyEn: payload, url: 'javascript:x' });
    await db
      .update(offers)
      .set({ ...text, bodyEn: payload, termsBn: payload, promoCode: payload, banner: 'javascript:x' })
      .where(eq(offers.id, offerId));
    await db.update(faqs).set({ questionEn: payload, answerBn: payload }).where(eq(faqs.offerId, offerId));
    await db.update(testimonials).set({ name: payload, quoteEn: payload, photo: 'vbscript:x' });
    await db.update(boardMembers).set({ nameEn: payload, roleBn: payload, photo: '/images/x.svg' });
    await db.update(tutorials).set({ ...text, stepsEn: [payload], videoUrl: 'javascript:x' });
    await db
      .update(contentPages)
      .set({ ...text, bodyEn: payload })
      .where(eq(contentPages.key, 'about'));
    await announceContentChange(db);
    await expect
      .poll(async () => (await app.inject({ url: '/web/get/blog/slug/xss-post' })).json().data.author.name)
      .toBe('Hixyscript>alert(6)/script>ok');

    const answers = await readAll();
    for (const [url, answer] of Object.entries(answers)) expectNothingRuns(answer, url);
    const tutorialsAnswer = answers['get/tutorials'] as { data: { video_url: string | null }[] };
    expect(tutorialsAnswer.data.every((t) => t.video_url === null || t.video_url.startsWith('http'))).toBe(
      true,
    );
  });
});

describe('plain text and URLs', () => {
  it('keeps what a writer typed readable', () => {
    expect(toPlainText('Tom & Jerry')).toBe('Tom & Jerry');
    expect(toPlainText('Dhaka -> Sylhet, 2 < 3')).toBe('Dhaka -> Sylhet, 2 < 3');
    expect(toPlainText('ঢাকা থেকে সিলেট')).toBe('ঢাকা থেকে সিলেট');
    expect(toPlainText('<b>Eid</b> &amp; home')).toBe('Eid & home');
  });

  it('keeps our image paths and web links, and nothing else', () => {
    expect(toSafeUrl('/images/content/blog-a.webp', { isImage: true })).toBe('/images/content/blog-a.webp');
    expect(toSafeUrl('https://www.youtube.com/watch?v=x')).toBe('https://www.youtube.com/watch?v=x');
    for (const bad of [
      'javascript:alert(1)',
      ' data:text/html,x',
      '//evil.example/a.webp',
      '/images/../x.webp',
    ]) {
      expect(toSafeUrl(bad, { isImage: true }), bad).toBeNull();
    }
    expect(toSafeUrl('/images/content/logo.svg', { isImage: true })).toBeNull();
    expect(toSafeUrl(null)).toBeNull();
  });
});
