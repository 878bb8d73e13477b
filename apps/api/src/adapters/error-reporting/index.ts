import {
  createErrorReporter as createReporter,
  type ErrorReporter as Reporter,
} from '@pothik/server-kit/error-reporting';
import type { Config } from '../../config';

/** Where a server error happened: what lets its report be found in the logs (the request id). */
export type ErrorContext = { requestId: string; method: string; route: string | undefined };

/**
 * Reports server errors (the 500s) to an error tracker. Off by default: the log has them anyway. With
 * SENTRY_DSN, Sentry's envelope protocol, which GlitchTip also accepts (docs/decisions/0007): the
 * transport and the scrubber the web's server uses too (packages/server-kit).
 */
export type ErrorReporter = Reporter<ErrorContext>;

export function createErrorReporter(config: Config['errorReporting']): ErrorReporter {
  return createReporter({
    dsn: config?.dsn,
    environment: config?.environment ?? 'production',
    release: config?.release,
    mechanism: 'fastify',
    tagsOf: ({ requestId, method, route }) => ({
      request_id: requestId,
      method,
      route: route ?? 'unmatched',
    }),
  });
}
