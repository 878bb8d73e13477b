import type { SessionView } from '@pothik/domain';
import { createCallsInFlight } from './calls-in-flight';
import { endPageSession, sharePageSession } from './page-session';
import type { StorageKey } from './storage-keys';

// One login under a key set of its own: the passenger's (DESIGN.md §7) and the driver app's (apart, so
// one person can be both on one browser and neither token is sent for the other).
//
// No token is where a script on the page can read it: consented tags (GTM, the Meta Pixel, the chat)
// run on this origin. The refresh token is an httpOnly cookie the API sets on its refresh route's path;
// the access token lives in this tab's memory and is renewed through that cookie when the tab has
// none (a page load) or it lapsed. localStorage keeps what is no credential: when the login ends unless
// renewed (its presence is the logged-in state of SPEC.md §2, known before any request) and the login
// response's user object (it has full_name, for the header).

export type StoredUser = { full_name?: string | null } & Record<string, unknown>;

export type StoredSession = { isLoggedIn: false } | { isLoggedIn: true; user: StoredUser | null };

/** What the session check of SPEC.md §4 decides on. */
export type StoredTokens = {
  /** This tab's access token and its expiry (memory). */
  accessToken: string | null;
  accessTokenExpires: string | null;
  /** When the login ends unless renewed (localStorage); absent when no one is logged in. */
  refreshTokenExpires: string | null;
  /** A refresh token an earlier version of the web kept in localStorage: moved into the cookie once. */
  legacyRefreshToken: string | null;
};

export type SessionKeys = {
  refreshTokenExpires: StorageKey;
  user: StorageKey;
  /** Where the web kept the tokens before they left localStorage; removed once the login is renewed. */
  legacyTokens: {
    accessToken: StorageKey;
    accessTokenExpires: StorageKey;
    refreshToken: StorageKey;
  };
  /** What ending the login removes (SPEC.md §4: tokens, expiries, user info and what else is its). */
  cleared: readonly StorageKey[];
  /** Same-tab changes (login, refresh, logout) are announced with this window event. */
  changedEvent: string;
  /** The SWR keys that hold this login's data: dropped when it ends, so the next person never sees them. */
  ownsCacheKey: (key: unknown) => boolean;
  /**
   * Whether each access token is handed to the web server too (lib/page-session.ts), so the pages of this
   * login can be rendered with their data: the passenger's.
   */
  sharesWithPages?: boolean;
};

/** A login (SPEC.md §3's response) as the API answers a browser: the refresh token is its cookie. */
export type BrowserSession = Omit<SessionView, 'refresh_token'>;

export type SessionStore = ReturnType<typeof createSessionStore>;

/** How long a logout waits for the calls already made with the login's token. */
const CALLS_SETTLE_MS = 5000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the visitor is then simply logged out.
    return null;
  }
}

function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

export function createSessionStore(keys: SessionKeys) {
  const announce = () => window.dispatchEvent(new Event(keys.changedEvent));
  let access: { token: string; expires: string } | null = null;
  let renew: (() => Promise<unknown>) | null = null;
  // Counts logins kept and ended in this tab, so a check can tell whether anything happened since.
  let changes = 0;
  const calls = createCallsInFlight();
  // A logout under way: calls wait for it rather than send the token it is revoking.
  let ending: Promise<boolean> | null = null;
  // Another tab ended the login (or storage was cleared): this tab's token goes with it at once, so a
  // login made there next never finds the last one's token here.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || (event.key === keys.refreshTokenExpires && !event.newValue)) access = null;
    });
  }

  /** The stored login's end, or null when no one is logged in; a token outliving it is dropped. */
  function loginExpires(): string | null {
    const expires = storage()?.getItem(keys.refreshTokenExpires) || null;
    if (!expires) access = null;
    return expires;
  }

  async function noLogoutUnderWay(): Promise<void> {
    while (ending) await ending;
  }

  /**
   * The access token for a call: this tab's, or, when it has none or it lapsed, a new one through the
   * session check (which the check registers here). Null when no one is logged in or the login ended.
   * During a logout it waits for the logout's outcome.
   */
  async function accessToken(): Promise<string | null> {
    await noLogoutUnderWay();
    if (!loginExpires()) return null;
    if (access && Date.parse(access.expires) > Date.now()) return access.token;
    if (!renew) return null;
    // Counted as a call: a renewal the server answered after a logout must not bring its login back.
    await calls.run(renew);
    return loginExpires() ? (access?.token ?? null) : null;
  }

  /** Forgets the login in this tab (no server call); what showed its data asks again. */
  function clear(): void {
    changes += 1;
    const hadAccess = access !== null;
    access = null;
    const s = storage();
    const hadSession = !!s?.getItem(keys.refreshTokenExpires);
    if (keys.sharesWithPages && (hadSession || hadAccess)) endPageSession();
    if (!s) return;
    for (const key of keys.cleared) s.removeItem(key);
    // What is still on screen asks again (and is told the session ended) rather than wait forever. The
    // data library is fetched here, not with every page: a page that shows such data has it loaded.
    if (hadSession) void import('swr').then(({ mutate }) => mutate(keys.ownsCacheKey, undefined));
    announce();
  }

  return {
    /** This tab's access token as it is (no renewal): null when it has none. */
    readAccessToken(): string | null {
      return loginExpires() ? (access?.token ?? null) : null;
    },

    accessToken,

    /**
     * Makes an API call with the login's access token (null when no one is logged in), counted so that a
     * logout lets it finish before revoking the token it carries.
     */
    async withAccessToken<T>(call: (token: string | null) => Promise<T>): Promise<T> {
      for (;;) {
        const token = await accessToken();
        // Counted in the same turn as the check: a logout that starts after it waits for this call.
        if (!ending) return calls.run(() => call(token));
      }
    },

    /**
     * Ends the login: the calls already made with its token finish first (5 s at most) and new ones wait;
     * then `revoke` asks the server to end it with this tab's token. Cleared here when it says it did;
     * when it did not, the login stays and the waiting calls go on with it. True when the login ended.
     */
    async end(revoke: (token: string | null) => Promise<boolean>): Promise<boolean> {
      await noLogoutUnderWay();
      const run = (async () => {
        await calls.settled(CALLS_SETTLE_MS);
        const isRevoked = await revoke(loginExpires() ? (access?.token ?? null) : null).catch(() => false);
        if (isRevoked) clear();
        return isRevoked;
      })();
      ending = run;
      try {
        return await run;
      } finally {
        ending = null;
      }
    },

    /** Changes with every login kept or ended in this tab. */
    generation(): number {
      return changes;
    },

    /** How this login's access token is renewed: the session check of SPEC.md §4. */
    setRenewer(renewer: () => Promise<unknown>): void {
      renew = renewer;
    },

    readTokens(): StoredTokens {
      const s = storage();
      const refreshTokenExpires = loginExpires();
      return {
        accessToken: access?.token ?? null,
        accessTokenExpires: access?.expires ?? null,
        refreshTokenExpires,
        legacyRefreshToken: s?.getItem(keys.legacyTokens.refreshToken) || null,
      };
    },

    /**
     * Keeps a login or refresh response: the access token in memory, the login's end and the user object
     * (whole) in localStorage; whatever an earlier version stored of the tokens goes. Tells this tab's
     * listeners.
     */
    store(session: BrowserSession): void {
      changes += 1;
      access = { token: session.access_token, expires: session.accessTokenExpiresIn };
      if (keys.sharesWithPages) sharePageSession(session.access_token, session.accessTokenExpiresIn);
      const s = storage();
      if (!s) return;
      s.setItem(keys.refreshTokenExpires, session.refreshTokenExpiresIn);
      s.setItem(keys.user, JSON.stringify(session.user));
      for (const key of Object.values(keys.legacyTokens)) s.removeItem(key);
      announce();
    },

    /** Replaces the stored user after a profile change, so the header shows the new name and picture at once. */
    updateUser(user: StoredUser): void {
      const s = storage();
      if (!s || !loginExpires()) return;
      s.setItem(keys.user, JSON.stringify(user));
      announce();
    },

    /** A stable string for useSyncExternalStore: it changes only when the login or the user changes. */
    snapshot(): string {
      const s = storage();
      if (!s?.getItem(keys.refreshTokenExpires)) return '';
      return `1\n${s.getItem(keys.user) ?? ''}`;
    },

    fromSnapshot(snapshot: string): StoredSession {
      if (!snapshot) return { isLoggedIn: false };
      return { isLoggedIn: true, user: parseStoredUser(snapshot.slice(2)) };
    },

    clear,

    /** Other tabs' changes arrive as `storage` events, this tab's as the changed event. */
    subscribe(onChange: () => void): () => void {
      window.addEventListener('storage', onChange);
      window.addEventListener(keys.changedEvent, onChange);
      return () => {
        window.removeEventListener('storage', onChange);
        window.removeEventListener(keys.changedEvent, onChange);
      };
    },
  };
}
