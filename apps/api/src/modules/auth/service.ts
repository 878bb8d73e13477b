// What other modules may use of auth's tables; they never import its repos (docs/decisions/0004).

export { deleteLapsedAuthRows } from './housekeeping';
export { consumeAllowance, consumeIpAllowance } from './ip-limit';
// The profile routes (modules/profile) answer with auth's refusal and user view.
export { refusalSchema } from './schemas';
export { toUserView } from './user-view';
export {
  findUserById,
  findUserByMobile,
  insertUser,
  isPictureOfAnyUser,
  listPassengers,
  replaceProfilePicture,
  setUserActive,
  updateProfile,
} from './users-repo';
