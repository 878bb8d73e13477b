import { timingSafeEqual } from 'node:crypto';
import { isContentCacheTag } from '@pothik/domain';
import { revalidateTag } from 'next/cache';
import { serverEnv } from '@/config/env';

// At most this many tags a call (a purge of many posts names each): more is refused, not passed on.
const MAX_TAGS = 500;

function isAuthorised(header: string | null): boolean {
  const secret = serverEnv.siteRevalidateSecret;
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const sent = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * POST /api/revalidate `{tags: ["content:blogs", "content:blog:<slug>"]}` with `Authorization: Bearer
 * <SITE_REVALIDATE_SECRET>`: the API calls this when content changes (any write, heard on its
 * content_changed channel) with the tags of the answers the change touches, so the next visit renders
 * it (DESIGN.md §12). Only content cache tags (`isContentCacheTag`) are accepted; anything else is
 * refused rather than passed on.
 */
export async function POST(request: Request) {
  if (!isAuthorised(request.headers.get('authorization'))) {
    return Response.json({ message: 'Not allowed.' }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags) ? body.tags : [];
  if (tags.length === 0 || tags.length > MAX_TAGS || !tags.every(isContentCacheTag)) {
    return Response.json({ message: 'Unknown tags.' }, { status: 422 });
  }
  // Expired at once (not stale-while-revalidate): the next reader gets the change, not the old page.
  for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
