import { type Check, exactly, report, samples } from '../lib/verdict';

export type LeadsRun = {
  database: 'pglite' | 'postgres';
  posts: number;
  created: number;
  leadRows: number;
  outboxRows: number;
  ms: number;
};

/**
 * On every engine measured: at least one post, every post answered 201, one lead row each and two
 * outbox notifications each (a staff email and an SMS).
 */
export function leadsChecks(runs: LeadsRun[], { engines }: { engines: LeadsRun['database'][] }): Check[] {
  return engines.flatMap((database) => {
    const run = runs.find((r) => r.database === database);
    return [
      samples('lead posts', run?.posts, 1, database),
      exactly('every post answered 201', run?.created, run?.posts ?? Number.NaN, database),
      exactly('a lead row per post', run?.leadRows, run?.posts ?? Number.NaN, database),
      exactly('two outbox notifications per post', run?.outboxRows, (run?.posts ?? Number.NaN) * 2, database),
    ];
  });
}

export function reportLeads(runs: LeadsRun[], options: { engines: LeadsRun['database'][] }) {
  const each = runs
    .map(
      (r) =>
        `${r.database}: ${r.posts} concurrent lead posts → ${r.leadRows} rows, ${r.outboxRows} outbox notifications, ${r.posts - r.created} errors in ${r.ms} ms`,
    )
    .join('; ');
  return report('leads', each || 'nothing posted', leadsChecks(runs, options));
}
