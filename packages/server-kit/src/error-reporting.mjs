import { hostname } from 'node:os';
import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  Scope,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { scrubEvent } from './scrub-event.mjs';

// A report is not worth holding a request's worker for long; the tracker may be down.
const SEND_TIMEOUT_MS = 5000;

/** Sends envelopes with fetch: Sentry's own Node transport is part of @sentry/node (docs/decisions/0007). */
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
 * A server's errors to Sentry or GlitchTip (its envelope protocol) when a DSN is set; without one,
 * nothing (the log has them anyway). Sentry's own client (its core SDK, without @sentry/node's
 * OpenTelemetry instrumentation), kept to this server: no global hub, nothing patched. Each report
 * carries the error with its causes, `mechanism` (what caught it) and the tags `tagsOf` makes of the
 * caller's context (the request id first: what finds it in the logs), and nothing of the request itself;
 * `scrubEvent` removes what might still slip in.
 */
export function createErrorReporter({ dsn, environment, release, mechanism, tagsOf }) {
  if (!dsn) return { provider: 'none', capture() {}, flush: async () => true };
  const client = new ServerRuntimeClient({
    dsn,
    environment,
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
    capture(err, context) {
      const scope = new Scope();
      scope.setTags(tagsOf(context));
      client.captureException(
        err,
        { originalException: err, mechanism: { type: mechanism, handled: false } },
        scope,
      );
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
