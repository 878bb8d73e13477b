import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { redactCredentials } from './redact-url.mjs';
import { assignRequestId } from './request-id.mjs';

// A probe has its own timeout (a few seconds); an API that does not answer within this is down to us.
const API_TIMEOUT_MS = 2000;

const digest = (text) => createHash('sha256').update(text).digest();

function bearerMatches(header, token) {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * What the web server does in front of Next.js (DESIGN.md §13): gives every request its id, writes one
 * JSON log line when it ends (reqId, method, url without its credentials, status, ms), times it by
 * route pattern for /metrics, and answers /health/live, /health/ready and /metrics itself. Returns a
 * handler that resolves true when it answered the request.
 *
 * - `routeOf`: a URL's route pattern (route-label.mjs), never the URL itself.
 * - `apiUrl`: ready means the API says it is ready (Next.js is prepared before the server listens).
 * - `metricsToken`: /metrics answers only a scraper that sends it as a bearer token; unset, /metrics is
 *   absent (this server always runs the production build).
 */
export function createObservability({ log, routeOf, apiUrl, metricsToken }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, from arrival to the last byte',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });

  async function apiIsReady() {
    try {
      const res = await fetch(`${apiUrl}/health/ready`, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      await res.arrayBuffer();
      return res.ok;
    } catch {
      return false;
    }
  }

  return async function observe(req, res) {
    const reqId = assignRequestId(req, res);
    const started = performance.now();
    res.once('close', () => {
      const ms = performance.now() - started;
      const status = res.statusCode;
      duration.observe(
        { method: req.method ?? 'GET', route: routeOf(req.url), status_code: status },
        ms / 1000,
      );
      const url = redactCredentials(req.url ?? '/');
      const line = { reqId, method: req.method, url, status, ms: Math.round(ms * 10) / 10 };
      // A response the client left before its end.
      if (!res.writableFinished) line.aborted = true;
      log.info(line, 'request');
    });

    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health/live') {
      sendJson(res, 200, { status: 'ok' });
      return true;
    }
    if (path === '/health/ready') {
      const api = await apiIsReady();
      sendJson(res, api ? 200 : 503, { status: api ? 'ok' : 'unavailable', failing: api ? [] : ['api'] });
      return true;
    }
    if (path === '/metrics') {
      if (!metricsToken) return false;
      if (!bearerMatches(req.headers.authorization, metricsToken)) {
        res.writeHead(401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' }).end();
        return true;
      }
      const text = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(text);
      return true;
    }
    return false;
  };
}
