import { z } from 'zod';
import { leadKinds } from '../reference/lead-kinds';
import { isoTime } from './common';
import { gpLoyaltyTiers } from './leads';

// The staff console's API (/admin/api, DESIGN.md §12): what apps/api answers and apps/admin reads.
// Lists follow react-admin's simple REST shape: a bare array of records with a Content-Range header.

export const staffRoles = ['admin', 'editor', 'ops', 'support', 'finance'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The languages the console speaks (issue 46 §5); each staff member's choice is kept on their account. */
export const consoleLanguages = ['en', 'bn'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];

/** POST /auth/language → the staff member's console language, now kept on their account. */
export const consoleLanguageSchema = z.object({ language: z.enum(consoleLanguages) });

/** POST /auth/login, GET /auth/me, POST /auth/totp/verify, POST /auth/password, POST /auth/language → data. */
export const staffSessionViewSchema = z.object({
  staff: z.object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(staffRoles),
    /** The language the console shows this staff member, chosen in its app bar. */
    console_language: z.enum(consoleLanguages),
  }),
  csrf_token: z.string(),
  /** The next step before anything else: enrol an authenticator, enter its code, or none. */
  totp: z.enum(['enrol', 'verify', 'done', 'not_required']),
  /** Someone else chose this account's password: the console asks for a new one before anything else. */
  password_change_required: z.boolean(),
});
export type StaffSessionView = z.infer<typeof staffSessionViewSchema>;

/** POST /auth/password → the session as it now stands, with the change's message and code. */
export const staffPasswordChangedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: staffSessionViewSchema,
});
export type StaffPasswordChanged = z.infer<typeof staffPasswordChangedSchema>;

/** POST /auth/totp/enrol → data: a staff member's new authenticator secret, as a URI and its QR code. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string().describe('a data: URL of a PNG'),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** GET /dashboard → data: the last 30 days of trips (per Dhaka day) and leads (per Dhaka week). */
/**
 * One notification from the outbox as staff see it: who it went to on which channel,
 * how many tries, which gateway took it, and how it ended.
 */
export const consoleNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(['email', 'sms', 'push']),
  to: z.string().nullable().describe('the mobile or email address; null for push'),
  trip_id: z.number().int().nullable(),
  lead_id: z.number().int().nullable(),
  attempts: z.number().int(),
  provider: z.string().nullable(),
  outcome: z
    .enum(['pending', 'retrying', 'sent', 'delivered', 'undelivered', 'failed'])
    .describe('failed: given up; retrying: the last try failed and another is due'),
  last_error: z.string().nullable(),
  created_at: isoTime,
  sent_at: isoTime.nullable(),
});
export type ConsoleNotification = z.infer<typeof consoleNotificationSchema>;

/** A timed job of the API (its job runner's record, job_runs): a job that stopped working shows here. */
export const consoleJobSchema = z.object({
  name: z.string(),
  every_seconds: z
    .number()
    .nullable()
    .describe('its interval in the API process that answered; null when it runs in none'),
  runs: z.number().int(),
  failures: z.number().int(),
  last_started_at: isoTime.nullable(),
  last_success_at: isoTime.nullable(),
  last_error: z.string().nullable().describe("the last failed round's error; cleared by the next success"),
});
export type ConsoleJob = z.infer<typeof consoleJobSchema>;

export const staffDashboardSchema = z.object({
  since: isoTime,
  trips_per_day: z.array(
    z.object({
      day: z.iso.date(),
      trips: z.number().int(),
      confirmed: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
  trips: z.number().int(),
  requests_without_bid: z.number().int(),
  median_minutes_to_first_bid: z.number().nullable(),
  acceptance_rate: z.number().nullable().describe('0 to 1'),
  cancellations: z.number().int(),
  leads_per_week: z.array(
    z.object({
      week: z.iso.date().describe('the Monday it starts on'),
      kind: z.string(),
      leads: z.number().int(),
    }),
  ),
  /** Deliveries that went wrong in the last 24 hours, newest first (at most 50). */
  failed_deliveries: z.array(consoleNotificationSchema),
  /** Every timed job, by name: those this API process runs and any other that has a record. */
  jobs: z.array(consoleJobSchema),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** GET /leads (each record), GET and PUT /leads/:id. `fields` is the form as the API accepted it. */
export const consoleLeadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(leadKinds),
  status: z.enum(leadStatuses),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  lang: z.enum(['en', 'bn']),
  user_id: z.number().int().nullable(),
  fields: z.record(z.string(), z.unknown()),
  note: z.string().nullable(),
  assignee_id: z.number().int().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  /** What the lead's notifications did (GET /leads/:id only). */
  notifications: z.array(consoleNotificationSchema).optional(),
});
export type ConsoleLead = z.infer<typeof consoleLeadSchema>;

/** GET /passengers (each record). */
export const consolePassengerSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  is_active: z.boolean(),
  created_at: isoTime,
});
export type ConsolePassenger = z.infer<typeof consolePassengerSchema>;

/** GET /staff (each record), GET and PUT /staff/:id. */
export const staffAccountViewSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(staffRoles),
  is_active: z.boolean(),
  totp_enrolled: z.boolean(),
  /** Its password was chosen by someone else (an admin, admin:create) and its owner has yet to change it. */
  must_change_password: z.boolean(),
  /** Sessions not yet expired or revoked. */
  live_sessions: z.number().int(),
});
export type StaffAccountView = z.infer<typeof staffAccountViewSchema>;

/** POST /staff → the new account and its first password, the only time it leaves the API. */
export const staffAccountCreatedSchema = staffAccountViewSchema.extend({ password: z.string() });
export type StaffAccountCreated = z.infer<typeof staffAccountCreatedSchema>;

/** POST /gp-loyalty/import → data: how many numbers the list now has from the file. */
export const gpLoyaltyImportedSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({ rows: z.number().int() }),
});
export type GpLoyaltyImported = z.infer<typeof gpLoyaltyImportedSchema>;

/** GET /gp-loyalty (each record). */
export const gpLoyaltyMemberSchema = z.object({
  id: z.string().describe('the mobile'),
  mobile: z.string(),
  tier: z.enum(gpLoyaltyTiers),
  added_at: isoTime,
});
export type GpLoyaltyMember = z.infer<typeof gpLoyaltyMemberSchema>;

/** POST /images → data: the 960 px address (a cover's or banner's), and every width's by its pixels. */
export const uploadedImageSchema = z.object({ url: z.string(), widths: z.record(z.string(), z.string()) });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** What every content entry of the console carries besides its own fields. */
export const contentPublicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['draft', 'published']),
  published_at: isoTime.nullable(),
  /** The entry's page on the site; null for kinds that have none. */
  view_url: z.string().nullable(),
});
export type ContentPublication = z.infer<typeof contentPublicationSchema>;

/** An action's answer (revoke sessions, decide a cancellation…): its message in English, and its code. */
export const consoleNoticeSchema = z.object({ message: z.string(), code: z.string().optional() });
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;
