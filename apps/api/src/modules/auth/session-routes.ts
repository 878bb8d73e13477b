import {
  LOGIN_CHANNEL,
  messageCatalogue,
  refreshRequestSchema,
  refreshTokenRequestSchema,
} from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/changes/changes';
import { refuse, unauthorized } from '../../lib/errors';
import { revokeAccessToken } from './access-token-denylist';
import { bearerOf } from './authenticate';
import { REFRESH_COOKIE } from './refresh-cookie';
import type { AuthRouteParts } from './route-parts';
import { messageSchema, refreshedSchema, refusalSchema } from './schemas';
import { endSession, refreshSession } from './session';
import { toUserView } from './user-view';

// POST /refresh-token: form body (SPEC.md §7) or JSON; rotates the refresh token. The token comes in
// the body (native apps) or as the browser's cookie; a browser's answer leaves it out.
export function registerRefreshRoute(app: FastifyInstance, parts: AuthRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { role, tags, sessionDeps, refreshCookie, deliver } = parts;
  r.post(
    '/refresh-token',
    {
      schema: {
        tags,
        // A browser's refresh may have no body at all: its cookie is the credential.
        body: refreshRequestSchema.nullish(),
        // Either credential; an empty requirement first because the body may carry the token instead.
        security: [{}, { refreshCookie: [] }],
        response: { 200: refreshedSchema, 401: refusalSchema },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh_token;
      const refreshToken = fromBody ?? refreshCookie.read(request);
      // Neither: the same field message a body without the token always had.
      if (!refreshToken) {
        throw refuse('validationError', 422, { refresh_token: [messageCatalogue.tokenRequired.en] });
      }
      const isBrowser = !fromBody || request.body?.channel === LOGIN_CHANNEL;
      const result = await refreshSession(app.database.db, sessionDeps, {
        refreshToken,
        role,
        now: app.clock.now(),
      });
      if (!result.ok) {
        // A dead token is no use to keep: the browser forgets it.
        if (isBrowser) refreshCookie.clear(reply);
        throw unauthorized();
      }
      return { data: { ...deliver(reply, result.pair, isBrowser), user: toUserView(result.user) } };
    },
  );
}

/** POST /logout (native apps) and DELETE /refresh-token (browsers). */
export function registerLogoutRoutes(app: FastifyInstance, parts: AuthRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { role, onLogout, tags, sessionDeps, refreshCookie } = parts;

  /**
   * Ends a login: revokes its refresh token's family (with every access token it minted, and what
   * `onLogout` hangs on it), and the access token sent with it until it would have expired. Nothing to say for an unknown token: the answer is the same.
   */
  async function endLogin(request: FastifyRequest, refreshToken: string | undefined) {
    const bearer = bearerOf(request);
    const access = bearer ? await app.verifyBearer(bearer) : null;
    await inTransaction(app.database.db, async (tx) => {
      const ended = refreshToken ? await endSession(tx, sessionDeps, refreshToken, app.clock.now()) : null;
      if (ended && onLogout) await onLogout(tx, ended);
      if (access?.tokenId) await revokeAccessToken(tx, access.tokenId, access.expiresAt);
    });
  }

  // POST /logout: the native apps' logout, with the refresh token in the body.
  r.post(
    '/logout',
    { schema: { tags, body: refreshTokenRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await endLogin(request, request.body.refresh_token);
      return { message: messageCatalogue.logoutSuccess.en, code: 'logoutSuccess' };
    },
  );

  // DELETE /refresh-token: a browser's logout. Its refresh token is the cookie, which only this path
  // receives; the login ends as POST /logout ends it, and the cookie is cleared.
  r.delete(
    '/refresh-token',
    {
      schema: {
        tags,
        summary:
          role === 'driver'
            ? "Sign a driver's browser out: the refresh cookie and the access token sent stop working"
            : "Sign a passenger's browser out: the refresh cookie and the access token sent stop working",
        description:
          `The refresh token is the \`${REFRESH_COOKIE}\` cookie a browser login set; the answer clears it. ` +
          'Without one, or with one already ended, it answers the same.',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await endLogin(request, refreshCookie.read(request));
      refreshCookie.clear(reply);
      return { message: messageCatalogue.logoutSuccess.en, code: 'logoutSuccess' };
    },
  );
}
