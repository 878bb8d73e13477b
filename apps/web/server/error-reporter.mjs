import { hostname } from 'node:os';
import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  Scope,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';

// Never sent to an error tracker: credentials, login codes and people's numbers (as the API's scrub.ts).
const sensitiveKey =
  /^(authorization|cookie|set-cookie|x-api-key|otp|mobile|phone|password|secret|token|access_token|refresh_token|recaptcha_token)$/i;
const mobileNumber = /(?:\+?88)?01[3-9]\d{8}/g;
const SEND_TIMEOUT_MS = 5000;

function scrubValue(value, depth) {
  if (typeof value === 'string') return value.replace(mobileNumber, '[mobile]');
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      sensitiveKey.test(key) ? '[Filtered]' : scrubValue(item, depth + 1),
    ]),
  );
}

/** The report's last look before it leaves: no request body, cookies or query; masked fields and numbers. */
export function scrubEvent(event) {
  if (event.request) {
    const { data: _data, cookies: _cookies, query_string: _query, ...rest } = event.request;
    event.request = scrubValue(rest, 0);
  }
  delete event.user;
  if (event.message) event.message = scrubValue(event.message, 0);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubValue(exception.value, 0);
  }
  for (const key of ['extra', 'contexts', 'breadcrumbs']) {
    if (event[key]) event[key] = scrubValue(event[key], 0);
  }
  return event;
}

function fetchTransport(options) {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', ...options.headers },
      body: request.body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}

/**
 * The web server's errors (what Next.js hands to instrumentation's onRequestError) to Sentry or
 * GlitchTip, with Sentry's core SDK as the API does (docs/decisions/0007); without a DSN, nothing.
 * Tagged with the request id, method and route pattern; nothing of the request itself.
 */
export function createErrorReporter({ dsn, environment, release }) {
  if (!dsn) return { provider: 'none', capture() {}, flush: async () => true };
  const client = new ServerRuntimeClient({
    dsn,
    environment: environment ?? 'production',
    release,
    serverName: hostname(),
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    sendDefaultPii: false,
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: fetchTransport,
    beforeSend: scrubEvent,
  });
  client.init();
  return {
    provider: 'sentry',
    capture(err, { requestId, method, route, routeType, digest }) {
      const scope = new Scope();
      scope.setTags({ request_id: requestId ?? 'none', method, route, route_type: routeType, side: 'web' });
      if (digest) scope.setTag('digest', digest);
      client.captureException(
        err,
        { originalException: err, mechanism: { type: 'nextjs', handled: false } },
        scope,
      );
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
