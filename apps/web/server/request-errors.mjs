import { redactCredentials } from './redact-url.mjs';

// src/instrumentation.ts calls what is stored here: Next.js bundles that file, so it cannot import ours.
export const requestErrorHook = Symbol.for('pothik.web.onRequestError');

/**
 * Errors Next.js caught while rendering a page or running a route (its onRequestError): one JSON log
 * line with the request id, and a report when a DSN is set.
 */
export function handleRequestErrors({ log, reporter }) {
  globalThis[requestErrorHook] = (err, request, context) => {
    const id = request.headers['x-request-id'];
    const requestId = Array.isArray(id) ? id[0] : id;
    // Next.js's hash of the error, which the error page shows the reader as its reference.
    const digest = typeof err?.digest === 'string' ? err.digest : undefined;
    log.error(
      {
        reqId: requestId,
        err,
        digest,
        path: redactCredentials(request.path),
        route: context.routePath,
        routeType: context.routeType,
      },
      'request failed',
    );
    reporter.capture(err, {
      requestId,
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      digest,
    });
  };
}
