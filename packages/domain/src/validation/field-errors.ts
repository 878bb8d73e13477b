import type { z } from 'zod';
import type { Lang } from '../messages/catalogue';
import { translateValidationMessage } from './messages';

export type FieldErrors = Record<string, string[]>;

/**
 * DESIGN.md §4: a 422 carries `errors: { field: [text] }`. Nested fields use dotted paths
 * (`pickup.address`); problems with the whole body sit under `_`.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}

export function translateFieldErrors(errors: FieldErrors, lang: Lang): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((m) => translateValidationMessage(m, lang)),
    ]),
  );
}
