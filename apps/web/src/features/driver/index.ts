// The driver app's public face: its shell and its pages, for the routes under /driver; and the login, the
// text-message choices and the session store, which the human check's and the choices' tests compose.

export { DriverSmsPreferences } from './account/driver-sms-preferences';
export {
  DriverAccountPage,
  DriverPapersPage,
  DriverSubscriptionPage,
  DriverTicketsPage,
  DriverTripPage,
  DriverTripsPage,
  OpenTripsPage,
} from './gated-pages';
export { DriverLogin } from './session/driver-login';
export { driverSession } from './session/driver-session';
export { DriverSessionMark } from './session/driver-session-mark';
export { DriverShell } from './shell/driver-shell';
