import { type Check, exactly, report, samples } from '../lib/verdict';

/** One trial: `requests` concurrent accepts of different drivers' bids on one trip. */
export type BookingTrial = {
  database: 'pglite' | 'postgres';
  requests: number;
  winners: number;
  refused: number;
  /** Answers other than 200 and 400. */
  other: number;
  acceptedRows: number;
};

/** A race needs two at least; a trial count of its own on every engine measured. */
export const bookingTargets = { bidders: 2, trials: 1 };

/**
 * On every engine measured: enough trials of enough bidders, and in each exactly one winner (200) and
 * one accepted bid row, every other accept refused with 400.
 */
export function bookingChecks(
  trials: BookingTrial[],
  { bidders, engines }: { bidders: number; engines: BookingTrial['database'][] },
): Check[] {
  return [
    samples('concurrent bidders', bidders, bookingTargets.bidders),
    ...engines.flatMap((database) => {
      const own = trials.filter((t) => t.database === database);
      const good = own.filter(
        (t) => t.requests === bidders && t.winners === 1 && t.acceptedRows === 1 && t.other === 0,
      );
      return [
        samples('trials', own.length, bookingTargets.trials, database),
        exactly(
          'exactly one winner and the rest refused with 400 in every trial',
          good.length,
          own.length,
          database,
        ),
      ];
    }),
  ];
}

export function reportBooking(
  trials: BookingTrial[],
  options: { bidders: number; engines: BookingTrial['database'][] },
) {
  const good = trials.filter((t) => t.winners === 1 && t.acceptedRows === 1 && t.other === 0).length;
  return report(
    'booking',
    `${good} of ${trials.length} trials on ${options.engines.join(' and ')} had exactly one winner of ${options.bidders} concurrent accepts, the rest refused with 400`,
    bookingChecks(trials, options),
  );
}
