import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import type { StaffRole } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
import { markRouteAnswers } from '../../lib/route-answers';
import { findLiveSession, type StaffAccountRow, type StaffSessionRow } from './accounts-repo';
import { tokenHash } from './credentials';

export const SESSION_COOKIE = 'pothik_staff';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_HOURS = 12;

export type StaffContext = { staff: StaffAccountRow; session: StaffSessionRow };

const contexts = new WeakMap<FastifyRequest, StaffContext>();

/** The signed-in staff member of a request behind `requireStaff`. */
export function currentStaff(request: FastifyRequest): StaffContext {
  const context = contexts.get(request);
  if (!context) throw refuse('pleaseLogInAgain', 401);
  return context;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/admin',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.env === 'production',
    expires,
  });
}

export const clearSessionCookie = (reply: FastifyReply) =>
  reply.clearCookie(SESSION_COOKIE, { path: '/admin', httpOnly: true, sameSite: 'strict' });

/**
 * Who must pass the TOTP step: admins always; in production every role (DESIGN.md §12). The demo
 * keeps editors and ops on a password alone, so trying the console stays quick.
 */
export const totpRequired = (config: Pick<Config, 'env'>, role: StaffRole) =>
  role === 'admin' || config.env === 'production';

/**
 * onRequest hook for the console API (before validation, so a forged write learns nothing): a live
 * session cookie of an active account with one of `roles` (403 otherwise); a session must have passed
 * TOTP where its role needs it (`beforeTotp` lets the enrolment and code steps through), and an account
 * whose password someone else chose must change it first (`beforePasswordChange` lets the sign-in
 * steps, the change itself and logout through); every write carries the session's CSRF token in
 * `X-CSRF-Token`.
 */
export function requireStaff(
  app: FastifyInstance,
  roles: readonly StaffRole[] | 'any',
  {
    beforeTotp = false,
    beforePasswordChange = false,
  }: { beforeTotp?: boolean; beforePasswordChange?: boolean } = {},
): onRequestAsyncHookHandler {
  const check: onRequestAsyncHookHandler = async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    const found = token
      ? await findLiveSession(app.database.db, tokenHash(token), app.clock.now())
      : undefined;
    if (!found?.staff.isActive) throw refuse('pleaseLogInAgain', 401);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || sent !== found.session.csrfToken) throw refuse('csrfRejected', 403);
    }
    if (totpRequired(app.config, found.staff.role) && !found.session.totpVerifiedAt && !beforeTotp) {
      throw refuse('totpRequired', 403);
    }
    if (found.staff.mustChangePassword && !beforePasswordChange) {
      throw refuse('staffPasswordChangeRequired', 403);
    }
    if (roles !== 'any' && !roles.includes(found.staff.role)) throw refuse('forbidden', 403);
    contexts.set(request, found);
  };
  return markRouteAnswers(check, { security: 'staffSession', refusals: [401, 403] });
}
