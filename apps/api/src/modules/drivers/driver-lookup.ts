import type { DbOrTx } from '../../db/client';
import {
  type DriverRow,
  type DriverWithMobile,
  findDriverById,
  findDriverByUserId,
  findDriversWithMobile,
  listDriverAccountsOfCarType,
} from './repo';

// Reading drivers from other modules: a driver by id, the car type of a driver's account (who hears
// which open trips), the drivers of trips with their login numbers, and who to tell of a new trip.

export type { DriverRow, DriverWithMobile };

export function findDriver(db: DbOrTx, driverId: number): Promise<DriverRow | undefined> {
  return findDriverById(db, driverId);
}

/** The car type of the driver whose account is `userId`; undefined for an account with no driver. */
export async function carTypeOfDriverAccount(db: DbOrTx, userId: number): Promise<string | undefined> {
  return (await findDriverByUserId(db, userId))?.carType;
}

/** These drivers, each with the mobile of their account (for the passenger of a confirmed trip). */
export function driversWithMobile(db: DbOrTx, driverIds: readonly number[]): Promise<DriverWithMobile[]> {
  return findDriversWithMobile(db, driverIds);
}

/** The accounts of the approved drivers of a car type whose accounts are active. */
export function accountsOfWorkingDrivers(db: DbOrTx, carType: string): Promise<number[]> {
  return listDriverAccountsOfCarType(db, carType);
}
