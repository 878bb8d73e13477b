// What other modules may use of the drivers table: booking locks a driver (always before the trip,
// docs/decisions/0004), keeps their rating and trip count and shows their card; they never import the repo.
export { currentDriver } from './current-driver';
export { driverLoginStanding } from './driver-standing';
export { type DriverContactRow, toDriverCard, toDriverContact } from './driver-view';
export { default as driversPlugin } from './plugin';
export {
  addCompletedTrip,
  addRating,
  type DriverRow,
  type DriverWithMobile,
  findDriverById,
  findDriverByUserId,
  findDriversWithMobile,
  insertDriver,
  listDriverAccountsOfCarType,
  listDrivers,
  lockDriver,
  lockDriversInOrder,
  setDriverStatus,
} from './repo';
