// The settings module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export { default as settingsPlugin } from './plugin';
export {
  getHighDemand,
  getPricingSettings,
  SETTINGS_CHANGED_CHANNEL,
  saveHighDemand,
  savePricingSettings,
  settingOrFirst,
} from './service';
