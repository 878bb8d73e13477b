import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgliteHandle, PgliteTransaction } from './threaded-pglite';

/** Told each statement's duration in milliseconds, as the app waited for it (queueing included). */
export type QueryListener = (ms: number) => void;

/** The listeners of one database: each app on it (tests share one) adds its own and removes it at close. */
export function queryTimings() {
  const listeners = new Set<QueryListener>();
  return {
    record(ms: number) {
      for (const listener of listeners) listener(ms);
    },
    onQuery(listener: QueryListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function timed<T>(record: QueryListener, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return run().finally(() => record(performance.now() - started));
}

/**
 * node-postgres's client with every statement timed, given to the pool as the class it makes its
 * connections from: pooled queries and transactions alike pass through `query`. The callback form is
 * the pool's own `pool.query`; the promise form is drizzle's; a submittable (a cursor) is not timed.
 */
export function timedPgClient(record: QueryListener): typeof pg.Client {
  return class TimedClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads; every form passes through.
    override query(...args: any[]): any {
      const started = performance.now();
      const done = () => record(performance.now() - started);
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          last(...results);
        };
        return Reflect.apply(super.query, this, args);
      }
      const result = Reflect.apply(super.query, this, args);
      if (result && typeof result.then === 'function') result.then(done, done);
      return result;
    }
  };
}

/**
 * The PGlite client drizzle is given: its statements, and those of its transactions, timed on the way
 * through. A wrapper rather than a patch of the handle, which the LISTENs and the tests' dump keep
 * using untouched.
 */
export function timedPglite(client: PgliteHandle, record: QueryListener): PGlite {
  const wrapTx = (tx: PgliteTransaction): PgliteTransaction => ({
    query: (query, params, options) => timed(record, () => tx.query(query, params, options)),
    exec: (query, options) => timed(record, () => tx.exec(query, options)),
    get closed() {
      return tx.closed;
    },
  });
  const wrapper: Pick<PgliteHandle, 'query' | 'exec' | 'transaction'> = {
    query: (query, params, options) => timed(record, () => client.query(query, params, options)),
    exec: (query, options) => timed(record, () => client.exec(query, options)),
    transaction: (callback) => client.transaction((tx) => callback(wrapTx(tx))),
  };
  // drizzle's PGlite session calls only these three, and only query and exec of a transaction.
  return wrapper as unknown as PGlite;
}
