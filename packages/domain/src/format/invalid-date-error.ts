/** SPEC.md §5: the date formatters fail with exactly this message. */
export class InvalidDateError extends Error {
  override readonly name = 'InvalidDateError';

  constructor() {
    super('Invalid date string');
  }
}
