// The settings module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export { default as settingsPlugin } from './plugin';
export {
  getAdvanceSettings,
  getHighDemand,
  getPricingSettings,
  getReliabilityThresholds,
  getSupportSettings,
  SETTINGS_CHANGED_CHANNEL,
  saveAdvanceSettings,
  saveHighDemand,
  savePricingSettings,
  saveReliabilityThresholds,
  saveSupportSettings,
  seedAdvanceSettings,
  settingOrFirst,
} from './service';
