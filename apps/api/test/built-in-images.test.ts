import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicImagesDir } from '../src/lib/paths';
import { BUILT_IN_PICTURE_WIDTHS, builtInPictureVariant, isBuiltInPictureVariant } from '../src/lib/picture';
import { buildTestApp } from './helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const DAY_S = 86_400;
const contentDir = join(publicImagesDir, 'content');
const originals = readdirSync(contentDir).filter((n) => n.endsWith('.webp') && !isBuiltInPictureVariant(n));

/** The seconds a Cache-Control lets a shared cache keep the answer, or 0 when it may not. */
function maxAgeOf(cacheControl: string | undefined): number {
  if (!cacheControl || /no-store|no-cache|private/.test(cacheControl)) return 0;
  return Number(/(?:^|,\s*)max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
}

describe('the built-in pictures under /images', () => {
  it.each([
    '/images/cars/noah.svg',
    '/images/drivers/demo-01.svg',
    '/images/content/blog-sajek-valley-by-road.webp',
    '/images/content/blog-sajek-valley-by-road-480.webp',
    '/images/content/campaign-eid2025-960.webp',
  ])('%s is cached for at least a day by browsers and shared caches', async (path) => {
    const res = await app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/\bpublic\b/);
    expect(maxAgeOf(res.headers['cache-control'] as string)).toBeGreaterThanOrEqual(DAY_S);
    // Their names do not change with their content: a day, not forever.
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('keeps every content picture at 480 and 960 px too, never enlarged, for pages to pick by `sizes`', async () => {
    expect(originals.length).toBeGreaterThan(50);
    for (const name of originals) {
      const { width: original } = await sharp(join(contentDir, name)).metadata();
      for (const width of BUILT_IN_PICTURE_WIDTHS) {
        const variant = await sharp(join(contentDir, builtInPictureVariant(name, width)))
          .metadata()
          .catch(() => null);
        expect(variant, `${name} at ${width} px`).not.toBeNull();
        expect(variant?.format).toBe('webp');
        expect(variant?.width, `${name} at ${width} px`).toBe(Math.min(width, original ?? 0));
      }
    }
  });
});
