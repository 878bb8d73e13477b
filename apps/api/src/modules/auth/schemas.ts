import { otpSentSchema as otpSentDataSchema, resendRefusalSchema, sessionViewSchema } from '@pothik/domain';
import { z } from 'zod';

// Request bodies come from packages/domain (loginRequestSchema, verifyOtpRequestSchema,
// refreshTokenRequestSchema): the web validates its forms with the same schemas. So do the responses'
// shapes, wrapped here in DESIGN.md §4's envelope.

export const refusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  data: resendRefusalSchema.optional(),
  /** A 422's messages by field. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const otpSentSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: otpSentDataSchema,
});

export const loggedInSchema = z.object({ message: z.string(), code: z.string(), data: sessionViewSchema });
export const refreshedSchema = z.object({ data: sessionViewSchema });
export const messageSchema = z.object({ message: z.string(), code: z.string().optional() });
