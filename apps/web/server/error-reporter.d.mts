export type WebErrorContext = {
  requestId: string | undefined;
  method: string;
  route: string;
  routeType: string;
  digest?: string;
};
export type WebErrorReporter = {
  readonly provider: 'none' | 'sentry';
  capture(err: unknown, context: WebErrorContext): void;
  flush(timeoutMs: number): Promise<boolean>;
};
export declare function scrubEvent<T>(event: T): T;
export declare function createErrorReporter(options: {
  dsn: string | undefined;
  environment: string | undefined;
  release: string | undefined;
}): WebErrorReporter;
