// What other modules may use of auth's tables; they never import its repos (docs/decisions/0004).

export { deleteLapsedAuthRows } from './housekeeping';
export { consumeAllowance, consumeIpAllowance } from './ip-limit';
export {
  findUserById,
  findUserByMobile,
  insertUser,
  isPictureOfAnyUser,
  listPassengers,
  setUserActive,
} from './users-repo';
