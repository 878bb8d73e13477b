import {
  type PositionInput,
  parseRealtimeClientMessage,
  type RealtimeErrorCode,
  type RealtimeServerMessage,
  realtimeCloseCodes,
  realtimeLimits,
} from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../auth';
import { ConnectionSession } from './realtime-session';
import { messageText, type RawMessage, type RealtimeSocket, SOCKET_OPEN } from './realtime-socket';
import { ConnectionSubscriptions } from './realtime-subscriptions';
import type { Subscriber, SubscriptionHub } from './subscription-hub';

// A client this far behind is not reading; it is dropped and catches up by refetching on reconnect.
const MAX_BUFFERED_BYTES = 1_048_576;

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
  /**
   * A driver's position on their booked trip, checked and stored and fanned out (booking's
   * acceptDriverPositions); throws the refusal (an AppError) when the trip takes none now.
   */
  submitPosition: (
    driverUserId: number,
    tripId: number,
    point: PositionInput,
  ) => Promise<{ accepted: boolean; refusal?: { field: string; message: string } }>;
  /** The trip a live share link shows, or null for a wrong, revoked or expired one (booking's liveShareLink). */
  liveShareLink: (token: string) => Promise<{ tripId: number; linkId: number } | null>;
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
 * This class keeps the socket's protocol (receiving, the rate limit, sending, the heartbeat, closing);
 * the sign-in and its renewal are `ConnectionSession`'s, what it follows `ConnectionSubscriptions`'.
 */
export class RealtimeConnection implements Subscriber {
  /** Cleared by each heartbeat, set again by the pong (or any message). */
  alive = true;
  #closed = false;
  #queue: Promise<void> = Promise.resolve();
  #windowStart = 0;
  #windowCount = 0;
  readonly #session: ConnectionSession;
  readonly #subscriptions: ConnectionSubscriptions;

  constructor(
    private readonly socket: RealtimeSocket,
    private readonly ctx: ConnectionContext,
  ) {
    this.#session = new ConnectionSession(this, ctx);
    this.#subscriptions = new ConnectionSubscriptions(this, ctx);
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.#release());
  }

  get user(): AuthUser | undefined {
    return this.#session.user;
  }

  get expiresAt(): Date | undefined {
    return this.#session.expiresAt;
  }

  /** The token the socket is authenticated with now (a later `auth` replaces it). */
  get token(): Pick<VerifiedToken, 'tokenId' | 'sessionId'> | undefined {
    return this.#session.token;
  }

  get openTrips(): { carType: string } | undefined {
    return this.#subscriptions.openTrips;
  }

  get tripIds(): ReadonlySet<number> {
    return this.#subscriptions.tripIds;
  }

  /** A share link's viewer: the trip and the link it follows. */
  get sharedTripId(): number | undefined {
    return this.#subscriptions.sharedLink?.tripId;
  }

  get sharedLinkId(): number | undefined {
    return this.#subscriptions.sharedLink?.linkId;
  }

  /** The followed share link was revoked (heard from any process). */
  closeSharedTrip() {
    this.#subscriptions.closeSharedTrip();
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

  sendError(code: RealtimeErrorCode, message: string, tripId?: number) {
    this.send({ type: 'error', code, message, ...(tripId === undefined ? {} : { trip_id: tripId }) });
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
    this.#session.checkExpiry();
  }

  #release() {
    if (this.#closed) return;
    this.#closed = true;
    this.#session.release();
    this.#subscriptions.release();
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
    this.#enqueue(() => this.#handle(text));
  }

  /** Work on the socket, one piece at a time in order (messages, a share link's recheck). */
  #enqueue(work: () => Promise<void>) {
    this.#queue = this.#queue.then(work).catch((err) => {
      this.ctx.log.error({ err }, 'realtime: message handling failed');
      this.close(1011, 'Internal error');
    });
  }

  /** A share link's first message (instead of `auth`); a second one is refused. */
  async #watchSharedTrip(token: string) {
    if (this.sharedTripId !== undefined) {
      this.sendError('forbidden', 'This socket already follows a share link.');
      return;
    }
    this.#session.stopAuthDeadline();
    await this.#subscriptions.watchSharedTrip(token);
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
    const user = this.user;
    if (!user) {
      if (message?.type === 'subscribe' && 'share_token' in message) {
        await this.#watchSharedTrip(message.share_token);
        return;
      }
      if (this.sharedTripId !== undefined) {
        if (message?.type === 'ping') this.send({ type: 'pong' });
        else this.sendError('forbidden', 'A share link’s socket only follows the car.');
        return;
      }
      if (message?.type !== 'auth') {
        this.close(realtimeCloseCodes.unauthorized, 'The first message must be auth');
        return;
      }
      this.#session.stopAuthDeadline();
      await this.#session.authenticate(message.access_token);
      return;
    }
    if (!message) {
      this.sendError('invalid_message', 'Not a realtime message.');
      return;
    }
    switch (message.type) {
      case 'auth':
        await this.#session.authenticate(message.access_token);
        return;
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'subscribe':
        if ('trip_id' in message) await this.#subscriptions.subscribeTrip(user, message.trip_id);
        else if ('channel' in message) await this.#subscriptions.subscribeOpenTrips(user);
        else this.sendError('forbidden', 'Follow a share link on a connection without a login.');
        return;
      case 'unsubscribe':
        if ('trip_id' in message) this.#subscriptions.unsubscribeTrip(message.trip_id);
        else this.#subscriptions.unsubscribeOpenTrips();
        return;
      case 'position':
        await this.#subscriptions.sendPosition(user, message.trip_id, message.point);
        return;
    }
  }
}
