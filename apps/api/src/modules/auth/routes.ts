import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import type { GoogleLinkNotice } from './google-link-notice';
import type { AccountSignUp, AccountStanding } from './login-refusals';
import { registerGoogleRoute, registerLoginRoute, registerVerifyRoute } from './login-routes';
import { authRouteParts } from './route-parts';
import type { EndedSession } from './session';
import { registerLogoutRoutes, registerRefreshRoute } from './session-routes';

export type AuthRoutesOptions = {
  role: UserRole;
  /** The role's own reason to keep an account out (drivers: suspended or not yet approved). */
  standing?: AccountStanding;
  /** The role's way to open an account with its first code (drivers signing up on /driver). */
  signUp?: AccountSignUp;
  /** Passengers: tells the account's owner of a Google account linked or moved to it. */
  onGoogleLinked?: GoogleLinkNotice;
  /**
   * What else a logout ends, in its transaction (app.ts hands it the push module's: the device's
   * subscription made in this login).
   */
  onLogout?: (tx: DbOrTx, session: EndedSession) => Promise<void>;
};

/** The OTP login, refresh and logout of one role; mounted at /user (passenger) and /driver. */
export default async function authRoutes(
  app: FastifyInstance,
  { role, standing, signUp, onGoogleLinked, onLogout }: AuthRoutesOptions,
) {
  // A browser's refresh token: an httpOnly cookie on this role's refresh route (refresh-cookie.ts).
  await app.register(cookie);
  const parts = authRouteParts(app, { role, standing, signUp, onGoogleLinked, onLogout });
  registerLoginRoute(app, parts);
  registerVerifyRoute(app, parts);
  if (role === 'passenger') registerGoogleRoute(app, parts);
  registerRefreshRoute(app, parts);
  registerLogoutRoutes(app, parts);
}
