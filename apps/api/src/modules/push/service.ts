// The push module's door (docs/decisions/0004): the pushes of each trip event, for the booking module
// to write in its own transactions, a push about the account for the profile module, and the devices a
// logout or a closed account stops telling.
export { pushAccountNotice } from './account-pushes';
export { forgetDevicesOfAccount, forgetDevicesOfLogin } from './forget-devices';
export type { PushMessage } from './push-messages';
export {
  BID_DIGEST_MS,
  type PushTrip,
  pushBidPlaced,
  pushBooked,
  pushCancelDecided,
  pushCheckedInOrOut,
  pushDriverArrived,
  pushNewTrip,
  pushTripCancelled,
  pushTripsExpired,
} from './trip-pushes';
