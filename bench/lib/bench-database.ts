import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of this run's own on the BENCH_DATABASE_URL server, dropped at the end. */
export async function withBenchDatabase<T>(
  adminUrl: string,
  label: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `pothik_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
