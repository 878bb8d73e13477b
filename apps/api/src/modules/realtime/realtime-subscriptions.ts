import {
  OPEN_TRIPS_CHANNEL,
  type PositionInput,
  realtimeCloseCodes,
  realtimeLimits,
  SHARED_TRIP_CHANNEL,
} from '@pothik/domain';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import type { ConnectionContext, RealtimeConnection } from './realtime-connection';

/**
 * What a socket follows: a passenger their own trips (`trip_id`), a driver the open trips of their car
 * type; at most `realtimeLimits.maxSubscriptions` together, each checked when subscribed. A socket with
 * no login may follow one share link's trip instead (`share_token`), while the link is live.
 */
export class ConnectionSubscriptions {
  openTrips: { carType: string } | undefined;
  readonly tripIds = new Set<number>();
  sharedLink: { token: string; tripId: number; linkId: number } | undefined;

  constructor(
    private readonly connection: RealtimeConnection,
    private readonly ctx: ConnectionContext,
  ) {}

  #count() {
    return this.tripIds.size + (this.openTrips ? 1 : 0);
  }

  async subscribeTrip(user: AuthUser, tripId: number) {
    if (user.role !== 'passenger') {
      this.connection.sendError('forbidden', 'Drivers follow the open-trips channel.', tripId);
      return;
    }
    if (this.tripIds.has(tripId)) {
      this.connection.send({ type: 'subscribed', trip_id: tripId });
      return;
    }
    if (this.#count() >= realtimeLimits.maxSubscriptions) {
      this.connection.sendError(
        'too_many_subscriptions',
        'Too many subscriptions on this connection.',
        tripId,
      );
      return;
    }
    let own: boolean;
    try {
      own = await this.ctx.isOwnTrip(tripId, user.id);
    } catch (err) {
      this.ctx.log.error({ err, tripId }, 'realtime: could not check a trip subscription');
      this.connection.sendError('unavailable', 'Please try again.', tripId);
      return;
    }
    if (this.connection.isClosed) return;
    if (!own) {
      this.connection.sendError('trip_not_found', 'No such trip.', tripId);
      return;
    }
    this.tripIds.add(tripId);
    this.ctx.hub.addTrip(this.connection, tripId);
    this.connection.send({ type: 'subscribed', trip_id: tripId });
  }

  async subscribeOpenTrips(user: AuthUser) {
    if (user.role !== 'driver') {
      this.connection.sendError('forbidden', 'Only drivers can follow open trips.');
      return;
    }
    if (!this.openTrips && this.#count() >= realtimeLimits.maxSubscriptions) {
      this.connection.sendError('too_many_subscriptions', 'Too many subscriptions on this connection.');
      return;
    }
    let carType: string | undefined;
    try {
      carType = await this.ctx.driverCarType(user.id);
    } catch (err) {
      this.ctx.log.error({ err }, 'realtime: could not read the driver profile');
      this.connection.sendError('unavailable', 'Please try again.');
      return;
    }
    if (this.connection.isClosed) return;
    if (!carType) {
      this.connection.sendError('forbidden', 'This driver account has no driver profile yet.');
      return;
    }
    this.openTrips = { carType };
    this.ctx.hub.addOpenTrips(this.connection);
    this.connection.send({ type: 'subscribed', channel: OPEN_TRIPS_CHANNEL });
  }

  /**
   * A driver's position (DESIGN.md §15): acknowledged with `position_accepted`, or answered with an
   * error frame naming why it was not stored (the point, the trip, or the rate).
   */
  async sendPosition(user: AuthUser, tripId: number, point: PositionInput) {
    if (user.role !== 'driver') {
      this.connection.sendError('forbidden', 'Only the booked driver sends positions.', tripId);
      return;
    }
    try {
      const result = await this.ctx.submitPosition(user.id, tripId, point);
      if (this.connection.isClosed) return;
      if (result.accepted) {
        this.connection.send({ type: 'position_accepted', trip_id: tripId, at: point.at });
      } else if (result.refusal) {
        this.connection.send({
          type: 'error',
          code: 'position_refused',
          message: result.refusal.message,
          trip_id: tripId,
          field: result.refusal.field,
        });
      }
    } catch (err) {
      if (!(err instanceof AppError)) {
        this.ctx.log.error({ err, tripId }, 'realtime: could not store a position');
        this.connection.sendError('unavailable', 'Please try again.', tripId);
      } else if (err.statusCode === 404) {
        this.connection.sendError('trip_not_found', 'No such trip.', tripId);
      } else if (err.statusCode === 429) {
        this.connection.sendError('too_many_positions', err.message, tripId);
      } else {
        this.connection.sendError('positions_not_accepted', err.message, tripId);
      }
    }
  }

  unsubscribeTrip(tripId: number) {
    this.tripIds.delete(tripId);
    this.ctx.hub.removeTrip(this.connection, tripId);
    this.connection.send({ type: 'unsubscribed', trip_id: tripId });
  }

  unsubscribeOpenTrips() {
    this.openTrips = undefined;
    this.ctx.hub.removeOpenTrips(this.connection);
    this.connection.send({ type: 'unsubscribed', channel: OPEN_TRIPS_CHANNEL });
  }

  /**
   * A share link's viewer (the socket's first message): followed while the link is live, else the socket
   * closes with shareLinkGone; a wrong, revoked and expired link read the same.
   */
  async watchSharedTrip(token: string) {
    const live = await this.#liveLink(token);
    if (live === 'unavailable' || this.connection.isClosed) return;
    if (!live) {
      this.connection.close(realtimeCloseCodes.shareLinkGone, 'The share link is not live');
      return;
    }
    this.sharedLink = { token, ...live };
    this.ctx.hub.addViewer(this.connection, live.tripId);
    this.connection.send({ type: 'subscribed', channel: SHARED_TRIP_CHANNEL });
  }

  /** The link was revoked (or found dead): its viewer's socket ends. */
  closeSharedTrip() {
    this.connection.close(realtimeCloseCodes.shareLinkGone, 'The share link was revoked or has expired');
  }

  async #liveLink(token: string) {
    try {
      return await this.ctx.liveShareLink(token);
    } catch (err) {
      this.ctx.log.error({ err }, 'realtime: could not check a share link');
      this.connection.sendError('unavailable', 'Please try again.');
      return 'unavailable' as const;
    }
  }

  /** The socket closed: the hub forgets it everywhere. */
  release() {
    if (this.sharedLink) this.ctx.hub.removeViewer(this.connection, this.sharedLink.tripId);
    for (const tripId of this.tripIds) this.ctx.hub.removeTrip(this.connection, tripId);
    this.tripIds.clear();
    this.ctx.hub.removeOpenTrips(this.connection);
    this.openTrips = undefined;
    this.ctx.hub.removeDriver(this.connection);
  }
}
