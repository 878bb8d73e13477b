import type { RecaptchaVerifier } from './types';

/** SPEC.md §9: the web sends a fixed placeholder token; without RECAPTCHA_SECRET any non-empty one passes. */
export const placeholderRecaptcha: RecaptchaVerifier = {
  mode: 'placeholder',
  async verify(token) {
    return token.length > 0;
  },
};
