import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export declare function createObservability(options: {
  log: Logger;
  routeOf: (url?: string) => string;
  apiUrl: string;
  metricsToken: string | undefined;
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
