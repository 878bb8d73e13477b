// DESIGN.md §15: every booking gets a 4-digit code, made when the bid is accepted. Check-in is the
// passenger's action (SPEC: POST /user/check-in-out), so the DRIVER's app shows the code and the
// PASSENGER types it at check-in: a right code proves the booked driver's app is in the car the
// passenger is getting into (docs/decisions/0019).
export const TRIP_CODE_LENGTH = 4;
// A guess in 10,000 per try: five wrong codes are a mistake no more, so staff are told and the code locks.
export const MAX_WRONG_TRIP_CODES = 5;

/** An integer in [0, maxExclusive); tests pass a fixed one, the app a cryptographic one. */
export type RandomInt = (maxExclusive: number) => number;

const UINT32_RANGE = 2 ** 32;

/** Uniform without modulo bias: a draw from the short top of the 32-bit range is thrown back. */
export function secureRandomInt(maxExclusive: number): number {
  const limit = UINT32_RANGE - (UINT32_RANGE % maxExclusive);
  const draw = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(draw);
    const value = draw[0] as number;
    if (value < limit) return value % maxExclusive;
  }
}

export function generateTripCode(randomInt: RandomInt = secureRandomInt): string {
  const range = 10 ** TRIP_CODE_LENGTH;
  const value = randomInt(range);
  if (!Number.isInteger(value) || value < 0 || value >= range) {
    throw new RangeError(`randomInt(${range}) gave ${value}`);
  }
  return String(value).padStart(TRIP_CODE_LENGTH, '0');
}

const tripCodePattern = new RegExp(`^\\d{${TRIP_CODE_LENGTH}}$`);

export function isTripCodeFormat(value: string): boolean {
  return tripCodePattern.test(value);
}

export type WrongTripCode = {
  wrongAttempts: number;
  attemptsLeft: number;
  isLocked: boolean;
  /** True on the attempt that locks the code only, so staff are alerted once, not per further try. */
  shouldAlertStaff: boolean;
};

export function isTripCodeLocked(wrongAttempts: number, max = MAX_WRONG_TRIP_CODES): boolean {
  return wrongAttempts >= max;
}

/** The state after one more wrong code, from the count of wrong codes before it. */
export function afterWrongTripCode(wrongBefore: number, max = MAX_WRONG_TRIP_CODES): WrongTripCode {
  const wrongAttempts = wrongBefore + 1;
  return {
    wrongAttempts,
    attemptsLeft: Math.max(0, max - wrongAttempts),
    isLocked: isTripCodeLocked(wrongAttempts, max),
    shouldAlertStaff: wrongAttempts === max,
  };
}
