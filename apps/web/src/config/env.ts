import 'server-only';
import { z } from 'zod';
import { defaultMapTiles, isTileUrlTemplate } from './map-tiles';
import type { MarketingTags } from './runtime-config';

// STYLE.md §7: the web's only reader of process.env, parsed once when the server starts serving.
// These are runtime values (not inlined at build), so one production build runs against any API host.
const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const httpUrl = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  API_URL: z.preprocess(blankAsUndefined, z.url().default('http://localhost:4000')),
  PUBLIC_API_URL: z.preprocess(blankAsUndefined, z.url().optional()),
  // The site's public origin: canonical links, sitemap, feeds and sharing cards name pages under it.
  SITE_URL: z.preprocess(blankAsUndefined, z.url().default('http://localhost:3000')),
  BRAND_NAME: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
  BRAND_NAME_BN: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
  BRAND_SLUG: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')
      .default('pothik'),
  ),
  // Brand facts: none has a default. Unset, a fact is neither shown (footer, contact lines,
  // app links) nor put into the Organization JSON-LD; `npm start` and e2e set the demo's.
  SUPPORT_EMAIL: z.preprocess(blankAsUndefined, z.email().optional()),
  SUPPORT_PHONE: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
  BRAND_ADDRESS_EN: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
  BRAND_ADDRESS_BN: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
  BRAND_TRADE_LICENCE: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
  SOCIAL_FACEBOOK_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
  SOCIAL_INSTAGRAM_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
  SOCIAL_LINKEDIN_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
  SOCIAL_YOUTUBE_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
  APP_USER_ANDROID_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
  APP_USER_IOS_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
  APP_DRIVER_ANDROID_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
  // Unset: OpenStreetMap's tiles. Set to '' or 'off': no tiles (the route map draws on a plain background).
  MAP_TILE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => {
      if (value === undefined) return defaultMapTiles.tileUrl;
      return value.toLowerCase() === 'off' ? '' : value;
    })
    .refine((value) => value === '' || isTileUrlTemplate(value), {
      message: 'an http(s) URL or /path with {z}, {x} and {y}, or empty / "off" for no tiles',
    }),
  // HTML, shown in the map's corner; the licence of most tile servers requires it.
  // Shared with the API, which posts to /api/revalidate after a console change to content. Unset: that
  // route refuses every call and content pages refresh within their one-minute revalidation.
  SITE_REVALIDATE_SECRET: z.preprocess(blankAsUndefined, z.string().min(16).optional()),
  MAP_TILE_ATTRIBUTION: z.preprocess(blankAsUndefined, z.string().default(defaultMapTiles.attribution)),
  // The human check (Cloudflare Turnstile) of the login and the lead forms; unset, the demo's placeholder.
  // The script's address is configurable so a test can serve a stand-in widget; production refuses any
  // but this default (server/production-checks.mjs).
  TURNSTILE_SITE_KEY: z.preprocess(blankAsUndefined, z.string().min(1).optional()),
  TURNSTILE_SCRIPT_URL: z.preprocess(
    blankAsUndefined,
    z.url({ protocol: /^https?$/ }).default('https://challenges.cloudflare.com/turnstile/v0/api.js'),
  ),
  // Google sign-in (DESIGN.md §14): the OAuth client id, public (Google Identity Services renders the button
  // with it). Unset: the login dialog offers the mobile number only. The API needs the same id.
  GOOGLE_CLIENT_ID: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[\w.-]+\.apps\.googleusercontent\.com$/, 'an OAuth client id (….apps.googleusercontent.com)')
      .optional(),
  ),
  // Marketing tags (DESIGN.md §14), each off unless set, loaded only after the visitor's consent.
  GA4_MEASUREMENT_ID: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'G-XXXXXXXXXX')
      .optional(),
  ),
  GTM_CONTAINER_ID: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM-XXXXXXX')
      .optional(),
  ),
  META_PIXEL_ID: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{8,20}$/, 'the digits of the pixel id')
      .optional(),
  ),
  CRISP_WEBSITE_ID: z.preprocess(blankAsUndefined, z.uuid('the website id, a UUID').optional()),
});

// A Tag Manager container usually holds the GA4 tag itself: both would count every page twice.
const envRules = envSchema.refine((e) => !(e.GA4_MEASUREMENT_ID && e.GTM_CONTAINER_ID), {
  path: ['GTM_CONTAINER_ID'],
  message: 'set GA4_MEASUREMENT_ID or GTM_CONTAINER_ID, not both',
});

function parseEnv() {
  const result = envRules.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid web configuration: ${problems}`);
  }
  const e = result.data;
  return {
    apiUrl: trimSlash(e.API_URL),
    publicApiUrl: trimSlash(e.PUBLIC_API_URL ?? e.API_URL),
    siteUrl: trimSlash(e.SITE_URL),
    brandName: e.BRAND_NAME ?? 'Pothik',
    // The Bangla wordmark defaults to পথিক only for the default brand; a renamed brand keeps its own name.
    brandNameBn: e.BRAND_NAME_BN ?? (e.BRAND_NAME ? e.BRAND_NAME : 'পথিক'),
    brandSlug: e.BRAND_SLUG,
    brandFacts: {
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      addressEn: e.BRAND_ADDRESS_EN,
      addressBn: e.BRAND_ADDRESS_BN,
      tradeLicence: e.BRAND_TRADE_LICENCE,
      facebook: e.SOCIAL_FACEBOOK_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
      linkedin: e.SOCIAL_LINKEDIN_URL,
      youtube: e.SOCIAL_YOUTUBE_URL,
      userAndroid: e.APP_USER_ANDROID_URL,
      userIos: e.APP_USER_IOS_URL,
      driverAndroid: e.APP_DRIVER_ANDROID_URL,
    },
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    siteRevalidateSecret: e.SITE_REVALIDATE_SECRET,
    turnstile: e.TURNSTILE_SITE_KEY
      ? { siteKey: e.TURNSTILE_SITE_KEY, scriptUrl: e.TURNSTILE_SCRIPT_URL }
      : undefined,
    googleClientId: e.GOOGLE_CLIENT_ID,
    // Only the configured ones, so the page carries no empty keys.
    tags: {
      ...(e.GA4_MEASUREMENT_ID ? { ga4: e.GA4_MEASUREMENT_ID } : {}),
      ...(e.GTM_CONTAINER_ID ? { gtm: e.GTM_CONTAINER_ID } : {}),
      ...(e.META_PIXEL_ID ? { metaPixel: e.META_PIXEL_ID } : {}),
      ...(e.CRISP_WEBSITE_ID ? { crisp: e.CRISP_WEBSITE_ID } : {}),
    } satisfies MarketingTags as MarketingTags,
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export type ServerEnv = ReturnType<typeof parseEnv>;

export const serverEnv: ServerEnv = parseEnv();
