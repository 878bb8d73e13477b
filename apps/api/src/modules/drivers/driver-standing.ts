import type { MessageKey } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import type { DriverStatus } from '../../db/schema/index';
import { findDriverByUserId } from './repo';

/**
 * Why a driver may not work, in the words a driver should read: staff suspended them, or have not
 * approved them yet. Null for an approved driver.
 */
export function standingRefusal(
  status: DriverStatus,
): Extract<MessageKey, 'driverSuspended' | 'driverNotApproved'> | null {
  if (status === 'suspended') return 'driverSuspended';
  if (status === 'pending') return 'driverNotApproved';
  return null;
}

/**
 * The driver login's own check (auth stays ignorant of drivers; app.ts hands it this): a suspended or
 * pending driver is told so, rather than the bare "account disabled" a blocked passenger reads.
 */
export async function driverLoginStanding(db: DbOrTx, userId: number) {
  const driver = await findDriverByUserId(db, userId);
  return driver ? standingRefusal(driver.status) : null;
}
