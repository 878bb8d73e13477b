import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { repoRoot } from './helpers/built-api';

// Behind nginx (deploy/nginx.conf, npm run cluster) the API must keep an idle connection longer than
// nginx keeps its own to it: otherwise nginx can send a request on a connection the API is closing at
// that moment, and the visitor gets a 502.
const app = await buildTestApp();
afterAll(() => app.close());

/** Every upstream keepalive_timeout, in seconds, of the nginx configurations the deployments use. */
function nginxUpstreamKeepAlives(): number[] {
  const texts = [
    readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8'),
    readFileSync(join(repoRoot, 'scripts/cluster.mjs'), 'utf8'),
  ];
  return texts.flatMap((text) => [...text.matchAll(/keepalive_timeout (\d+)s;/g)].map((m) => Number(m[1])));
}

describe('the API server behind nginx', () => {
  it('keeps an idle connection 75 s, longer than each nginx upstream keeps its own (60 s)', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    expect(app.server.keepAliveTimeout).toBe(75_000);
    const upstreams = nginxUpstreamKeepAlives();
    expect(upstreams).toEqual([60, 60, 60]);
    for (const seconds of upstreams) expect(seconds * 1000).toBeLessThan(app.server.keepAliveTimeout);
  });
});
