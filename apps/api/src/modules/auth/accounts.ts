import type { Db, DbOrTx } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import {
  findUserById,
  findUserByMobile,
  insertUser,
  isPictureOfAnyUser,
  listPassengers,
  type NewUser,
  type ProfileChange,
  replaceProfilePicture,
  setUserActive,
  type UserRow,
  updateProfile,
} from './users-repo';

// What other modules may do with accounts (the users table): open one (a driver's, from the console or
// the dev tools), read one, open or close one (closing ends its sessions), edit the signed-in person's
// profile, and the console's passenger list.

/** The account, whatever its standing; undefined when there is none. */
export function findAccount(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

/**
 * The signed-in person's account: a deleted or disabled account's token is still signed, but its session
 * is over all the same (401).
 */
export async function activeAccountOf(db: DbOrTx, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user?.isActive) throw unauthorized();
  return user;
}

/** A new account, in the caller's transaction; undefined when the mobile has one of that role already. */
export async function openAccount(tx: DbOrTx, values: NewUser): Promise<UserRow | undefined> {
  if (await findUserByMobile(tx, values.mobile, values.role)) return undefined;
  return insertUser(tx, values);
}

/**
 * Opens or closes an account: a closed one cannot log in, its logins end with it, and every API process
 * refuses its live access tokens once the change commits. In a transaction opened by `inTransaction`.
 */
export function setAccountActive(tx: DbOrTx, id: number, active: boolean, now: Date) {
  return setUserActive(tx, id, active, now);
}

/**
 * Blocks or unblocks a passenger's account (`before` and `after` it); undefined when `id` is no
 * passenger's.
 */
export async function setPassengerActive(tx: DbOrTx, id: number, active: boolean, now: Date) {
  const before = await findUserById(tx, id);
  if (before?.role !== 'passenger') return undefined;
  const after = (await setUserActive(tx, id, active, now))!;
  return { before, after };
}

/** Passengers newest first, for the staff console; `q` matches part of the mobile or the name. */
export function listPassengersForConsole(db: DbOrTx, page: { q?: string; offset: number; limit: number }) {
  return listPassengers(db, page);
}

/** Changes an active account's profile; undefined when the account is gone or disabled. */
export function saveProfile(db: DbOrTx, id: number, change: ProfileChange, now: Date) {
  return updateProfile(db, id, change, now);
}

/**
 * Sets an active account's picture and answers the picture it replaced, which the caller removes from
 * storage once this has committed; undefined when the account is gone or disabled.
 */
export function saveProfilePicture(db: Db, id: number, picture: string, now: Date) {
  return replaceProfilePicture(db, id, picture, now);
}

/** Whether any account's picture is one of a stored picture's files (`stem`: `avatars/ab12…-`). */
export function isProfilePicture(db: DbOrTx, stem: string): Promise<boolean> {
  return isPictureOfAnyUser(db, stem);
}
