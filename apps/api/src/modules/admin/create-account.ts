import type { Db } from '../../db/client';
import type { StaffRole } from '../../db/schema/index';
import { findStaffByEmail, insertStaff, revokeSessionsOf, updateStaff } from './accounts-repo';
import { writeAudit } from './audit';
import { hashPassword, newPassword } from './credentials';

export const DEMO_ADMIN_EMAIL = 'admin@pothik.local';
/** Demo mode's editor and ops logins, beside the admin's. */
export const demoStaffEmail = (role: 'editor' | 'ops' | 'support' | 'finance') => `${role}@pothik.local`;

/**
 * Creates a staff account, or gives an existing one a new password and this role (its sessions end).
 * Returns the password, generated when none is given, so the caller can show it once. A generated
 * password was chosen for the person, not by them: they must change it at their first login, unless
 * the caller says otherwise (the demo's logins). `resetTotp` also forgets the account's authenticator
 * (a lost phone, a changed STAFF_TOTP_KEY): it enrols again at its next login.
 */
export async function createStaffAccount(
  db: Db,
  {
    email,
    role,
    password,
    mustChangePassword = password === undefined,
    resetTotp = false,
    now,
  }: {
    email: string;
    role: StaffRole;
    password?: string;
    mustChangePassword?: boolean;
    resetTotp?: boolean;
    now: Date;
  },
) {
  password ??= newPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await findStaffByEmail(tx, email);
    const account = existing
      ? await updateStaff(
          tx,
          existing.id,
          {
            passwordHash,
            role,
            isActive: true,
            mustChangePassword,
            ...(resetTotp ? { totpSecret: null, totpEnabled: false, totpLastStep: null } : {}),
          },
          now,
        )
      : await insertStaff(tx, { email, passwordHash, role, now, mustChangePassword });
    if (existing) await revokeSessionsOf(tx, existing.id, now);
    await writeAudit(tx, {
      staffId: null,
      action: existing ? 'staff.reset' : 'staff.create',
      entity: 'staff',
      entityId: account!.id,
      before: existing ? { role: existing.role } : null,
      after: { email: account!.email, role, must_change_password: mustChangePassword },
      at: now,
    });
    return { account: account!, password };
  });
}
