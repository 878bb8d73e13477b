import 'server-only';
import { headers } from 'next/headers';

/**
 * The X-Request-Id server.mjs gave the request being rendered, as a header for the API calls it makes,
 * so the API's log lines carry the same id. Only for uncached calls: Next.js's data cache keys a fetch
 * by its headers, and a cached content call carrying the id would never be shared by two pages.
 */
export async function requestIdHeader(): Promise<Record<string, string>> {
  try {
    const id = (await headers()).get('x-request-id');
    return id ? { 'x-request-id': id } : {};
  } catch {
    // Outside a request (a build-time render): no id to pass.
    return {};
  }
}
