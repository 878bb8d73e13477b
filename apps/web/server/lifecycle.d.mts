import type { Server } from 'node:http';
import type { Logger } from 'pino';

export declare const KEEP_ALIVE_TIMEOUT_MS: number;
export declare function keepAliveBehindProxy(server: Server): void;
export declare function drainOnSignal(
  server: Server,
  options: {
    log: Logger;
    timeoutMs?: number;
    exit?: (code: number) => void;
    signals?: readonly NodeJS.Signals[];
  },
): (signal: string) => void;
