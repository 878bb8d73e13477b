// What other modules may use of the drivers table: booking locks a driver (always before the trip,
// docs/decisions/0004) and keeps their rating and trip count; they never import the repo.
export { driverLoginStanding } from './driver-standing';
export {
  addCompletedTrip,
  addRating,
  type DriverRow,
  type DriverWithMobile,
  findDriverById,
  findDriverByUserId,
  findDriversWithMobile,
  insertDriver,
  listDrivers,
  lockDriver,
  lockDriversInOrder,
  setDriverStatus,
} from './repo';
