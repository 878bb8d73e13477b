import type { MessageKey } from '@pothik/domain';
import { clearStoredSession, readStoredTokens, type StoredTokens, storeSession } from '@/lib/session';
import { exchangeRefreshToken, isSessionTokens } from './auth-api';

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

/** Held while one tab refreshes, so another tab waits and then uses the new tokens (DESIGN.md §7). */
const REFRESH_LOCK_NAME = 'pothik-refresh';

let refreshing: Promise<SessionCheckResult> | null = null;
let latest: Promise<SessionCheckResult> = Promise.resolve({ outcome: 'kept' });

/**
 * Runs the session check: ends a login that cannot continue (clearing the stored auth data), or
 * exchanges the refresh token for new tokens. One refresh at a time per tab; it runs under a cross-tab
 * lock and decides again on what is stored once it holds the lock, because the refresh token is
 * single-use and another tab may have just rotated it.
 */
export function checkStoredSession(now: () => Date = () => new Date()): Promise<SessionCheckResult> {
  latest = runCheck(now);
  return latest;
}

/** The outcome of the most recent check (of this page load or route change), once it has settled. */
export function latestSessionCheck(): Promise<SessionCheckResult> {
  return latest;
}

async function runCheck(now: () => Date): Promise<SessionCheckResult> {
  const verdict = assessSession(readStoredTokens(), now());
  if (verdict.action !== 'refresh') return settle(verdict);
  refreshing ??= withRefreshLock(() => refreshUnderLock(now)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshUnderLock(now: () => Date): Promise<SessionCheckResult> {
  const verdict = assessSession(readStoredTokens(), now());
  if (verdict.action !== 'refresh') return settle(verdict);
  const result = await exchangeRefreshToken(verdict.refreshToken);
  if (result.ok && isSessionTokens(result.data)) {
    storeSession(result.data);
    return { outcome: 'refreshed' };
  }
  // No answer is not a refusal: a dropped connection must not throw away a refresh token the server
  // still honours (a new login costs an SMS out of five a day).
  if (result.status === 0) return { outcome: 'unreachable' };
  return settle({ action: 'end', message: 'sessionExpired' });
}

function settle(verdict: Exclude<SessionVerdict, { action: 'refresh' }>): SessionCheckResult {
  if (verdict.action === 'keep') return { outcome: 'kept' };
  clearStoredSession();
  return { outcome: 'ended', message: verdict.message };
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without the Web Locks API (old browsers, jsdom) each tab refreshes alone; the API's 30 s grace for
  // a just-rotated token keeps a second tab from being logged out.
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
}
