import { defaultPricingSettings, type PricingSettings, pricingSettingsSchema } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import type { HighDemand } from '../cars/schemas';
import { getSetting } from './repo';

export const settingKeys = { highDemand: 'high_demand', fees: 'fees', pricing: 'pricing' } as const;

const noHighDemand: HighDemand = { status: 0, message_en: '', message_bn: '' };

export async function getHighDemand(db: DbOrTx): Promise<HighDemand> {
  return (await getSetting<HighDemand>(db, settingKeys.highDemand)) ?? noHighDemand;
}

/** The admin-editable pricing model; a stored value that no longer parses falls back to the seeded one. */
export async function getPricingSettings(db: DbOrTx): Promise<PricingSettings> {
  const parsed = pricingSettingsSchema.safeParse(await getSetting(db, settingKeys.pricing));
  return parsed.success ? (parsed.data as PricingSettings) : defaultPricingSettings;
}
