import {
  type PositionView,
  type RealtimeEvent,
  type TripStatus,
  tripStatusTransitions,
} from '@pothik/domain';
import type { BidFacts, TripEvent, TripFacts } from '../booking';

/** What the hub needs of a connection; `RealtimeConnection` is the real one. */
export type Subscriber = {
  readonly user: { id: number; role: 'passenger' | 'driver' } | undefined;
  /** Set while the driver follows open trips: those of their car type. */
  readonly openTrips: { carType: string } | undefined;
  /** Set on a share link's viewer (no login): the trip the link shows. */
  readonly sharedTripId?: number | undefined;
  sendText: (text: string) => void;
};

// Drivers hear of a trip while it is open and when it stops being open (so they can drop it).
const openTripStatuses: ReadonlySet<TripStatus> = new Set(['requested', ...tripStatusTransitions.requested]);

/** Who in this process listens to what; one per app. */
export class SubscriptionHub<S extends Subscriber = Subscriber> {
  readonly #byTrip = new Map<number, Set<S>>();
  readonly #openTrips = new Set<S>();
  /** Authenticated driver sockets by user id: each hears of its own bids without subscribing. */
  readonly #drivers = new Map<number, Set<S>>();
  /** Share-link viewers' sockets by the trip their link shows. */
  readonly #viewers = new Map<number, Set<S>>();

  addViewer(subscriber: S, tripId: number) {
    const set = this.#viewers.get(tripId) ?? new Set<S>();
    set.add(subscriber);
    this.#viewers.set(tripId, set);
  }

  removeViewer(subscriber: S, tripId: number) {
    const set = this.#viewers.get(tripId);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.#viewers.delete(tripId);
  }

  addTrip(subscriber: S, tripId: number) {
    let set = this.#byTrip.get(tripId);
    if (!set) {
      set = new Set();
      this.#byTrip.set(tripId, set);
    }
    set.add(subscriber);
  }

  removeTrip(subscriber: S, tripId: number) {
    const set = this.#byTrip.get(tripId);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.#byTrip.delete(tripId);
  }

  addOpenTrips(subscriber: S) {
    this.#openTrips.add(subscriber);
  }

  removeOpenTrips(subscriber: S) {
    this.#openTrips.delete(subscriber);
  }

  /** On a successful `auth` as a driver; a later `auth` is of the same account, so adding again is a no-op. */
  addDriver(subscriber: S) {
    const user = subscriber.user;
    if (user?.role !== 'driver') return;
    let set = this.#drivers.get(user.id);
    if (!set) {
      set = new Set();
      this.#drivers.set(user.id, set);
    }
    set.add(subscriber);
  }

  removeDriver(subscriber: S) {
    const user = subscriber.user;
    if (user?.role !== 'driver') return;
    const set = this.#drivers.get(user.id);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.#drivers.delete(user.id);
  }

  /**
   * Whether the event's bid must be read: whose bid it is is only known from the database, so any
   * driver connected here could own it.
   */
  wantsBid(event: TripEvent): boolean {
    return event.bid_id !== undefined && this.#drivers.size > 0;
  }

  /**
   * Whether anyone here could receive the event; if not, it is not even read from the database. Who
   * drives a trip is only known from the database too, so any driver here may want its trip.updated.
   */
  wants(event: TripEvent): boolean {
    return (
      this.#byTrip.has(event.trip_id) ||
      (event.type === 'trip.updated' && (this.#openTrips.size > 0 || this.#drivers.size > 0)) ||
      this.wantsBid(event)
    );
  }

  /**
   * Whom to tell to refetch after lost events: the subscribers of these trips, and every driver (a
   * lost bid or trip event may have been theirs: the read that would say failed). With nothing
   * named, everyone.
   */
  subscribersOf(ids?: { tripIds: readonly number[]; bidIds: readonly number[] }): Set<S> {
    const found = new Set<S>();
    const sets = ids ? ids.tripIds.map((id) => this.#byTrip.get(id)) : [...this.#byTrip.values()];
    for (const set of sets) for (const s of set ?? []) found.add(s);
    if (!ids) for (const s of this.#openTrips) found.add(s);
    for (const set of this.#drivers.values()) for (const s of set) found.add(s);
    return found;
  }

  /**
   * Sends the event to the trip's passenger's sockets; trip changes of open trips to drivers following
   * open trips of that car type, and every trip change to the sockets of the driver booked on it (a
   * cancel reaches them unsubscribed); bid events to the sockets of the driver whose bid it is (with
   * the bid's status). The owner is checked again here, not only at subscribe time: a passenger never
   * receives another passenger's event, a driver never another driver's bid or booking.
   */
  deliver(event: TripEvent, facts: TripFacts, bid?: BidFacts): number {
    const message: RealtimeEvent = {
      type: event.type,
      trip_id: event.trip_id,
      data: {
        status: facts.status,
        car_type: facts.carType,
        ...(event.bid_id === undefined ? {} : { bid_id: event.bid_id }),
      },
    };
    // A set: the booked driver may also follow open trips, and hears of a change once.
    const to = new Set<S>();
    for (const s of this.#byTrip.get(event.trip_id) ?? []) {
      if (s.user?.role === 'passenger' && s.user.id === facts.passengerId) to.add(s);
    }
    if (event.type === 'trip.updated') {
      if (openTripStatuses.has(facts.status)) {
        for (const s of this.#openTrips) {
          if (s.user?.role === 'driver' && s.openTrips?.carType === facts.carType) to.add(s);
        }
      }
      const driverUserId = facts.driverUserId;
      for (const s of driverUserId === null ? [] : (this.#drivers.get(driverUserId) ?? [])) {
        if (s.user?.role === 'driver' && s.user.id === driverUserId) to.add(s);
      }
    }
    // Serialised once for every socket.
    const text = JSON.stringify(message);
    for (const s of to) s.sendText(text);
    return to.size + (bid ? this.#deliverToBidder(message, bid) : 0);
  }

  /**
   * An accepted position (DESIGN.md §15): to the sockets following the trip that are its passenger's,
   * checked again here as events are, and to the viewers of the trip's live share links (without the
   * trip's id). Drivers (of this trip or another) never follow a trip, so never receive one.
   */
  deliverPosition(event: { tripId: number; passengerId: number; position: PositionView }): number {
    let sent = 0;
    const text = JSON.stringify({ type: 'position', trip_id: event.tripId, data: event.position });
    for (const s of this.#byTrip.get(event.tripId) ?? []) {
      if (s.user?.role === 'passenger' && s.user.id === event.passengerId) {
        s.sendText(text);
        sent += 1;
      }
    }
    // Where and when only, as the share page's GET shows it: no accuracy, speed or heading of the phone.
    const { lat, lng, at } = event.position;
    const shared = JSON.stringify({ type: 'shared_position', data: { lat, lng, at } });
    for (const s of this.#viewers.get(event.tripId) ?? []) {
      if (s.user === undefined && s.sharedTripId === event.tripId) {
        s.sendText(shared);
        sent += 1;
      }
    }
    return sent;
  }

  #deliverToBidder(message: RealtimeEvent, bid: BidFacts): number {
    // A NOTIFY anyone can send might pair a bid with another trip; its driver hears of neither.
    if (!message.type.startsWith('bid.') || bid.tripId !== message.trip_id) return 0;
    const sockets = this.#drivers.get(bid.driverUserId);
    if (!sockets) return 0;
    const text = JSON.stringify({ ...message, data: { ...message.data, bid_status: bid.status } });
    let sent = 0;
    for (const s of sockets) {
      if (s.user?.role === 'driver' && s.user.id === bid.driverUserId) {
        s.sendText(text);
        sent += 1;
      }
    }
    return sent;
  }
}
