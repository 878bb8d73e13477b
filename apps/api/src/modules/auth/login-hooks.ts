import type { DbOrTx } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import type { GoogleLinkNotice } from './google-link-notice';
import type { AccountSignUp, AccountStanding } from './login-refusals';
import type { AuthRoutesOptions } from './routes';
import type { EndedSession } from './session';

type LogoutHook = (tx: DbOrTx, session: EndedSession) => Promise<void>;

/**
 * What modules above auth add to its logins without auth importing them: a role's own reason to keep an
 * account out and its way to open one with the first code (drivers), a notice of a Google account linked (profile, passengers), and what else a
 * logout ends in its transaction (push: the login's device subscriptions). Each module's plugin sets
 * its own as it registers; the routes ask at each request.
 */
export function createLoginHooks() {
  const standings: Partial<Record<UserRole, AccountStanding>> = {};
  const signUps: Partial<Record<UserRole, AccountSignUp>> = {};
  const googleLinked: Partial<Record<UserRole, GoogleLinkNotice>> = {};
  const logouts: LogoutHook[] = [];
  return {
    setStanding(role: UserRole, standing: AccountStanding) {
      standings[role] = standing;
    },
    setSignUp(role: UserRole, signUp: AccountSignUp) {
      signUps[role] = signUp;
    },
    setGoogleLinkNotice(role: UserRole, notice: GoogleLinkNotice) {
      googleLinked[role] = notice;
    },
    onLogout(hook: LogoutHook) {
      logouts.push(hook);
    },
    /** The options of one role's login routes, each asking these hooks when called. */
    routeOptions(role: UserRole): Omit<AuthRoutesOptions, 'role'> {
      return {
        standing: async (db, userId) => (await standings[role]?.(db, userId)) ?? null,
        signUp: async (tx, input) => {
          const signUp = signUps[role];
          if (!signUp) throw new Error(`no sign-up for ${role} accounts`);
          await signUp(tx, input);
        },
        onGoogleLinked: async (tx, event) => googleLinked[role]?.(tx, event),
        onLogout: async (tx, session) => {
          for (const hook of logouts) await hook(tx, session);
        },
      };
    },
  };
}

export type LoginHooks = ReturnType<typeof createLoginHooks>;

declare module 'fastify' {
  interface FastifyInstance {
    loginHooks: LoginHooks;
  }
}
