import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, UPLOADS_URL_PREFIX } from '../src/adapters/storage/local-storage';

const dir = mkdtempSync(join(tmpdir(), 'pothik-local-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local storage', () => {
  it('keeps a picture under its key and answers its public address', async () => {
    const storage = createLocalStorage(dir);
    const url = await storage.put('avatars/abc-480.webp', Buffer.from('picture'), 'image/webp');
    expect(url).toBe(`${UPLOADS_URL_PREFIX}avatars/abc-480.webp`);
    expect(readFileSync(join(dir, 'avatars/abc-480.webp'), 'utf8')).toBe('picture');
  });

  it('stores the same picture written many times at once (two people uploading the same file)', async () => {
    const storage = createLocalStorage(dir);
    const body = Buffer.from('the same picture, byte for byte');
    const writes = Array.from({ length: 20 }, () => storage.put('content/same-960.webp', body, 'image/webp'));
    expect(await Promise.allSettled(writes)).toEqual(
      Array.from({ length: 20 }, () => ({
        status: 'fulfilled',
        value: `${UPLOADS_URL_PREFIX}content/same-960.webp`,
      })),
    );
    expect(readFileSync(join(dir, 'content/same-960.webp'))).toEqual(body);
    // No half-written file is left beside it.
    expect(readdirSync(join(dir, 'content'))).toEqual(['same-960.webp']);
  });

  it('removes a picture (one already gone is no error) and knows its own addresses', async () => {
    const storage = createLocalStorage(dir);
    const url = await storage.put('avatars/gone-480.webp', Buffer.from('picture'), 'image/webp');
    expect(storage.keyOf(url)).toBe('avatars/gone-480.webp');
    expect(storage.keyOf('/images/content/campaign-winter.webp')).toBeNull();
    expect(storage.keyOf('/images/uploads/../secrets.webp')).toBeNull();
    await storage.delete('avatars/gone-480.webp');
    expect(existsSync(join(dir, 'avatars/gone-480.webp'))).toBe(false);
    await storage.delete('avatars/gone-480.webp');
    await expect(storage.delete('../outside.webp')).rejects.toThrow(/unsafe/);
  });
});
