import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey, createSubmitAttempts } from './idempotency-key';

describe('submit attempts', () => {
  it('keeps one key for resends of the same body until the attempt finishes', () => {
    const attempts = createSubmitAttempts();
    const first = attempts.keyFor('{"a":1}');
    expect(attempts.keyFor('{"a":1}')).toBe(first);
    const changed = attempts.keyFor('{"a":2}');
    expect(changed).not.toBe(first);
    attempts.finish();
    expect(attempts.keyFor('{"a":2}')).not.toBe(changed);
  });

  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes UUID v4 keys', () => {
    expect(createIdempotencyKey()).toMatch(uuidV4);
  });

  it('makes them without crypto.randomUUID too (pages served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a),
    });
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });
});
