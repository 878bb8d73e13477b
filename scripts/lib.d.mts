// Types for the TypeScript that imports scripts/lib.mjs (the benches); the scripts themselves are plain ESM.
export function freePort(): Promise<number>;
export const demoBrandEnv: Record<string, string>;
/** CHROMIUM_PATH, else Debian's Chromium where it is installed. */
export function chromiumPath(): string | undefined;
