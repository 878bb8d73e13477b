import { checkStoredSession } from '@/features/auth';

/**
 * Before reconnecting after the server refused the token: the session check refreshes an expired
 * access token (under the cross-tab lock) or ends the login. An unreachable API is not an end.
 */
export async function renewSession(): Promise<boolean> {
  const result = await checkStoredSession();
  return result.outcome !== 'ended';
}
