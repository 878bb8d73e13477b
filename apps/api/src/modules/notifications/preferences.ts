import type { DbOrTx } from '../../db/client';
import { disabledKinds, type NewNotification, upsertPreferences } from './repo';

// A person's switches per kind and channel (no row: on), for the modules that offer a channel's choices
// (push): the outbox reads the same rows before it sends.

type Channel = NewNotification['channel'];

/** The kinds this person switched off on `channel`. */
export function kindsSwitchedOff(db: DbOrTx, userId: number, channel: Channel): Promise<Set<string>> {
  return disabledKinds(db, userId, channel);
}

/** Stores each switch, in the caller's transaction. */
export function saveSwitches(
  tx: DbOrTx,
  userId: number,
  switches: { kind: string; channel: Channel; enabled: boolean }[],
  now: Date,
): Promise<void> {
  return upsertPreferences(tx, userId, switches, now);
}
