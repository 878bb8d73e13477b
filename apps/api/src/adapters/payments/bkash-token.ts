// bKash Tokenized Checkout's tokens: grant gives an id_token (an hour) and a refresh_token (28 days);
// bKash asks merchants to grant once and refresh before the id_token expires, and blocks one that asks
// too often. So one token is kept for all API processes (the store, in the database in production) and
// renewed by one of them at a time (the store's update runs alone).

export type BkashToken = {
  idToken: string;
  refreshToken: string;
  /** When the id_token stops working (bKash's expires_in from its issue). */
  expiresAt: Date;
  /** When the refresh_token stops working: a grant is needed after it. */
  refreshExpiresAt: Date;
};

export type BkashTokenStore = {
  /**
   * Reads the kept token and replaces it with what `renew` returns, alone among all processes: a second
   * process waits, then reads the first one's token and finds it fresh.
   */
  update(renew: (current: BkashToken | null) => Promise<BkashToken | null>): Promise<BkashToken | null>;
};

/** An id_token this close to its end is renewed rather than used: a payment's calls take a while. */
export const ID_TOKEN_MARGIN_MS = 5 * 60_000;
/** bKash's refresh tokens last 28 days; renewed by a grant a day before. */
export const REFRESH_TOKEN_LIFE_MS = 28 * 24 * 3_600_000;
const REFRESH_TOKEN_MARGIN_MS = 24 * 3_600_000;

export type TokenDecision = 'use' | 'refresh' | 'grant';

export function decideToken(current: BkashToken | null, now: Date): TokenDecision {
  if (!current) return 'grant';
  if (current.expiresAt.getTime() - ID_TOKEN_MARGIN_MS > now.getTime()) return 'use';
  if (current.refreshExpiresAt.getTime() - REFRESH_TOKEN_MARGIN_MS > now.getTime()) return 'refresh';
  return 'grant';
}

/** A store for one process (tests, and the demo's single process): update calls run one after another. */
export function memoryBkashTokenStore(): BkashTokenStore & { peek(): BkashToken | null } {
  let token: BkashToken | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    peek: () => token,
    update(renew) {
      const run = queue.then(async () => {
        token = await renew(token);
        return token;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
