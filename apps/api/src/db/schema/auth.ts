import { type UserRole, userRoles } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

// The roles are the API contract's (packages/domain); the table's check follows them.
export { type UserRole, userRoles };

// One row per account. A person may hold a passenger and a driver account on the same number,
// hence unique (mobile, role) rather than unique mobile.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    role: text('role', { enum: userRoles }).notNull(),
    fullName: text('full_name'),
    email: text('email'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    profilePicture: text('profile_picture'),
    isActive: boolean('is_active').notNull().default(true),
    /** The language the person last used the site in (the web's Accept-Language): their SMS speak it. */
    lang: text('lang', { enum: ['en', 'bn'] }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('users_mobile_role_unique').on(t.mobile, t.role),
    check('users_role_check', sql`${t.role} in ('passenger', 'driver')`),
    check('users_lang_check', sql`${t.lang} in ('en', 'bn')`),
  ],
);

// One row per code sent. Rows are kept for the day so the daily limit can count them (DESIGN.md §7);
// the code itself is stored only as an HMAC.
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    role: text('role', { enum: userRoles }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('otp_challenges_mobile_created_idx').on(t.mobile, t.createdAt)],
);

// Refresh tokens are stored as SHA-256 hashes. A login starts a family; each refresh rotates the
// token within it, and reuse of a spent token revokes the family.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    /** The pair issued on rotation, AES-256-GCM encrypted under a key derived from this row's token. */
    successorBox: text('successor_box'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

// Per-IP request counters in fixed one-hour windows, shared by every API process.
export const authRateCounters = pgTable(
  'auth_rate_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('auth_rate_counters_window_idx').on(t.windowStart),
  ],
);

// The console SMS adapter's outbox (development and demo): what would have been sent.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_recipient_idx').on(t.recipient, t.id)],
);

// Access tokens ended by a logout before their expiry, by token id; deleted once they would have
// expired anyway. Every API process keeps the live ones in memory (NOTIFY access_token_revoked).
export const revokedAccessTokens = pgTable(
  'revoked_access_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('revoked_access_tokens_expires_idx').on(t.expiresAt)],
);

// Logins (refresh-token families, the access tokens' `sid`) ended before their access tokens expire: a
// refresh token replayed after its rotation, or a logout. Every access token the login minted is refused
// until `expires_at`, the latest any of them can live; kept in every API process's memory as above.
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

// Google sign-in (DESIGN.md §14): a Google account (its stable `sub`) linked to one passenger, after the
// passenger proved the mobile by code once. One Google account per passenger and one passenger per
// Google account; linking again moves or replaces the link.
export const googleAccounts = pgTable('google_accounts', {
  sub: text('sub').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('google_accounts_user_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Only an address Google says is verified; shown on the profile so the passenger knows which account. */
  email: text('email'),
  linkedAt: at('linked_at').notNull().defaultNow(),
});

// Google ID tokens already used to sign in or link (DESIGN.md §14), by the `nonce` each carries (the
// SHA-256 of a secret only the asking page held): a second use of the token is refused on every process.
// Kept until the token would be refused anyway (its expiry).
export const googleNoncesUsed = pgTable(
  'google_nonces_used',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('google_nonces_used_expires_idx').on(t.expiresAt)],
);
