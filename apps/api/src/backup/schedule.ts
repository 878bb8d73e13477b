import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type BackupConfig, createBackup, defaultBackupFile } from './backup';
import { BackupError } from './manifest';

// The backup service of deploy/compose.yaml: `npm run backup`'s archive on a schedule into one folder (a
// volume), keeping the last N days. The time a backup was made is in its name (defaultBackupFile), so
// the folder alone says when the next is due and which have expired: a restarted service neither backs
// up again early nor forgets old files.

const backupName = /^pothik-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(\..+)?$/;
const HOUR = 3_600_000;

/** When the backup named `name` (or a file beside it, `<name>.<suffix>`) was made; null for any other file. */
export function backupTime(name: string): Date | null {
  const match = backupName.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/** The files of backups made more than `keepDays` days before `now`. Other files are never named. */
export function expiredBackups(names: readonly string[], now: Date, keepDays: number): string[] {
  const oldest = now.getTime() - keepDays * 24 * HOUR;
  return names.filter((name) => {
    const made = backupTime(name);
    return made !== null && made.getTime() < oldest;
  });
}

/** When the next backup is due: `everyHours` after the newest whole one, or now when there is none. */
export function nextBackupAt(names: readonly string[], now: Date, everyHours: number): Date {
  const made = names
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => backupTime(name)?.getTime())
    .filter((time): time is number => time !== undefined);
  if (made.length === 0) return now;
  return new Date(Math.max(...made) + everyHours * HOUR);
}

export type ScheduleOptions = {
  config: BackupConfig;
  dir: string;
  keepDays: number;
  everyHours: number;
  log: (line: string) => void;
  now?: () => Date;
};

/**
 * One round: a backup into `dir`, then the expired ones deleted. A failed backup deletes nothing (the
 * old ones are all there is). Answers the file written.
 */
export async function backupRound({ config, dir, keepDays, log, now = () => new Date() }: ScheduleOptions) {
  const made = now();
  const out = join(dir, basename(defaultBackupFile(made)));
  const { file, manifest } = await createBackup(config, { out, now: made });
  log(
    `backup written: ${file} (${manifest.engine}, migration ${manifest.migration.tag ?? manifest.migration.when})`,
  );
  for (const name of expiredBackups(await readdir(dir), now(), keepDays)) {
    await rm(join(dir, name), { force: true });
    log(`backup removed, older than ${keepDays} days: ${name}`);
  }
  return file;
}

/**
 * Runs rounds for ever: the first when the folder's newest backup is `everyHours` old (at once for an
 * empty folder), then every `everyHours`. A failed round is logged and tried again in ten minutes.
 * Resolves only if `signal` aborts.
 */
export async function runSchedule(options: ScheduleOptions & { signal?: AbortSignal }) {
  const { dir, everyHours, log, signal, now = () => new Date() } = options;
  // A round stopped while writing leaves its `.partial` (archive.ts): nothing else writes here.
  for (const name of await readdir(dir)) {
    if (backupTime(name) !== null && name.endsWith('.partial')) await rm(join(dir, name), { force: true });
  }
  while (!signal?.aborted) {
    const due = nextBackupAt(await readdir(dir), now(), everyHours);
    const wait = Math.max(0, due.getTime() - now().getTime());
    if (wait > 0) log(`next backup at ${due.toISOString()}`);
    if (!(await sleep(wait, signal))) return;
    try {
      await backupRound(options);
    } catch (err) {
      log(
        `backup failed: ${err instanceof BackupError ? err.message : String(err)}; trying again in 10 minutes`,
      );
      if (!(await sleep(10 * 60_000, signal))) return;
    }
  }
}

/** Waits `ms`; false when `signal` aborted first. */
function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
