import { vi } from 'vitest';
import type { RecordedRequest } from '../../../../test/fake-api';

const QUERY_HEADER = 'x-test-query';

/**
 * test/fake-api.ts records a request's path without its query. This copies each request's own query
 * string into a header the fake API does record, so a test can see (and answer by) the query the page
 * sent. The request itself is unchanged and still goes over real HTTP.
 */
export function recordQueries() {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    headers.set(QUERY_HEADER, url.search);
    return realFetch(input, { ...init, headers });
  });
}

export function queryOf(request: RecordedRequest): URLSearchParams {
  return new URLSearchParams(String(request.headers[QUERY_HEADER] ?? ''));
}
