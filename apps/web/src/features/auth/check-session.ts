import type { MessageKey } from '@pothik/domain';
import { passengerSession } from '@/lib/session';
import type { SessionStore, StoredTokens } from '@/lib/session-store';
import { exchangeRefreshToken, isSessionTokens, type LoginAccount } from './auth-api';

export type SessionVerdict =
  | { action: 'keep' }
  | { action: 'end'; message: MessageKey }
  | { action: 'refresh'; refreshToken: string };

/**
 * SPEC.md §4 session check as a decision on what is stored. It applies only to a stored login (an
 * access token) that has both expiry times; an unparseable refresh expiry is left to the server.
 */
export function assessSession(tokens: StoredTokens, now: Date): SessionVerdict {
  const { accessToken, accessTokenExpires, refreshToken, refreshTokenExpires } = tokens;
  if (!accessToken || !accessTokenExpires || !refreshTokenExpires) return { action: 'keep' };
  const accessExpiry = Date.parse(accessTokenExpires);
  if (Number.isNaN(accessExpiry)) return { action: 'end', message: 'invalidAccessTokenExpiry' };
  if (accessExpiry > now.getTime()) return { action: 'keep' };
  if (Date.parse(refreshTokenExpires) <= now.getTime()) return { action: 'end', message: 'sessionExpired' };
  if (!refreshToken) return { action: 'end', message: 'dataNotFound' };
  return { action: 'refresh', refreshToken };
}

export type SessionCheckResult =
  | { outcome: 'kept' }
  | { outcome: 'refreshed' }
  /** The API could not be reached: the stored login stays and the next check tries again. */
  | { outcome: 'unreachable' }
  | { outcome: 'ended'; message: MessageKey };

type SessionCheckOptions = {
  session: SessionStore;
  account: LoginAccount;
  /** Held while one tab refreshes this login, so another tab waits and then uses the new tokens. */
  lockName: string;
};

export type SessionCheck = {
  check: (now?: () => Date) => Promise<SessionCheckResult>;
  /** The outcome of the most recent check (of this page load or route change), once it has settled. */
  latest: () => Promise<SessionCheckResult>;
};

/**
 * The session check of one stored login: ends a login that cannot continue (clearing its stored data),
 * or exchanges the refresh token for new tokens. One refresh at a time per tab; it runs under a
 * cross-tab lock and decides again on what is stored once it holds the lock, because the refresh token
 * is single-use and another tab may have just rotated it (DESIGN.md §7).
 */
export function createSessionCheck({ session, account, lockName }: SessionCheckOptions): SessionCheck {
  let refreshing: Promise<SessionCheckResult> | null = null;
  let latest: Promise<SessionCheckResult> = Promise.resolve({ outcome: 'kept' });

  function settle(verdict: Exclude<SessionVerdict, { action: 'refresh' }>): SessionCheckResult {
    if (verdict.action === 'keep') return { outcome: 'kept' };
    session.clear();
    return { outcome: 'ended', message: verdict.message };
  }

  async function refreshUnderLock(now: () => Date): Promise<SessionCheckResult> {
    const verdict = assessSession(session.readTokens(), now());
    if (verdict.action !== 'refresh') return settle(verdict);
    const result = await exchangeRefreshToken(verdict.refreshToken, account);
    if (result.ok && isSessionTokens(result.data)) {
      session.store(result.data);
      return { outcome: 'refreshed' };
    }
    // No answer is not a refusal: a dropped connection must not throw away a refresh token the server
    // still honours (a new login costs an SMS out of five a day).
    if (result.status === 0) return { outcome: 'unreachable' };
    return settle({ action: 'end', message: 'sessionExpired' });
  }

  async function runCheck(now: () => Date): Promise<SessionCheckResult> {
    const verdict = assessSession(session.readTokens(), now());
    if (verdict.action !== 'refresh') return settle(verdict);
    refreshing ??= withLock(lockName, () => refreshUnderLock(now)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    check(now = () => new Date()) {
      latest = runCheck(now);
      return latest;
    },
    latest: () => latest,
  };
}

function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without the Web Locks API (old browsers, jsdom) each tab refreshes alone; the API's 30 s grace for
  // a just-rotated token keeps a second tab from being logged out.
  if (!locks?.request) return task();
  return locks.request(name, task) as Promise<T>;
}

const passengerCheck = createSessionCheck({
  session: passengerSession,
  account: 'user',
  lockName: 'pothik-refresh',
});

/** SPEC.md §4's check of the passenger's login, on every page load and route change. */
export const checkStoredSession = passengerCheck.check;
export const latestSessionCheck = passengerCheck.latest;
