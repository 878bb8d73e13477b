import type { CarTypeKey } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { listDemoDriverIds } from '../../db/seed/demo-drivers';
import { AppError } from '../../lib/errors';
import {
  type BidRow,
  bookedDriversOver,
  type PlacedBid,
  placeBidInTx,
  publishTripEvents,
  tripsAwaitingDemoBids,
  withoutBidsYet,
} from '../booking';
import { lockDriversForBooking } from '../drivers';
import { getPricingSettings } from '../settings';
import { demoFleetRules, type PlannedDemoBid, planDemoBids } from './plan';

// Distinct from the migration lock (727_001), the OTP lock space (727_002) and the expiry job (727_003).
export const DEMO_FLEET_LOCK_ID = 727_004;

/** Trips older than this get no more demo bids, even if a round was missed (a restart, a clock jump). */
const TRIP_WINDOW_MS = 10 * 60_000;
const MAX_TRIPS_PER_ROUND = 200;
/** Bounds how long one round holds driver locks; the rest are placed a round later. */
const MAX_BIDS_PER_ROUND = 40;

export type DemoFleetRound = { acquired: boolean; placed: BidRow[] };

/** Demo mode, and never in production whatever DEMO says: demo bids there would mislead passengers. */
export const isDemoFleetOn = (config: Pick<Config, 'demo' | 'env'>) =>
  config.demo && config.env !== 'production';

type DueBid = PlannedDemoBid & { tripId: number };

async function listDueDemoBids(tx: DbOrTx, now: Date): Promise<DueBid[]> {
  const trips = await tripsAwaitingDemoBids(tx, {
    since: new Date(now.getTime() - TRIP_WINDOW_MS),
    until: new Date(now.getTime() - demoFleetRules.delayMs.min),
    now,
    limit: MAX_TRIPS_PER_ROUND,
  });
  if (trips.length === 0) return [];
  const [driverIds, settings] = await Promise.all([
    listDemoDriverIds(tx, { activeOnly: true }),
    getPricingSettings(tx),
  ]);
  const bookedOver = await bookedDriversOver(tx, Object.values(driverIds).flat());
  return trips.flatMap((trip) =>
    planDemoBids(trip, driverIds[trip.carType as CarTypeKey] ?? [], settings, bookedOver(trip))
      .filter((bid) => bid.dueAt.getTime() <= now.getTime())
      .map((bid) => ({ ...bid, tripId: trip.id })),
  );
}

/**
 * One round of the demo fleet: every planned demo bid that is due and whose driver has no bid on the
 * trip yet is placed, as the driver would place it. Every API process runs rounds; the
 * transaction-scoped advisory lock lets one work at a time, so no driver bids twice on a trip (a new
 * bid would replace the first). Each bid runs in a savepoint: a refusal (the driver got booked, the
 * trip closed) skips that bid only. Events are published after the commit.
 */
export async function runDemoFleetOnce(app: FastifyInstance, now: Date): Promise<DemoFleetRound> {
  if (!isDemoFleetOn(app.config)) return { acquired: false, placed: [] };
  const placed: PlacedBid[] = [];
  const acquired = await app.database.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${DEMO_FLEET_LOCK_ID}::bigint) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;

    const open = (await withoutBidsYet(tx, await listDueDemoBids(tx, now))).slice(0, MAX_BIDS_PER_ROUND);
    if (open.length === 0) return true;
    await lockDriversForBooking(tx, [...new Set(open.map((d) => d.driverId))]);
    // Re-read under the driver locks: someone logged in as a demo driver may have bid meanwhile.
    for (const due of await withoutBidsYet(tx, open)) {
      const input = {
        driverId: due.driverId,
        tripId: due.tripId,
        now,
        ...(due.action.kind === 'acceptOffer'
          ? { acceptOffer: true }
          : { driverFare: due.action.driverFare }),
      };
      try {
        placed.push(
          await tx.transaction((sp) => placeBidInTx(sp, input, { bidTtlMin: app.config.booking.bidTtlMin })),
        );
      } catch (err) {
        const context = { tripId: due.tripId, driverId: due.driverId };
        if (err instanceof AppError) app.log.debug({ ...context, code: err.code }, 'demo bid refused');
        else app.log.error({ ...context, err }, 'demo bid failed');
      }
    }
    return true;
  });
  await publishTripEvents(
    app,
    placed.flatMap((p) => p.events),
  );
  return { acquired, placed: placed.map((p) => p.bid) };
}
