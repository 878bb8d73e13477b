import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packArchive } from '../src/backup/archive';
import { createBackup, defaultBackupFolder } from '../src/backup/backup';
import { databaseFiles, MANIFEST_FILE, type Manifest } from '../src/backup/manifest';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { knownMigrations } from '../src/db/pending-migrations';
import { leads } from '../src/db/schema/index';
import { insertLead } from '../src/modules/leads/repo';
import { developmentBackupHmacKey } from '../src/production-checks';
import { buildTestApp, testConfig } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postAccept, postBid } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createPostgresDatabase, testDbKind } from './helpers/database';
import { multipartFile } from './helpers/multipart';
import { productionEnv } from './helpers/production';
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
let trickyLeadId: number;

/** This deployment's key: backups are signed with it and restore checks it (BACKUP_HMAC_KEY). */
const BACKUP_HMAC_KEY = 'backup-hmac-key-of-the-backup-tests-0001';
const config = () => testConfig(env);
/** What a row's text may hold that psql or COPY would read as their own: backslashes, `\.`, `\!`. */
const trickyText = 'line one\n\\.\n\\! touch /tmp/pothik-restore-ran-this\ttab \\ backslash';

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

/**
 * Runs `restore` with a `psql` first on PATH that leaves a mark and fails: restore must not run it
 * (spawn looks commands up on the environment's PATH, which the restore passes on).
 */
async function withoutPsql<T>(restore: () => Promise<T>): Promise<T> {
  const bin = await mkdtemp(join(scratch, 'bin-'));
  const mark = join(bin, 'psql-ran');
  await writeFile(join(bin, 'psql'), `#!/bin/sh\ntouch '${mark}'\nexit 1\n`);
  await chmod(join(bin, 'psql'), 0o755);
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path}`;
  try {
    return await restore();
  } finally {
    process.env.PATH = path;
    expect(existsSync(mark)).toBe(false);
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'pothik-backup-test-'));
  // As the defaults lay them out: ./data/pglite and ./data/uploads, and a lost disk takes ./data whole.
  const dataFolder = join(scratch, 'data');
  const uploadsDir = join(dataFolder, 'uploads');
  if (testDbKind === 'postgres') {
    const pg = await createPostgresDatabase();
    env = { ...tripTestEnv, DATABASE_URL: pg.url, UPLOADS_DIR: uploadsDir, BACKUP_HMAC_KEY };
    dropDatabase = pg.drop;
    loseEverything = async () => {
      await pg.empty();
      await rm(dataFolder, { recursive: true, force: true });
    };
  } else {
    env = {
      ...tripTestEnv,
      PGLITE_DIR: join(dataFolder, 'pglite'),
      UPLOADS_DIR: uploadsDir,
      BACKUP_HMAC_KEY,
    };
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
    const lead = await insertLead(api.database.db, {
      kind: 'business',
      name: 'Karim \\ Uddin',
      mobile: '01711119999',
      lang: 'en',
      fields: { note: trickyText },
    });
    trickyLeadId = lead.id;

    // Into folders that do not exist yet: each is made for its owner only, and so is the archive.
    backupFile = join(scratch, 'kept', 'nightly', 'pothik-backup.tar.gz');
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

    for (const folder of [join(scratch, 'kept'), join(scratch, 'kept', 'nightly')]) {
      expect(((await stat(folder)).mode & 0o777).toString(8)).toBe('700');
    }
    expect(((await stat(backupFile)).mode & 0o777).toString(8)).toBe('600');

    await loseEverything();
    // psql would read a line of the dump as one of its commands: restore runs none (this one would
    // leave a mark and fail).
    const { manifest, notes } = await withoutPsql(() => restoreBackup(config(), { file: backupFile }));
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
    const [restoredLead] = await restored.database.db.select().from(leads).where(eq(leads.id, trickyLeadId));
    expect(restoredLead).toMatchObject({ name: 'Karim \\ Uddin', fields: { note: trickyText } });
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
      await packArchive(join(scratch, name), dir, [MANIFEST_FILE], BACKUP_HMAC_KEY);
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
      /carries no signature/,
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
    await packArchive(
      join(scratch, 'damaged.tar.gz'),
      damaged,
      [MANIFEST_FILE, databaseFiles[testDbKind]],
      BACKUP_HMAC_KEY,
    );
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

describe(`backup signatures on ${testDbKind}`, { timeout: 120_000 }, () => {
  it('refuses, before it reads or runs anything of it, an archive changed, signed with another key or not signed', async () => {
    const tools = await mkdtemp(join(scratch, 'tools-'));
    const ran = join(tools, 'ran');
    // Every tool a restore could start, each leaving its name behind: none may run.
    for (const tool of ['psql', 'pg_restore']) {
      await writeFile(join(tools, tool), `#!/bin/sh\necho ${tool} >> '${ran}'\nexit 1\n`);
      await chmod(join(tools, tool), 0o755);
    }
    const refusal = async (file: string) => {
      const path = process.env.PATH;
      process.env.PATH = `${tools}:${path}`;
      try {
        return await restoreBackup(config(), { file, force: true }).then(
          () => 'restored',
          (err: Error) => err.message,
        );
      } finally {
        process.env.PATH = path;
      }
    };

    // One byte of the real backup changed, deep in its data.
    const changed = join(scratch, 'changed.tar.gz');
    await copyFile(backupFile, changed);
    const handle = await open(changed, 'r+');
    const { size } = await handle.stat();
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, Math.floor(size / 2));
    await handle.write(Buffer.from([byte[0]! ^ 0x01]), 0, 1, Math.floor(size / 2));
    await handle.close();
    expect(await refusal(changed)).toBe(
      `${changed} does not match its signature under BACKUP_HMAC_KEY: it was changed after it was made, or made with another key. Nothing was changed`,
    );

    // A whole archive made by another deployment (another key): its manifest alone would pass.
    const newest = knownMigrations().at(-1)!;
    const manifest: Manifest = {
      format: 'pothik-backup',
      version: 1,
      createdAt: clock.now().toISOString(),
      app: { version: '0.1.0', commit: null },
      engine: testDbKind,
      postgresVersion: '17.6',
      migration: { when: newest.when, tag: newest.tag },
      uploads: { storage: 'local', files: 0 },
    };
    const dir = await mkdtemp(join(scratch, 'elsewhere-'));
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
    const otherKey = join(scratch, 'other-key.tar.gz');
    await packArchive(otherKey, dir, [MANIFEST_FILE], 'the-key-of-another-deployment-0000000001');
    expect(await refusal(otherKey)).toMatch(
      /other-key\.tar\.gz does not match its signature under BACKUP_HMAC_KEY/,
    );

    // A plain .tar.gz, as any tool makes one; and the real backup cut short.
    const unsigned = join(scratch, 'unsigned.tar.gz');
    await createTar({ file: unsigned, cwd: dir, gzip: true }, [MANIFEST_FILE]);
    expect(await refusal(unsigned)).toMatch(/unsigned\.tar\.gz carries no signature/);
    const cut = join(scratch, 'cut.tar.gz');
    await copyFile(backupFile, cut);
    const cutHandle = await open(cut, 'r+');
    await cutHandle.truncate(Math.floor(size / 3));
    await cutHandle.close();
    expect(await refusal(cut)).toMatch(/cut\.tar\.gz does not match its signature/);

    expect(existsSync(ran)).toBe(false);
    // The database and uploads are the last restore's, untouched.
    const api = await startApi();
    clock.advance({ minutes: 5 });
    const me = await loginAs(api, { mobile: passenger.mobile });
    expect((await myTrips(api, me)).map((t) => t.id)).toEqual([tripId]);
    await stopApi();
  });

  it('keeps the default backups folder its owner’s alone, however it was left', async () => {
    await mkdir(defaultBackupFolder, { recursive: true });
    await chmod(defaultBackupFolder, 0o755);
    // A time no real backup's name has.
    const at = new Date('2031-01-02T03:04:05.000Z');
    const { file } = await createBackup(config(), { now: at });
    try {
      expect(file).toBe(join(defaultBackupFolder, 'pothik-backup-2031-01-02T03-04-05Z.tar.gz'));
      expect(((await stat(defaultBackupFolder)).mode & 0o777).toString(8)).toBe('700');
      expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
    } finally {
      await rm(file, { force: true });
    }
  });

  it('needs BACKUP_HMAC_KEY in production, to back up and to restore', async () => {
    const production = { ...config(), backupHmacKey: undefined };
    const unset = /^BACKUP_HMAC_KEY is unset: production backups are signed/;
    await expect(createBackup(production, { out: join(scratch, 'unkeyed.tar.gz') })).rejects.toThrow(unset);
    expect(existsSync(join(scratch, 'unkeyed.tar.gz'))).toBe(false);
    await expect(restoreBackup(production, { file: backupFile, force: true })).rejects.toThrow(unset);
    expect(loadConfig(productionEnv).backupHmacKey).toBeUndefined();
    expect(loadConfig({ ...productionEnv, BACKUP_HMAC_KEY }).backupHmacKey).toBe(BACKUP_HMAC_KEY);
    // Outside production a published development key signs, so the demo's backups restore.
    expect(loadConfig({ NODE_ENV: 'development' }).backupHmacKey).toBe(developmentBackupHmacKey);
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
