import type { DbOrTx } from '../../db/client';
import { deleteSubscriptionsOfSession, deleteSubscriptionsOfUser } from './repo';

// A phone passed to someone else must not go on showing the previous account's trips (pickup address,
// driver, times). A subscription belongs to the login it was made in: the logout that ends the login
// removes it, whatever the page could still send; staff closing an account removes them all.

/** A logout (the auth routes' onLogout, in the logout's transaction). */
export async function forgetDevicesOfLogin(tx: DbOrTx, login: { userId: number; sessionId: string }) {
  await deleteSubscriptionsOfSession(tx, login.userId, login.sessionId);
}

/** A passenger blocked or a driver suspended by staff, in the transaction that closes the account. */
export async function forgetDevicesOfAccount(tx: DbOrTx, userId: number) {
  await deleteSubscriptionsOfUser(tx, userId);
}
