import {
  type IncidentKind,
  type IncidentOutcome,
  type IncidentRaiser,
  type IncidentView,
  type Lang,
  toBengaliDigits,
} from '@pothik/domain';
import { and, asc, count, desc, eq, inArray, lte, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { incidentEvents, incidents, trips, trustedContacts, users } from '../../../db/schema/index';
import { enqueueNotifications, type NotificationToSend } from '../../notifications';
import { pushMessages, pushStaffIncident } from '../../push';
import { shareLinkInTransaction, shareLinkUrl } from '../share/share-links';
import type { TripRow } from '../trips/repo';
import { bookedDriverFacts, langOf } from '../trips/trip-sms';
import { announceIncidentChanged } from './incident-channel';

// Incidents (DESIGN.md §15): the row and its first event are written before any alert is enqueued, in
// one transaction with those alerts, so an incident is never lost and never alerts without a record.
// An open SOS re-alerts staff every INCIDENT_REALERT_MS until someone acknowledges it.

export const INCIDENT_REALERT_MS = 2 * 60_000;
const HOUR = 3_600_000;

/**
 * Where staff alerts go (STAFF_ALERT_EMAIL, else LEADS_EMAIL), the brand the contacts' SMS signs with, and
 * the site its share link points to (config.webOrigins[0]).
 */
export type StaffAlertSettings = { staffInbox: string; brand: { en: string; bn: string }; siteUrl: string };

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentEventRow = typeof incidentEvents.$inferSelect;

type Party = { userId: number; name: string | null; mobile: string; lang: Lang };
type Facts = {
  trip: TripRow;
  passenger: Party;
  driver: (Party & { carModel: string; plateNumber: string }) | null;
};

async function factsOf(tx: DbOrTx, trip: TripRow): Promise<Facts> {
  const [p] = await tx.select().from(users).where(eq(users.id, trip.passengerId)).limit(1);
  const driver = trip.driverId === null ? null : await bookedDriverFacts(tx, trip.driverId);
  return {
    trip,
    passenger: {
      userId: trip.passengerId,
      name: p?.fullName ?? null,
      mobile: p?.mobile ?? '',
      lang: p ? langOf(p) : 'en',
    },
    driver,
  };
}

const kindTitle: Record<IncidentKind, string> = {
  sos: 'SOS',
  trip_code_locked: 'Trip code locked after five wrong codes',
  guardian_unanswered: 'Passenger did not answer "Is everything all right?"',
  safety_ticket: 'Safety support ticket',
};

/** The staff's email for an incident: who, which trip, which car, and what to do. */
function staffEmail(to: string, incident: IncidentRow, facts: Facts, round: number) {
  const { trip, passenger: p, driver: d } = facts;
  const again = round > 0 ? ` (re-alert ${round}: not acknowledged yet)` : '';
  return {
    to,
    subject: `${kindTitle[incident.kind]} on trip #${trip.id}, raised by the ${incident.raisedBy}${again}`,
    text: [
      `Incident #${incident.id}: ${kindTitle[incident.kind]}, raised by the ${incident.raisedBy} at ${incident.raisedAt.toISOString()}.`,
      `Trip #${trip.id} (${trip.status}): ${trip.pickupAddress} → ${trip.dropoffAddress ?? '—'}.`,
      `Passenger: ${p.name ?? '—'}, ${p.mobile}.`,
      d ? `Driver: ${d.name}, ${d.mobile}. Car: ${d.carModel} (${d.plateNumber}).` : 'Driver: none.',
      '',
      'Acknowledge it in the staff console (Incidents). Until someone does, this alert repeats every 2 minutes.',
    ].join('\n'),
  };
}

/**
 * The SMS a trusted contact gets when the passenger raises an SOS, in the passenger's language, with the
 * share link made for it (null when the trip cannot be followed).
 */
export function contactSmsText(facts: Facts, brand: string, lang: Lang, link: string | null = null) {
  const { trip, passenger: p, driver: d } = facts;
  const who = p.name ?? p.mobile;
  if (lang === 'bn') {
    const car = d ? ` চালক ${d.name}, গাড়ি ${d.carModel} (${d.plateNumber})।` : '';
    const follow = link ? ` গাড়িটি সরাসরি দেখুন: ${link}` : '';
    return `${brand}: ${who} ট্রিপ #${toBengaliDigits(trip.id)}-এ এসওএস চেপেছেন।${car}${follow} আমাদের টিম বিষয়টি দেখছে। জরুরি হলে ৯৯৯-এ ফোন করুন।`;
  }
  const car = d ? ` Driver ${d.name}, car ${d.carModel} (${d.plateNumber}).` : '';
  const follow = link ? ` Follow the car live: ${link}` : '';
  return `${brand}: ${who} pressed SOS on trip #${trip.id}.${car}${follow} Our team is on it. In an emergency call 999.`;
}

export async function addIncidentEvent(
  tx: DbOrTx,
  event: {
    incidentId: number;
    action: string;
    actor: string;
    staffId?: number | null;
    note?: string | null;
    at: Date;
  },
) {
  await tx.insert(incidentEvents).values({
    incidentId: event.incidentId,
    action: event.action,
    actor: event.actor,
    staffId: event.staffId ?? null,
    note: event.note ?? null,
    at: event.at,
  });
  // Every step of an incident writes an event: the consoles reload the queue when it commits.
  await announceIncidentChanged(tx, event.incidentId);
}

function staffAlert(
  incident: IncidentRow,
  facts: Facts,
  settings: StaffAlertSettings,
  round: number,
  now: Date,
) {
  return {
    kind: 'incident_staff',
    channel: 'email',
    message: staffEmail(settings.staffInbox, incident, facts, round),
    dedupeKey: `incident_staff:incident:${incident.id}:round:${round}:email`,
    tripId: incident.tripId,
    expiresAt: new Date(now.getTime() + HOUR),
  } satisfies NotificationToSend;
}

/** The same round on the devices of the staff who answer incidents, if any has alerts on. */
function pushStaffAlert(tx: DbOrTx, incident: IncidentRow, trip: TripRow, round: number, now: Date) {
  return pushStaffIncident(tx, {
    message: pushMessages.incidentStaff(incident, trip, round),
    dedupeKey: `incident_staff:incident:${incident.id}:round:${round}:push`,
    tripId: incident.tripId,
    expiresAt: new Date(now.getTime() + HOUR),
    now,
  });
}

/**
 * Opens an incident on `trip`: the row and its "raised" event first, then, in the same transaction,
 * the alerts through the outbox: staff's email, and for a passenger's SOS an SMS to each of their
 * trusted contacts. A driver's SOS and a locked trip code alert staff only.
 */
export async function openIncidentInTx(
  tx: DbOrTx,
  {
    trip,
    kind,
    raisedBy,
    raisedByUserId,
    now,
    alerts,
  }: {
    trip: TripRow;
    kind: IncidentKind;
    raisedBy: IncidentRaiser;
    raisedByUserId: number | null;
    now: Date;
    alerts: StaffAlertSettings;
  },
): Promise<IncidentRow> {
  const [incident] = await tx
    .insert(incidents)
    .values({ tripId: trip.id, kind, raisedBy, raisedByUserId, state: 'open', raisedAt: now })
    .returning();
  if (!incident) throw new Error('incident not written');
  await addIncidentEvent(tx, { incidentId: incident.id, action: 'raised', actor: raisedBy, at: now });

  const facts = await factsOf(tx, trip);
  const items: NotificationToSend[] = [staffAlert(incident, facts, alerts, 0, now)];
  await pushStaffAlert(tx, incident, trip, 0, now);
  let contactCount = 0;
  if (kind === 'sos' && raisedBy === 'passenger') {
    const contacts = await listTrustedContacts(tx, trip.passengerId);
    const lang = facts.passenger.lang;
    // A link for the contacts to follow the car, made with the incident (none without contacts to send it).
    const token = contacts.length > 0 ? await shareLinkInTransaction(tx, trip, now) : null;
    const text = contactSmsText(
      facts,
      alerts.brand[lang],
      lang,
      token && shareLinkUrl(alerts.siteUrl, token),
    );
    for (const contact of contacts) {
      items.push({
        kind: 'sos_contact',
        channel: 'sms',
        message: { to: contact.mobile, text },
        dedupeKey: `sos_contact:incident:${incident.id}:${contact.mobile}:sms`,
        tripId: trip.id,
        expiresAt: new Date(now.getTime() + HOUR),
      });
    }
    contactCount = contacts.length;
  }
  await enqueueNotifications(tx, items, now);
  const [alerted] = await tx
    .update(incidents)
    .set({ staffAlertedAt: now })
    .where(eq(incidents.id, incident.id))
    .returning();
  await addIncidentEvent(tx, {
    incidentId: incident.id,
    action: 'alerted',
    actor: 'system',
    note: contactCount > 0 ? `staff; ${contactCount} trusted contact(s) by SMS` : 'staff',
    at: now,
  });
  return alerted ?? incident;
}

export function listTrustedContacts(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(trustedContacts)
    .where(eq(trustedContacts.userId, userId))
    .orderBy(asc(trustedContacts.position));
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toIncidentView(row: IncidentRow): IncidentView {
  return {
    id: row.id,
    kind: row.kind,
    raised_by: row.raisedBy,
    state: row.state,
    outcome: row.outcome,
    raised_at: row.raisedAt.toISOString(),
    staff_alerted_at: iso(row.staffAlertedAt),
    acknowledged_at: iso(row.acknowledgedAt),
    resolved_at: iso(row.resolvedAt),
  };
}

/** The trip's latest SOS raised by `raisedBy` (what that person's page follows). */
export async function latestSosOf(db: DbOrTx, tripId: number, raisedBy: 'passenger' | 'driver') {
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.tripId, tripId), eq(incidents.kind, 'sos'), eq(incidents.raisedBy, raisedBy)))
    .orderBy(desc(incidents.id))
    .limit(1);
  return row;
}

export async function lockIncident(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
  return row;
}

/** Moves an incident on, with its event, in the caller's transaction; the caller checked the state. */
export async function changeIncident(
  tx: DbOrTx,
  incident: IncidentRow,
  change: {
    action: 'acknowledged' | 'resolved' | 'marked_safe';
    actor: string;
    staffId?: number | null;
    outcome?: IncidentOutcome;
    note?: string | null;
    now: Date;
  },
) {
  const set: Partial<IncidentRow> =
    change.action === 'acknowledged'
      ? { state: 'acknowledged', acknowledgedAt: change.now, acknowledgedBy: change.staffId ?? null }
      : {
          state: 'resolved',
          outcome: change.outcome ?? 'other',
          resolvedAt: change.now,
          resolvedBy: change.staffId ?? null,
        };
  const [row] = await tx.update(incidents).set(set).where(eq(incidents.id, incident.id)).returning();
  await addIncidentEvent(tx, {
    incidentId: incident.id,
    action: change.action,
    actor: change.actor,
    staffId: change.staffId,
    note: change.note,
    at: change.now,
  });
  return row as IncidentRow;
}

/**
 * One round of the re-alert job: every open SOS (or unanswered guardian check) whose last alert is an interval or more old gets the
 * alert of its current interval, once. Each incident is locked, its state and `alert_round` read again
 * under the lock, so two processes finding it at once send one alert; the outbox's dedupe key names the
 * round as a second guard.
 */
export async function realertOpenIncidents(
  db: DbOrTx,
  { now, alerts }: { now: Date; alerts: StaffAlertSettings },
): Promise<number> {
  const due = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(
      and(
        eq(incidents.state, 'open'),
        // An unanswered guardian check is alerted like an SOS, until someone acknowledges it.
        inArray(incidents.kind, ['sos', 'guardian_unanswered']),
        lte(incidents.raisedAt, new Date(now.getTime() - INCIDENT_REALERT_MS)),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const incident = await lockIncident(tx, id);
      if (incident?.state !== 'open') return false;
      const round = Math.floor((now.getTime() - incident.raisedAt.getTime()) / INCIDENT_REALERT_MS);
      if (round <= incident.alertRound) return false;
      const [trip] = await tx.select().from(trips).where(eq(trips.id, incident.tripId)).limit(1);
      if (!trip) return false;
      const facts = await factsOf(tx, trip);
      await enqueueNotifications(tx, [staffAlert(incident, facts, alerts, round, now)], now);
      await pushStaffAlert(tx, incident, trip, round, now);
      await tx
        .update(incidents)
        .set({ alertRound: round, staffAlertedAt: now })
        .where(eq(incidents.id, incident.id));
      await addIncidentEvent(tx, {
        incidentId: incident.id,
        action: 're_alerted',
        actor: 'system',
        note: `round ${round}`,
        at: now,
      });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

// ---- The staff console's reads ----

export type ConsoleIncident = {
  incident: IncidentRow;
  trip: TripRow;
  passengerName: string | null;
  passengerMobile: string;
  driverName: string | null;
  driverMobile: string | null;
  plateNumber: string | null;
  carModel: string | null;
};

async function withParties(db: DbOrTx, rows: IncidentRow[]): Promise<ConsoleIncident[]> {
  if (rows.length === 0) return [];
  const tripRows = await db
    .select()
    .from(trips)
    .where(
      inArray(
        trips.id,
        rows.map((r) => r.tripId),
      ),
    );
  const out: ConsoleIncident[] = [];
  for (const incident of rows) {
    const trip = tripRows.find((t) => t.id === incident.tripId);
    if (!trip) continue;
    const facts = await factsOf(db, trip);
    out.push({
      incident,
      trip,
      passengerName: facts.passenger.name,
      passengerMobile: facts.passenger.mobile,
      driverName: facts.driver?.name ?? null,
      driverMobile: facts.driver?.mobile ?? null,
      plateNumber: facts.driver?.plateNumber ?? null,
      carModel: facts.driver?.carModel ?? null,
    });
  }
  return out;
}

/** The queue: open ones first (oldest first: the longest waiting), then acknowledged, then resolved. */
export async function listIncidentsForConsole(
  db: DbOrTx,
  {
    offset,
    limit,
    state,
  }: { offset: number; limit: number; state?: 'open' | 'acknowledged' | 'resolved' | 'unresolved' },
) {
  const where =
    state === 'unresolved' ? ne(incidents.state, 'resolved') : state ? eq(incidents.state, state) : undefined;
  const order = sql`case ${incidents.state} when 'open' then 0 when 'acknowledged' then 1 else 2 end`;
  const rows = await db
    .select()
    .from(incidents)
    .where(where)
    .orderBy(order, desc(incidents.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(incidents).where(where);
  return { rows: await withParties(db, rows), total: total?.n ?? 0 };
}

export async function incidentForConsole(db: DbOrTx, id: number) {
  const [row] = await db.select().from(incidents).where(eq(incidents.id, id)).limit(1);
  if (!row) return null;
  const [found] = await withParties(db, [row]);
  if (!found) return null;
  const events = await db
    .select()
    .from(incidentEvents)
    .where(eq(incidentEvents.incidentId, id))
    .orderBy(asc(incidentEvents.id));
  return { ...found, events };
}

/**
 * What the console's queue polls (each step is also pushed on its socket): the newest step of any
 * incident (every change writes one) and how many are open. No one's data, so cheap to ask and not
 * audited; the queue reloads (audited) only when the step changes.
 */
export async function incidentQueueMark(db: DbOrTx) {
  const [[events], [open]] = await Promise.all([
    db.select({ last: max(incidentEvents.id) }).from(incidentEvents),
    db.select({ n: count() }).from(incidents).where(eq(incidents.state, 'open')),
  ]);
  return { last_event_id: events?.last ?? 0, open: open?.n ?? 0 };
}
