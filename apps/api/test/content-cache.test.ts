import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../src/lib/answer-cache';

// The in-process cache of published content (DESIGN.md §12), on its own: what it keeps and when it lets go.
const t0 = Date.parse('2026-11-25T06:00:00.000Z');

function counter(data: unknown = ['post'], nextChange: Date | null = null) {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return { data, nextChange };
    },
    get loads() {
      return loads;
    },
  };
}

describe('content cache', () => {
  it('keeps an answer for a minute, with an ETag that changes only with the body', async () => {
    const cache = createAnswerCache();
    const source = counter();
    const first = await cache.get('/web/get/blogs', t0, source.load);
    expect(first.body.toString()).toBe('{"data":["post"]}');
    expect(first.gzip).toBeNull();
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(await cache.get('/web/get/blogs', t0 + 59_999, source.load)).toBe(first);
    expect(source.loads).toBe(1);

    const later = await cache.get('/web/get/blogs', t0 + 60_000, source.load);
    expect(source.loads).toBe(2);
    expect(later.etag).toBe(first.etag);
    const other = await cache.get('/web/get/offers', t0, counter(['offer']).load);
    expect(other.etag).not.toBe(first.etag);
  });

  it('lets go at the next scheduled change when that comes sooner than a minute', async () => {
    const cache = createAnswerCache();
    const source = counter(['post'], new Date(t0 + 20_000));
    await cache.get('/web/get/blogs', t0, source.load);
    await cache.get('/web/get/blogs', t0 + 19_999, source.load);
    expect(source.loads).toBe(1);
    await cache.get('/web/get/blogs', t0 + 20_000, source.load);
    expect(source.loads).toBe(2);
  });

  it('shares one load between requests that miss together', async () => {
    const cache = createAnswerCache();
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('/web/get/blogs', t0, source.load)));
    expect(source.loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('forgets everything on a change, and does not keep an answer loaded while the change came', async () => {
    const cache = createAnswerCache();
    const source = counter();
    await cache.get('/web/get/blogs', t0, source.load);
    cache.clear();
    expect(cache.size).toBe(0);

    let finish: (value: { data: unknown; nextChange: Date | null }) => void = () => {};
    const slow = cache.get('/web/get/blogs', t0, () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish({ data: ['before the change'], nextChange: null });
    // The request that asked still gets its answer, but the next one reads again.
    expect((await slow).body.toString()).toContain('before the change');
    expect(cache.size).toBe(0);
    await cache.get('/web/get/blogs', t0, source.load);
    expect(source.loads).toBe(2);
  });
});
