import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The web's half of "a content change shows within a second": only the API, holding the shared
// secret, may expire the content cache, and only the content tags it names, exactly those. Next's cache itself is outside
// this test (the staff-console e2e journey sees the change on /blogs); revalidateTag is recorded.
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const secret = 'web-revalidate-secret-0001';
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  vi.stubEnv('SITE_REVALIDATE_SECRET', secret);
  ({ POST } = await import('./route'));
});
beforeEach(() => revalidateTag.mockClear());

const call = (body: unknown, authorization?: string) =>
  POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/revalidate', () => {
  it('expires the content tag at once for the API', async () => {
    const res = await call({ tags: ['content'] }, `Bearer ${secret}`);
    expect(res.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('content', { expire: 0 });
  });

  it("expires exactly the fine tags it is given: a post's own and the blog lists", async () => {
    const res = await call({ tags: ['content:blogs', 'content:blog:tea-trail'] }, `Bearer ${secret}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: ['content:blogs', 'content:blog:tea-trail'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['content:blogs', { expire: 0 }],
      ['content:blog:tea-trail', { expire: 0 }],
    ]);
  });

  it('refuses fine tags without the secret', async () => {
    expect((await call({ tags: ['content:blogs', 'content:blog:tea-trail'] })).status).toBe(401);
    expect((await call({ tags: ['content:offers'] }, 'Bearer wrong-secret-of-the-same-size')).status).toBe(
      401,
    );
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a caller without the secret, or with another one', async () => {
    expect((await call({ tags: ['content'] })).status).toBe(401);
    expect((await call({ tags: ['content'] }, `Bearer ${secret}x`)).status).toBe(401);
    expect((await call({ tags: ['content'] }, secret)).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses tags it does not serve', async () => {
    expect((await call({ tags: ['content', 'session'] }, `Bearer ${secret}`)).status).toBe(422);
    expect((await call({}, `Bearer ${secret}`)).status).toBe(422);
    for (const tags of [['content:nothing'], ['content:blog:'], ['content:blog:a b'], ['content:blogs', 7]]) {
      expect((await call({ tags }, `Bearer ${secret}`)).status, JSON.stringify(tags)).toBe(422);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
