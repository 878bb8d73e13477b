// node apps/api/dist/backup-schedule.js --dir /backups [--keep-days 14] [--every-hours 24] [--once]
// deploy/compose.yaml's backup service: `npm run backup`'s archive (same configuration, the API's
// environment) into --dir every --every-hours, deleting those older than --keep-days. The first backup
// is made when the folder's newest is --every-hours old, at once for an empty folder. --once makes one
// backup, deletes the expired ones and exits (non-zero when the backup failed).
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../src/backup/manifest';
import { backupRound, runSchedule } from '../src/backup/schedule';
import { ConfigError, loadConfig } from '../src/config';

const usage =
  'usage: backup-schedule --dir <folder> [--keep-days 14] [--every-hours 24] [--once]\n' +
  '  --keep-days and --every-hours are whole numbers of at least 1';
const whole = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : Number.NaN);
let values: { dir?: string; 'keep-days': string; 'every-hours': string; once: boolean };
try {
  ({ values } = parseArgs({
    options: {
      dir: { type: 'string' },
      'keep-days': { type: 'string', default: '14' },
      'every-hours': { type: 'string', default: '24' },
      once: { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const keepDays = whole(values['keep-days']);
const everyHours = whole(values['every-hours']);
if (!values.dir || Number.isNaN(keepDays) || Number.isNaN(everyHours)) {
  console.error(usage);
  process.exit(2);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const dir = resolve(values.dir);
await mkdir(dir, { recursive: true });
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
const options = { config, dir, keepDays, everyHours, log };

if (values.once) {
  try {
    await backupRound(options);
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(`backup refused: ${err.message}`);
    process.exit(1);
  }
} else {
  // A stop (SIGTERM from the container's init) ends the process at once: a backup being written is
  // left as its `.partial` file, which the next start removes.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
  log(`backups into ${dir} every ${everyHours} h, kept ${keepDays} days`);
  await runSchedule(options);
}
