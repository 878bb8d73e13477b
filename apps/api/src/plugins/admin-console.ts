import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refusalBody } from '../lib/errors';
import { repoRoot } from '../lib/paths';

export const adminConsoleDir = resolve(repoRoot, 'apps', 'admin', 'dist');

// MUI writes its styles at run time and the TOTP QR code is a data: URL; nothing else is inline.
const consoleCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * GET /admin and /admin/*: the staff console (apps/admin, a react-admin SPA built by `npm run build`).
 * Its hashed assets are cached for good; every other path under /admin, but the API, is the SPA's page.
 * Every answer here carries the console's CSP, the page and each script, stylesheet, font or picture
 * alike: a file opened on its own (an SVG, an HTML file) is held to it too. `dir` is for tests.
 */
export default async function adminConsole(
  app: FastifyInstance,
  { dir = adminConsoleDir }: { dir?: string } = {},
) {
  if (!existsSync(resolve(dir, 'index.html'))) {
    app.log.warn(`staff console not built (${dir}): run npm run build`);
    return;
  }
  // This plugin's own scope (not fastify-plugin): the API under /admin/api keeps its own headers.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', consoleCsp);
  });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    schemaHide: true,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
      );
    },
  });
  const page = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return reply.sendFile('index.html');
  };
  app.get('/admin', { schema: { hide: true } }, page);
  app.get('/admin/*', { schema: { hide: true } }, async (request, reply) => {
    // An unknown API path is the API's 404, not the console's page.
    if (request.url.startsWith('/admin/api/')) return reply.code(404).send(refusalBody('pageNotFound'));
    return page(request, reply);
  });
}
