import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverStatus } from '../src/db/schema/index';
import { setUserActive } from '../src/modules/auth/users-repo';
import { setDriverStatus } from '../src/modules/drivers/repo';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs, readLatestCode, sendCode, submitCode } from './helpers/auth';
import { createDriverProfile, loginDriver, postBid, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createTrip, tripTestEnv } from './helpers/trips';

// A driver whom staff suspended, or have not approved yet, is told so in words of their own,
// at login, at verify, and on every driver call a live token still reaches.
const clock = createTestClock('2026-03-10T04:00:00.000Z');

let app: FastifyInstance;
let passenger: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
});
afterAll(async () => {
  await app.close();
});

/** As the staff console leaves a driver (admin/people-routes.ts): only an approved one is active. */
async function setStanding(d: TestDriver, status: DriverStatus) {
  await setDriverStatus(app.database.db, d.driver.id, status, clock.now());
  await setUserActive(app.database.db, d.user.id, status === 'approved', clock.now());
}

const suspended = {
  message: 'This driver account has been suspended. Please contact the driver team.',
  code: 'driverSuspended',
};
const pending = {
  message: 'This driver account is waiting for approval. Please contact the driver team.',
  code: 'driverNotApproved',
};

describe('driver standing', () => {
  it('refuses a suspended driver and a driver awaiting approval at login, each with its reason', async () => {
    for (const [status, refusal] of [
      ['suspended', suspended],
      ['pending', pending],
    ] as const) {
      const d = await createDriverProfile(app);
      await setStanding(d, status);
      const res = await sendCode(app, d.user.mobile, { role: 'driver' });
      expect(res.statusCode, status).toBe(400);
      expect(res.json(), status).toEqual(refusal);
    }
  });

  it('refuses the code of a driver suspended after it was sent', async () => {
    const d = await createDriverProfile(app);
    expect((await sendCode(app, d.user.mobile, { role: 'driver' })).statusCode).toBe(200);
    const code = await readLatestCode(app, d.user.mobile);
    await setStanding(d, 'suspended');
    const res = await submitCode(app, d.user.mobile, code, { role: 'driver' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(suspended);
  });

  it('stops a logged-in driver’s bids and screens once suspended; approval lets them back in', async () => {
    const d = await createDriverProfile(app);
    const session = await loginDriver(app, d);
    const trip = () => createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    expect((await postBid(app, session, { trip_id: (await trip()).id, driver_fare: 6500 })).statusCode).toBe(
      201,
    );

    await setStanding(d, 'suspended');
    const bid = await postBid(app, session, { trip_id: (await trip()).id, driver_fare: 6500 });
    expect(bid.statusCode).toBe(403);
    expect(bid.json()).toEqual(suspended);
    const summary = await app.inject({ url: '/api/v3/driver/summary', headers: session.headers });
    expect(summary.statusCode).toBe(403);
    expect(summary.json()).toEqual(suspended);

    await setStanding(d, 'approved');
    clock.advance({ minutes: 4 }); // past the resend wait of the first login's code
    const again = await loginDriver(app, d);
    expect((await postBid(app, again, { trip_id: (await trip()).id, driver_fare: 6500 })).statusCode).toBe(
      201,
    );
  });

  it('still tells a blocked passenger that the account is disabled', async () => {
    const blocked = await loginAs(app);
    await setUserActive(app.database.db, blocked.user.id, false, clock.now());
    const res = await sendCode(app, blocked.mobile);
    expect(res.json().code).toBe('accountDisabled');
  });
});
