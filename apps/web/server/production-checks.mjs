// DESIGN.md §13: the web in production refuses to start on unsafe configuration, before Next.js loads,
// one line per problem naming the variable. The mode is the API's: production unless NODE_ENV names
// development or test (npm start, npm run dev and e2e do).

import { isLocalAddress } from '@pothik/server-kit/local-address';

const MIN_SECRET_LENGTH = 32;

/** The mode `env` names: production unless NODE_ENV is development or test. */
export function webMode(env) {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production';
}

/** What production cannot run with; empty when all is well. */
export function productionProblems(env) {
  const problems = [];
  for (const key of ['SITE_URL', 'PUBLIC_API_URL']) {
    const value = env[key];
    if (!value) problems.push(`${key} is unset: set the public https address`);
    else if (isLocalAddress(value)) problems.push(`${key} points at this machine: ${value}`);
  }
  const secret = env.SITE_REVALIDATE_SECRET;
  if (!secret) {
    problems.push(`SITE_REVALIDATE_SECRET is unset: set the API's, at least ${MIN_SECRET_LENGTH} characters`);
  } else if (secret.length < MIN_SECRET_LENGTH) {
    problems.push(`SITE_REVALIDATE_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  // The API in production checks Turnstile tokens (HUMAN_CHECK=turnstile); without the site key the
  // forms would send the placeholder, which it refuses: nobody could log in.
  if (!env.TURNSTILE_SITE_KEY?.trim()) {
    problems.push(
      'TURNSTILE_SITE_KEY is unset: set the Turnstile widget’s site key (the API refuses the placeholder token)',
    );
  }
  // The widget's script runs on every page with a login or a form, and the CSP admits its host:
  // production loads Cloudflare's own (the default of src/config/env.ts).
  const script = env.TURNSTILE_SCRIPT_URL?.trim();
  if (script && script !== turnstileScriptUrl) {
    problems.push(
      `TURNSTILE_SCRIPT_URL is overridden (${script}): production loads Cloudflare’s own widget script (unset it)`,
    );
  }
  return problems;
}

const turnstileScriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
