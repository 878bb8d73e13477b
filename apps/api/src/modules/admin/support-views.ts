import type { StaffTripRow } from '../booking';
import type { TicketRow } from '../support';

// The support inbox's records as the console reads them (snake_case, times as ISO strings).

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const ticketRecord = (t: TicketRow, breached: boolean) => ({
  id: t.id,
  category: t.category,
  status: t.status,
  trip_id: t.tripId,
  author_role: t.authorRole,
  author_user_id: t.authorUserId,
  author_mobile: t.authorMobile,
  author_lang: t.authorLang,
  assignee_id: t.assigneeId,
  outcome: t.outcome,
  lost_item_answer: t.lostItemAnswer,
  incident_id: t.incidentId,
  rating: t.rating,
  rating_comment: t.ratingComment,
  created_at: t.createdAt.toISOString(),
  first_response_due_at: t.firstResponseDueAt.toISOString(),
  resolution_due_at: t.resolutionDueAt.toISOString(),
  first_response_at: iso(t.firstResponseAt),
  resolved_at: iso(t.resolvedAt),
  breached,
});

/** Whether a ticket has breached a timer at `now` (as the queue's order says it). */
export const isBreached = (t: TicketRow, now: Date) =>
  t.status !== 'resolved' &&
  ((t.firstResponseAt === null && t.firstResponseDueAt <= now) || t.resolutionDueAt <= now);

export const tripRecord = (row: NonNullable<StaffTripRow>) => ({
  id: row.trip.id,
  status: row.trip.status,
  pickup_address: row.trip.pickupAddress,
  dropoff_address: row.trip.dropoffAddress,
  pickup_at: row.trip.pickupAt.toISOString(),
  fare: row.trip.fare,
  total: row.trip.total,
  passenger_name: row.passengerName,
  passenger_mobile: row.passengerMobile,
  driver_name: row.driverName,
  driver_mobile: row.driverMobile,
});
