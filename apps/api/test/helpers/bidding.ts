import type { CarTypeKey } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../src/db/client';
import { type BidSpec, bidValues } from '../../src/db/factories/bids';
import { driverProfileValues } from '../../src/db/factories/drivers';
import { bids, drivers, promos } from '../../src/db/schema/index';
import { insertBid } from '../../src/modules/booking/bids/repo';
import { insertApprovedPapers } from '../../src/modules/drivers/papers-repo';
import { insertDriver } from '../../src/modules/drivers/repo';
import { insertPromo, type NewPromo } from '../../src/modules/promos/repo';
import { createDriver, type LoggedIn, loginAs } from './auth';

export type TestDriver = Awaited<ReturnType<typeof createDriverProfile>>;

let plateSeq = 0;

/** A driver account with its profile, as staff add one (approved and active): a sedan driver unless overridden. */
export async function createDriverProfile(
  app: FastifyInstance,
  opts: {
    carType?: CarTypeKey;
    name?: string;
    ratingSum?: number;
    ratingCount?: number;
    papers?: boolean;
  } = {},
) {
  const name = opts.name ?? 'Test Driver';
  const user = await createDriver(app, { fullName: name });
  plateSeq += 1;
  const driver = await insertDriver(
    app.database.db,
    driverProfileValues(user.id, {
      mobile: user.mobile,
      name,
      photo: '/images/drivers/demo-01.svg',
      carType: opts.carType ?? 'sedan',
      carModel: 'Toyota Allion 2015',
      plateNumber: `DHAKA METRO-GA 11-${String(plateSeq).padStart(4, '0')}`,
      district: 'Dhaka',
      ratingSum: opts.ratingSum,
      ratingCount: opts.ratingCount,
    }),
  );
  // A driver bids only with their mandatory papers approved (DESIGN.md §17): unless told, they are.
  if (opts.papers !== false) await insertApprovedPapers(app.database.db, driver, app.clock.now());
  return { user, driver };
}

/** A bid row written directly (placing it through the API would check what the test sets aside). */
export function createBid(db: DbOrTx, bid: BidSpec) {
  return insertBid(db, bidValues(bid));
}

/** Logs the driver in through the driver OTP login. */
export function loginDriver(app: FastifyInstance, d: TestDriver): Promise<LoggedIn> {
  return loginAs(app, { mobile: d.user.mobile, role: 'driver' });
}

/** POST /api/v3/driver/bids as this driver. */
export function postBid(app: FastifyInstance, who: LoggedIn, payload: object) {
  return app.inject({ method: 'POST', url: '/api/v3/driver/bids', headers: who.headers, payload });
}

/** POST /api/v3/user/accept-bid, with an Idempotency-Key when given. */
export function postAccept(app: FastifyInstance, who: LoggedIn, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/user/accept-bid',
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

export function getBidList(app: FastifyInstance, who: LoggedIn, tripId: number) {
  return app.inject({ url: `/api/v3/user/bid-list/${tripId}`, headers: who.headers });
}

/** A promo valid for years around the test clock's dates, unless overridden. */
export function createPromo(db: DbOrTx, overrides: Partial<NewPromo> & { code: string }) {
  return insertPromo(db, {
    titleEn: 'Test promo',
    titleBn: 'পরীক্ষামূলক প্রোমো',
    category: 'other',
    codeType: 'fixed',
    promoCodeAmount: 500,
    upToAmount: 300,
    startsAt: new Date('2020-01-01T00:00:00Z'),
    endsAt: new Date('2035-01-01T00:00:00Z'),
    perUserLimit: 1,
    ...overrides,
  });
}

export async function readBid(db: DbOrTx, id: number) {
  const [row] = await db.select().from(bids).where(eq(bids.id, id));
  return row!;
}

export function readBidsOfTrip(db: DbOrTx, tripId: number) {
  return db.select().from(bids).where(eq(bids.tripId, tripId)).orderBy(bids.id);
}

export async function readDriver(db: DbOrTx, id: number) {
  const [row] = await db.select().from(drivers).where(eq(drivers.id, id));
  return row!;
}

export async function readPromo(db: DbOrTx, code: string) {
  const [row] = await db.select().from(promos).where(eq(promos.code, code));
  return row!;
}

let keySeq = 0;
export const newIdempotencyKey = () => `accept-${process.pid}-${Date.now()}-${++keySeq}`;
