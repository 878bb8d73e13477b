import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

// A browser's refresh token lives in an httpOnly cookie, so no script on the site's pages (the consented
// marketing tags and chat run there) can read it; the native apps keep theirs and send it in the body.
// The web and the API are different origins on one site (site.example and api.site.example, or
// localhost:3000 and localhost:4000): SameSite=Strict still lets the web's own fetches carry it, and
// sends it from no other site. Its path is the role's refresh route, so no other call carries it.

export const REFRESH_COOKIE = 'pothik_refresh';

/** The routes a browser reaches with its cookie, or that set it: CORS lets the web send credentials there. */
const cookieRoutes = /^\/api\/v3\/(?:user|driver)\/(?:verify|google|refresh-token)(?:[?#]|$)/;

/** Whether CORS should allow credentials: a request from one of the web's origins to a cookie route. */
export function allowsCredentials(config: Pick<Config, 'webOrigins'>, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return !!origin && config.webOrigins.includes(origin) && cookieRoutes.test(request.url);
}

export type RefreshCookie = {
  set: (reply: FastifyReply, token: string, expiresAt: Date, now: Date) => void;
  clear: (reply: FastifyReply) => void;
  read: (request: FastifyRequest) => string | undefined;
};

/**
 * The cookie of the role whose routes are mounted at `routePrefix` (`/api/v3/user`, `/api/v3/driver`).
 * Its path is where the browser reaches the refresh route: behind PUBLIC_API_URL's own path, if it has
 * one. Secure whenever the API is reached over https, and always in production; the demo on
 * http://localhost could not store a Secure cookie.
 */
export function refreshCookieOf(
  config: Pick<Config, 'env' | 'publicApiUrl'>,
  routePrefix: string,
): RefreshCookie {
  const publicApi = new URL(config.publicApiUrl);
  const options: CookieSerializeOptions = {
    path: `${publicApi.pathname.replace(/\/+$/, '')}${routePrefix}/refresh-token`,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.env === 'production' || publicApi.protocol === 'https:',
  };
  return {
    set(reply, token, expiresAt, now) {
      // Max-Age rather than Expires: a browser whose clock is off still keeps it as long as the server does.
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
      reply.setCookie(REFRESH_COOKIE, token, { ...options, maxAge });
    },
    clear(reply) {
      reply.clearCookie(REFRESH_COOKIE, options);
    },
    read(request) {
      return request.cookies[REFRESH_COOKIE] || undefined;
    },
  };
}
