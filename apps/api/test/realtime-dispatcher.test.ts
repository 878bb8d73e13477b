import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEventDispatcher } from '../src/modules/realtime/event-dispatcher';
import { decodeTripEvent, encodeTripEvent } from '../src/modules/realtime/trip-event-bus';
import type { TripFacts } from '../src/modules/realtime/trip-facts-repo';
import type { TripEvent } from '../src/modules/trips/trip-events';

// The dispatcher's contract with the database is one function (read the trips of a batch); here it
// reads from a map, so batching, order and failures can be driven exactly.
const silent = { error: () => {} } as unknown as FastifyBaseLogger;
const factsOf = (id: number): TripFacts => ({ id, passengerId: 1, status: 'requested', carType: 'sedan' });

function harness(options: { wants?: (e: TripEvent) => boolean; failReads?: number } = {}) {
  const reads: number[][] = [];
  const delivered: TripEvent[] = [];
  const lost: number[][] = [];
  let failures = options.failReads ?? 0;
  let release: () => void = () => {};
  let gate: Promise<void> | undefined;
  const dispatcher = createEventDispatcher({
    wants: options.wants ?? (() => true),
    read: async (ids) => {
      reads.push([...ids]);
      if (gate) await gate;
      if (failures > 0) {
        failures -= 1;
        throw new Error('database unavailable');
      }
      return new Map(ids.map((id) => [id, factsOf(id)]));
    },
    deliver: (event) => delivered.push(event),
    onLost: (ids) => lost.push([...ids]),
    log: silent,
  });
  return {
    dispatcher,
    reads,
    delivered,
    lost,
    /** Holds reads until `open()`. */
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    open() {
      gate = undefined;
      release();
    },
  };
}

const updated = (trip_id: number): TripEvent => ({ type: 'trip.updated', trip_id });

describe('the event dispatcher', () => {
  it('reads events that arrive during a read together, once per trip, and keeps their order', async () => {
    const h = harness();
    h.hold();
    h.dispatcher.push(updated(1));
    h.dispatcher.push(updated(2));
    h.dispatcher.push({ type: 'bid.created', trip_id: 3, bid_id: 9 });
    h.dispatcher.push(updated(2));
    h.open();
    await h.dispatcher.idle();
    expect(h.reads).toEqual([[1], [2, 3]]);
    expect(h.delivered).toEqual([
      updated(1),
      updated(2),
      { type: 'bid.created', trip_id: 3, bid_id: 9 },
      updated(2),
    ]);
  });

  it('does not read events nobody in this process wants', async () => {
    const h = harness({ wants: (e) => e.trip_id !== 5 });
    h.dispatcher.push(updated(5));
    await h.dispatcher.idle();
    h.dispatcher.push(updated(6));
    await h.dispatcher.idle();
    expect(h.reads).toEqual([[6]]);
    expect(h.delivered).toEqual([updated(6)]);
  });

  it("reports a failed read's trips as lost and goes on with the next events", async () => {
    const h = harness({ failReads: 1 });
    h.dispatcher.push(updated(7));
    await h.dispatcher.idle();
    h.dispatcher.push(updated(8));
    await h.dispatcher.idle();
    expect(h.lost).toEqual([[7]]);
    expect(h.delivered).toEqual([updated(8)]);
  });
});

describe('NOTIFY payloads', () => {
  it('carry ids only and read back as the same event', () => {
    const event: TripEvent = { type: 'bid.withdrawn', trip_id: 12, bid_id: 34 };
    expect(encodeTripEvent(event)).toBe('{"type":"bid.withdrawn","trip_id":12,"bid_id":34}');
    expect(decodeTripEvent(encodeTripEvent(event))).toEqual(event);
    expect(decodeTripEvent(encodeTripEvent(updated(12)))).toEqual(updated(12));
  });

  it.each([
    ['not JSON', 'trip 12 changed'],
    ['an unknown type', '{"type":"trip.deleted","trip_id":12}'],
    ['a trip id as text', '{"type":"trip.updated","trip_id":"12"}'],
    ['an extra field', '{"type":"trip.updated","trip_id":12,"passenger_id":3}'],
  ])('ignore %s (anyone with SQL access can NOTIFY)', (_what, payload) => {
    expect(decodeTripEvent(payload)).toBeNull();
  });
});
