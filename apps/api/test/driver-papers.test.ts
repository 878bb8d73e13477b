import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverDocumentPictures, driverDocuments, drivers, notifications } from '../src/db/schema/index';
import { listDemoDriverIds, seedDemoDrivers } from '../src/db/seed/demo-drivers';
import { seedDemoPapers } from '../src/db/seed/demo-papers';
import { papersBlocking } from '../src/modules/drivers/papers';
import { paperExpiryRound, paperRetentionRound } from '../src/modules/drivers/papers-jobs';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postBid, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createApplicant, paperPhoto, uploadAllPapers, uploadPaper } from './helpers/papers';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

// Drivers' papers (issue 45 §1, DESIGN.md §17): only a driver whose mandatory papers are approved and in
// date bids; staff review them in a queue; the expiry job reminds 30, 7 and 1 days before, once each, and
// pauses the driver the moment a paper lapses; the pictures are private, behind short signed links.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let ops: StaffSession;
let passenger: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  ops = await sc.session('ops');
  passenger = await loginAs(app);
});
afterAll(() => app.close());

const newTrip = () => createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
const bid = async (who: LoggedIn) => postBid(app, who, { trip_id: (await newTrip()).id, driver_fare: 6500 });
const review = (id: number, payload: object) =>
  sc.call(ops, 'PUT', `/admin/api/driver-documents/${id}`, { payload });
const stateOf = async (d: TestDriver) =>
  (await app.database.db.select().from(drivers).where(eq(drivers.id, d.driver.id)))[0]!;
const paperNews = async (d: TestDriver) =>
  (
    await app.database.db
      .select({ key: notifications.dedupeKey })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, d.user.id),
          eq(notifications.kind, 'driver_papers'),
          eq(notifications.channel, 'sms'),
        ),
      )
  ).map((n) => n.key);

/** A Dhaka date `days` from the clock's now. */
const dhakaDay = (days: number) =>
  new Date(clock.now().getTime() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function newApplicant() {
  const d = await createApplicant(app, 'Rahim Uddin');
  return { d, login: await loginDriver(app, d) };
}

async function activeDriverWithPapers(expiresInDays: number) {
  const { d, login } = await newApplicant();
  const ids = await uploadAllPapers(app, login, 'sedan', dhakaDay(expiresInDays));
  for (const id of ids) expect((await review(id, { review: 'approved' })).statusCode).toBe(200);
  expect((await stateOf(d)).state).toBe('active');
  return { d, login, ids };
}

describe('the demo', () => {
  it('gives demo drivers approved papers with expiries spread: one paused, the rest bid, reminders due', async () => {
    // The test database comes seeded for the demo at the real time: seeded again at the test's clock.
    const db = app.database.db;
    await seedDemoDrivers(db);
    const demoIds = (await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.isDemo, true))).map(
      (d) => d.id,
    );
    await db.delete(driverDocuments).where(inArray(driverDocuments.driverId, demoIds));
    await db.update(drivers).set({ state: 'active', pausedReason: null }).where(inArray(drivers.id, demoIds));
    await seedDemoPapers(db, clock.now());
    const fleet = await app.database.db.select().from(drivers).where(eq(drivers.isDemo, true));
    expect(fleet.filter((d) => d.state === 'paused')).toEqual([
      expect.objectContaining({ pausedReason: 'expired_paper' }),
    ]);
    expect(fleet.filter((d) => d.state === 'active')).toHaveLength(fleet.length - 1);
    for (const d of fleet.filter((f) => f.state === 'active')) {
      expect(await papersBlocking(app.database.db, d, clock.now())).toBeNull();
    }
    const ids = await listDemoDriverIds(app.database.db, { activeOnly: true });
    expect(Object.values(ids).every((of) => of.length >= 3)).toBe(true);

    const before = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'driver_papers'));
    await paperExpiryRound({ db: app.database.db, brand: app.config.brand.name }, clock.now());
    const after = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'driver_papers'));
    const keys = after.slice(before.length).map((n) => n.dedupeKey ?? '');
    expect(keys.some((k) => k.includes(':remind:30:'))).toBe(true);
    expect(keys.some((k) => k.includes(':remind:7:'))).toBe(true);
  });
});

describe('papers before bidding', () => {
  it('refuses a bid of an applicant naming the first missing paper, in a code the web translates', async () => {
    const { login } = await newApplicant();
    const refused = await bid(login);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('paperBlocksNidFront');
  });

  it('refuses an expiry in the past, a lapsing paper without expiry and a file that is no picture', async () => {
    const { login } = await newApplicant();
    const past = await uploadPaper(app, login, { kind: 'insurance', expires_on: dhakaDay(-1) });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('documentExpiryInPast');
    const none = await uploadPaper(app, login, { kind: 'driving_licence' });
    expect(none.json()).toMatchObject({
      code: 'documentExpiryRequired',
      errors: { expires_on: expect.any(Array) },
    });
    const notPicture = await uploadPaper(
      app,
      login,
      { kind: 'nid_front' },
      Buffer.from('%PDF-1.4 not a picture'),
    );
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json().code).toBe('imageInvalid');
  });

  it('lets a driver bid once staff approve every mandatory paper; a rejection names the paper and tells the driver', async () => {
    const { d, login } = await newApplicant();
    const ids = await uploadAllPapers(app, login, 'sedan', dhakaDay(200));
    expect((await stateOf(d)).state).toBe('documents_pending');
    const queue = await sc.call(ops, 'GET', '/admin/api/driver-documents?range=[0,99]');
    expect(queue.headers['cache-control']).toBe('private, no-store');
    const mine = queue.json().filter((p: { driver_id: number }) => p.driver_id === d.driver.id);
    expect(mine.map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());

    const insurance = mine.find((p: { kind: string }) => p.kind === 'insurance').id;
    for (const id of ids) if (id !== insurance) await review(id, { review: 'approved' });
    const rejected = await review(insurance, { review: 'rejected', reject_reason: 'unreadable' });
    expect(rejected.json()).toMatchObject({
      review: 'rejected',
      reject_text: { bn: expect.stringMatching(/[\u0980-\u09FF]/) },
    });
    expect((await review(insurance, { review: 'approved' })).statusCode).toBe(409);
    expect(await paperNews(d)).toContain(`paper:${insurance}:rejected:sms`);
    const refused = await bid(login);
    expect(refused.json().code).toBe('paperBlocksInsurance');
    const mineNow = await app.inject({ url: '/api/v3/driver/documents', headers: login.headers });
    expect(mineNow.json().data.blocking).toEqual({ kind: 'insurance', why: 'rejected' });

    const again = await uploadPaper(app, login, { kind: 'insurance', expires_on: dhakaDay(200) });
    expect((await review(again.json().data.id, { review: 'approved' })).json().driver_state).toBe('active');
    expect((await bid(login)).statusCode).toBe(201);
  });

  it('stops an active driver with no approved papers (active from before papers were kept) until staff approve theirs', async () => {
    const d = await createDriverProfile(app, { name: 'Karim Mia', papers: false });
    expect((await stateOf(d)).state).toBe('active');
    const login = await loginDriver(app, d);
    const refused = await bid(login);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('paperBlocksNidFront');
    const mine = await app.inject({ url: '/api/v3/driver/documents', headers: login.headers });
    expect(mine.json().data.blocking).toEqual({ kind: 'nid_front', why: 'missing' });

    const ids = await uploadAllPapers(app, login, 'sedan', dhakaDay(200));
    const waiting = await bid(login);
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json().code).toBe('paperBlocksNidFront');
    expect(
      (await app.inject({ url: '/api/v3/driver/documents', headers: login.headers })).json().data.blocking,
    ).toEqual({
      kind: 'nid_front',
      why: 'pending',
    });
    for (const id of ids) expect((await review(id, { review: 'approved' })).statusCode).toBe(200);
    expect((await bid(login)).statusCode).toBe(201);
  });

  it('keeps papers private: signed links minutes long, never cached, and no one else sees the list', async () => {
    const { login } = await newApplicant();
    await uploadPaper(app, login, { kind: 'nid_front' });
    const list = await app.inject({ url: '/api/v3/driver/documents', headers: login.headers });
    expect(list.headers['cache-control']).toBe('private, no-store');
    const link: string = list.json().data.documents[0].pictures[0];
    expect(list.json().data).toMatchObject({
      state: 'documents_pending',
      blocking: { kind: 'nid_front', why: 'pending' },
    });

    const picture = await app.inject({ url: link });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    const forged = link.replace(/_[A-Za-z0-9_-]{22}$/, `_${'A'.repeat(22)}`);
    expect((await app.inject({ url: forged })).statusCode).toBe(404);
    const otherId = link.replace(/pictures\/(\d+)/, (_, id) => `pictures/${Number(id) + 1}`);
    expect((await app.inject({ url: otherId })).statusCode).toBe(404);

    const someoneElse = await newApplicant();
    const theirs = await app.inject({ url: '/api/v3/driver/documents', headers: someoneElse.login.headers });
    expect(theirs.json().data.documents).toEqual([]);
    expect((await app.inject({ url: '/api/v3/driver/documents' })).statusCode).toBe(401);

    clock.advance({ minutes: 6 });
    const stale = await app.inject({ url: link });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('documentLinkExpired');
  });
});

describe('the expiry job', () => {
  const round = () => paperExpiryRound({ db: app.database.db, brand: app.config.brand.name }, clock.now());
  /** Days pass: sessions are logged into again, as a person would. */
  const passDays = async (days: number, hours = 0) => {
    clock.advance({ days, hours });
    ops = await sc.session('ops');
  };

  it('reminds 30, 7 and 1 days before, once each, and pauses the driver the moment the paper lapses', async () => {
    ops = await sc.session('ops');
    const { d, ids } = await activeDriverWithPapers(40);
    const licence = ids[2]!;
    const reminders = async () => (await paperNews(d)).filter((k) => k?.includes(':remind:'));

    await round();
    expect(await reminders()).toEqual([]);
    await passDays(11);
    await round();
    await round();
    expect((await reminders()).filter((k) => k === `paper:${licence}:remind:30:sms`)).toHaveLength(1);
    await passDays(23);
    await round();
    await round();
    await passDays(5, 12);
    await round();
    await round();
    const byThreshold = (await reminders()).filter((k) => k?.startsWith(`paper:${licence}:`));
    expect(byThreshold.sort()).toEqual(
      [
        `paper:${licence}:remind:1:sms`,
        `paper:${licence}:remind:30:sms`,
        `paper:${licence}:remind:7:sms`,
      ].sort(),
    );
    expect((await bid(await loginDriver(app, d))).statusCode).toBe(201);

    // A day later the papers have lapsed: a bid is refused even before the job has run…
    await passDays(1);
    const later = await loginDriver(app, d);
    expect((await bid(later)).json().code).toBe('paperBlocksDrivingLicence');
    // …and the job pauses the driver, telling them which paper, once.
    await round();
    await round();
    expect(await stateOf(d)).toMatchObject({ state: 'paused', pausedReason: 'expired_paper' });
    const expired = (await paperNews(d)).filter((k) => k?.endsWith(':expired:sms'));
    expect(expired).toHaveLength(1);
    const list = await app.inject({ url: '/api/v3/driver/documents', headers: later.headers });
    expect(list.json().data).toMatchObject({
      state: 'paused',
      paused_reason: 'expired_paper',
      blocking: { why: 'expired' },
    });
  });

  it('brings a paused driver back once the renewed papers are approved', async () => {
    ops = await sc.session('ops');
    const { d } = await activeDriverWithPapers(3);
    await passDays(4);
    const login = await loginDriver(app, d);
    await round();
    expect((await stateOf(d)).state).toBe('paused');
    for (const kind of [
      'driving_licence',
      'vehicle_registration',
      'fitness_certificate',
      'tax_token',
      'insurance',
    ] as const) {
      const renewed = await uploadPaper(app, login, { kind, expires_on: dhakaDay(365) }, await paperPhoto());
      await review(renewed.json().data.id, { review: 'approved' });
    }
    expect(await stateOf(d)).toMatchObject({ state: 'active', pausedReason: null });
    expect((await bid(login)).statusCode).toBe(201);
  });
});

describe('retention', () => {
  it("deletes a departed driver's papers and their pictures once the retention has passed, not before", async () => {
    ops = await sc.session('ops');
    const { d } = await activeDriverWithPapers(300);
    const suspended = await sc.call(ops, 'PUT', `/admin/api/drivers/${d.driver.id}`, {
      payload: { status: 'suspended' },
    });
    expect(suspended.json()).toMatchObject({ status: 'suspended', state: 'suspended' });
    const papersOf = async () =>
      app.database.db.select().from(driverDocuments).where(eq(driverDocuments.driverId, d.driver.id));
    const pictures = async () =>
      app.database.db.select({ id: driverDocumentPictures.id }).from(driverDocumentPictures);
    const picturesBefore = (await pictures()).length;
    clock.advance({ days: 364 });
    await paperRetentionRound(app.database.db, 365, clock.now());
    expect(await papersOf()).toHaveLength(8);
    clock.advance({ days: 2 });
    await paperRetentionRound(app.database.db, 365, clock.now());
    expect(await papersOf()).toEqual([]);
    expect((await pictures()).length).toBe(picturesBefore - 8);
  });
});
