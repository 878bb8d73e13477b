// npm run backup -- [--out file.tar.gz]
// One archive of the database the API is configured for (DATABASE_URL, else the embedded PGLITE_DIR) and
// of the uploads folder, with a manifest. PostgreSQL is backed up while the API runs; the embedded
// database only while the API is stopped: PGlite is opened by one process at a time.
import { parseArgs } from 'node:util';
import { createBackup } from '../src/backup/backup';
import { BackupError } from '../src/backup/manifest';
import { loadConfig } from '../src/config';

const usage = 'usage: npm run backup -- [--out file.tar.gz]';
let out: string | undefined;
try {
  ({ out } = parseArgs({ options: { out: { type: 'string' } } }).values);
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
try {
  const { file, manifest } = await createBackup(loadConfig(), { out });
  const uploads =
    manifest.uploads.storage === 's3'
      ? 'uploads: in the S3 bucket, not in this file'
      : `uploaded files: ${manifest.uploads.files}`;
  console.log(
    `backup written: ${file}\n  ${manifest.engine}, migration ${manifest.migration.tag ?? manifest.migration.when}, ${uploads}`,
  );
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`backup refused: ${err.message}`);
  process.exit(1);
}
