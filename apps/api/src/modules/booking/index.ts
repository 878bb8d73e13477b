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
export { markArrived } from './driver/mark-arrived';
export { markOnMyWay } from './driver/mark-on-my-way';
export { default as bookingPlugin } from './plugin';
// Cancellations that cost (DESIGN.md §17): the console decides passengers' no-show reports.
export { decideNoShow, listNoShowReports, type NoShowReportRow } from './reliability/no-show';
// Every incident step is announced; the console's queue socket hears it through listenForIncidentChanges.
export { listenForIncidentChanges } from './safety/incident-channel';
export {
  type ConsoleIncident,
  type IncidentEventRow,
  type IncidentRow,
  incidentForConsole,
  incidentQueueMark,
  listIncidentsForConsole,
  realertOpenIncidents,
  type StaffAlertSettings,
  toIncidentView,
} from './safety/incidents';
export { staffAlertSettingsOf } from './safety/routes';
export { acknowledgeIncidentInTx, addIncidentNoteInTx, resolveIncidentInTx } from './safety/staff-incidents';
// Support tickets (issue 46): the trip a ticket names, and a safety ticket's incident.
export { openSafetyTicketIncident, type TicketTrip, ticketTripOf } from './safety/support-tickets';
// The trip in progress (DESIGN.md §15, docs/decisions/0018): positions come in through
// acceptDriverPositions; every process hears each accepted one through listenForTripPositions (the
// fan-out's door for the passenger's socket, share-link viewers and staff's live map); a share link's
// socket is let in by liveShareLink and closed on listenForShareLinkRevocations; a new viewer's first
// paint reads latestPositionOfTrip.
export { listenForShareLinkRevocations } from './share/share-link-channel';
export { liveShareLink, liveShareLinkIds } from './share/share-links';
export { type DemoDriveTrip, tripsOnTheRoad } from './tracking/demo-drive-trips';
export { type LatestPosition, latestPositionOfTrip, trackOfTrip } from './tracking/latest-position';
export { type LiveTrip, listLiveTrips } from './tracking/live-trips';
export {
  listenForTripPositions,
  type TripPositionEvent,
} from './tracking/position-channel';
export { acceptDriverPositions } from './tracking/publish-positions';
export { positionRefusals, type SubmittedPositions } from './tracking/submit-positions';
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
