import { createHash, randomBytes } from 'node:crypto';
import {
  acceptsPositions,
  MAX_LIVE_SHARE_LINKS,
  realtimeRouteKey,
  type SharedTrip,
  type ShareLink,
  shareLinkAlive,
  shareLinkExpiresAt,
} from '@pothik/domain';
import { inTransaction } from '../../../db/changes/changes';
import type { Db, DbOrTx } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { findLatestPosition } from '../tracking/positions-repo';
import { findTripOfPassenger, lockTrip, type TripRow } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { pushShareLinkOpened } from '../trips/trip-pushes';
import { announceShareLinkRevoked } from './share-link-channel';
import {
  countLiveShareLinks,
  findLinksWithTrips,
  findSharedTrip,
  findShareLinkOfTrip,
  insertShareLink,
  listShareLinksOfTrip,
  markFirstOpened,
  revokeShareLinkRow,
  type ShareLinkRow,
} from './share-link-repo';

// 32 random bytes: a link cannot be guessed, and only its hash is stored (share-links schema).
const TOKEN_BYTES = 32;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
// A token is base64url of 32 bytes; anything else is answered as an unknown link without a query.
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

const shareRefusals = {
  notAllowed: () => refuse('shareLinkNotAllowed', 409),
  limit: () => refuse('shareLinkLimit', 409),
  // One answer for a wrong, revoked and expired link: a link never tells whether a trip is behind it.
  notFound: () => refuse('shareLinkNotFound', 404),
};

const linkTrip = (trip: TripRow, link?: ShareLinkRow) => ({
  status: trip.status,
  checkedOutAt: trip.completedAt,
  revokedAt: link?.revokedAt ?? null,
});

function toShareLink(trip: TripRow, link: ShareLinkRow, now: Date): ShareLink {
  return {
    id: link.id,
    created_at: link.createdAt.toISOString(),
    first_opened_at: link.firstOpenedAt?.toISOString() ?? null,
    revoked_at: link.revokedAt?.toISOString() ?? null,
    is_alive: shareLinkAlive(linkTrip(trip, link), now),
  };
}

/** POST /user/trips/{id}/share-links: a new link, while the trip can be followed. */
export function createShareLink(db: Db, { passengerId, tripId, now }: PassengerTrip) {
  return inTransaction(db, async (tx) => {
    if (!(await findTripOfPassenger(tx, tripId, passengerId))) throw tripNotFound();
    // Locked, so two taps at once cannot both pass the count.
    const trip = (await lockTrip(tx, tripId, 'update'))!;
    if (!shareLinkAlive(linkTrip(trip), now)) throw shareRefusals.notAllowed();
    if ((await countLiveShareLinks(tx, tripId)) >= MAX_LIVE_SHARE_LINKS) throw shareRefusals.limit();
    const { link, token } = await insertNewLink(tx, tripId, now);
    return { link: { ...toShareLink(trip, link, now), token } };
  });
}

async function insertNewLink(tx: DbOrTx, tripId: number, now: Date) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const link = await insertShareLink(tx, { tripId, tokenHash: hashToken(token), now });
  return { link, token };
}

/** The address a contact opens for a token: the site's page for it (the site is config.webOrigins[0]). */
export const shareLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, '')}/share/${token}`;

/**
 * A link made in the caller's transaction (the trip locked by it) for an SOS or a booking's contacts who
 * follow every trip, or null when the trip cannot be followed now. Neither is refused a link for the
 * live-link limit: help outranks tidiness, and a new booking has none yet.
 */
export async function shareLinkInTransaction(tx: DbOrTx, trip: TripRow, now: Date): Promise<string | null> {
  if (!shareLinkAlive(linkTrip(trip), now)) return null;
  return (await insertNewLink(tx, trip.id, now)).token;
}

type PassengerTrip = { passengerId: number; tripId: number; now: Date };

/** GET /user/trips/{id}/share-links: the trip's links, newest first. */
export async function listShareLinks(db: Db, { passengerId, tripId, now }: PassengerTrip) {
  const trip = await findTripOfPassenger(db, tripId, passengerId);
  if (!trip) throw tripNotFound();
  const links = await listShareLinksOfTrip(db, tripId);
  return { items: links.map((link) => toShareLink(trip, link, now)) };
}

/** DELETE /user/trips/{id}/share-links/{linkId}: the link stops showing the trip; again is harmless. */
export function revokeShareLink(
  db: Db,
  { passengerId, tripId, linkId, now }: PassengerTrip & { linkId: number },
) {
  return inTransaction(db, async (tx) => {
    const trip = await findTripOfPassenger(tx, tripId, passengerId);
    if (!trip) throw tripNotFound();
    const revoked = await revokeShareLinkRow(tx, tripId, linkId, now);
    // Its followers' sockets close at once, on every API process.
    if (revoked) await announceShareLinkRevoked(tx, revoked.id);
    const link = revoked ?? (await findShareLinkOfTrip(tx, tripId, linkId));
    if (!link) throw shareRefusals.notFound();
    return { link: toShareLink(trip, link, now) };
  });
}

/**
 * GET /shared-trip: the trip as a contact sees it. The first opening of each link is stamped
 * and the passenger pushed, in one transaction, so they are told once however many open it at once.
 */
export async function openSharedTrip(
  db: Db,
  { token, now }: { token: string; now: Date },
): Promise<SharedTrip> {
  if (!tokenShape.test(token)) throw shareRefusals.notFound();
  const found = await findSharedTrip(db, hashToken(token));
  if (!found?.driver || !shareLinkAlive(linkTrip(found.trip, found.link), now))
    throw shareRefusals.notFound();
  const { link, trip, driver } = found;
  if (!link.firstOpenedAt) {
    await inTransaction(db, async (tx) => {
      if (await markFirstOpened(tx, link.id, now)) await pushShareLinkOpened(tx, trip, link.id, now);
    });
  }
  const place = (address: string, lat: number, lng: number) => ({ address, lat, lng });
  return {
    status: trip.status,
    car_type: trip.carType as SharedTrip['car_type'],
    car_model: driver.carModel,
    car_colour: driver.carColour ?? null,
    plate_number: driver.plateNumber,
    driver: { first_name: firstName(driver.name), photo: driver.photo },
    pickup: place(trip.pickupAddress, trip.pickupLat, trip.pickupLng),
    dropoff:
      trip.dropoffAddress !== null && trip.dropoffLat !== null && trip.dropoffLng !== null
        ? place(trip.dropoffAddress, trip.dropoffLat, trip.dropoffLng)
        : null,
    pickup_at: trip.pickupAt.toISOString(),
    arrived_at: trip.arrivedAt?.toISOString() ?? null,
    started_at: trip.startedAt?.toISOString() ?? null,
    completed_at: trip.completedAt?.toISOString() ?? null,
    expires_at: trip.completedAt ? shareLinkExpiresAt(trip.completedAt).toISOString() : null,
    ...(await carPositionOf(db, trip)),
  };
}

/**
 * The trip a live share link shows, for a viewer's realtime socket (docs/decisions/0018): checked when it
 * subscribes and again on every heartbeat; null for a wrong, revoked or expired link, all alike. Not an
 * opening: the page's GET /shared-trip is, and the passenger is told of that one.
 */
export async function liveShareLink(
  db: DbOrTx,
  { token, now }: { token: string; now: Date },
): Promise<{ tripId: number; linkId: number } | null> {
  if (!tokenShape.test(token)) return null;
  const found = await findSharedTrip(db, hashToken(token));
  if (!found || !shareLinkAlive(linkTrip(found.trip, found.link), now)) return null;
  return { tripId: found.trip.id, linkId: found.link.id };
}

// Ids per read of liveShareLinkIds: a heartbeat's recheck never holds the database long.
const LINKS_PER_READ = 50;

/**
 * Which of these links are live now (not revoked, the trip followable): the realtime module's recheck
 * of every share-link viewer on a heartbeat, in one read per 100 viewers instead of one each.
 */
export async function liveShareLinkIds(
  db: DbOrTx,
  linkIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  const live = new Set<number>();
  const unique = [...new Set(linkIds)];
  for (let i = 0; i < unique.length; i += LINKS_PER_READ) {
    for (const row of await findLinksWithTrips(db, unique.slice(i, i + LINKS_PER_READ))) {
      if (shareLinkAlive(row, now)) live.add(row.id);
    }
  }
  return live;
}

/** The car's latest point, only while the trip takes positions (DESIGN.md §15) and so the link is alive. */
async function carPositionOf(db: DbOrTx, trip: TripRow) {
  const isTracked = acceptsPositions(trip);
  const point = isTracked ? await findLatestPosition(db, trip.id) : undefined;
  return {
    is_tracked: isTracked,
    position: point ? { lat: point.lat, lng: point.lng, at: point.at.toISOString() } : null,
    route_key: realtimeRouteKey(trip.id),
  };
}

// "Md. Rahim Uddin" is greeted as Rahim: the prefixes most Bangladeshi names start with are skipped.
const namePrefixes = new Set([
  'md',
  'md.',
  'mohammad',
  'mohammed',
  'muhammad',
  'mst',
  'mst.',
  'mosammat',
  'মোঃ',
  'মো.',
  'মোছাঃ',
]);

/** The name a contact needs to greet the driver, not the whole of it. */
export function firstName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.find((word) => !namePrefixes.has(word.toLowerCase())) ?? words[0] ?? name;
}
