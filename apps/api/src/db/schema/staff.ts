import { type StaffRole, staffRoles } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The people who run Pothik from the staff console (DESIGN.md §12): accounts, their sessions, and the
// audit log every console write leaves behind.

const at = (name: string) => timestamp(name, { withTimezone: true });

// The roles are the console contract's (packages/domain).
export { type StaffRole, staffRoles };

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercased: the login compares it that way. */
    email: text('email').notNull().unique(),
    /** argon2id, with its parameters in the encoded string. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    /**
     * The TOTP secret, sealed with STAFF_TOTP_KEY (AES-256-GCM, totp-secrets.ts); set at enrolment,
     * trusted once a first code proves the app has it.
     */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The 30-second step of the last code accepted: a code is good once, a replay is refused. */
    totpLastStep: integer('totp_last_step'),
    /** Someone else chose the password (an admin, `admin:create` without --password): change it first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The language the console shows this staff member (issue 46 §5), chosen in its app bar. */
    consoleLanguage: text('console_language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('staff_accounts_role_check', sql`${t.role} in ('admin', 'editor', 'ops', 'support', 'finance')`),
    check('staff_accounts_console_language_check', sql`${t.consoleLanguage} in ('en', 'bn')`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** SHA-256 of the cookie's token: a leaked table opens no session. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Sent back in `X-CSRF-Token` on every write; the SameSite=Strict cookie alone is not trusted. */
    csrfToken: text('csrf_token').notNull(),
    /** When this session passed the TOTP step (admins may do nothing before it). */
    totpVerifiedAt: at('totp_verified_at'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Failed sign-in attempts per bucket (`login:<email>`, `password:<staff id>`): past the free ones,
 * each failure makes the bucket wait longer before its next attempt is checked (admin/login-backoff.ts).
 * A row per bucket, shared by every API process; a success deletes it.
 */
export const staffAuthBackoff = pgTable('staff_auth_backoff', {
  bucket: text('bucket').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: at('last_failure_at').notNull(),
  /** Attempts before it are refused unchecked (429); null while the failures are still free. */
  nextAllowedAt: at('next_allowed_at'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** What was done, e.g. `trip.cancel_request.approve`, `staff.login`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: at('at').notNull(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
