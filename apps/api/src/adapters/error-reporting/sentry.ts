import { hostname } from 'node:os';
import {
  type BaseTransportOptions,
  createStackParser,
  createTransport,
  dedupeIntegration,
  type ErrorEvent,
  linkedErrorsIntegration,
  Scope,
  type Transport,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import type { Config } from '../../config';
import type { ErrorReporter } from './index';
import { scrubEvent } from './scrub';

// A report is not worth holding a request's worker for long; the tracker may be down.
const SEND_TIMEOUT_MS = 5000;

/** Sends envelopes with fetch: Sentry's own Node transport is part of @sentry/node (ADR 0007). */
function fetchTransport(options: BaseTransportOptions): Transport {
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
 * Sentry's own client (its core SDK, without @sentry/node's OpenTelemetry instrumentation), kept to
 * this app: no global hub, nothing patched. Each report carries the error with its causes, the
 * request id, method and route as tags, and nothing of the request itself (no body, headers or
 * cookies); `scrubEvent` removes what might still slip in.
 */
export function createSentryReporter(config: NonNullable<Config['errorReporting']>): ErrorReporter {
  const client = new ServerRuntimeClient({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    serverName: hostname(),
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    sendDefaultPii: false,
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: fetchTransport,
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
  });
  client.init();
  return {
    provider: 'sentry',
    capture(err, { requestId, method, route }) {
      const scope = new Scope();
      scope.setTags({ request_id: requestId, method, route: route ?? 'unmatched' });
      client.captureException(
        err,
        { originalException: err, mechanism: { type: 'fastify', handled: false } },
        scope,
      );
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
