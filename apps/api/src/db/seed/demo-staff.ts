import { createStaffAccount, DEMO_ADMIN_EMAIL, demoStaffEmail } from '../../modules/admin';
import type { Db } from '../client';
import { markDemoRows } from './demo-rows';

/**
 * Demo mode's console logins, one per role, sharing one password: `password`, or a new one each start.
 * Returns the password to print, which is meant to be used as it is (no change asked at login).
 */
export async function seedDemoStaff(db: Db, { password, now }: { password: string | undefined; now: Date }) {
  const admin = await createStaffAccount(db, {
    email: DEMO_ADMIN_EMAIL,
    role: 'admin',
    password,
    mustChangePassword: false,
    now,
  });
  const others = [];
  for (const role of ['editor', 'ops', 'support', 'finance'] as const) {
    others.push(
      await createStaffAccount(db, {
        email: demoStaffEmail(role),
        role,
        password: admin.password,
        mustChangePassword: false,
        now,
      }),
    );
  }
  await markDemoRows(db, { staff_accounts: [admin, ...others].map((a) => a.account.id) });
  return admin.password;
}
