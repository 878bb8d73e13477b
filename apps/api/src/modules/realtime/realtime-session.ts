import { realtimeCloseCodes } from '@pothik/domain';
import type { AuthUser } from '../auth';
import type { ConnectionContext, RealtimeConnection, VerifiedToken } from './realtime-connection';

// setTimeout's limit; a token never lives this long, but a clock moved by DEV_CLOCK might say so.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * A socket's sign-in: `auth` within the deadline, a later `auth` with a fresh token of the same account
 * to stay connected (session renewal), and the close when the token expires by the app clock.
 */
export class ConnectionSession {
  user: AuthUser | undefined;
  expiresAt: Date | undefined;
  /** The token the socket is authenticated with now (a later `auth` replaces it). */
  token: Pick<VerifiedToken, 'tokenId' | 'sessionId'> | undefined;
  #authTimer: NodeJS.Timeout | undefined;
  #expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: RealtimeConnection,
    private readonly ctx: ConnectionContext,
  ) {
    this.#authTimer = setTimeout(
      () => connection.close(realtimeCloseCodes.authTimeout, 'No auth message in time'),
      ctx.authTimeoutMs,
    );
  }

  /** The deadline is for sending `auth`; checking the token is the server's time. */
  stopAuthDeadline() {
    clearTimeout(this.#authTimer);
  }

  /** The first `auth`, or a later one with a fresh token of the same account to stay connected. */
  async authenticate(accessToken: string) {
    const verified = await this.ctx.verify(accessToken);
    if (this.connection.isClosed) return;
    if (!verified) {
      this.connection.close(realtimeCloseCodes.unauthorized, 'The access token is not valid or has expired');
      return;
    }
    const { user, expiresAt, tokenId, sessionId } = verified;
    if (this.user && (this.user.id !== user.id || this.user.role !== user.role)) {
      this.connection.close(realtimeCloseCodes.unauthorized, 'The access token is for another account');
      return;
    }
    clearTimeout(this.#authTimer);
    this.user = user;
    this.expiresAt = expiresAt;
    this.token = { tokenId, sessionId };
    // A driver hears of their own bids from here on, without subscribing.
    this.ctx.hub.addDriver(this.connection);
    this.#armExpiry();
    this.connection.send({
      type: 'ready',
      user_id: user.id,
      role: user.role,
      expires_at: expiresAt.toISOString(),
    });
  }

  /** Expiry is judged by the app clock; the timer only says when to look. */
  checkExpiry() {
    if (this.connection.isClosed || !this.expiresAt) return;
    if (this.ctx.now() >= this.expiresAt) {
      this.connection.close(realtimeCloseCodes.tokenExpired, 'The access token expired');
    } else {
      this.#armExpiry();
    }
  }

  #armExpiry() {
    clearTimeout(this.#expiryTimer);
    if (!this.expiresAt) return;
    const left = this.expiresAt.getTime() - this.ctx.now().getTime();
    this.#expiryTimer = setTimeout(() => this.checkExpiry(), Math.min(Math.max(left, 0), MAX_TIMER_MS));
  }

  /** The socket closed: no timer is left to fire. */
  release() {
    clearTimeout(this.#authTimer);
    clearTimeout(this.#expiryTimer);
  }
}
