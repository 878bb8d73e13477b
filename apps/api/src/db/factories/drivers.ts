import type { CarColour, CarTypeKey } from '@pothik/domain';
import type { drivers, users } from '../schema/index';

/** A driver as the demo seed and the tests describe one: their account's mobile and their profile. */
export type DriverSpec = {
  mobile: string;
  name: string;
  carType: CarTypeKey;
  carModel: string;
  plateNumber: string;
  district: string;
  photo?: string | null;
  carColour?: CarColour | null;
  /** Stars so far: the average is ratingSum / ratingCount. */
  ratingSum?: number;
  ratingCount?: number;
  completedTrips?: number;
  isDemo?: boolean;
};

/** The driver's account (drivers are not self-registered: staff, the seed or a test makes it). */
export function driverAccountValues(driver: Pick<DriverSpec, 'mobile' | 'name'>): typeof users.$inferInsert {
  return { mobile: driver.mobile, role: 'driver', fullName: driver.name };
}

/** The driver's profile on their account `userId`; a new driver has no ratings and no trips. */
export function driverProfileValues(userId: number, driver: DriverSpec): typeof drivers.$inferInsert {
  return {
    userId,
    name: driver.name,
    photo: driver.photo ?? null,
    carType: driver.carType,
    carModel: driver.carModel,
    plateNumber: driver.plateNumber,
    carColour: driver.carColour ?? null,
    district: driver.district,
    ratingSum: driver.ratingSum ?? 0,
    ratingCount: driver.ratingCount ?? 0,
    completedTrips: driver.completedTrips ?? 0,
    isDemo: driver.isDemo ?? false,
  };
}
