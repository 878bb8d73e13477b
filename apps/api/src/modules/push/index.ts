// The push module's door (docs/decisions/0004): the pushes of each trip event, for the booking module
// to write in its own transactions from the facts it gives (trip-facts.ts), a push about the account
// for the profile module, and the devices a logout or a closed account stops telling.
export { pushAccountNotice, tellAccountBySmsAndPush } from './account-pushes';
export { forgetDevicesOfAccount, forgetDevicesOfLogin } from './forget-devices';
export { default as pushPlugin } from './plugin';
export { type PushMessage, pushMessages } from './push-messages';
// Staff's console devices that turn incident alerts on (the admin module's routes).
export {
  deleteStaffSubscription,
  forgetStaffDevices,
  isStaffSubscribed,
  pushStaffIncident,
  saveStaffSubscription,
} from './staff-push';
export type { BidsSoFar, TripPushFacts } from './trip-facts';
export { BID_DIGEST_MS, type PushTrip, tripPushes } from './trip-pushes';
