import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '../../db/schema/index';
import { refuse, unauthorized } from '../../lib/errors';
import { markRouteAnswers } from '../../lib/route-answers';
import type { AuthUser } from './access-token';
import { type VerifiedAccessToken, verifyAccessTokenClaims } from './access-token';
import { type AccessTokenDenyList, createAccessTokenDenyList } from './access-token-denylist';
import { type ClosedAccounts, createClosedAccounts } from './closed-accounts';

export type { AuthUser } from './access-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` / `app.requireUser(role)`; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: any valid bearer (passenger or driver). */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: a valid bearer of this role; another role gets 403. */
    requireUser: (role?: UserRole) => preHandlerAsyncHookHandler;
    /**
     * A bearer token checked as requireUser checks it (signature, expiry, not logged out, its account
     * not closed by staff), or null.
     */
    verifyBearer: (token: string) => Promise<VerifiedAccessToken | null>;
    /** The accounts staff have closed, as every process knows them (the sockets end theirs). */
    closedAccounts: Pick<ClosedAccounts, 'isClosed' | 'onClosed'>;
    /** Access tokens ended early (a logout, a replayed refresh token): the sockets they opened end. */
    tokenRevocations: Pick<AccessTokenDenyList, 'onRevoked'>;
  }
}

// Longer than any token we mint by far; stops a huge header from reaching the JWT parser.
const MAX_TOKEN_LENGTH = 2048;

function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer +([\w.~+/=-]+)$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

export { bearerOf };

/** The signed-in user of a request behind `requireUser`; refuses if the preHandler was forgotten. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Bearer access tokens (DESIGN.md §4): stateless, checked against the signature, audience, type and
 * app clock; a missing, invalid or expired token is 401 'Please log in again.'.
 */
export default fp(async function authenticate(app: FastifyInstance) {
  const denyList = await createAccessTokenDenyList(app.database, app.log, () => app.clock.now());
  app.addHook('onClose', async () => denyList.stop());
  app.decorate('tokenRevocations', denyList);
  const closedAccounts = await createClosedAccounts(app.database, app.log);
  app.addHook('onClose', async () => closedAccounts.stop());
  app.decorate('closedAccounts', closedAccounts);

  // Signature, audience, type, expiry; a token ended early (itself, or its whole login) is refused
  // until it would have expired.
  async function verifyLoggedIn(token: string) {
    const now = app.clock.now();
    const verified = await verifyAccessTokenClaims(app.config.jwtSecret, token, now);
    if (!verified) return null;
    return denyList.isRevoked(verified, now) ? null : verified;
  }
  // And a closed account's tokens are refused while it is closed.
  app.decorate('verifyBearer', async (token: string) => {
    const verified = await verifyLoggedIn(token);
    return verified && !closedAccounts.isClosed(verified.user.id) ? verified : null;
  });
  app.decorateRequest('user', null);
  app.decorate('requireUser', (role?: UserRole): preHandlerAsyncHookHandler => {
    const check: preHandlerAsyncHookHandler = async (request) => {
      const token = bearerOf(request);
      const user = token ? (await verifyLoggedIn(token))?.user : undefined;
      if (!user) throw unauthorized();
      // A driver staff suspended is told so in words of their own, as at login (a pending driver has
      // no token to send); a blocked passenger is asked to log in again, which they cannot.
      if (closedAccounts.isClosed(user.id)) {
        throw user.role === 'driver' ? refuse('driverSuspended', 403) : unauthorized();
      }
      if (role && user.role !== role) {
        throw refuse('forbidden', 403);
      }
      request.user = user;
    };
    return markRouteAnswers(check, { security: 'bearer', refusals: role ? [401, 403] : [401] });
  });
  app.decorate('authenticate', app.requireUser());
});
