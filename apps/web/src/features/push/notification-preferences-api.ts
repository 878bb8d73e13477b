import {
  type Lang,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
  notificationPreferencesSchema,
} from '@pothik/domain';
import type { PushCaller } from './push-caller';

// GET and PUT /notification-preferences (apps/api/src/modules/notifications/preference-routes.ts) as
// the signed-in passenger or driver: the caller says whose, as the push section's calls do.

export const fetchNotificationPreferences = (call: PushCaller, lang: Lang) =>
  call<NotificationPreference[]>('/notification-preferences', {
    lang,
    contract: notificationPreferencesSchema,
  });

/** Sends the choices of one channel; the API answers with every choice as it now stands. */
export const saveNotificationPreferences = (
  call: PushCaller,
  channel: Exclude<NotificationChannel, 'email'>,
  choices: { kind: NotificationKind; enabled: boolean }[],
  lang: Lang,
) =>
  call<NotificationPreference[]>('/notification-preferences', {
    method: 'PUT',
    body: { preferences: choices.map(({ kind, enabled }) => ({ kind, channel, enabled })) },
    lang,
    contract: notificationPreferencesSchema,
  });
