import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpNidCheck } from '../src/modules/drivers/nid-check';
import { FAKE_NID_KEY, startFakeNidService } from './fakes/nid-server';
import { buildTestApp } from './helpers/app';
import { loginDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createApplicant, uploadPaper } from './helpers/papers';
import { type StaffSession, staffConsole } from './helpers/staff';
import { tripTestEnv } from './helpers/trips';

// The NID check (issue 45 §2): behind one interface, off by default, against a local fake of a
// Porichoy-like service; its answer is kept beside the NID and shown to staff in the queue.
const clock = createTestClock('2026-11-25T06:00:00.000Z');
let nid: Awaited<ReturnType<typeof startFakeNidService>>;
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let admin: StaffSession;
let ops: StaffSession;

beforeAll(async () => {
  nid = await startFakeNidService({ '1990123456789': 'Rahim Uddin' });
  app = await buildTestApp(
    { ...tripTestEnv, NID_CHECK_URL: nid.url, NID_CHECK_KEY: FAKE_NID_KEY },
    { clock },
  );
  await app.ready();
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  admin = await sc.adminSession();
  ops = await sc.session('ops');
});
afterAll(async () => {
  await app.close();
  await nid.close();
});

describe('the NID adapter', () => {
  it('answers matched, mismatch, not found, and unavailable when the service fails', async () => {
    const check = httpNidCheck(nid.url, FAKE_NID_KEY);
    const now = clock.now();
    expect(await check.check({ nidNumber: '1990123456789', name: 'Rahim Uddin' }, now)).toMatchObject({
      status: 'matched',
      name_match: true,
    });
    expect((await check.check({ nidNumber: '1990123456789', name: 'Karim' }, now)).status).toBe('mismatch');
    expect((await check.check({ nidNumber: '000', name: 'Rahim Uddin' }, now)).status).toBe('not_found');
    expect((await httpNidCheck(nid.url, 'wrong').check({ nidNumber: '1', name: 'x' }, now)).status).toBe(
      'unavailable',
    );
    expect(
      (await httpNidCheck('http://127.0.0.1:9', null).check({ nidNumber: '1', name: 'x' }, now)).status,
    ).toBe('unavailable');
  });
});

describe('the NID check on upload', () => {
  const uploadNid = async () => {
    const d = await createApplicant(app, 'Rahim Uddin');
    const res = await uploadPaper(app, await loginDriver(app, d), {
      kind: 'nid_front',
      number: '1990123456789',
    });
    expect(res.statusCode).toBe(201);
    return res.json().data;
  };

  it('is off by default, then staff switch it on and the console shows its answer beside the paper', async () => {
    const before = nid.requests.length;
    expect((await uploadNid()).nid_check).toBeNull();
    expect(nid.requests.length).toBe(before);

    const on = await sc.call(admin, 'PUT', '/admin/api/settings/driver-papers/current', {
      payload: { retention_days: 365, nid_check: true },
    });
    expect(on.statusCode).toBe(200);
    const checked = await uploadNid();
    expect(checked.nid_check).toMatchObject({ provider: 'http', status: 'matched', name_match: true });
    const queue = (await sc.call(ops, 'GET', '/admin/api/driver-documents?range=[0,99]')).json();
    expect(queue.find((p: { id: number }) => p.id === checked.id).nid_check.status).toBe('matched');
  });
});
