import type { Instrumentation } from 'next';

// server.mjs installs the handler (its pino log and the error reporter) under this symbol; `next dev`
// has none, and Next.js's own console output is all there is.
const requestErrorHook = Symbol.for('pothik.web.onRequestError');

/** Errors Next.js caught while rendering or running a route: to the web server's log and reporter. */
export const onRequestError: Instrumentation.onRequestError = (err, request, context) => {
  const handle = (globalThis as Record<symbol, unknown>)[requestErrorHook];
  if (typeof handle === 'function') handle(err, request, context);
};
