// Types for the TypeScript that imports scripts/lib.mjs (the benches); the scripts themselves are plain ESM.
export function freePort(): Promise<number>;
export const demoBrandEnv: Record<string, string>;
/** CHROMIUM_PATH, else Debian's Chromium where it is installed. */
export function chromiumPath(): string | undefined;
/** Where the demo listens: HOST, else 127.0.0.1. */
export function demoHost(env?: Record<string, string | undefined>): string;
/** The start banner's line on who can reach the demo listening on `host`. */
export function demoReachLine(host: string): string;
/** The demo's environment (npm start, npm run dev), from `source` (process.env by default). */
export function systemEnv(source?: Record<string, string | undefined>): {
  env: Record<string, string>;
  host: string;
  apiPort: string;
  webPort: string;
  apiUrl: string;
  webUrl: string;
  localApiUrl: string;
  localWebUrl: string;
};
