import {
  type AdvanceSettings,
  advanceSettingsSchema,
  defaultAdvanceSettings,
  defaultPricingSettings,
  defaultReliabilityThresholds,
  defaultSubscriptionSettings,
  defaultSupportSettings,
  type HighDemand,
  type PricingSettings,
  pricingSettingsSchema,
  type ReliabilityThresholds,
  reliabilityThresholdsSchema,
  type SubscriptionSettings,
  type SupportSettings,
  subscriptionSettingsSchema,
  supportSettingsSchema,
} from '@pothik/domain';
import { z } from 'zod';
import { announceChange } from '../../db/changes/changes';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema/index';
import { getSetting, setSetting } from './repo';

const settingKeys = {
  highDemand: 'high_demand',
  fees: 'fees',
  pricing: 'pricing',
  payments: 'payments',
  support: 'support',
  reliability: 'reliability',
  driverPapers: 'driver_papers',
  subscription: 'subscription',
} as const;

const noHighDemand: HighDemand = { status: 0, message_en: '', message_bn: '' };

export async function getHighDemand(db: DbOrTx): Promise<HighDemand> {
  return (await getSetting<HighDemand>(db, settingKeys.highDemand)) ?? noHighDemand;
}

/** The admin-editable pricing model; a stored value that no longer parses falls back to the seeded one. */
export async function getPricingSettings(db: DbOrTx): Promise<PricingSettings> {
  const parsed = pricingSettingsSchema.safeParse(await getSetting(db, settingKeys.pricing));
  return parsed.success ? (parsed.data as PricingSettings) : defaultPricingSettings;
}

/** Staff's advance per trip type, payment window and refund share (issue 44); none until they set them. */
export async function getAdvanceSettings(db: DbOrTx): Promise<AdvanceSettings> {
  const parsed = advanceSettingsSchema.safeParse(await getSetting(db, settingKeys.payments));
  return parsed.success ? parsed.data : defaultAdvanceSettings;
}

/** The support inbox's timer targets and canned replies (issue 46); the defaults until staff set them. */
export async function getSupportSettings(db: DbOrTx): Promise<SupportSettings> {
  const parsed = supportSettingsSchema.safeParse(await getSetting(db, settingKeys.support));
  return parsed.success ? parsed.data : defaultSupportSettings;
}

/** When a driver is warned, and when bidding pauses for review (DESIGN.md §17); defaults until staff set them. */
export async function getReliabilityThresholds(db: DbOrTx): Promise<ReliabilityThresholds> {
  const parsed = reliabilityThresholdsSchema.safeParse(await getSetting(db, settingKeys.reliability));
  return parsed.success ? parsed.data : defaultReliabilityThresholds;
}

export const saveReliabilityThresholds = (db: DbOrTx, value: ReliabilityThresholds, now: Date) =>
  saveAndAnnounce(db, settingKeys.reliability, value, now);

/** Every API process hears of a settings change at commit (the car list and the estimate cache them). */
export const SETTINGS_CHANGED_CHANNEL = 'settings_changed';

/** In a transaction opened by `inTransaction` (db/changes/changes.ts): this process hears at commit. */
async function saveAndAnnounce(db: DbOrTx, key: string, value: unknown, now: Date) {
  await setSetting(db, key, value, now);
  await announceChange(db, SETTINGS_CHANGED_CHANNEL, key);
}

/** Staff set the pricing model (admins) and the high-demand notice (ops); the next estimate uses them. */
export const savePricingSettings = (db: DbOrTx, value: PricingSettings, now: Date) =>
  saveAndAnnounce(db, settingKeys.pricing, value, now);

export const saveAdvanceSettings = (db: DbOrTx, value: AdvanceSettings, now: Date) =>
  saveAndAnnounce(db, settingKeys.payments, value, now);

/** The demo's seed, before any API process serves: nothing has read the setting yet, so none is told. */
export const seedAdvanceSettings = (db: DbOrTx, value: AdvanceSettings, now: Date) =>
  setSetting(db, settingKeys.payments, value, now);
export const saveSupportSettings = (db: DbOrTx, value: SupportSettings, now: Date) =>
  saveAndAnnounce(db, settingKeys.support, value, now);

export const saveHighDemand = (db: DbOrTx, value: HighDemand, now: Date) =>
  saveAndAnnounce(db, settingKeys.highDemand, value, now);

/**
 * The value stored under `key`, storing `value` first if there is none: of two processes starting
 * together, the first writer's value is the one both return.
 */
export async function settingOrFirst<T>(db: DbOrTx, key: string, value: T, now: Date): Promise<T> {
  await db.insert(settings).values({ key, value, updatedAt: now }).onConflictDoNothing();
  return (await getSetting<T>(db, key)) as T;
}

/**
 * Drivers' papers (DESIGN.md §17): how many days after a driver leaves their papers are deleted, and
 * whether a new NID is checked against the national register through the NID adapter (off by default).
 */
export const driverPaperSettingsSchema = z.object({
  retention_days: z.number().int().min(30).max(3650),
  nid_check: z.boolean(),
});
export type DriverPaperSettings = z.infer<typeof driverPaperSettingsSchema>;
export const defaultDriverPaperSettings: DriverPaperSettings = { retention_days: 365, nid_check: false };

export async function getDriverPaperSettings(db: DbOrTx): Promise<DriverPaperSettings> {
  const parsed = driverPaperSettingsSchema.safeParse(await getSetting(db, settingKeys.driverPapers));
  return parsed.success ? parsed.data : defaultDriverPaperSettings;
}

export const saveDriverPaperSettings = (db: DbOrTx, value: DriverPaperSettings, now: Date) =>
  saveAndAnnounce(db, settingKeys.driverPapers, value, now);

/** The Smart Driver plan's monthly price and grace days (issue 45 §5); nothing charged until staff set a price. */
export async function getSubscriptionSettings(db: DbOrTx): Promise<SubscriptionSettings> {
  const parsed = subscriptionSettingsSchema.safeParse(await getSetting(db, settingKeys.subscription));
  return parsed.success ? parsed.data : defaultSubscriptionSettings;
}

export const saveSubscriptionSettings = (db: DbOrTx, value: SubscriptionSettings, now: Date) =>
  saveAndAnnounce(db, settingKeys.subscription, value, now);

/** The demo's seed, before any API process serves (as seedAdvanceSettings). */
export const seedSubscriptionSettings = (db: DbOrTx, value: SubscriptionSettings, now: Date) =>
  setSetting(db, settingKeys.subscription, value, now);
