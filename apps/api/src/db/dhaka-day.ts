import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// The Dhaka calendar in SQL, as packages/domain's dhakaIsoDay counts it in TypeScript. `AT TIME ZONE`
// reads a timestamptz as Dhaka's wall clock whatever the session's TimeZone (a server set up in
// Bangladesh often runs in Asia/Dhaka; `+ interval '6 hours'` then shifted the day twice).

const dhakaWallClock = (instant: SQLWrapper) => sql`(${instant} at time zone 'Asia/Dhaka')`;

/** The Dhaka calendar day of a timestamptz, as YYYY-MM-DD text. */
export function dhakaDaySql(instant: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${dhakaWallClock(instant)}, 'YYYY-MM-DD')`;
}

/** The Monday that starts the Dhaka week of a timestamptz, as YYYY-MM-DD text. */
export function dhakaWeekSql(instant: SQLWrapper): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${dhakaWallClock(instant)}), 'YYYY-MM-DD')`;
}
