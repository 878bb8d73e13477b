import { z } from 'zod';
import { type ClockOptions, optionalEmailSchema, requiredText, systemClock } from './fields';
import { validationMessage as msg } from './messages';

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

/** POST /user/profile-update. */
export function makeProfileUpdateSchema({ now = systemClock }: ClockOptions = {}) {
  return z.object({
    full_name: requiredText('fullNameRequired'),
    email: optionalEmailSchema,
    gender: z.enum(genders, { error: msg('genderInvalid') }).optional(),
    date_of_birth: z.iso
      .date({ error: msg('dateOfBirthInvalid'), abort: true })
      .max(10, { error: msg('dateOfBirthInvalid'), abort: true })
      .refine((value) => Date.parse(value) < now().getTime() && value >= '1900-01-01', {
        error: msg('dateOfBirthInvalid'),
      })
      .optional(),
  });
}
export const profileUpdateSchema = makeProfileUpdateSchema();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
