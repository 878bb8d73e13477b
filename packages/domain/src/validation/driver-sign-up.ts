import { z } from 'zod';
import { carTypeSchema, requiredText } from './fields';
import { googleNonceGiven, googleNonceMissing, loginRequestSchema, verifyOtpRequestObject } from './login';
import { validationMessage as msg } from './messages';

/**
 * What a new driver tells about themselves and their car when they sign up on /driver (issue 45 §1), as
 * staff enter it for one who came through the lead form: their account starts as an applicant, who
 * uploads papers before bidding (DESIGN.md §17).
 */
export const driverSignUpSchema = z.object({
  name: requiredText('fullNameRequired'),
  car_type: carTypeSchema,
  car_model: requiredText('invalidInput', 60),
  plate_number: requiredText('invalidInput', 40),
  district: requiredText('districtRequired', 60),
});
export type DriverSignUp = z.infer<typeof driverSignUpSchema>;

/** POST /driver/login: with `sign_up`, a code for a number that has no driver account yet. */
export const driverLoginRequestSchema = loginRequestSchema.extend({
  sign_up: z
    .literal(true, { error: msg('invalidInput') })
    .optional()
    .describe('A new driver signing up: the number must not have a driver account yet'),
});
export type DriverLoginRequest = z.infer<typeof driverLoginRequestSchema>;

/** POST /driver/verify: a driver's login code, and with a new driver's first code, their sign-up. */
export const driverVerifyOtpRequestSchema = verifyOtpRequestObject
  .extend({
    sign_up: driverSignUpSchema
      .optional()
      .describe('A new driver: the account opened with this code, as an applicant who uploads papers'),
  })
  .refine(googleNonceGiven, googleNonceMissing);
export type DriverVerifyOtpRequest = z.infer<typeof driverVerifyOtpRequestSchema>;
