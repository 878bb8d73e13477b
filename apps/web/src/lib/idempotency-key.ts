// DESIGN.md §8: trip requests carry an `Idempotency-Key`, so a double click or a retry after a lost answer
// creates one trip. The key belongs to one submit attempt: the same body sent again (a retry) reuses it,
// a changed body or a finished attempt starts with a fresh one.

/** A random UUID v4; `crypto.randomUUID` exists only in secure contexts (https, localhost). */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type SubmitAttempts = {
  /** The key for sending `body` (serialised): the pending attempt's key when the body is unchanged. */
  keyFor: (body: string) => string;
  /** The attempt got its answer for good (the trip exists): the next submit is a new attempt. */
  finish: () => void;
};

export function createSubmitAttempts(newKey: () => string = createIdempotencyKey): SubmitAttempts {
  let pending: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      if (pending?.body !== body) pending = { key: newKey(), body };
      return pending.key;
    },
    finish() {
      pending = null;
    },
  };
}
