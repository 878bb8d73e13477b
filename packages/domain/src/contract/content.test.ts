import { describe, expect, it } from 'vitest';
import { campaignTrackBodySchema } from '../validation/content';
import { blogSummarySchema, campaignPopupSchema, offerSchema, pagedSchema, tutorialSchema } from './content';

const summary = {
  id: 1,
  slug: 'dhaka-to-sylhet-by-car',
  title_en: 'Dhaka to Sylhet by car',
  title_bn: 'গাড়িতে ঢাকা থেকে সিলেট',
  excerpt_en: 'Six hours on the highway.',
  excerpt_bn: 'মহাসড়কে ছয় ঘণ্টা।',
  cover: '/images/content/blogs/dhaka-to-sylhet-by-car.webp',
  category: { id: 1, slug: 'intercity-travel-guides', name_en: 'Intercity', name_bn: 'দূরপাল্লা' },
  published_at: '2025-01-18T04:00:00.000Z',
  reading_minutes: 6,
};

describe('content contract', () => {
  it('reads a page of blog summaries as DESIGN.md §4 pages lists', () => {
    const page = { items: [summary], page: 1, per_page: 12, total: 13 };
    expect(pagedSchema(blogSummarySchema).parse(page)).toEqual(page);
  });

  it('refuses an answer missing either language', () => {
    const { title_bn: _, ...englishOnly } = summary;
    expect(blogSummarySchema.safeParse(englishOnly).success).toBe(false);
  });

  it('lets a campaign leave out its promo code, and the popup be null', () => {
    const offer = {
      id: 9,
      slug: 'eid-2025',
      title_en: 'Eid 2025',
      title_bn: 'ঈদ ২০২৫',
      summary_en: 's',
      summary_bn: 'স',
      body_en: '<p>b</p>',
      body_bn: '<p>ব</p>',
      banner: null,
      starts_at: '2025-03-20T00:00:00.000Z',
      ends_at: '2025-04-10T00:00:00.000Z',
      terms_en: '<p>t</p>',
      terms_bn: '<p>শ</p>',
      gp_loyalty: false,
    };
    expect(offerSchema.parse(offer)).toEqual(offer);
    expect(campaignPopupSchema.nullable().parse(null)).toBeNull();
  });

  it('knows only passenger and driver tutorials', () => {
    const tutorial = { id: 1, title_en: 'a', title_bn: 'ক', audience: 'owner', steps_en: [], steps_bn: [] };
    expect(tutorialSchema.safeParse(tutorial).success).toBe(false);
  });
});

describe('campaign tracking body', () => {
  const view = { campaign_id: 9, event: 'view', session_id: 'a1b2c3d4e5' };

  it('takes one event, a bare array, or the beacon batch the web sends', () => {
    const close = { ...view, event: 'close' };
    expect(campaignTrackBodySchema.parse(view)).toEqual({ events: [view] });
    expect(campaignTrackBodySchema.parse([view, close])).toEqual({ events: [view, close] });
    expect(campaignTrackBodySchema.parse({ events: [close] })).toEqual({ events: [close] });
  });

  it('refuses an empty batch, an unknown event and more than 50 at once', () => {
    expect(campaignTrackBodySchema.safeParse({ events: [] }).success).toBe(false);
    expect(campaignTrackBodySchema.safeParse([{ ...view, event: 'hover' }]).success).toBe(false);
    expect(campaignTrackBodySchema.safeParse(Array.from({ length: 51 }, () => view)).success).toBe(false);
  });
});
