import { describe, expect, it } from 'vitest';
import { blogPostCacheTag, contentCacheTags, isContentCacheTag } from './content-cache-tags';

describe('content cache tags', () => {
  it("knows every kind's tag and a blog post's own", () => {
    for (const tag of Object.values(contentCacheTags)) expect(isContentCacheTag(tag), tag).toBe(true);
    expect(blogPostCacheTag('tea-trail')).toBe('content:blog:tea-trail');
    expect(isContentCacheTag(blogPostCacheTag('tea-trail'))).toBe(true);
  });

  it('refuses anything else: another tag, an empty or spaced slug, a slug too long, a non-string', () => {
    for (const tag of ['session', 'content:nothing', 'content:blog:', 'content:blog:a b', 7, null]) {
      expect(isContentCacheTag(tag), String(tag)).toBe(false);
    }
    expect(isContentCacheTag(blogPostCacheTag('a'.repeat(200)))).toBe(true);
    expect(isContentCacheTag(blogPostCacheTag('a'.repeat(201)))).toBe(false);
  });
});
