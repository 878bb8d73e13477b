// npm run restore -- <file.tar.gz> [--force]
// Puts a backup (npm run backup) in place of the configured database and uploads folder. Stop every API
// process first. A database or uploads folder that is not empty is replaced only with --force; a backup
// from newer code than this is refused. The next start migrates the restored database forward.
import { parseArgs } from 'node:util';
import { BackupError } from '../src/backup/manifest';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig } from '../src/config';

const usage = 'usage: npm run restore -- <backup file> [--force]';
let file: string | undefined;
let force = false;
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new Error(positionals.length ? 'one backup file at a time' : 'which backup file?');
  [file] = positionals;
  force = values.force;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
try {
  const { manifest, notes } = await restoreBackup(loadConfig(), { file: file!, force });
  console.log(
    `restored ${manifest.engine} backup of ${manifest.createdAt} (migration ${manifest.migration.tag ?? manifest.migration.when})`,
  );
  for (const note of notes) console.log(`note: ${note}`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`restore refused: ${err.message}`);
  process.exit(1);
}
