import { randomUUID } from 'node:crypto';

// The API accepts the same shape (apps/api/src/app.ts genReqId), so one id runs from nginx to the API.
const acceptable = /^[\w-]{1,64}$/;

/**
 * The request's id: the load balancer's X-Request-Id when it sent a sane one, else a new one. Written
 * back onto the request, where Next.js's headers() reads it for the API calls a page makes, and onto
 * the response, where a person reporting a problem can find it.
 */
export function assignRequestId(req, res) {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}
