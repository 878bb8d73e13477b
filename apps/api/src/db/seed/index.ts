import { inArray } from 'drizzle-orm';
import { getAdvanceSettings, seedAdvanceSettings } from '../../modules/settings';
import type { Db } from '../client';
import { promos } from '../schema/index';
import { seedContent } from './content/index';
import { seedDemoDrivers } from './demo-drivers';
import { demoGpLoyaltyMembers, seedDemoGpLoyalty } from './demo-gp-loyalty';
import { seedDemoPapers } from './demo-papers';
import { demoPromos, seedDemoPromos } from './demo-promos';
import { markDemoRows } from './demo-rows';
import { seedDemoSubscriptions } from './demo-subscriptions';
import { seedEmptyPages, seedReferenceData } from './reference-data';
import { seedOnce } from './seed-once';

/**
 * Reference data (car types, cancellation reasons, the pricing model; districts and places are code) in
 * every environment, added to at each start as releases bring new rows, and the three fixed pages,
 * empty until staff write them. `demo` (outside production only): also the demo's content, drivers,
 * promos, advance settings, the subscription plan and GP loyalty list, each set once per database (what staff delete stays deleted), its rows
 * marked (demo-rows.ts).
 */
export async function seed(db: Db, { demo = false }: { demo?: boolean } = {}) {
  await seedReferenceData(db);
  if (demo) await seedDemo(db);
  // After the demo's: its written pages come first where it runs.
  await seedEmptyPages(db);
}

async function seedDemo(db: Db) {
  await seedOnce(db, 'demo:content', async (tx) => markDemoRows(tx, await seedContent(tx)));
  // Demo drivers carry drivers.is_demo, which the demo fleet reads too.
  await seedOnce(db, 'demo:drivers', async (tx) => {
    await seedDemoDrivers(tx);
  });
  // Their papers (DESIGN.md §17), approved, with expiries spread so reminders and a pause show at once.
  await seedOnce(db, 'demo:papers', async (tx) => {
    await seedDemoPapers(tx, new Date());
  });
  await seedOnce(db, 'demo:promos', async (tx) => {
    await seedDemoPromos(tx);
    const codes = demoPromos.map((p) => p.code);
    const rows = await tx.select({ id: promos.id }).from(promos).where(inArray(promos.code, codes));
    await markDemoRows(tx, { promos: rows.map((r) => r.id) });
  });
  // A 10 % advance on round trips and a prepaid ৳500 on airport pickups, paid on the demo's own gateway
  // page, so a newcomer sees the pay step; staff change it in the console (Advance payments).
  await seedOnce(db, 'demo:advance-settings', async (tx) => {
    const settings = await getAdvanceSettings(tx);
    const rules = {
      ...settings.rules,
      round_way: { kind: 'percent', percent: 10 },
      from_airport: { kind: 'fixed', amount: 500 },
    } as const;
    await seedAdvanceSettings(tx, { ...settings, rules }, new Date());
  });
  // The Smart Driver plan (issue 45 §5) and a few demo drivers' invoices: one month paid, this one due.
  await seedOnce(db, 'demo:subscriptions', async (tx) => {
    await seedDemoSubscriptions(tx, new Date());
  });
  await seedOnce(db, 'demo:gp-loyalty', async (tx) => {
    await seedDemoGpLoyalty(tx);
    await markDemoRows(tx, { gp_loyalty_members: demoGpLoyaltyMembers.map((m) => m.mobile) });
  });
}
