export type PricingInputErrorCode =
  | 'invalid_coordinates'
  | 'invalid_hours'
  | 'invalid_amount'
  | 'unknown_car_type'
  | 'unknown_airport';

export class PricingInputError extends Error {
  override readonly name = 'PricingInputError';

  constructor(
    readonly code: PricingInputErrorCode,
    readonly field: string,
    readonly value: unknown,
  ) {
    super(`Invalid pricing input: ${field} (${code})`);
  }
}
