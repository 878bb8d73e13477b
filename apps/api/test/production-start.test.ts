import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { migrateDatabase } from '../src/db/migrate';
import { pendingMigrations, readMigrations } from '../src/db/pending-migrations';
import { blogs, drivers, leads, staffAccounts, trips, users } from '../src/db/schema/index';
import { blogs as seedBlogs } from '../src/db/seed/content/blogs';
import { countDemoRows, purgeDemoRows } from '../src/db/seed/demo-purge';
import { seedDemoStaff } from '../src/db/seed/demo-staff';
import { migrationsFolder } from '../src/lib/paths';
import { createStaffAccount } from '../src/modules/admin/create-account';
import { insertUser } from '../src/modules/auth/users-repo';
import { saveContent } from '../src/modules/content/save-content';
import { insertLead } from '../src/modules/leads/repo';
import { buildTestApp } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import { buildProductionApp } from './helpers/production';
import { createTrip } from './helpers/trips';

// Production checks its database at start, before it writes
// anything, and refuses pending migrations and demo rows, one line each naming the command that fixes it.

const refusalOf = async (start: Promise<unknown>) => {
  const err = await start.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConfigError);
  return (err as ConfigError).problems;
};

describe('production start', () => {
  // Each test opens databases and apps of its own: more than the 30 s default on a busy machine.
  it('refuses while migrations are pending, and starts once npm run migrate applied them', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const tags = readMigrations().map((m) => m.tag);
      // Every migration file of the release, in order (drizzle's journal lists them).
      const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
      expect(tags).toEqual(files.map((f) => f.replace(/\.sql$/, '')).sort());
      expect(await refusalOf(buildProductionApp({ database }))).toEqual([
        `the database has migrations pending (${tags.join(', ')}): run npm run migrate first`,
      ]);
      // Nothing was written: not even the reference data.
      expect(await pendingMigrations(database.db)).toHaveLength(tags.length);

      expect(await migrateDatabase(database)).toEqual(tags);
      expect(await pendingMigrations(database.db)).toEqual([]);
      expect(await migrateDatabase(database)).toEqual([]);
      const app = await buildProductionApp({ database });
      expect((await app.inject('/api/v3/cars')).json().data.cars).toHaveLength(6);
      await app.close();
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a database holding demo rows, naming npm run demo:purge, which removes only those', async () => {
    const database = await createTestDatabase();
    try {
      const demo = await buildTestApp({ DEMO: '1', DEMO_FLEET_INTERVAL_MS: '0' }, { database });
      await demo.ready(); // the demo fleet's trip history
      const now = new Date();
      await seedDemoStaff(database.db, { password: undefined, now });
      // What someone using the demo added: it is no demo row and stays.
      const staff = await createStaffAccount(database.db, { email: 'ops@pothik.test', role: 'ops', now });
      const passenger = await insertUser(database.db, { mobile: '01711112222', role: 'passenger' });
      const trip = await createTrip(database.db, { passengerId: passenger.id, now });
      const [demoOps] = await database.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, 'ops@pothik.local'));
      const lead = await insertLead(database.db, {
        kind: 'business',
        name: 'Karim',
        mobile: '01711113333',
        lang: 'en',
        fields: {},
        assigneeId: demoOps!.id,
      });
      const post = await saveContent(database.db, 'blog', {
        slug: 'our-own-post',
        titleEn: 'Our own post',
        titleBn: 'আমাদের লেখা',
        excerptEn: 'Ours.',
        excerptBn: 'আমাদের।',
        bodyEn: '<p>Ours.</p>',
        bodyBn: '<p>আমাদের।</p>',
        status: 'draft',
      } as never);
      await demo.close();

      const counts = await countDemoRows(database.db);
      expect(counts).toMatchObject({ drivers: 24, users: 3, staff_accounts: 5, gp_loyalty_members: 3 });
      // Every seeded post is the demo's; the post staff wrote is not.
      expect(counts.blogs).toBe(seedBlogs.length);
      expect(counts.content_pages).toBe(3);
      expect(await refusalOf(buildProductionApp({ database }))).toEqual([
        expect.stringMatching(
          /^the database holds demo rows \(24 drivers, .*5 staff_accounts\): remove them with npm run demo:purge \(one transaction\)$/,
        ),
      ]);

      expect(await purgeDemoRows(database.db)).toEqual(counts);
      expect(await countDemoRows(database.db)).toEqual({});
      expect(await database.db.$count(drivers)).toBe(0);
      expect((await database.db.select({ id: users.id }).from(users)).map((u) => u.id)).toEqual([
        passenger.id,
      ]);
      expect((await database.db.select({ id: trips.id }).from(trips)).map((t) => t.id)).toEqual([trip.id]);
      expect((await database.db.select({ id: blogs.id }).from(blogs)).map((b) => b.id)).toEqual([
        (post as { id: number }).id,
      ]);
      expect((await database.db.select().from(staffAccounts)).map((s) => s.email)).toEqual([
        staff.account.email,
      ]);
      const [kept] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(kept?.assigneeId).toBeNull();

      const production = await buildProductionApp({ database });
      // The demo's pages went; the three fixed pages are back, empty until staff write them.
      expect((await production.inject('/web/get/pages/about')).statusCode).toBe(404);
      await production.close();
    } finally {
      await database.close();
    }
  }, 60_000);
});
