import { canMoveDriver, type DriverSignUp, type DriverState } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import type { DriverStatus } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
import { openAccount, setAccountActive } from '../auth';
import { papersBlocking } from './papers';
import { insertApprovedPapers } from './papers-repo';
import {
  findDriverById,
  findDriversWithMobile,
  insertDriver,
  listDrivers,
  setDriverState,
  setDriverStatus,
} from './repo';

// A driver is an account (auth's, for the login) and a driver row: the staff console and the dev tools
// create both in one go, and a driver's standing opens or closes the account with it.

export type NewDriverAccount = {
  mobile: string;
  name: string;
  carType: string;
  carModel: string;
  plateNumber: string;
  district: string;
  status: DriverStatus;
  /** Where their papers stand; a driver staff add is an applicant who uploads papers (DESIGN.md §17). */
  state?: DriverState;
};

/**
 * The driver's account and row, in the caller's transaction; 409 when the mobile has a driver account.
 * Only an approved driver's account is open: a pending one can neither log in nor bid.
 */
export async function createDriverAccount(tx: DbOrTx, driver: NewDriverAccount, now: Date) {
  const { mobile, status, state = 'active', ...row } = driver;
  const user = await openAccount(tx, {
    mobile,
    role: 'driver',
    fullName: row.name,
    isActive: status === 'approved',
  });
  if (!user) throw refuse('driverExists', 409);
  return insertDriver(tx, { ...row, userId: user.id, status, state, createdAt: now, updatedAt: now });
}

/**
 * The dev tools' driver who bids at once: the account and row, and every mandatory paper approved, since
 * only a driver whose papers staff approved bids (DESIGN.md §17).
 */
export async function createDriverWithPapers(tx: DbOrTx, driver: NewDriverAccount, now: Date) {
  const row = await createDriverAccount(tx, { ...driver, state: 'active' }, now);
  await insertApprovedPapers(tx, row, now);
  return row;
}

/**
 * A driver who signs up on /driver, in the transaction of their first code (auth's sign-up hook): open
 * from the start, since the code proved the number, and an applicant, so they upload papers and bid only
 * once staff approve those (DESIGN.md §17), as a driver staff add and approve does.
 */
export async function signUpDriver(
  tx: DbOrTx,
  { mobile, details, now }: { mobile: string; details: DriverSignUp; now: Date },
) {
  await createDriverAccount(
    tx,
    {
      mobile,
      name: details.name,
      carType: details.car_type,
      carModel: details.car_model,
      plateNumber: details.plate_number,
      district: details.district,
      status: 'approved',
      state: 'applicant',
    },
    now,
  );
}

/**
 * Approves or suspends a driver, opening or closing their account with it; the driver before, and after
 * with their mobile. Undefined when there is no such driver.
 */
export async function setDriverStanding(tx: DbOrTx, driverId: number, status: DriverStatus, now: Date) {
  const before = await findDriverById(tx, driverId);
  if (!before) return undefined;
  await setDriverStatus(tx, before.id, status, now);
  // A suspension is the driver's state too, and starts the papers' retention clock; lifting it puts them
  // back where their papers leave them (to review when one is missing).
  const after =
    status === 'suspended'
      ? await setDriverState(tx, before.id, 'suspended', null, now, now)
      : before.state === 'suspended'
        ? await setDriverState(
            tx,
            before.id,
            (await papersBlocking(tx, before, now)) ? 'documents_pending' : 'active',
            null,
            now,
            null,
          )
        : status === 'approved' && before.state === 'paused' && before.pausedReason === 'reliability'
          ? // Staff reviewed a driver their reliability paused, and keep them: bidding resumes.
            await setDriverState(tx, before.id, 'active', null, now)
          : (await findDriverById(tx, before.id))!;
  const user = await setAccountActive(tx, before.userId, status === 'approved', now);
  return { before, after: { ...after!, mobile: user!.mobile } };
}

/** Drivers newest first with their mobiles, for the staff console. */
export function listDriversForConsole(
  db: DbOrTx,
  page: { status?: DriverStatus; offset: number; limit: number },
) {
  return listDrivers(db, page);
}

/** The driver with their mobile, for the staff console; undefined when there is none. */
export async function driverForConsole(db: DbOrTx, driverId: number) {
  return (await findDriversWithMobile(db, [driverId]))[0];
}

/**
 * A driver whose reliability fell past the pause threshold (DESIGN.md §17) stops bidding until staff
 * review them (saving them approved again resumes it). Only an active driver is paused; true if paused.
 */
export async function pauseForReliability(tx: DbOrTx, driverId: number, now: Date) {
  const driver = await findDriverById(tx, driverId);
  if (driver?.state !== 'active' || !canMoveDriver('active', 'paused')) return false;
  await setDriverState(tx, driver.id, 'paused', 'reliability', now);
  return true;
}
