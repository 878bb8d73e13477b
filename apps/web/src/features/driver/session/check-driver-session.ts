import { assessSession } from '@/features/auth/check-session';
import { exchangeDriverRefreshToken } from './driver-auth-api';
import { clearDriverSession, readDriverTokens, storeDriverSession } from './driver-session';

export type DriverSessionOutcome = 'kept' | 'refreshed' | 'unreachable' | 'ended';

let refreshing: Promise<DriverSessionOutcome> | null = null;

/**
 * The passenger's session rules (assessSession) on the driver's keys: an expired access token is
 * exchanged once (concurrent callers share the exchange, the refresh token being single-use), a lapsed
 * login is cleared, and no answer from the API keeps the login for the next try.
 */
export function checkDriverSession(now: () => Date = () => new Date()): Promise<DriverSessionOutcome> {
  const verdict = assessSession(readDriverTokens(), now());
  if (verdict.action === 'keep') return Promise.resolve('kept');
  if (verdict.action === 'end') {
    clearDriverSession();
    return Promise.resolve('ended');
  }
  refreshing ??= exchangeDriverRefreshToken(verdict.refreshToken)
    .then((result): DriverSessionOutcome => {
      if (result.ok && result.data) {
        storeDriverSession(result.data);
        return 'refreshed';
      }
      if (result.status === 0) return 'unreachable';
      clearDriverSession();
      return 'ended';
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
