import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publicImagesDir } from '../lib/paths';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

// GET /images/*: the built-in pictures (car types); server-chosen names only, no traversal.
export default async function images(app: FastifyInstance) {
  app.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    const rel = normalize((request.params as { '*': string })['*']).replace(/^(\.\.(\/|\\|$))+/, '');
    const type = contentTypes[extname(rel).toLowerCase()];
    if (!type || rel.includes('..'))
      return reply.code(404).send({ message: 'Route not found', code: 'routeNotFound' });
    try {
      const body = await readFile(join(publicImagesDir, rel));
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(body);
    } catch {
      return reply.code(404).send({ message: 'Route not found', code: 'routeNotFound' });
    }
  });
}
