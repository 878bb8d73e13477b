/**
 * For a stop that answers what is in flight (the API's server.ts, the web's server/lifecycle.mjs): a
 * server's close shuts the connections idle when it begins, but one busy then stays open after its
 * answer (keep-alive) and holds the close until the process is killed. Returns `drain`: from then on
 * every answer not yet begun says `Connection: close` (so a proxy does not send another on it), and
 * connections are closed as they turn idle.
 */
export function connectionDrainer(server) {
  let draining = false;
  /** Answers under way: those whose headers are still to be written can still say close. */
  const open = new Set();
  // First of the request listeners, before the handler writes anything.
  server.prependListener('request', (_req, res) => {
    if (draining) {
      res.shouldKeepAlive = false;
      return;
    }
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return function drain() {
    if (draining) return;
    draining = true;
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.once('close', () => clearInterval(sweep));
  };
}
