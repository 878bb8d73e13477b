// What other modules may use of the drivers table: booking locks a driver (always before the trip,
// docs/decisions/0004), keeps their rating and trip count and shows their card; the console and the dev
// tools create drivers and set their standing. They never import the repo.
export { currentDriver } from './current-driver';
export {
  createDriverAccount,
  createDriverWithPapers,
  driverForConsole,
  listDriversForConsole,
  pauseForReliability,
  setDriverStanding,
} from './driver-accounts';
export { lockDriverForBooking, lockDriversForBooking } from './driver-locks';
export {
  accountsOfWorkingDrivers,
  carTypeOfDriverAccount,
  type DriverRow,
  type DriverWithMobile,
  driversWithMobile,
  findDriver,
} from './driver-lookup';
export { recordCompletedTrip, recordRating } from './driver-record';
export { driverLoginStanding } from './driver-standing';
export { type DriverContactRow, toDriverCard, toDriverContact } from './driver-view';
export { nidCheckOf } from './nid-check';
export { type PaperView, paperViewSchema, toPaperView } from './paper-views';
export { assertDriverMayBid } from './papers';
export { paperExpiryRound, paperRetentionRound } from './papers-jobs';
export {
  type DriverDocumentRow,
  type PaperReview,
  paperPictureIds,
  pendingPapersForConsole,
  reviewPaper,
} from './papers-service';
export { default as driversPlugin } from './plugin';
export { pauseForUnpaidSubscription, resumeAfterSubscriptionPaid } from './subscription-pause';
