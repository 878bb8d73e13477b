import type { FastifyInstance } from 'fastify';

type Document = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/**
 * Every limit a test reaches must be in the API document: a route that answers 429 without declaring
 * it (a handler-level limit the document cannot see) is answered 500 instead, naming the route, so the
 * test that provokes the limit fails until the route declares its 429 (`response: { 429: … }`, a marked
 * hook, `config.rateLimit`, or a note in plugins/api-summaries.ts). Spectral's lint (spectral.yaml)
 * checks that each declared 429 says how long to wait.
 */
export function refuseUndeclaredTooManyRequests(app: FastifyInstance) {
  let document: Document | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 429) return payload;
    document ??= app.swagger() as Document;
    // The document writes `:id` as `{id}`.
    const path = request.routeOptions.url?.replace(/:(\w+)/g, '{$1}') ?? '';
    const operation = document.paths?.[path]?.[request.method.toLowerCase()];
    if (!operation || operation.responses?.['429']) return payload;
    reply.code(500);
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({
      message: `${request.method} ${path} answered 429, which its API document does not declare`,
    });
  });
}
