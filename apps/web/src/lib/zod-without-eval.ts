/**
 * Zod checks whether it may compile parsers by calling `new Function('')`. Our CSP refuses eval, so the
 * call fails (zod catches it and parses without compiling), but the browser still reports a CSP
 * violation on every page that parses. Jitless parsing skips the check. Zod keeps its settings on
 * globalThis and reuses an object already there, so this sets it without loading zod.
 */
export function parseZodWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
