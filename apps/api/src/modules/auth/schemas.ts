import { z } from 'zod';
import { userRoles } from '../../db/schema/index';

// Request bodies come from packages/domain (loginRequestSchema, verifyOtpRequestSchema,
// refreshTokenRequestSchema): the web validates its forms with the same schemas.

export const userSchema = z.object({
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

export const sessionSchema = z.object({
  access_token: z.string(),
  accessTokenExpiresIn: z.string().describe('ISO 8601'),
  refresh_token: z.string(),
  refreshTokenExpiresIn: z.string().describe('ISO 8601'),
  user: userSchema,
});

export const refusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  data: z
    .object({ retry_after: z.number().int().describe('seconds until a new code may be sent') })
    .optional(),
});

export const otpSentSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: z.object({
    mobile: z.string(),
    resend_after: z.number().int().describe('seconds'),
    expires_in: z.number().int().describe('seconds'),
  }),
});

export const loggedInSchema = z.object({ message: z.string(), code: z.string(), data: sessionSchema });
export const refreshedSchema = z.object({ data: sessionSchema });
export const messageSchema = z.object({ message: z.string(), code: z.string().optional() });
export const profileSchema = z.object({ data: userSchema });
