import { connectionDrainer } from '@pothik/server-kit/drain-connections';

// How the web server lives behind a proxy and in a container (docs/deploy.md): idle connections are
// kept longer than the proxy keeps its own, and a stop (SIGTERM from the container's init, or Ctrl-C)
// drains instead of cutting what is in progress.

/**
 * How long an idle keep-alive connection stays open: longer than a proxy's idle upstream connections
 * (nginx's keepalive_timeout is 60 s), so the proxy always closes one first and never sends a request
 * on a connection this server is closing (Node's default, 5 s, gave sporadic 502s). The API uses the
 * same (apps/api/src/app.ts).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/** Sets the server's keep-alive, and its header timeout above it as Node.js asks. */
export function keepAliveBehindProxy(server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 5_000;
}

/**
 * On SIGTERM or SIGINT: takes no new connection, closes the idle ones, and answers every request in
 * progress or arriving on an open connection with `Connection: close` (so a proxy does not send another
 * on it), then exits 0. Requests still open after `timeoutMs` are cut (exit 1). Returns the stop itself
 * (tests call it, with no `signals`).
 */
export function drainOnSignal(
  server,
  { log, timeoutMs = 10_000, exit = (code) => process.exit(code), signals = ['SIGTERM', 'SIGINT'] },
) {
  const drain = connectionDrainer(server);
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'web: draining');
    drain();
    const force = setTimeout(() => {
      log.warn({ timeoutMs }, 'web: requests still open after the drain time, cut');
      exit(1);
    }, timeoutMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      log.info('web: stopped');
      exit(0);
    });
    server.closeIdleConnections();
  };
  for (const signal of signals) process.on(signal, () => stop(signal));
  return stop;
}
