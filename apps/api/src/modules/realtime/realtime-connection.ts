import {
  OPEN_TRIPS_CHANNEL,
  parseRealtimeClientMessage,
  type RealtimeErrorCode,
  type RealtimeServerMessage,
  realtimeCloseCodes,
  realtimeLimits,
} from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../auth';
import { messageText, type RawMessage, type RealtimeSocket, SOCKET_OPEN } from './realtime-socket';
import type { Subscriber, SubscriptionHub } from './subscription-hub';

// A client this far behind is not reading; it is dropped and catches up by refetching on reconnect.
const MAX_BUFFERED_BYTES = 1_048_576;
// setTimeout's limit; a token never lives this long, but a clock moved by DEV_CLOCK might say so.
const MAX_TIMER_MS = 2_147_483_647;

export type VerifiedToken = {
  user: AuthUser;
  expiresAt: Date;
  /** The token's id and its login's, to end the socket when either is revoked. */
  tokenId: string | undefined;
  sessionId: string | undefined;
};

export type ConnectionContext = {
  hub: SubscriptionHub<RealtimeConnection>;
  verify: (accessToken: string) => Promise<VerifiedToken | null>;
  isOwnTrip: (tripId: number, passengerId: number) => Promise<boolean>;
  /** The car type on the driver's profile; undefined for a driver account without one. */
  driverCarType: (userId: number) => Promise<string | undefined>;
  now: () => Date;
  authTimeoutMs: number;
  /** Each message received from the client and sent to it (/metrics). */
  countMessage: (direction: 'received' | 'sent') => void;
  log: FastifyBaseLogger;
};

/**
 * One client's socket (DESIGN.md §5): `auth` first, then subscriptions. Messages are handled one
 * at a time in arrival order, so a client may send `subscribe` right after `auth` without waiting.
 */
export class RealtimeConnection implements Subscriber {
  user: AuthUser | undefined;
  expiresAt: Date | undefined;
  /** The token the socket is authenticated with now (a later `auth` replaces it). */
  token: Pick<VerifiedToken, 'tokenId' | 'sessionId'> | undefined;
  openTrips: { carType: string } | undefined;
  readonly tripIds = new Set<number>();
  /** Cleared by each heartbeat, set again by the pong (or any message). */
  alive = true;
  #closed = false;
  #queue: Promise<void> = Promise.resolve();
  #authTimer: NodeJS.Timeout | undefined;
  #expiryTimer: NodeJS.Timeout | undefined;
  #windowStart = 0;
  #windowCount = 0;

  constructor(
    private readonly socket: RealtimeSocket,
    private readonly ctx: ConnectionContext,
  ) {
    this.#authTimer = setTimeout(
      () => this.close(realtimeCloseCodes.authTimeout, 'No auth message in time'),
      ctx.authTimeoutMs,
    );
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.#release());
  }

  get isClosed() {
    return this.#closed;
  }

  /** Closes with a code the client can act on (see realtimeCloseCodes). */
  close(code: number, reason: string) {
    if (this.#closed) return;
    this.#release();
    this.socket.close(code, reason);
  }

  /** For sockets that no longer answer: no closing handshake to wait for. */
  terminate() {
    this.#release();
    this.socket.terminate();
  }

  /** An already serialised server message (events are serialised once for every subscriber). */
  sendText(text: string) {
    if (this.#closed || this.socket.readyState !== SOCKET_OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ctx.log.warn({ userId: this.user?.id }, 'realtime: dropping a client that does not read');
      this.terminate();
      return;
    }
    this.socket.send(text);
    this.ctx.countMessage('sent');
  }

  send(message: RealtimeServerMessage) {
    this.sendText(JSON.stringify(message));
  }

  /** One heartbeat round: drop the socket if the last ping went unanswered, else ping again. */
  heartbeat() {
    if (this.#closed) return;
    if (!this.alive) {
      this.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
    this.#checkExpiry();
  }

  #release() {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#authTimer);
    clearTimeout(this.#expiryTimer);
    for (const tripId of this.tripIds) this.ctx.hub.removeTrip(this, tripId);
    this.tripIds.clear();
    this.ctx.hub.removeOpenTrips(this);
    this.openTrips = undefined;
    this.ctx.hub.removeDriver(this);
  }

  #receive(data: RawMessage, isBinary: boolean) {
    this.alive = true;
    if (this.#closed) return;
    this.ctx.countMessage('received');
    if (!this.#withinRate()) {
      this.close(realtimeCloseCodes.tooManyMessages, 'Too many messages');
      return;
    }
    const text = isBinary ? undefined : messageText(data);
    this.#queue = this.#queue
      .then(() => this.#handle(text))
      .catch((err) => {
        this.ctx.log.error({ err }, 'realtime: message handling failed');
        this.close(1011, 'Internal error');
      });
  }

  #withinRate(): boolean {
    const now = Date.now();
    if (now - this.#windowStart >= realtimeLimits.messageWindowMs) {
      this.#windowStart = now;
      this.#windowCount = 0;
    }
    this.#windowCount += 1;
    return this.#windowCount <= realtimeLimits.maxMessagesPerWindow;
  }

  async #handle(text: string | undefined) {
    if (this.#closed) return;
    const message = text === undefined ? null : parseRealtimeClientMessage(text);
    if (!this.user) {
      if (message?.type !== 'auth') {
        this.close(realtimeCloseCodes.unauthorized, 'The first message must be auth');
        return;
      }
      // The deadline is for sending `auth`; checking the token is the server's time.
      clearTimeout(this.#authTimer);
      await this.#authenticate(message.access_token);
      return;
    }
    if (!message) {
      this.#error('invalid_message', 'Not a realtime message.');
      return;
    }
    switch (message.type) {
      case 'auth':
        await this.#authenticate(message.access_token);
        return;
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'subscribe':
        if ('trip_id' in message) await this.#subscribeTrip(message.trip_id);
        else await this.#subscribeOpenTrips();
        return;
      case 'unsubscribe':
        if ('trip_id' in message) {
          this.tripIds.delete(message.trip_id);
          this.ctx.hub.removeTrip(this, message.trip_id);
          this.send({ type: 'unsubscribed', trip_id: message.trip_id });
        } else {
          this.openTrips = undefined;
          this.ctx.hub.removeOpenTrips(this);
          this.send({ type: 'unsubscribed', channel: OPEN_TRIPS_CHANNEL });
        }
        return;
    }
  }

  /** The first `auth`, or a later one with a fresh token of the same account to stay connected. */
  async #authenticate(accessToken: string) {
    const verified = await this.ctx.verify(accessToken);
    if (this.#closed) return;
    if (!verified) {
      this.close(realtimeCloseCodes.unauthorized, 'The access token is not valid or has expired');
      return;
    }
    const { user, expiresAt, tokenId, sessionId } = verified;
    if (this.user && (this.user.id !== user.id || this.user.role !== user.role)) {
      this.close(realtimeCloseCodes.unauthorized, 'The access token is for another account');
      return;
    }
    clearTimeout(this.#authTimer);
    this.user = user;
    this.expiresAt = expiresAt;
    this.token = { tokenId, sessionId };
    // A driver hears of their own bids from here on, without subscribing.
    this.ctx.hub.addDriver(this);
    this.#armExpiry();
    this.send({ type: 'ready', user_id: user.id, role: user.role, expires_at: expiresAt.toISOString() });
  }

  #armExpiry() {
    clearTimeout(this.#expiryTimer);
    if (!this.expiresAt) return;
    const left = this.expiresAt.getTime() - this.ctx.now().getTime();
    this.#expiryTimer = setTimeout(() => this.#checkExpiry(), Math.min(Math.max(left, 0), MAX_TIMER_MS));
  }

  /** Expiry is judged by the app clock; the timer only says when to look. */
  #checkExpiry() {
    if (this.#closed || !this.expiresAt) return;
    if (this.ctx.now() >= this.expiresAt) {
      this.close(realtimeCloseCodes.tokenExpired, 'The access token expired');
    } else {
      this.#armExpiry();
    }
  }

  #subscriptionCount() {
    return this.tripIds.size + (this.openTrips ? 1 : 0);
  }

  async #subscribeTrip(tripId: number) {
    const user = this.user!;
    if (user.role !== 'passenger') {
      this.#error('forbidden', 'Drivers follow the open-trips channel.', tripId);
      return;
    }
    if (this.tripIds.has(tripId)) {
      this.send({ type: 'subscribed', trip_id: tripId });
      return;
    }
    if (this.#subscriptionCount() >= realtimeLimits.maxSubscriptions) {
      this.#error('too_many_subscriptions', 'Too many subscriptions on this connection.', tripId);
      return;
    }
    let own: boolean;
    try {
      own = await this.ctx.isOwnTrip(tripId, user.id);
    } catch (err) {
      this.ctx.log.error({ err, tripId }, 'realtime: could not check a trip subscription');
      this.#error('unavailable', 'Please try again.', tripId);
      return;
    }
    if (this.#closed) return;
    if (!own) {
      this.#error('trip_not_found', 'No such trip.', tripId);
      return;
    }
    this.tripIds.add(tripId);
    this.ctx.hub.addTrip(this, tripId);
    this.send({ type: 'subscribed', trip_id: tripId });
  }

  async #subscribeOpenTrips() {
    const user = this.user!;
    if (user.role !== 'driver') {
      this.#error('forbidden', 'Only drivers can follow open trips.');
      return;
    }
    if (!this.openTrips && this.#subscriptionCount() >= realtimeLimits.maxSubscriptions) {
      this.#error('too_many_subscriptions', 'Too many subscriptions on this connection.');
      return;
    }
    let carType: string | undefined;
    try {
      carType = await this.ctx.driverCarType(user.id);
    } catch (err) {
      this.ctx.log.error({ err }, 'realtime: could not read the driver profile');
      this.#error('unavailable', 'Please try again.');
      return;
    }
    if (this.#closed) return;
    if (!carType) {
      this.#error('forbidden', 'This driver account has no driver profile yet.');
      return;
    }
    this.openTrips = { carType };
    this.ctx.hub.addOpenTrips(this);
    this.send({ type: 'subscribed', channel: OPEN_TRIPS_CHANNEL });
  }

  #error(code: RealtimeErrorCode, message: string, tripId?: number) {
    this.send({ type: 'error', code, message, ...(tripId === undefined ? {} : { trip_id: tripId }) });
  }
}
