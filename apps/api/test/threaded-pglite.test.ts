import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { testDbKind } from './helpers/database';

// The embedded database on its own thread (db/threaded-pglite.ts, docs/decisions/0027): what crosses
// between the threads must behave as PGlite in process did. The API suite runs on it throughout; these
// are the edges it rarely reaches. PostgreSQL's run has no PGlite to test.
describe.runIf(testDbKind === 'pglite')('PGlite on a thread of its own', () => {
  let database: Database;
  const pglite = () => database.pglite!;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined }, { migrate: false });
    await pglite().exec('create table items (id int primary key, label text not null)');
  });
  afterAll(() => database.close());

  it("gives PostgreSQL's error fields to the caller, as the app's error mapping reads them", async () => {
    await pglite().query('insert into items values (1, $1)', ['first']);
    const error = await pglite()
      .query('insert into items values (1, $1)', ['again'])
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect((error as Error).message).toContain('duplicate key');
  });

  it('commits a transaction whose callback ends, and rolls back one whose callback throws', async () => {
    await pglite().transaction(async (tx) => {
      await tx.query('insert into items values (2, $1)', ['kept']);
    });
    const thrown = await pglite()
      .transaction(async (tx) => {
        await tx.query('insert into items values (3, $1)', ['undone']);
        throw new Error('changed my mind');
      })
      .catch((err: Error) => err.message);
    expect(thrown).toBe('changed my mind');
    const { rows } = await pglite().query<{ id: number }>(
      'select id from items where id in (2, 3) order by id',
    );
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('holds statements outside a transaction until it ends, as PGlite does in process', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await pglite().transaction(async (tx) => {
      await tx.query('insert into items values (4, $1)', ['inside']);
      outside = pglite()
        .query<{ label: string }>('select label from items where id = 4')
        .then((result) => order.push(`outside saw ${result.rows[0]?.label ?? 'nothing'}`));
      await tx.query("update items set label = 'committed' where id = 4");
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw committed']);
  });

  it('delivers a NOTIFY to its listener before the answer of the statement that sent it', async () => {
    const heard: string[] = [];
    const stop = await pglite().listen('thread_test', (payload) => heard.push(payload));
    await pglite().query("select pg_notify('thread_test', 'hello')");
    expect(heard).toEqual(['hello']);
    await stop();
    await pglite().query("select pg_notify('thread_test', 'unheard')");
    expect(heard).toEqual(['hello']);
  });

  it('keeps the text of the types drizzle asks for as text, and refuses a parser that changes it', async () => {
    const timestamptz = 1184;
    const identity = (value: string) => value;
    const { rows } = await pglite().query<{ at: unknown }>(
      "select timestamptz '2026-12-03 10:00:00+00' as at",
      [],
      { parsers: { [timestamptz]: identity } },
    );
    expect(rows[0]!.at).toBe('2026-12-03 10:00:00+00');
    const refused = await Promise.resolve()
      .then(() =>
        pglite().query('select 1', [], { parsers: { [timestamptz]: (value: string) => new Date(value) } }),
      )
      .catch((err: Error) => err.message);
    expect(refused).toMatch(/only parsers that keep the text/);
  });

  it('carries a dump of the data folder out and into a new database', async () => {
    const dump = await pglite().dumpDataDir('none');
    const copy = await openDatabase(
      { kind: 'pglite', dataDir: undefined },
      { migrate: false, loadDataDir: dump },
    );
    try {
      const { rows } = await copy.pglite!.query<{ label: string }>('select label from items where id = 2');
      expect(rows).toEqual([{ label: 'kept' }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses statements once closed, and says so', async () => {
    const other = await openDatabase({ kind: 'pglite', dataDir: undefined }, { migrate: false });
    await other.close();
    expect(other.pglite!.closed).toBe(true);
    await expect(other.pglite!.query('select 1')).rejects.toThrow('PGlite is closed');
  });
});
