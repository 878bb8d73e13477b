import { createErrorReporter as createReporter } from '@pothik/server-kit/error-reporting';

/**
 * The web server's errors (what Next.js hands to instrumentation's onRequestError) to Sentry or
 * GlitchTip, as the API reports its own (packages/server-kit); without a DSN, nothing. Tagged with the
 * request id, method and route pattern, and the digest the error page shows; nothing of the request itself.
 */
export function createErrorReporter({ dsn, environment, release }) {
  return createReporter({
    dsn,
    environment: environment ?? 'production',
    release,
    mechanism: 'nextjs',
    tagsOf: ({ requestId, method, route, routeType, digest }) => ({
      request_id: requestId ?? 'none',
      method,
      route,
      route_type: routeType,
      side: 'web',
      ...(digest && { digest }),
    }),
  });
}
