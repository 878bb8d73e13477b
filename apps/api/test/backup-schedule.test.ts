import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../src/backup/archive';
import { expiredBackups, nextBackupAt, runSchedule } from '../src/backup/schedule';
import { openDatabase } from '../src/db/client';
import { testConfig } from './helpers/app';
import { createPostgresDatabase, testDbKind } from './helpers/database';

// The backup service of deploy/compose.yaml (docs/operations.md): npm run backup's archive on a schedule
// into one folder, keeping N days, with the folder's own file names as its memory.

const at = (iso: string) => new Date(iso);

describe('which backups have expired and when the next is due', () => {
  const names = [
    'pothik-backup-2026-03-01T03-00-00Z.tar.gz',
    'pothik-backup-2026-03-01T03-00-00Z.tar.gz.sig',
    'pothik-backup-2026-03-03T03-00-00Z.tar.gz',
    'pothik-backup-2026-03-09T03-00-00Z.tar.gz',
    'pothik-backup-2026-03-09T03-30-00Z.tar.gz.partial',
    'pothik-backup-latest.tar.gz',
    'notes.txt',
  ];

  it('names only backups made more than the days kept before now, with the files beside them', () => {
    expect(expiredBackups(names, at('2026-03-10T03:00:00Z'), 7)).toEqual([
      'pothik-backup-2026-03-01T03-00-00Z.tar.gz',
      'pothik-backup-2026-03-01T03-00-00Z.tar.gz.sig',
    ]);
    // Exactly seven days old is kept.
    expect(expiredBackups(names, at('2026-03-10T03:00:00Z'), 6)).toEqual([
      'pothik-backup-2026-03-01T03-00-00Z.tar.gz',
      'pothik-backup-2026-03-01T03-00-00Z.tar.gz.sig',
      'pothik-backup-2026-03-03T03-00-00Z.tar.gz',
    ]);
    expect(
      expiredBackups(['notes.txt', 'pothik-backup-latest.tar.gz'], at('2030-01-01T00:00:00Z'), 1),
    ).toEqual([]);
  });

  it('is due the interval after the newest whole backup, or at once in an empty folder', () => {
    const now = at('2026-03-10T00:00:00Z');
    expect(nextBackupAt(names, now, 24)).toEqual(at('2026-03-10T03:00:00Z'));
    expect(nextBackupAt(names, now, 6)).toEqual(at('2026-03-09T09:00:00Z'));
    expect(nextBackupAt(['notes.txt', 'pothik-backup-2026-03-09T03-30-00Z.tar.gz.partial'], now, 24)).toEqual(
      now,
    );
  });
});

describe(`the schedule on ${testDbKind}`, { timeout: 120_000 }, () => {
  let scratch: string;
  let env: NodeJS.ProcessEnv;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'pothik-backup-schedule-'));
    const uploads = { UPLOADS_DIR: join(scratch, 'uploads') };
    if (testDbKind === 'postgres') {
      const pg = await createPostgresDatabase();
      env = { DATABASE_URL: pg.url, ...uploads };
      dropDatabase = pg.drop;
    } else {
      env = { PGLITE_DIR: join(scratch, 'pglite'), ...uploads };
    }
    // A migrated database, closed: the embedded one is backed up only while no process has it open.
    await (await openDatabase(testConfig(env).database)).close();
  });
  afterAll(async () => {
    await dropDatabase();
    await rm(scratch, { recursive: true, force: true });
  });

  it('backs up when the newest is a day old, removes the expired and a stopped round’s leftover', async () => {
    const dir = join(scratch, 'backups');
    await mkdir(dir);
    for (const name of [
      'pothik-backup-2026-03-01T03-00-00Z.tar.gz',
      'pothik-backup-2026-03-09T03-00-00Z.tar.gz',
      'pothik-backup-2026-03-09T03-30-00Z.tar.gz.partial',
      'notes.txt',
    ])
      await writeFile(join(dir, name), 'not read');
    const lines: string[] = [];
    const stop = new AbortController();
    await runSchedule({
      config: testConfig(env),
      dir,
      keepDays: 7,
      everyHours: 24,
      now: () => at('2026-03-10T04:00:00Z'),
      signal: stop.signal,
      log: (line) => {
        lines.push(line);
        // The first round's retention runs, then the schedule stops instead of waiting a day.
        if (line.startsWith('backup written')) stop.abort();
      },
    });
    const made = join(dir, 'pothik-backup-2026-03-10T04-00-00Z.tar.gz');
    expect((await readdir(dir)).sort()).toEqual([
      'notes.txt',
      'pothik-backup-2026-03-09T03-00-00Z.tar.gz',
      'pothik-backup-2026-03-10T04-00-00Z.tar.gz',
    ]);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^backup written: ${made} \\(${testDbKind}, migration \\d{4}_[\\w-]+\\)$`),
      ),
      'backup removed, older than 7 days: pothik-backup-2026-03-01T03-00-00Z.tar.gz',
    ]);
    expect(await readManifest(made)).toMatchObject({
      engine: testDbKind,
      createdAt: '2026-03-10T04:00:00.000Z',
    });
  });

  it('waits for the next one when the newest is younger than the interval', async () => {
    const dir = join(scratch, 'recent');
    await mkdir(dir);
    await writeFile(join(dir, 'pothik-backup-2026-03-10T01-00-00Z.tar.gz'), 'not read');
    const lines: string[] = [];
    const stop = new AbortController();
    const running = runSchedule({
      config: testConfig(env),
      dir,
      keepDays: 7,
      everyHours: 24,
      now: () => at('2026-03-10T04:00:00Z'),
      signal: stop.signal,
      log: (line) => {
        lines.push(line);
        stop.abort();
      },
    });
    await running;
    expect(lines).toEqual(['next backup at 2026-03-11T01:00:00.000Z']);
    expect(await readdir(dir)).toEqual(['pothik-backup-2026-03-10T01-00-00Z.tar.gz']);
  });
});
