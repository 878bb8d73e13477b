import { type Check, exactly, measured, report, samples, shown } from '../lib/verdict';

export const authTargets = {
  /** Guesses at one passenger's code: fewer say little about the limits. */
  guesses: 1000,
};

export type AuthFigures = {
  /** Guesses that got an answer. */
  answered: number;
  succeeded: number;
  codesIssued: number;
  p50: number;
  p99: number;
};

/** Enough guesses answered, none of them right, and the verify latency measured. */
export function authChecks(f: AuthFigures): Check[] {
  return [
    samples('guesses answered', f.answered, authTargets.guesses),
    exactly('no guess succeeds', f.succeeded, 0),
    samples('codes issued', f.codesIssued, 1),
    measured('verify p99', f.p99),
  ];
}

export function reportAuth(f: AuthFigures) {
  return report(
    'auth',
    `${f.succeeded} of ${f.answered} guesses succeeded (${f.codesIssued} codes issued); verify p50 ${shown(f.p50)} ms, p99 ${shown(f.p99)} ms`,
    authChecks(f),
  );
}
