/**
 * Reports server errors (the 500s) to an error tracker: Sentry's envelope protocol, which GlitchTip also
 * accepts (docs/decisions/0007), or nowhere without a DSN.
 */
export type ErrorReporter<Context> = {
  readonly provider: 'none' | 'sentry';
  capture(err: unknown, context: Context): void;
  /** Waits up to `timeoutMs` for reports still being sent (shutdown, tests). */
  flush(timeoutMs: number): Promise<boolean>;
};

export declare function createErrorReporter<Context>(options: {
  dsn: string | undefined;
  environment: string;
  release: string | undefined;
  /** What caught the error, as the report's mechanism names it ('fastify', 'nextjs'). */
  mechanism: string;
  /** The report's tags for a context. */
  tagsOf: (context: Context) => Record<string, string>;
}): ErrorReporter<Context>;
