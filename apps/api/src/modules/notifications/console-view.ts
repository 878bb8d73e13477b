import type { ConsoleNotification } from '@pothik/domain';
import type { NotificationRow } from './repo';

/** How a notification ended, or where it stands, in one word for the staff console. */
function outcomeOf(row: NotificationRow): ConsoleNotification['outcome'] {
  if (row.deliveryStatus === 'delivered' || row.deliveryStatus === 'undelivered') return row.deliveryStatus;
  if (row.sentAt) return 'sent';
  if (row.failedAt) return 'failed';
  return row.lastError ? 'retrying' : 'pending';
}

export function toConsoleNotification(row: NotificationRow): ConsoleNotification {
  const message = row.message as { to?: unknown };
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: typeof message.to === 'string' ? message.to : null,
    trip_id: row.tripId,
    lead_id: row.leadId,
    attempts: row.attempts,
    provider: row.provider,
    outcome: outcomeOf(row),
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
