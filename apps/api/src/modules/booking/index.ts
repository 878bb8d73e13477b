// The booking module's surface for other modules (docs/decisions/0004): the demo fleet bids through the
// same transaction code as a driver, the scheduler expires trips, real time reads what an event is
// about, and the staff console reads trips. They never import the repos; everything else in booking/ is
// the module's own.
export {
  cancelRequestsOfBlockedPassenger,
  endBidsOfSuspendedDriver,
  PASSENGER_BLOCKED_NOTE,
} from './account-standing';
export {
  type BidRow,
  bookedDriversOver,
  type TripRow,
  tripsAwaitingDemoBids,
  withoutBidsYet,
} from './bids/demo-bids';
export { type PlacedBid, placeBidInTx } from './bids/place-bid';
export { default as bookingPlugin } from './plugin';
export {
  type ConsoleIncident,
  type IncidentEventRow,
  type IncidentRow,
  incidentForConsole,
  incidentQueueMark,
  listIncidentsForConsole,
  realertOpenIncidents,
  toIncidentView,
} from './safety/incidents';
export { acknowledgeIncidentInTx, addIncidentNoteInTx, resolveIncidentInTx } from './safety/staff-incidents';
export { type BidFacts, type EventFacts, factsOfEvents, type TripFacts } from './trips/event-facts';
export { expireDueTrips } from './trips/expire-trips';
export { type CancelDecision, resolveCancelRequest } from './trips/resolve-cancel-request';
export {
  cancelRequestsForConsole,
  listTripsForConsole,
  type StaffTripFilter,
  type StaffTripRow,
  tripForConsole,
} from './trips/staff-trips';
export { checkSurveyToken, surveyLink } from './trips/survey-link';
export { listenForTripEvents } from './trips/trip-event-channel';
export { publishTripEvents, type TripEvent } from './trips/trip-events';
export { isTripOfPassenger, tripExists } from './trips/trip-lookup';
export { tripSmsSettingsOf } from './trips/trip-sms';
export { type BookingStats, bookingStats } from './trips/trip-stats';
