import {
  type Lang,
  type PushPreferencesBody,
  type PushSettings,
  type PushSubscriptionBody,
  pushSettingsSchema,
} from '@pothik/domain';
import type { z } from 'zod';
import { type ApiRequest, type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';
import type { PushCaller } from './push-caller';

export type { PushCaller };

// Each answer is checked against the API contract outside production; a production build drops the
// contract (and the schema library with it) from the browser's code (as features/my-trips/trips-api.ts).
const checked = process.env.NODE_ENV !== 'production';
const settingsContract = checked ? pushSettingsSchema : (undefined as never);

export const fetchPushSettings = (call: PushCaller, lang: Lang, endpoint: string | null) =>
  call<PushSettings>(`/push${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`, {
    lang,
    contract: settingsContract,
  });

export const sendSubscription = (call: PushCaller, body: PushSubscriptionBody, lang: Lang) =>
  call(`/push/subscriptions`, { method: 'POST', body, lang });

export const removeSubscription = (call: PushCaller, endpoint: string, lang: Lang) =>
  call(`/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { method: 'DELETE', lang });

export const savePushPreferences = (call: PushCaller, body: PushPreferencesBody, lang: Lang) =>
  call<PushSettings>(`/push/preferences`, { method: 'POST', body, lang, contract: settingsContract });

/** The passenger's calls: /api/v3/user with the stored passenger token. */
export const passengerPushCaller: PushCaller = <T>(
  path: string,
  request: ApiRequest & { contract?: z.ZodType },
) => apiFetch(`${apiPaths.user}/user${path}`, { ...request, auth: true }) as Promise<ApiResult<T>>;
