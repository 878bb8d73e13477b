import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { validationMessage as msg } from '../validation/messages';
import { mobileSchema } from '../validation/phone';

// DESIGN.md §15, as Uber and Pathao do: a trip is shared with at most five people.
export const MAX_TRUSTED_CONTACTS = 5;
export const TRUSTED_CONTACT_NAME_MAX = 60;

export const trustedContactSchema = z.object({
  name: requiredText('nameRequired', TRUSTED_CONTACT_NAME_MAX),
  mobile: mobileSchema,
  /** Optional per contact (issue 43 §3): sent a live link by SMS whenever a trip is booked. */
  auto_share: z
    .boolean({ error: msg('invalidInput') })
    .default(false)
    .describe('Texted a live link to every trip of the passenger once it is booked'),
});
export type TrustedContact = z.infer<typeof trustedContactSchema>;

/** A passenger's whole list, as /profile saves it: no more than five, each number once. */
export const trustedContactsSchema = z
  .array(trustedContactSchema)
  .max(MAX_TRUSTED_CONTACTS, { error: msg('trustedContactsTooMany') })
  .refine((contacts) => new Set(contacts.map((c) => c.mobile)).size === contacts.length, {
    error: msg('trustedContactDuplicate'),
  });

export function canAddTrustedContact(count: number): boolean {
  return count < MAX_TRUSTED_CONTACTS;
}
