import type { FastifyRequest } from 'fastify';

// The query parameters that carry a credential, whose values no log keeps: the survey link's token
// (`/survey?trip=…&t=…`, modules/booking/trips/survey-link.ts), with which whoever reads it could
// answer for the trip. The web's request log does the same (apps/web/server/redact-url.mjs).
const credential = /([?&]t=)[^&#\s]+/g;

/** `text` (a URL, or a message holding one) with every credential's value replaced. */
export const redactCredentials = (text: string) => text.replace(credential, '$1[redacted]');

/** Fastify's request log fields, with the URL's credentials redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactCredentials(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
