import { z } from 'zod';
// The placeholder the web sends without a configured check is in login-checks.ts: the login dialog
// needs it, and this module's schemas would bring zod to every page that opens the dialog.
import { validationMessage as msg } from './messages';

/** The human check's token (SPEC.md names the field `recaptcha_token`); Turnstile's are ≤ 2048 characters. */
export const humanCheckTokenSchema = z
  .string({ error: msg('tokenRequired') })
  .min(1, { error: msg('tokenRequired') })
  .max(4096);

/**
 * The lead forms carry the token too. It is optional in the schema: the demo's forms need none, and an
 * API with a real check refuses a form without one (apps/api/src/modules/leads/routes.ts).
 */
export const humanCheckField = { recaptcha_token: humanCheckTokenSchema.optional() };
