import type { HumanCheck } from './types';

/**
 * The demo's check (SPEC.md §9): the web sends a fixed placeholder token and everything passes. The
 * login's schema still requires a non-empty token; the lead forms need none, as before the check.
 */
export const placeholderHumanCheck: HumanCheck = {
  provider: 'placeholder',
  async verify() {
    return { passed: true };
  },
};
