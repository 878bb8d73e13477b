import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { decodeTripEvent, encodeTripEvent } from '../src/modules/booking/trips/trip-event-channel';
import type { TripEvent } from '../src/modules/booking/trips/trip-events';
import type { BidFacts, TripFacts } from '../src/modules/booking/trips/trip-facts-repo';
import type { BatchIds } from '../src/modules/realtime/event-dispatcher';
import { createEventDispatcher } from '../src/modules/realtime/event-dispatcher';

// The dispatcher's contract with the database is one function (read the trips and bids of a batch);
// here it reads from maps, so batching, order and failures can be driven exactly.
const silent = { error: () => {} } as unknown as FastifyBaseLogger;
const factsOf = (id: number): TripFacts => ({
  id,
  passengerId: 1,
  status: 'requested',
  carType: 'sedan',
  driverUserId: null,
});
const bidOf = (id: number): BidFacts => ({ id, tripId: 3, driverUserId: 40 + id, status: 'active' });

function harness(
  options: {
    wants?: (e: TripEvent) => boolean;
    wantsBid?: (e: TripEvent) => boolean;
    failReads?: number;
  } = {},
) {
  const reads: number[][] = [];
  const bidReads: number[][] = [];
  const delivered: TripEvent[] = [];
  const deliveredBids: (BidFacts | undefined)[] = [];
  const lost: BatchIds[] = [];
  let failures = options.failReads ?? 0;
  let release: () => void = () => {};
  let gate: Promise<void> | undefined;
  const dispatcher = createEventDispatcher({
    wants: options.wants ?? (() => true),
    wantsBid: options.wantsBid ?? (() => false),
    read: async ({ tripIds, bidIds }) => {
      reads.push([...tripIds]);
      if (bidIds.length > 0) bidReads.push([...bidIds]);
      if (gate) await gate;
      if (failures > 0) {
        failures -= 1;
        throw new Error('database unavailable');
      }
      return {
        trips: new Map(tripIds.map((id) => [id, factsOf(id)])),
        // Bid 13 no longer exists.
        bids: new Map(bidIds.filter((id) => id !== 13).map((id) => [id, bidOf(id)])),
      };
    },
    deliver: (event, _trip, bid) => {
      delivered.push(event);
      deliveredBids.push(bid);
    },
    onLost: (ids) => lost.push(ids),
    log: silent,
  });
  return {
    dispatcher,
    reads,
    bidReads,
    delivered,
    deliveredBids,
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
    expect(h.lost).toEqual([{ tripIds: [7], bidIds: [] }]);
    expect(h.delivered).toEqual([updated(8)]);
  });

  it('reads the bids of a batch together, once each, only for events whose bid is wanted', async () => {
    const h = harness({ wantsBid: (e) => e.bid_id !== 12 });
    h.hold();
    h.dispatcher.push(updated(1));
    h.dispatcher.push({ type: 'bid.created', trip_id: 3, bid_id: 10 });
    h.dispatcher.push({ type: 'bid.updated', trip_id: 3, bid_id: 11 });
    h.dispatcher.push({ type: 'bid.updated', trip_id: 3, bid_id: 12 });
    h.dispatcher.push({ type: 'bid.updated', trip_id: 3, bid_id: 13 });
    h.dispatcher.push({ type: 'bid.withdrawn', trip_id: 3, bid_id: 11 });
    h.open();
    await h.dispatcher.idle();
    expect(h.reads).toEqual([[1], [3]]);
    expect(h.bidReads).toEqual([[10, 11, 13]]);
    expect(h.deliveredBids).toEqual([undefined, bidOf(10), bidOf(11), undefined, undefined, bidOf(11)]);
  });

  it("reports a failed read's bids as lost too", async () => {
    const h = harness({ wantsBid: () => true, failReads: 1 });
    h.dispatcher.push({ type: 'bid.updated', trip_id: 3, bid_id: 10 });
    await h.dispatcher.idle();
    expect(h.lost).toEqual([{ tripIds: [3], bidIds: [10] }]);
    expect(h.delivered).toEqual([]);
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
