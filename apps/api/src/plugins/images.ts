import { mkdir } from 'node:fs/promises';
import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from '../adapters/storage/local-storage';
import { publicImagesDir } from '../lib/paths';

// Only pictures leave this folder, whatever else lands in it.
const imageExtensions = new Set(['.svg', '.png', '.jpg', '.webp']);

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return '..';
  }
};

/**
 * GET /images/*: the built-in pictures (car types, content artwork) through @fastify/static, which
 * refuses paths outside the folder; anything else is the app's usual 404.
 */
async function images(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: publicImagesDir,
    prefix: '/images/',
    decorateReply: false,
    schemaHide: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: 86_400_000,
    // A path reaching upwards is a 404 like any other missing file (send alone would answer 403).
    allowedPath: (pathName) =>
      !safeDecode(pathName).includes('..') && imageExtensions.has(extname(pathName).toLowerCase()),
  });
}

/** GET /images/uploads/*: uploaded pictures in the local folder; content-hashed, so cached for good. */
async function uploads(app: FastifyInstance) {
  if (app.config.storage.provider !== 'local') return;
  await mkdir(app.config.storage.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.storage.dir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    schemaHide: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: 31_536_000_000,
    // Only the WebP files the API wrote itself; never a half-written `.partial`.
    allowedPath: (pathName) => !safeDecode(pathName).includes('..') && extname(pathName) === '.webp',
  });
}

export default fp(
  async (app: FastifyInstance) => {
    // Set on every answer under /images, a 304 included: the browser takes a revalidation's headers
    // over the cached ones, and helmet's same-site default would then block the picture on the web's
    // origin after a reload. An SVG opened on its own runs no script.
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/images/')) return;
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    });
    await images(app);
    await uploads(app);
  },
  { name: 'images' },
);
