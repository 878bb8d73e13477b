import { z } from 'zod';

// The passenger's account: the login answers (SPEC.md §3, §7) and GET /user/profile.

export const userRoles = ['passenger', 'driver'] as const;
export type UserRole = (typeof userRoles)[number];

/** The user as the web stores it whole (SPEC.md §3: "user, stored whole; has full_name"). */
export const userViewSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  profile_picture: z.string().nullable(),
  role: z.enum(userRoles),
  created_at: z.string(),
});
export type UserView = z.infer<typeof userViewSchema>;

/**
 * POST /user/verify and /user/refresh-token → data. A browser's answer (`channel` web, or a refresh by the
 * cookie) has no `refresh_token`: the API set it as an httpOnly cookie instead.
 */
export const sessionViewSchema = z.object({
  access_token: z.string(),
  accessTokenExpiresIn: z.string().describe('ISO 8601'),
  refresh_token: z
    .string()
    .optional()
    .describe("Absent for a browser: it is then the httpOnly cookie on the refresh route's path"),
  refreshTokenExpiresIn: z.string().describe('ISO 8601'),
  user: userViewSchema,
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/**
 * POST /user/google → data when the Google account is linked to no passenger yet: the web asks for the
 * mobile and its code once, and sends the same credential with the code (POST /user/verify).
 */
export const googleLinkRequiredSchema = z.object({
  link_required: z.literal(true),
  /** The Google account's address when Google says it is verified, to show whose account it is. */
  email: z.string().nullable(),
});
export type GoogleLinkRequired = z.infer<typeof googleLinkRequiredSchema>;

/** POST /user/google → data: the session (a linked account), or the request to link. */
export const googleSignInAnswerSchema = z.union([sessionViewSchema, googleLinkRequiredSchema]);

/** GET /user/profile/google → data: the Google account linked to this passenger, if any. */
export const googleLinkViewSchema = z.object({
  linked: z.boolean(),
  email: z.string().nullable(),
  linked_at: z.string().nullable().describe('ISO 8601'),
});
export type GoogleLinkView = z.infer<typeof googleLinkViewSchema>;

/** POST /user/login → data: the code is on its way. */
export const otpSentSchema = z.object({
  mobile: z.string(),
  resend_after: z.number().int().describe('seconds'),
  expires_in: z.number().int().describe('seconds'),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** POST /user/login's 400 otpResendTooSoon → data. */
export const resendRefusalSchema = z.object({
  retry_after: z.number().int().describe('seconds until a new code may be sent'),
});
export type ResendRefusal = z.infer<typeof resendRefusalSchema>;
