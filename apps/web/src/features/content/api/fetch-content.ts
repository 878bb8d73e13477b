import 'server-only';
import { contentCacheTags } from '@pothik/domain';
import type { z } from 'zod';
import { serverEnv } from '@/config/env';
import { apiFetch, apiPaths } from '@/lib/api-client';

// DESIGN.md §12: public content, the same for every visitor. Pages render per request (the language is a
// cookie), but Next's data cache keeps each answer for a minute, so a busy page costs the API one call a
// minute; `content` and the finer tags let a later change drop them early (revalidateTag: the API calls
// /api/revalidate with a change's tags).
const CONTENT_REVALIDATE_SECONDS = 60;
// A slow API should not hold a page back for long on a phone: the page shows its error state instead.
const CONTENT_TIMEOUT_MS = 5000;

export type ContentResult<T> = { ok: true; data: T } | { ok: false; status: number };

/** GET /web/{path}, checked against `schema`; never throws (the page shows an error state). */
export async function fetchContent<S extends z.ZodType>(
  path: string,
  schema: S,
  tags: readonly string[],
): Promise<ContentResult<z.infer<S>>> {
  const url = `${apiPaths.web}/${path}`;
  const result = await apiFetch(url, {
    baseUrl: serverEnv.apiUrl,
    timeoutMs: CONTENT_TIMEOUT_MS,
    cache: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [contentCacheTags.all, ...tags] },
  });
  if (!result.ok) {
    // A 404 is an answer (no such post), not a failure worth a log line.
    if (result.status !== 404) {
      console.warn(`GET ${url} failed: ${result.status === 0 ? 'no answer' : `status ${result.status}`}`);
    }
    return { ok: false, status: result.status };
  }
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) {
    console.warn(`GET ${url} returned an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`);
    return { ok: false, status: 502 };
  }
  return { ok: true, data: parsed.data };
}
