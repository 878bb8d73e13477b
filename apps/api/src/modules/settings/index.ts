// The settings module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export { default as settingsPlugin } from './plugin';
export {
  type DriverPaperSettings,
  defaultDriverPaperSettings,
  driverPaperSettingsSchema,
  getAdvanceSettings,
  getDriverPaperSettings,
  getHighDemand,
  getPricingSettings,
  getReliabilityThresholds,
  getSupportSettings,
  SETTINGS_CHANGED_CHANNEL,
  saveAdvanceSettings,
  saveDriverPaperSettings,
  saveHighDemand,
  savePricingSettings,
  saveReliabilityThresholds,
  saveSupportSettings,
  seedAdvanceSettings,
  settingOrFirst,
} from './service';
