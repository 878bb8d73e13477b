import type { FastifyInstance } from 'fastify';
import { registerSessionRoutes } from './auth-session-routes';
import { registerTotpRoutes } from './auth-totp-routes';
import { requireStaff } from './staff-session';

export { LOGIN_PER_IP, TOTP_TRIES, TOTP_WINDOW_MS } from './auth-limits';

/**
 * /admin/api/auth: email and password, then TOTP where the role needs it (admins; every role in
 * production); an httpOnly SameSite=Strict cookie, replaced by a new one once the code is right.
 */
export default async function staffAuthRoutes(app: FastifyInstance) {
  const parts = {
    tags: ['admin'],
    security: [{ staffSession: [] }],
    signingIn: requireStaff(app, 'any', { beforeTotp: true, beforePasswordChange: true }),
  };
  registerSessionRoutes(app, parts);
  registerTotpRoutes(app, parts);
}
