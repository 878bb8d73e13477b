import { type RealtimeEvent, type TripStatus, tripStatusTransitions } from '@pothik/domain';
import type { TripEvent } from '../trips/trip-events';
import type { TripFacts } from './trip-facts-repo';

/** What the hub needs of a connection; `RealtimeConnection` is the real one. */
export type Subscriber = {
  readonly user: { id: number; role: 'passenger' | 'driver' } | undefined;
  /** Set while the driver follows open trips: those of their car type. */
  readonly openTrips: { carType: string } | undefined;
  sendText: (text: string) => void;
};

// Drivers hear of a trip while it is open and when it stops being open (so they can drop it).
const openTripStatuses: ReadonlySet<TripStatus> = new Set(['requested', ...tripStatusTransitions.requested]);

/** Who in this process listens to what; one per app. */
export class SubscriptionHub<S extends Subscriber = Subscriber> {
  readonly #byTrip = new Map<number, Set<S>>();
  readonly #openTrips = new Set<S>();

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

  /** Whether anyone here could receive the event; if not, it is not even read from the database. */
  wants(event: TripEvent): boolean {
    return this.#byTrip.has(event.trip_id) || (event.type === 'trip.updated' && this.#openTrips.size > 0);
  }

  /** Subscribers of these trips (all trip subscribers and open-trip drivers when none are named). */
  subscribersOf(tripIds?: readonly number[]): Set<S> {
    const found = new Set<S>();
    const sets = tripIds ? tripIds.map((id) => this.#byTrip.get(id)) : [...this.#byTrip.values()];
    for (const set of sets) for (const s of set ?? []) found.add(s);
    if (!tripIds) for (const s of this.#openTrips) found.add(s);
    return found;
  }

  /**
   * Sends the event to the trip's passenger's sockets and, for trip changes of open trips, to
   * drivers following open trips of that car type. The owner is checked again here, not only at
   * subscribe time: a passenger never receives another passenger's event.
   */
  deliver(event: TripEvent, facts: TripFacts): number {
    const message: RealtimeEvent = {
      type: event.type,
      trip_id: event.trip_id,
      data: {
        status: facts.status,
        car_type: facts.carType,
        ...(event.bid_id === undefined ? {} : { bid_id: event.bid_id }),
      },
    };
    // Serialised once for every socket.
    const text = JSON.stringify(message);
    let sent = 0;
    for (const s of this.#byTrip.get(event.trip_id) ?? []) {
      if (s.user?.role === 'passenger' && s.user.id === facts.passengerId) {
        s.sendText(text);
        sent += 1;
      }
    }
    if (event.type === 'trip.updated' && openTripStatuses.has(facts.status)) {
      for (const s of this.#openTrips) {
        if (s.user?.role === 'driver' && s.openTrips?.carType === facts.carType) {
          s.sendText(text);
          sent += 1;
        }
      }
    }
    return sent;
  }
}
