import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, users } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import {
  bearer,
  createDriver,
  type LoggedIn,
  loginAs,
  randomIp,
  readLatestCode,
  uniqueMobile,
} from './helpers/auth';
import { postBid } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { uploadPaper } from './helpers/papers';
import { createTrip, tripTestEnv } from './helpers/trips';

// A new driver signs up on /driver (issue 45 §1): a code asked with `sign_up` for a number with no driver
// account, then the code with their details opens the account, in the code's transaction, as an
// applicant who uploads papers before bidding. No account exists for a number nobody proved.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
});
afterAll(() => app.close());

const details = {
  name: 'Sumon Mia',
  car_type: 'sedan',
  car_model: 'Toyota Axio 2016',
  plate_number: 'Dhaka Metro-Ga 12-3456',
  district: 'Dhaka',
};

const askCode = (mobile: string, body: object = { sign_up: true }) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/driver/login',
    remoteAddress: randomIp(),
    payload: { mobile, recaptcha_token: 'web-placeholder-token', channel: 'web', ...body },
  });
const verify = (mobile: string, otp: string, body: object = { sign_up: details }) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/driver/verify',
    remoteAddress: randomIp(),
    payload: { mobile, otp, ...body },
  });
const driverRows = (mobile: string) =>
  app.database.db
    .select({ driver: drivers, user: users })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(users.mobile, mobile));

describe('a driver signing up on /driver', () => {
  it('opens the account with the first code, as an applicant who must send papers before bidding', async () => {
    const mobile = uniqueMobile();
    expect((await askCode(mobile)).statusCode).toBe(200);
    expect(await driverRows(mobile)).toEqual([]);

    const res = await verify(mobile, await readLatestCode(app, mobile));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'driver', full_name: 'Sumon Mia', mobile });
    const [row] = await driverRows(mobile);
    expect(row!.driver).toMatchObject({
      name: 'Sumon Mia',
      carType: 'sedan',
      carModel: 'Toyota Axio 2016',
      plateNumber: 'Dhaka Metro-Ga 12-3456',
      district: 'Dhaka',
      status: 'approved',
      state: 'applicant',
    });

    const session = { headers: bearer(res.json().data.access_token) } as LoggedIn;
    const passenger = await loginAs(app);
    const trip = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    const refused = await postBid(app, session, { trip_id: trip.id, driver_fare: 6500 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('paperBlocksNidFront');
    const upload = await uploadPaper(app, session, { kind: 'nid_front' });
    expect(upload.statusCode, upload.body).toBe(201);
  });

  it('opens nothing without the right code, and nothing twice', async () => {
    const mobile = uniqueMobile();
    await askCode(mobile);
    const code = await readLatestCode(app, mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await verify(mobile, wrong)).json().code).toBe('otpIncorrect');
    expect(await driverRows(mobile)).toEqual([]);

    expect((await verify(mobile, code)).statusCode).toBe(200);
    expect(await driverRows(mobile)).toHaveLength(1);
    clock.advance({ seconds: 200 });
    const again = await askCode(mobile);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'driverSignUpExists',
      message: 'This number already has a driver account. Log in with it instead.',
    });
  });

  it('tells a driver who already has an account to log in, and sends no code', async () => {
    const driver = await createDriver(app);
    const res = await askCode(driver.mobile);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('driverSignUpExists');
    const outbox = (await app.inject(`/api/v3/dev/sms-outbox?mobile=${driver.mobile}`)).json().data.items;
    expect(outbox).toEqual([]);
  });

  it('still refuses a plain login for a number with no account, and a code without details opens none', async () => {
    const mobile = uniqueMobile();
    expect((await askCode(mobile, {})).json().code).toBe('noDriverAccount');
    await askCode(mobile);
    const res = await verify(mobile, await readLatestCode(app, mobile), {});
    expect(res.json().code).toBe('noDriverAccount');
    expect(await driverRows(mobile)).toEqual([]);
  });

  it('answers bad details with field messages, spends no code and opens nothing', async () => {
    const mobile = uniqueMobile();
    await askCode(mobile);
    const code = await readLatestCode(app, mobile);
    const bad = await verify(mobile, code, {
      sign_up: { ...details, name: ' ', car_type: 'tractor', plate_number: 'x'.repeat(41) },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'sign_up.car_type',
      'sign_up.name',
      'sign_up.plate_number',
    ]);
    expect(await driverRows(mobile)).toEqual([]);
    expect((await verify(mobile, code)).statusCode).toBe(200);
  });

  it('is for drivers only: a passenger body with sign_up logs in a passenger as before', async () => {
    const mobile = uniqueMobile();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      remoteAddress: randomIp(),
      payload: { mobile, recaptcha_token: 'web-placeholder-token', channel: 'web', sign_up: true },
    });
    expect(sent.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/verify',
      remoteAddress: randomIp(),
      payload: { mobile, otp: await readLatestCode(app, mobile), sign_up: details },
    });
    expect(res.json().data.user.role).toBe('passenger');
    expect(await driverRows(mobile)).toEqual([]);
  });
});
