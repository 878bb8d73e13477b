// Web Push's and the text messages' public face: the passenger's panels, and the parts the driver app
// builds its own from (the panel, the opt-in, the text-message choices, the caller type its API calls meet).

export { PassengerPushPanel, PassengerTripPushOptIn } from './passenger-push-panel';
export { PassengerSmsPreferences } from './passenger-sms-preferences';
export type { PushCaller } from './push-caller';
export { PushOptIn } from './push-opt-in';
export { PushPanel } from './push-panel';
export { SmsPreferences } from './sms-preferences';
