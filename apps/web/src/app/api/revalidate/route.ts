import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { serverEnv } from '@/config/env';

// The content tags fetchContent files answers under; anything else is refused rather than passed on.
const contentTags = new Set(['content']);

function isAuthorised(header: string | null): boolean {
  const secret = serverEnv.siteRevalidateSecret;
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const sent = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * POST /api/revalidate `{tags: ["content"]}` with `Authorization: Bearer <SITE_REVALIDATE_SECRET>`: the
 * API calls this after staff publish or change content, so the next visit renders it (DESIGN.md §12).
 */
export async function POST(request: Request) {
  if (!isAuthorised(request.headers.get('authorization'))) {
    return Response.json({ message: 'Not allowed.' }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags) ? body.tags : [];
  if (tags.length === 0 || !tags.every((tag) => typeof tag === 'string' && contentTags.has(tag))) {
    return Response.json({ message: 'Unknown tags.' }, { status: 422 });
  }
  // Expired at once (not stale-while-revalidate): the next reader gets the change, not the old page.
  for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
