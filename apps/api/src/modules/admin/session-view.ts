import { type StaffSessionView, staffSessionViewSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StaffAccountRow, StaffSessionRow } from './accounts-repo';
import { totpRequired } from './staff-session';

// The console's sign-in answers (/auth/login, /me, /totp/verify, /password), as packages/domain's
// contract describes them.

const staffView = (staff: StaffAccountRow) => ({
  id: staff.id,
  email: staff.email,
  role: staff.role,
  console_language: staff.consoleLanguage,
});

export const sessionSchema = z.object({ data: staffSessionViewSchema });

export const refusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The sign-in state of a session as the console reads it. */
export function sessionView(
  config: FastifyInstance['config'],
  staff: StaffAccountRow,
  session: Pick<StaffSessionRow, 'csrfToken' | 'totpVerifiedAt'>,
): { data: StaffSessionView } {
  const totp = !totpRequired(config, staff.role)
    ? ('not_required' as const)
    : session.totpVerifiedAt
      ? ('done' as const)
      : staff.totpEnabled
        ? ('verify' as const)
        : ('enrol' as const);
  return {
    data: {
      staff: staffView(staff),
      csrf_token: session.csrfToken,
      totp,
      password_change_required: staff.mustChangePassword,
    },
  };
}
