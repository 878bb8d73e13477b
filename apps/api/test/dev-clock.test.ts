import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp } from './helpers/app';
import { sendCode, uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { productionEnv } from './helpers/production';

describe('POST /api/v3/dev/clock', () => {
  it('does not exist unless DEV_CLOCK is set', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/dev/clock',
      payload: { advance_seconds: 60 },
    });
    expect(res.statusCode).toBe(404);
    await app.close();
  });

  it('is refused in production (production-mode.test.ts: absent there even if the setting got through)', () => {
    expect(() => loadConfig({ ...productionEnv, DEV_CLOCK: '1' })).toThrow(/DEV_CLOCK is set/);
  });

  it('moves the time every rule sees: a resend is allowed after 180 s of API time', async () => {
    // The dev clock runs ahead of the clock beneath it, here a held one, by what it was told.
    const base = createTestClock('2026-11-25T06:00:00.000Z');
    const app = await buildTestApp({ DEV_CLOCK: '1' }, { clock: base });
    await app.ready();
    const mobile = uniqueMobile();
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
    expect((await sendCode(app, mobile)).statusCode).toBe(400);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/v3/dev/clock',
      payload: { advance_seconds: 181 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.now).toBe('2026-11-25T06:03:01.000Z');
    expect((await sendCode(app, mobile)).statusCode).toBe(200);
    await app.close();
  });
});
