import { type Lang, type SessionView, sessionViewSchema } from '@pothik/domain';
import { type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';

// The driver's refresh and logout (POST /driver/refresh-token, /driver/logout); login and verify are
// the shared OTP steps of features/auth with account 'driver'.

export function exchangeDriverRefreshToken(refreshToken: string): Promise<ApiResult<SessionView>> {
  return apiFetch(`${apiPaths.user}/driver/refresh-token`, {
    method: 'POST',
    body: new URLSearchParams({ refresh_token: refreshToken }),
    contract: sessionViewSchema,
  });
}

export function revokeDriverRefreshToken(refreshToken: string, token: string | null, lang: Lang) {
  return apiFetch(`${apiPaths.user}/driver/logout`, {
    method: 'POST',
    body: { refresh_token: refreshToken },
    ...(token ? { token } : {}),
    lang,
    timeoutMs: 8000,
  });
}
