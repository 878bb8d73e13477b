import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dhakaDaySql } from '../../../db/dhaka-day';
import { trips } from '../../../db/schema/index';

/** Both drivers answer `execute` with `{ rows }`; drizzle types it per driver. */
const rowsOf = async <T>(pending: Promise<unknown>) => ((await pending) as { rows: T[] }).rows;

// The staff dashboard's booking figures, counted in Dhaka days.

export type DailyTrips = { day: string; trips: number; confirmed: number; cancelled: number };

export type BookingStats = {
  days: DailyTrips[];
  trips: number;
  requestsWithoutBid: number;
  medianMinutesToFirstBid: number | null;
  acceptanceRate: number | null;
  cancellations: number;
};

/** Trips created since `since`: per day, how many found no bid, how fast the first bid came, and more. */
export async function bookingStats(db: DbOrTx, since: Date): Promise<BookingStats> {
  const dayRows = await rowsOf<{ day: string; trips: number; confirmed: number; cancelled: number }>(
    db.execute(sql`
    select ${dhakaDaySql(trips.createdAt)} as day,
           count(*)::int as trips,
           count(confirmed_at)::int as confirmed,
           count(*) filter (where status = 'cancelled')::int as cancelled
      from trips
     where created_at >= ${since}
     group by 1
     order by 1`),
  );
  const [totals] = await rowsOf<{
    trips: number;
    without_bid: number;
    median_minutes: number | null;
    confirmed: number;
    cancelled: number;
  }>(
    db.execute(sql`
    with window_trips as (select * from trips where created_at >= ${since}),
         first_bids as (
           select t.id, min(b.created_at) - t.created_at as wait
             from window_trips t join bids b on b.trip_id = t.id
            group by t.id, t.created_at)
    select (select count(*)::int from window_trips) as trips,
           (select count(*)::int from window_trips t
             where not exists (select 1 from bids b where b.trip_id = t.id)) as without_bid,
           (select percentile_cont(0.5) within group (order by extract(epoch from wait) / 60)
              from first_bids)::float8 as median_minutes,
           (select count(confirmed_at)::int from window_trips) as confirmed,
           (select count(*)::int from window_trips where status = 'cancelled') as cancelled`),
  );
  const t = totals!;
  return {
    days: dayRows.map((r) => ({
      ...r,
      trips: Number(r.trips),
      confirmed: Number(r.confirmed),
      cancelled: Number(r.cancelled),
    })),
    trips: Number(t.trips),
    requestsWithoutBid: Number(t.without_bid),
    medianMinutesToFirstBid:
      t.median_minutes === null ? null : Math.round(Number(t.median_minutes) * 10) / 10,
    acceptanceRate:
      Number(t.trips) > 0 ? Math.round((Number(t.confirmed) / Number(t.trips)) * 1000) / 1000 : null,
    cancellations: Number(t.cancelled),
  };
}
