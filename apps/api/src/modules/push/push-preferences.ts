import {
  type DistrictId,
  essentialPushKinds,
  isDistrictId,
  type PushKind,
  type PushPreferencesBody,
  type PushSettings,
} from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import { kindsSwitchedOff, saveSwitches } from '../notifications';
import { alertDistrictsOf, replaceAlertDistricts } from './repo';

// A person's push choices: one row per kind switched (channel 'push' of the outbox's preference table;
// no row: on), and a driver's districts for new trips.

const isEssential = (kind: PushKind) => essentialPushKinds.includes(kind);

/** The kinds this person switched off for push. */
export function pushKindsOff(db: DbOrTx, userId: number): Promise<Set<string>> {
  return kindsSwitchedOff(db, userId, 'push');
}

export async function readPushSettings(
  db: DbOrTx,
  input: { userId: number; role: UserRole; kinds: readonly PushKind[] },
): Promise<Pick<PushSettings, 'kinds' | 'districts'>> {
  const off = await pushKindsOff(db, input.userId);
  const districts = input.role === 'driver' ? await alertDistrictsOf(db, input.userId) : [];
  return {
    kinds: input.kinds.map((kind) => ({
      kind,
      essential: isEssential(kind),
      enabled: isEssential(kind) || !off.has(kind),
    })),
    districts: districts.filter((d): d is DistrictId => isDistrictId(d)),
  };
}

/** One transaction: the switches (essential kinds are not stored) and, when given, the districts. */
export async function savePushPreferences(
  db: DbOrTx,
  input: { userId: number; body: PushPreferencesBody; now: Date },
) {
  const { userId, body, now } = input;
  const rows = body.kinds.filter((k) => !isEssential(k.kind));
  await db.transaction(async (tx) => {
    await saveSwitches(
      tx,
      userId,
      rows.map((r) => ({ kind: r.kind, channel: 'push' as const, enabled: r.enabled })),
      now,
    );
    if (body.districts !== undefined) await replaceAlertDistricts(tx, userId, [...new Set(body.districts)]);
  });
}
