import type { MessageKey } from '@pothik/domain';
import { passengerSession } from '@/lib/session';
import type { SessionStore, StoredTokens } from '@/lib/session-store';
import { exchangeRefreshToken, isSessionTokens, type LoginAccount } from './auth-api';

export type SessionVerdict =
  | { action: 'keep' }
  | { action: 'end'; message: MessageKey }
  | { action: 'refresh'; legacyRefreshToken?: string };

/**
 * SPEC.md §4 session check as a decision on what this tab holds. It applies only to a stored login (the
 * login's end in localStorage); the access token is this tab's, in memory, so a page load has none and
 * renews it through the refresh cookie. An unparseable login end is left to the server.
 */
export function assessSession(tokens: StoredTokens, now: Date): SessionVerdict {
  const { accessToken, accessTokenExpires, refreshTokenExpires, legacyRefreshToken } = tokens;
  if (!refreshTokenExpires) return { action: 'keep' };
  if (accessToken && accessTokenExpires) {
    const accessExpiry = Date.parse(accessTokenExpires);
    if (Number.isNaN(accessExpiry)) return { action: 'end', message: 'invalidAccessTokenExpiry' };
    if (accessExpiry > now.getTime()) return { action: 'keep' };
  }
  if (Date.parse(refreshTokenExpires) <= now.getTime()) return { action: 'end', message: 'sessionExpired' };
  return legacyRefreshToken ? { action: 'refresh', legacyRefreshToken } : { action: 'refresh' };
}

export type SessionCheckResult =
  | { outcome: 'kept' }
  | { outcome: 'refreshed' }
  /** The API could not be reached: the stored login stays and the next check tries again. */
  | { outcome: 'unreachable' }
  | { outcome: 'ended'; message: MessageKey };

type EndedResult = Extract<SessionCheckResult, { outcome: 'ended' }>;

type SessionCheckOptions = {
  session: SessionStore;
  account: LoginAccount;
  /** Held while one tab refreshes this login, so the tabs' refreshes run one after another. */
  lockName: string;
};

export type SessionCheck = {
  /** The check of a page load or route change: its caller shows an ended login's message. */
  check: (now?: () => Date) => Promise<SessionCheckResult>;
  /** The outcome of the most recent check (of this page load or route change), once it has settled. */
  latest: () => Promise<SessionCheckResult>;
};

/**
 * The session check of one login: ends a login that cannot continue (clearing its stored data), or gets
 * a new access token through the refresh cookie. One refresh at a time per tab, under a cross-tab lock
 * (DESIGN.md §7): the cookie is single-use, and a tab that waited sends the one the last refresh set.
 *
 * The same check renews the access token for a call that finds the tab without one (the store's
 * renewer). A login such a renewal ends is told by the next `check`, so its message is still shown
 * when a page's first call came before the page's own check.
 */
export function createSessionCheck({ session, account, lockName }: SessionCheckOptions): SessionCheck {
  let refreshing: Promise<SessionCheckResult> | null = null;
  let latest: Promise<SessionCheckResult> = Promise.resolve({ outcome: 'kept' });
  // A login a renewal ended, until a check tells it; stale once the tab keeps or ends another login.
  let untold: { result: EndedResult; generation: number } | null = null;

  function settle(verdict: Exclude<SessionVerdict, { action: 'refresh' }>): SessionCheckResult {
    if (verdict.action === 'keep') return { outcome: 'kept' };
    session.clear();
    const result: EndedResult = { outcome: 'ended', message: verdict.message };
    untold = { result, generation: session.generation() };
    return result;
  }

  async function refreshUnderLock(now: () => Date): Promise<SessionCheckResult> {
    // Decided again: while this tab waited, another may have logged out, or this one got a token.
    const verdict = assessSession(session.readTokens(), now());
    if (verdict.action !== 'refresh') return settle(verdict);
    const result = await exchangeRefreshToken(account, verdict.legacyRefreshToken);
    if (result.ok && isSessionTokens(result.data)) {
      session.store(result.data);
      return { outcome: 'refreshed' };
    }
    // No answer is not a refusal: a dropped connection must not throw away a login the server still
    // honours (a new login costs an SMS out of five a day).
    if (result.status === 0) return { outcome: 'unreachable' };
    // 422: the browser sent no refresh token (SPEC.md §4 "No refresh token": its cookie is gone).
    return settle({ action: 'end', message: result.status === 422 ? 'dataNotFound' : 'sessionExpired' });
  }

  async function runCheck(now: () => Date): Promise<SessionCheckResult> {
    const verdict = assessSession(session.readTokens(), now());
    if (verdict.action !== 'refresh') return settle(verdict);
    refreshing ??= withLock(lockName, () => refreshUnderLock(now)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  session.setRenewer(() => runCheck(() => new Date()));

  return {
    check(now = () => new Date()) {
      latest = runCheck(now).then((result) => {
        const ended = untold?.generation === session.generation() ? untold.result : null;
        untold = null;
        return result.outcome === 'ended' ? result : (ended ?? result);
      });
      return latest;
    },
    latest: () => latest,
  };
}

function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without the Web Locks API (old browsers, jsdom) each tab refreshes alone; the API's 30 s grace for
  // a just-rotated token gives two tabs sending the same cookie the same new one.
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
