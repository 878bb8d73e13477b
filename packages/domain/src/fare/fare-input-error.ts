export type FareInputErrorCode =
  | 'not_a_number'
  | 'negative'
  | 'not_whole_taka'
  | 'too_large'
  | 'percentage_out_of_range'
  | 'unknown_promo_category'
  | 'unknown_promo_code_type';

/** Thrown instead of returning a fare computed from input that makes no sense. */
export class FareInputError extends Error {
  override readonly name = 'FareInputError';

  constructor(
    readonly code: FareInputErrorCode,
    readonly field: string,
    readonly value: unknown,
  ) {
    super(`Invalid fare input: ${field} (${code})`);
  }
}
