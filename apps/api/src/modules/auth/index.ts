// The auth module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import;
// they never import its repos.
export {
  activeAccountOf,
  findAccount,
  isProfilePicture,
  listPassengersForConsole,
  openAccount,
  saveProfile,
  saveProfilePicture,
  setAccountActive,
  setPassengerActive,
} from './accounts';
export { type AuthUser, currentUser } from './authenticate';
// Google sign-in's link, shown and removed on the profile (modules/profile), and told of by it.
export { googleLinkOf, unlinkGoogle } from './google-link';
export type { GoogleLinkEvent, GoogleLinkNotice, LinkNoticeRecipient } from './google-link-notice';
export { deleteLapsedAuthRows } from './housekeeping';
export { type Allowance, consumeAllowance, consumeIpAllowance } from './ip-limit';
export { default as authPlugin } from './plugin';
// CORS (app.ts) lets the web send its refresh cookie to the routes that read or set it.
export { allowsCredentials, REFRESH_COOKIE } from './refresh-cookie';
export { postgresRateLimitStore } from './route-rate-limit-store';
// The profile routes (modules/profile) answer with auth's refusal and user view.
export { refusalSchema } from './schemas';
export { toUserView } from './user-view';
