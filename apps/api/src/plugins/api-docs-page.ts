import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { Config } from '../config';

/**
 * /docs: Swagger UI over the API document. Every answer under it (the page, its scripts and styles,
 * the document itself) carries this CSP: the page runs only its own files (Swagger UI has no inline
 * script), and "Try it out" calls only this API, where PUBLIC_API_URL says the browser reaches it.
 */
export function apiDocsPageOptions(config: Pick<Config, 'publicApiUrl'>): FastifySwaggerUiOptions {
  const api = new URL(config.publicApiUrl).origin;
  return {
    routePrefix: '/docs',
    staticCSP: {
      'default-src': "'self'",
      'script-src': "'self'",
      // Swagger UI sets styles inline as it renders; styles cannot run code.
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'connect-src': `'self' ${api}`,
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    },
  };
}
