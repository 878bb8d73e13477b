import { generateVapidKeys, type VapidKeys } from '../../adapters/push/index';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { settingOrFirst } from '../settings';

const DEMO_KEYS_SETTING = 'demo_vapid_keys';

/**
 * The VAPID keys push signs with: the configured pair, or outside production (none configured) a pair
 * generated at the first start and kept in the database, so every API process and every restart signs
 * with the same key and the browsers' subscriptions stay valid. Production never gets here without
 * keys (config.ts turns push off; production-checks.ts refuses asking for it without them).
 */
export async function resolveVapidKeys(
  db: DbOrTx,
  push: Extract<Config['push'], { enabled: true }>,
  now: Date,
): Promise<VapidKeys> {
  if (push.vapid) return push.vapid;
  const stored = await settingOrFirst(db, DEMO_KEYS_SETTING, generateVapidKeys(), now);
  return { ...stored, subject: push.subject };
}
