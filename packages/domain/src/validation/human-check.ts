import { z } from 'zod';
import { validationMessage as msg } from './messages';

/**
 * What the web sends as `recaptcha_token` when no human check is configured (SPEC.md §9's fixed
 * placeholder). The demo's API accepts it; an API with a real check refuses it without asking the
 * provider, whose test keys would pass anything.
 */
export const HUMAN_CHECK_PLACEHOLDER = 'web-placeholder-token';

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
