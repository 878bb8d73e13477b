import type { Config } from '../../config';
import { createSentryReporter } from './sentry';

/** Where a server error happened: what lets its report be found in the logs (the request id). */
export type ErrorContext = { requestId: string; method: string; route: string | undefined };

/**
 * Reports server errors (the 500s) to an error tracker. Off by default: the log has them anyway. With
 * SENTRY_DSN, Sentry's envelope protocol, which GlitchTip also accepts (docs/decisions/0007).
 */
export type ErrorReporter = {
  readonly provider: 'none' | 'sentry';
  capture(err: unknown, context: ErrorContext): void;
  /** Waits up to `timeoutMs` for reports still being sent (shutdown, tests). */
  flush(timeoutMs: number): Promise<boolean>;
};

const noReporter: ErrorReporter = {
  provider: 'none',
  capture() {},
  flush: async () => true,
};

export function createErrorReporter(config: Config['errorReporting']): ErrorReporter {
  return config ? createSentryReporter(config) : noReporter;
}
