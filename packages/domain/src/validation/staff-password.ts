import { z } from 'zod';
import { validationMessage as msg } from './messages';

// The rules a staff member's own password meets (POST /admin/api/auth/password): the API holds every
// change to them, and the console checks them first so a person reads them before sending.

export const MIN_STAFF_PASSWORD = 12;

/** POST /admin/api/auth/password's body. */
export const staffPasswordChangeSchema = z.object({
  current_password: z.string().min(1).max(200),
  new_password: z
    .string()
    .min(MIN_STAFF_PASSWORD, { error: msg('staffPasswordShort') })
    .max(200),
});
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

/**
 * What the body's schema cannot know: the new password must not be or contain the account's email
 * (stored lower-cased), nor be the current one. The message, or null when it may be used.
 */
export function staffNewPasswordProblem(next: string, account: { email: string; current: string }) {
  if (account.email && next.toLowerCase().includes(account.email.toLowerCase())) {
    return msg('staffPasswordHasEmail');
  }
  if (next === account.current) return msg('staffPasswordUnchanged');
  return null;
}
