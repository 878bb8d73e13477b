import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packArchive } from '../src/backup/archive';
import { createBackup } from '../src/backup/backup';
import { databaseFiles, MANIFEST_FILE, type Manifest } from '../src/backup/manifest';
import { restoreBackup } from '../src/backup/restore';
import { type Database, openDatabase } from '../src/db/client';
import { knownMigrations } from '../src/db/pending-migrations';
import { buildTestApp, testConfig } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postAccept, postBid } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createPostgresDatabase, testDbKind } from './helpers/database';
import { multipartFile } from './helpers/multipart';
import { oneWayBody, tripTestEnv } from './helpers/trips';

// npm run backup / restore (DESIGN.md §13, docs/operations.md) on this run's engine: a real database and
// uploads folder of the test's own, backed up, lost and brought back.
const clock = createTestClock('2026-03-10T04:00:00.000Z');
let scratch: string;
let env: NodeJS.ProcessEnv;
/** Loses the database and the uploads, as a failed disk would. */
let loseEverything: () => Promise<void>;
let dropDatabase = async () => {};
let database: Database | undefined;
let app: FastifyInstance | undefined;
let passenger: LoggedIn;
let tripId: number;
let pictureUrl: string;
let pictureBytes: Buffer;
let backupFile: string;

const config = () => testConfig(env);

async function startApi() {
  database = await openDatabase(config().database);
  app = await buildTestApp(env, { database, clock });
  await app.ready();
  return app;
}

async function stopApi() {
  await app?.close();
  await database?.close();
  app = undefined;
  database = undefined;
}

const myTrips = async (api: FastifyInstance, who: LoggedIn) =>
  (await api.inject({ url: '/api/v3/user/trips', headers: who.headers })).json().data.items as {
    id: number;
    status: string;
  }[];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'pothik-backup-test-'));
  // As the defaults lay them out: ./data/pglite and ./data/uploads, and a lost disk takes ./data whole.
  const dataFolder = join(scratch, 'data');
  const uploadsDir = join(dataFolder, 'uploads');
  if (testDbKind === 'postgres') {
    const pg = await createPostgresDatabase();
    env = { ...tripTestEnv, DATABASE_URL: pg.url, UPLOADS_DIR: uploadsDir };
    dropDatabase = pg.drop;
    loseEverything = async () => {
      await pg.empty();
      await rm(dataFolder, { recursive: true, force: true });
    };
  } else {
    env = { ...tripTestEnv, PGLITE_DIR: join(dataFolder, 'pglite'), UPLOADS_DIR: uploadsDir };
    loseEverything = () => rm(dataFolder, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await stopApi();
  await dropDatabase();
  await rm(scratch, { recursive: true, force: true });
});

// Each test opens a database on disk two or three times and archives it: more than the suite's 30 s on a
// busy machine.
describe(`backup and restore on ${testDbKind}`, { timeout: 120_000 }, () => {
  it('brings back the passenger, the booked trip and the profile picture after both are lost', async () => {
    const api = await startApi();
    passenger = await loginAs(api);
    const requested = await api.inject({
      method: 'POST',
      url: '/api/v3/user/trips',
      headers: passenger.headers,
      payload: oneWayBody(clock.now()),
    });
    expect(requested.statusCode).toBe(201);
    tripId = requested.json().data.trip.id;
    const driver = await loginDriver(api, await createDriverProfile(api, { name: 'Abdul Karim' }));
    const bid = await postBid(api, driver, { trip_id: tripId, driver_fare: 6800 });
    expect(bid.statusCode).toBe(201);
    const accepted = await postAccept(api, passenger, { trip_id: tripId, bid_id: bid.json().data.bid.id });
    expect(accepted.statusCode).toBe(200);

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('image', { name: 'me.png', type: 'image/png', bytes: png });
    const uploaded = await api.inject({
      method: 'POST',
      url: '/api/v3/user/profile-picture',
      payload,
      headers: { ...headers, ...passenger.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    pictureUrl = uploaded.json().data.profile_picture;
    pictureBytes = (await api.inject(pictureUrl)).rawPayload;
    // A picture the restore must bring back byte for byte, as the API serves it.
    expect((await sharp(pictureBytes).metadata()).format).toBe('webp');
    const uploads = await readdir(env.UPLOADS_DIR!, { recursive: true, withFileTypes: true });
    const uploadedFiles = uploads.filter((entry) => entry.isFile()).length;
    expect(uploadedFiles).toBeGreaterThan(1);

    backupFile = join(scratch, 'pothik-backup.tar.gz');
    if (testDbKind === 'pglite') {
      // PGlite is one process's: the backup waits until the API has let go of the data folder.
      await expect(createBackup(config(), { out: backupFile })).rejects.toThrow(/open in another process/);
      await stopApi();
      await createBackup(config(), { out: backupFile, now: clock.now() });
    } else {
      // pg_dump takes one snapshot while the API goes on.
      await createBackup(config(), { out: backupFile, now: clock.now() });
      await stopApi();
    }

    await loseEverything();
    const { manifest, notes } = await restoreBackup(config(), { file: backupFile });
    expect(manifest).toMatchObject({
      engine: testDbKind,
      createdAt: clock.now().toISOString(),
      migration: { tag: knownMigrations().at(-1)!.tag },
      uploads: { storage: 'local', files: uploadedFiles },
    });
    expect(notes).toEqual([]);

    const restored = await startApi();
    // The login code sent before the backup came back with it; a new one may be asked for later.
    clock.advance({ minutes: 5 });
    const again = await loginAs(restored, { mobile: passenger.mobile });
    expect(again.user.id).toBe(passenger.user.id);
    expect(await myTrips(restored, again)).toEqual([
      expect.objectContaining({ id: tripId, status: 'confirmed' }),
    ]);
    const profile = await restored.inject({ url: '/api/v3/user/profile', headers: again.headers });
    expect(profile.json().data.profile_picture).toBe(pictureUrl);
    const served = await restored.inject(pictureUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pictureBytes)).toBe(true);
  });

  it('refuses while the API runs and over data without force; with force it replaces what is there', async () => {
    const api = app ?? (await startApi());
    clock.advance({ minutes: 5 });
    const later = await api.inject({
      method: 'POST',
      url: '/api/v3/user/trips',
      headers: (await loginAs(api, { mobile: passenger.mobile })).headers,
      payload: oneWayBody(clock.now(), { car_type: 'noah' }),
    });
    expect(later.statusCode).toBe(201);

    const inUse = testDbKind === 'pglite' ? /open in another process/ : /other session\(s\) are connected/;
    await expect(restoreBackup(config(), { file: backupFile, force: true })).rejects.toThrow(inUse);
    await stopApi();
    await expect(restoreBackup(config(), { file: backupFile })).rejects.toThrow(
      'the database and the uploads folder',
    );

    await restoreBackup(config(), { file: backupFile, force: true });
    const restored = await startApi();
    clock.advance({ minutes: 5 });
    const me = await loginAs(restored, { mobile: passenger.mobile });
    // The trip requested after the backup is gone: the database is the backup's, not a merge.
    expect((await myTrips(restored, me)).map((t) => t.id)).toEqual([tripId]);
    await stopApi();
  });

  it('refuses a backup of newer code, of the other engine, and a file that is no backup', async () => {
    const newest = knownMigrations().at(-1)!;
    const manifest: Manifest = {
      format: 'pothik-backup',
      version: 1,
      createdAt: clock.now().toISOString(),
      app: { version: '9.0.0', commit: 'f00d' },
      engine: testDbKind,
      postgresVersion: '18.6',
      migration: { when: newest.when + 1, tag: '0099_from_the_future' },
      uploads: { storage: 'local', files: 0 },
    };
    const archive = async (name: string, m: object) => {
      const dir = await mkdtemp(join(scratch, 'forged-'));
      await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(m));
      await packArchive(join(scratch, name), dir, [MANIFEST_FILE]);
      return join(scratch, name);
    };
    await expect(
      restoreBackup(config(), { file: await archive('newer.tar.gz', manifest), force: true }),
    ).rejects.toThrow(
      `this backup is at migration 0099_from_the_future, newer than this code's newest (${newest.tag}): restore it with the code that made it (commit f00d)`,
    );
    const otherEngine = {
      ...manifest,
      engine: testDbKind === 'pglite' ? 'postgres' : 'pglite',
      migration: newest,
    };
    await expect(
      restoreBackup(config(), { file: await archive('other.tar.gz', otherEngine), force: true }),
    ).rejects.toThrow(/^this backup is of the (embedded|PostgreSQL) database/);
    await expect(
      restoreBackup(config(), { file: await archive('nomanifest.tar.gz', { hello: 1 }), force: true }),
    ).rejects.toThrow(/is not a Pothik backup/);
    const notArchive = join(scratch, 'notes.txt');
    await writeFile(notArchive, 'not a backup');
    await expect(restoreBackup(config(), { file: notArchive, force: true })).rejects.toThrow(
      /is not a Pothik backup/,
    );

    // A damaged dump fails while loading, and the database stays as it was.
    const damaged = await mkdtemp(join(scratch, 'damaged-'));
    await writeFile(join(damaged, MANIFEST_FILE), JSON.stringify({ ...manifest, migration: newest }));
    if (testDbKind === 'pglite') {
      // A data folder of a PostgreSQL this PGlite is not.
      await mkdir(join(damaged, 'data'));
      await writeFile(join(damaged, 'data', 'PG_VERSION'), '99\n');
      await createTar({ file: join(damaged, databaseFiles.pglite), cwd: join(damaged, 'data') }, [
        'PG_VERSION',
      ]);
    } else {
      await writeFile(join(damaged, databaseFiles.postgres), randomBytes(64 * 1024));
    }
    await packArchive(join(scratch, 'damaged.tar.gz'), damaged, [MANIFEST_FILE, databaseFiles[testDbKind]]);
    await expect(
      restoreBackup(config(), { file: join(scratch, 'damaged.tar.gz'), force: true }),
    ).rejects.toThrow(
      testDbKind === 'pglite' ? /did not start with this installation's PGlite/ : /^pg_restore failed: /,
    );

    // Nothing was touched: the passenger and the trip are still there.
    const api = await startApi();
    clock.advance({ minutes: 5 });
    const me = await loginAs(api, { mobile: passenger.mobile });
    expect((await myTrips(api, me)).map((t) => t.id)).toEqual([tripId]);
    await stopApi();
  });
});

describe('the npm run backup / restore commands', { timeout: 120_000 }, () => {
  const apiDir = resolve(import.meta.dirname, '..');
  function run(script: string, args: string[]) {
    const tsx = resolve(apiDir, '../../node_modules/tsx/dist/cli.mjs');
    const child = spawn(process.execPath, [tsx, `scripts/${script}.ts`, ...args], {
      cwd: apiDir,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    return new Promise<{ code: number | null; output: string }>((done) =>
      child.on('close', (code) => done({ code, output })),
    );
  }

  it('explain their arguments (exit 2) and refuse to overwrite without --force (exit 1)', async () => {
    const [noFile, unknown, occupied] = await Promise.all([
      run('restore', []),
      run('backup', ['--to', 'x']),
      run('restore', [backupFile]),
    ]);
    expect(noFile).toEqual({
      code: 2,
      output: 'which backup file?\nusage: npm run restore -- <backup file> [--force]\n',
    });
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('usage: npm run backup -- [--out file.tar.gz]');
    expect(occupied).toEqual({
      code: 1,
      output:
        'restore refused: the database and the uploads folder ' +
        `(${env.UPLOADS_DIR}) are not empty: --force replaces what is there with the backup\n`,
    });
  });
});
