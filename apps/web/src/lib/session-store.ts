import type { SessionView } from '@pothik/domain';
import { mutate } from 'swr';
import type { StorageKey } from './storage-keys';

// One login kept in localStorage under a key set of its own: the passenger's (DESIGN.md §7) and the
// driver app's (apart, so one person can be both on one browser and neither token is sent for the other).

// The logged-in state of SPEC.md §2 is the presence of a stored access token; `user` holds the login
// response's user object (it has full_name).
export type StoredUser = { full_name?: string | null } & Record<string, unknown>;

export type StoredSession = { isLoggedIn: false } | { isLoggedIn: true; user: StoredUser | null };

/** The stored values the session check of SPEC.md §4 decides on. */
export type StoredTokens = {
  accessToken: string | null;
  accessTokenExpires: string | null;
  refreshToken: string | null;
  refreshTokenExpires: string | null;
};

export type SessionKeys = {
  accessToken: StorageKey;
  accessTokenExpires: StorageKey;
  refreshToken: StorageKey;
  refreshTokenExpires: StorageKey;
  user: StorageKey;
  /** What ending the login removes (SPEC.md §4: tokens, expiries, user info and what else is its). */
  cleared: readonly StorageKey[];
  /** Same-tab changes (login, refresh, logout) are announced with this window event. */
  changedEvent: string;
  /** The SWR keys that hold this login's data: dropped when it ends, so the next person never sees them. */
  ownsCacheKey: (key: unknown) => boolean;
};

export type SessionStore = ReturnType<typeof createSessionStore>;

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
  return {
    readAccessToken(): string | null {
      return storage()?.getItem(keys.accessToken) || null;
    },

    readTokens(): StoredTokens {
      const s = storage();
      return {
        accessToken: s?.getItem(keys.accessToken) || null,
        accessTokenExpires: s?.getItem(keys.accessTokenExpires) || null,
        refreshToken: s?.getItem(keys.refreshToken) || null,
        refreshTokenExpires: s?.getItem(keys.refreshTokenExpires) || null,
      };
    },

    /** Stores a login or refresh response (the user object whole) and tells this tab's listeners. */
    store(tokens: SessionView): void {
      const s = storage();
      if (!s) return;
      s.setItem(keys.accessToken, tokens.access_token);
      s.setItem(keys.accessTokenExpires, tokens.accessTokenExpiresIn);
      s.setItem(keys.refreshToken, tokens.refresh_token);
      s.setItem(keys.refreshTokenExpires, tokens.refreshTokenExpiresIn);
      s.setItem(keys.user, JSON.stringify(tokens.user));
      announce();
    },

    /** Replaces the stored user after a profile change, so the header shows the new name and picture at once. */
    updateUser(user: StoredUser): void {
      const s = storage();
      if (!s?.getItem(keys.accessToken)) return;
      s.setItem(keys.user, JSON.stringify(user));
      announce();
    },

    /** A stable string for useSyncExternalStore: it changes only when the token or the user changes. */
    snapshot(): string {
      const s = storage();
      if (!s?.getItem(keys.accessToken)) return '';
      return `1\n${s.getItem(keys.user) ?? ''}`;
    },

    fromSnapshot(snapshot: string): StoredSession {
      if (!snapshot) return { isLoggedIn: false };
      return { isLoggedIn: true, user: parseStoredUser(snapshot.slice(2)) };
    },

    clear(): void {
      const s = storage();
      if (!s) return;
      const hadSession = !!s.getItem(keys.accessToken);
      for (const key of keys.cleared) s.removeItem(key);
      // What is still on screen asks again (and is told the session ended) rather than wait forever.
      if (hadSession) void mutate(keys.ownsCacheKey, undefined);
      announce();
    },

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
