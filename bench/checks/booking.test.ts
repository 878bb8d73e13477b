import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import { type BookingTrial, bookingChecks, reportBooking } from './booking';

const trial = (change: Partial<BookingTrial> = {}): BookingTrial => ({
  database: 'pglite',
  requests: 100,
  winners: 1,
  refused: 99,
  other: 0,
  acceptedRows: 1,
  ...change,
});
const both = { bidders: 100, engines: ['pglite', 'postgres'] as BookingTrial['database'][] };

describe('bench booking', () => {
  it('passes with one winner in every trial on every engine', () => {
    const trials = [trial(), trial(), trial({ database: 'postgres' })];
    expect(bookingChecks(trials, both).filter((c) => !c.ok)).toEqual([]);
    expect(summaryOf(() => reportBooking(trials, both)).exitCode).toBeUndefined();
  });

  it('misses with no trials (BENCH_TRIALS=0) or no race (BENCH_BIDDERS=0)', () => {
    const { line, exitCode } = summaryOf(() => reportBooking([], { bidders: 0, engines: ['pglite'] }));
    expect(exitCode).toBe(1);
    expect(line).toBe(
      'summary booking: 0 of 0 trials on pglite had exactly one winner of 0 concurrent accepts, the rest refused with 400: MISSED at least 2 concurrent bidders (0), at least 1 trials (pglite: 0)',
    );
  });

  it('misses an engine measured without its trials, two winners, or a request that went unanswered', () => {
    const trials = [trial({ winners: 2, refused: 98 }), trial({ requests: 99, refused: 98 })];
    const missed = bookingChecks(trials, both).filter((c) => !c.ok);
    expect(missed.map((c) => `${c.target} | ${c.why}`)).toEqual([
      'exactly one winner and the rest refused with 400 in every trial | pglite: 0',
      'at least 1 trials | postgres: 0',
    ]);
  });
});
