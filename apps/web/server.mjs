// The web's production build as npm start, npm run serve, e2e and the benchmarks serve it: Next.js's
// own request handler, with brotli for browsers that accept it. `next start` compresses with gzip only;
// brotli's larger window also catches the stylesheet each page carries twice (its <style> and the RSC
// payload), so a page's HTML is about a third smaller, and the build's brotli copies make its scripts
// about a seventh smaller. Every HTML page paints before its scripts start (server/paint-first.mjs,
// ADR 0022). In front of it: production's refusals (before Next.js loads), then request
// ids, log lines, /metrics and the health probes (server/observability.mjs). A stop drains
// (server/lifecycle.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import pino from 'pino';
import { createErrorReporter } from './server/error-reporter.mjs';
import { drainOnSignal, keepAliveBehindProxy } from './server/lifecycle.mjs';
import { createObservability } from './server/observability.mjs';
import { paintFirst } from './server/paint-first.mjs';
import { productionProblems, webMode } from './server/production-checks.mjs';
import { handleRequestErrors } from './server/request-errors.mjs';
import { builtRoutePatterns, routeLabeler } from './server/route-label.mjs';
import { precompressedSender } from './server/static-brotli.mjs';

// The mode is read before NODE_ENV is overwritten below: started without one, this is production.
if (webMode(process.env) === 'production') {
  const problems = productionProblems(process.env);
  if (problems.length > 0) {
    console.error(
      ['Refusing to start in production (NODE_ENV unset or production; see docs/configuration.md):']
        .concat(problems.map((problem) => `  ${problem}`))
        .join('\n'),
    );
    process.exit(1);
  }
}

// As `next start` does: React and Next.js pick their production builds by it as they load.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const dir = import.meta.dirname;
const port = Number(process.env.PORT ?? 3000);
// Unset: every address, as a container needs (deploy/). npm start and the cluster's demo name the
// loopback: the demo is never on the network unless HOST says so (scripts/lib.mjs, demoHost).
const host = process.env.HOST || undefined;
// In Next.js's standalone output (deploy/Dockerfile; Next.js's own server.js sits beside this file
// there) the config is not loaded from next.config.ts, which needs the build's tools: the build's own
// settings are in required-server-files.json, which is what Next.js's standalone server.js reads.
// (A URL, not resolve(dir, …): the standalone build's file tracer took that for any server.js and traced
// the API's bundle, with its dependencies, into the web's output.)
const standaloneConfig = existsSync(new URL('server.js', import.meta.url))
  ? JSON.parse(readFileSync(resolve(dir, '.next/required-server-files.json'), 'utf8')).config
  : undefined;
if (standaloneConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);
const app = next({
  dir,
  dev: false,
  port,
  hostname: 'localhost',
  ...(standaloneConfig && { conf: standaloneConfig }),
});
const handle = app.getRequestHandler();
await app.prepare();

// Observability (DESIGN.md §13, docs/configuration.md): JSON log lines, request ids, /metrics, health.
const env = process.env;
const log = pino({ level: env.LOG_LEVEL ?? 'info' });
const observe = createObservability({
  log,
  routeOf: routeLabeler(builtRoutePatterns(resolve(dir, '.next'))),
  apiUrl: (env.API_URL || 'http://localhost:4000').replace(/\/+$/, ''),
  metricsToken: env.METRICS_TOKEN || undefined,
});
const reporter = createErrorReporter({
  dsn: env.SENTRY_DSN || undefined,
  environment: env.SENTRY_ENVIRONMENT || undefined,
  release: env.SENTRY_RELEASE || undefined,
});
handleRequestErrors({ log, reporter });

const sendPrecompressed = precompressedSender(resolve(dir, '.next/static'));
// Everything else, pages included, is compressed as it streams: Next.js flushes after each chunk it
// writes (res.flush), so streamed content still reaches the browser at once. Quality 5 keeps a page's
// compression to a few milliseconds.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

const server = createServer(async (req, res) => {
  if (await observe(req, res)) return;
  if (await sendPrecompressed(req, res)) return;
  compress(req, res, () => {
    paintFirst(res);
    return handle(req, res);
  });
});
keepAliveBehindProxy(server);
drainOnSignal(server, { log });
server.listen(port, host, () => log.info(`web: listening on ${host ?? 'every address'}, port ${port}`));
