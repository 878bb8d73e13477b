// The booking module's surface for other modules (docs/decisions/0004): the demo fleet bids through the
// same transaction code as a driver, the scheduler expires trips, and real time reads what an event is
// about. Everything else in booking/ is the module's own.
export {
  cancelRequestsOfBlockedPassenger,
  endBidsOfSuspendedDriver,
  PASSENGER_BLOCKED_NOTE,
} from './account-standing';
export { type PlacedBid, placeBidInTx } from './bids/place-bid';
export { type BidRow, bidPairKey, listBidPairs } from './bids/repo';
export { busyWindow, type WindowFields, windowsOverlap } from './bids/trip-window';
export { default as bookingPlugin } from './plugin';
export { expireDueTrips } from './trips/expire-trips';
export {
  findTrip,
  findTripOfPassenger,
  listBookedTripsOfDrivers,
  listCancelRequests,
  listTimeline,
  listTripsAwaitingDemoBids,
  type TripRow,
} from './trips/repo';
export { type CancelDecision, resolveCancelRequest } from './trips/resolve-cancel-request';
export {
  findTripForStaff,
  listAllBidsOfTrip,
  listTripsForStaff,
  type StaffTripFilter,
  type StaffTripRow,
} from './trips/staff-trips-repo';
export { checkSurveyToken, surveyLink } from './trips/survey-link';
export { listenForTripEvents } from './trips/trip-event-channel';
export { publishTripEvents, type TripEvent } from './trips/trip-events';
export { type BidFacts, type EventFacts, readEventFacts, type TripFacts } from './trips/trip-facts-repo';
export { tripSmsSettingsOf } from './trips/trip-sms';
export { type BookingStats, bookingStats } from './trips/trip-stats';
