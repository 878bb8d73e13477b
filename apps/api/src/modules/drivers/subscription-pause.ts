import { canMoveDriver } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { settleDriverState } from './papers';
import { driverRecipient } from './papers-repo';
import { lockDriver, setDriverState } from './repo';

// The Smart Driver subscription's hold on bidding (issue 45 §5): the subscriptions module decides an
// invoice is overdue or paid; the driver's state is this module's, changed here in that transaction.

/**
 * An invoice unpaid past its grace pauses an active driver (a driver paused for another reason, or not
 * yet active, is left as they are). The driver to tell when paused, else undefined.
 */
export async function pauseForUnpaidSubscription(tx: DbOrTx, driverId: number, now: Date) {
  const driver = await lockDriver(tx, driverId);
  if (driver?.state !== 'active' || !canMoveDriver('active', 'paused')) return undefined;
  await setDriverState(tx, driver.id, 'paused', 'unpaid_subscription', now);
  return driverRecipient(tx, driver.id);
}

/**
 * The subscription is paid up: a driver it paused bids again, unless their papers lapsed meanwhile (then
 * they are paused for the paper instead). Only a pause for the subscription is lifted. The driver to
 * tell when they bid again, else undefined.
 */
export async function resumeAfterSubscriptionPaid(tx: DbOrTx, driverId: number, now: Date) {
  const driver = await lockDriver(tx, driverId);
  if (driver?.state !== 'paused' || driver.pausedReason !== 'unpaid_subscription') return undefined;
  const active = await setDriverState(tx, driver.id, 'active', null, now);
  const settled = await settleDriverState(tx, active, now);
  return settled.driver.state === 'active' ? driverRecipient(tx, driver.id) : undefined;
}
