import { and, eq } from 'drizzle-orm';
import { pushEndpointProblem } from '../../adapters/push/index';
import type { DbOrTx } from '../../db/client';
import { staffPushSubscriptions } from '../../db/schema/index';
import { runBounded } from '../../lib/run-bounded';
import { enqueueNotifications } from '../notifications';
import { type PushDelivery, type PushDeliveryDeps, tallyDevices } from './deliver-push';
import { type PushMessage, pushPayload } from './push-messages';

// Incident alerts on staff's own devices (issue 43 §4): a console device turns them on, and every
// incident's alert round goes to every such device, beside staff's email. Only the staff who answer
// incidents may turn them on (the admin module's routes), and a staff member closed or moved to another
// role loses their devices (forgetStaffDevices), so every device kept is one that should hear.

const DEVICES_AT_ONCE = 4;

/** The console devices with incident alerts on (at most `limit`). */
function incidentStaffDevices(db: DbOrTx, limit = 1000) {
  return db.select({ sub: staffPushSubscriptions }).from(staffPushSubscriptions).limit(limit);
}

/** A staff member closed, or moved to a role that does not answer incidents: their devices hear no more. */
export async function forgetStaffDevices(db: DbOrTx, staffId: number) {
  await db.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.staffId, staffId));
}

/** A console device turns incident alerts on (again: its keys and language are replaced, its owner too). */
export async function saveStaffSubscription(
  db: DbOrTx,
  input: { staffId: number; endpoint: string; p256dh: string; auth: string; lang: 'en' | 'bn'; now: Date },
) {
  const { staffId, endpoint, p256dh, auth, lang, now } = input;
  await db
    .insert(staffPushSubscriptions)
    .values({ staffId, endpoint, p256dh, auth, lang, createdAt: now })
    .onConflictDoUpdate({
      target: staffPushSubscriptions.endpoint,
      set: { staffId, p256dh, auth, lang, createdAt: now },
    });
}

/** A console device turns incident alerts off; twice is harmless. */
export async function deleteStaffSubscription(db: DbOrTx, staffId: number, endpoint: string) {
  await db
    .delete(staffPushSubscriptions)
    .where(and(eq(staffPushSubscriptions.staffId, staffId), eq(staffPushSubscriptions.endpoint, endpoint)));
}

export async function isStaffSubscribed(db: DbOrTx, staffId: number, endpoint: string) {
  const [row] = await db
    .select({ id: staffPushSubscriptions.id })
    .from(staffPushSubscriptions)
    .where(and(eq(staffPushSubscriptions.staffId, staffId), eq(staffPushSubscriptions.endpoint, endpoint)))
    .limit(1);
  return row !== undefined;
}

/**
 * One incident alert to every console device with alerts on, a few at once. A gone
 * device (or one whose endpoint is no push service's any more) loses its subscription; as for a
 * person's devices, the row fails for a retry only when no device took it.
 */
export async function deliverStaffPush(
  deps: PushDeliveryDeps,
  message: PushMessage,
  signal?: AbortSignal,
): Promise<PushDelivery> {
  const { db, sender, now } = deps;
  const devices = await incidentStaffDevices(db);
  const topic = message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  const drop = (id: number) => db.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.id, id));
  const outcomes = await runBounded(devices, DEVICES_AT_ONCE, async ({ sub }) => {
    if (pushEndpointProblem(sub.endpoint, deps.services) !== null) {
      await drop(sub.id);
      return 'gone' as const;
    }
    const payload = JSON.stringify(pushPayload(message, sub.lang));
    const target = { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } };
    const outcome = await sender.send(target, payload, { topic, ...(signal ? { signal } : {}) });
    if (outcome === 'gone') await drop(sub.id);
    else
      await db
        .update(staffPushSubscriptions)
        .set({ lastSentAt: now() })
        .where(eq(staffPushSubscriptions.id, sub.id));
    return outcome;
  });
  return tallyDevices(outcomes);
}

/**
 * An incident's alert round to staff's devices, in the caller's transaction (beside staff's email), when
 * any console device has alerts on.
 */
export async function pushStaffIncident(
  tx: DbOrTx,
  input: { message: PushMessage; dedupeKey: string; tripId: number; expiresAt: Date; now: Date },
) {
  if ((await incidentStaffDevices(tx, 1)).length === 0) return;
  await enqueueNotifications(
    tx,
    [
      {
        kind: 'incident_staff',
        channel: 'push',
        message: input.message,
        dedupeKey: input.dedupeKey,
        tripId: input.tripId,
        expiresAt: input.expiresAt,
      },
    ],
    input.now,
  );
}
