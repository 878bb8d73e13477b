import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
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
 * onRequest hook for the console API (before validation, so a forged write learns nothing): a live session cookie of an active account with one of `roles`
 * (403 otherwise); an admin's session must have passed TOTP (`beforeTotp` lets the enrolment and
 * code steps through); every write carries the session's CSRF token in `X-CSRF-Token`.
 */
export function requireStaff(
  app: FastifyInstance,
  roles: readonly StaffRole[] | 'any',
  { beforeTotp = false }: { beforeTotp?: boolean } = {},
): onRequestAsyncHookHandler {
  return async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    const found = token
      ? await findLiveSession(app.database.db, tokenHash(token), app.clock.now())
      : undefined;
    if (!found?.staff.isActive) throw refuse('pleaseLogInAgain', 401);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || sent !== found.session.csrfToken) throw refuse('csrfRejected', 403);
    }
    if (found.staff.role === 'admin' && !found.session.totpVerifiedAt && !beforeTotp) {
      throw refuse('totpRequired', 403);
    }
    if (roles !== 'any' && !roles.includes(found.staff.role)) throw refuse('forbidden', 403);
    contexts.set(request, found);
  };
}
