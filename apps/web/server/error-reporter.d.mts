import type { ErrorReporter } from '@pothik/server-kit/error-reporting';

export type WebErrorContext = {
  requestId: string | undefined;
  method: string;
  route: string;
  routeType: string;
  digest?: string;
};
export type WebErrorReporter = ErrorReporter<WebErrorContext>;
export declare function createErrorReporter(options: {
  dsn: string | undefined;
  environment: string | undefined;
  release: string | undefined;
}): WebErrorReporter;
