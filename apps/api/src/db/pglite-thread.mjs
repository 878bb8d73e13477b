// The embedded database's own thread (threaded-pglite.ts starts it): PGlite runs each statement
// synchronously in WebAssembly, so on the API's thread every write held the sockets up (issue 43's
// tracking bench: a position waited behind the track writer's statements). Plain JavaScript, so the
// worker starts the same from the sources (tsx, vitest) and from dist/.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const identity = (value) => value;
// A rollback asked for by the API's thread: the transaction's callback rejects with this to end it.
const rollback = Symbol('rollback');
/** Open transactions by id: PGlite's handle and how to end it. */
const transactions = new Map();
/** The stop function of each channel LISTENed to. */
const unlistens = new Map();

/** What crosses back of an error: its message and PostgreSQL's fields (code, constraint, detail...). */
function errorData(err) {
  const data = { message: String(err?.message ?? err), name: err?.name ?? 'Error' };
  for (const [key, value] of Object.entries(err ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

const reply = (id, value, transfer = []) =>
  parentPort.postMessage({ kind: 'reply', id, ok: true, value }, transfer);
const replyError = (id, err) =>
  parentPort.postMessage({ kind: 'reply', id, ok: false, error: errorData(err) });

/** The query options as PGlite takes them: parsers cross as the types they leave as text. */
function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  if (!textTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(textTypes.map((type) => [type, identity])) };
}

function begin(db, id) {
  let begun = false;
  const done = db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        transactions.set(id, { tx, resolve, reject, done });
        begun = true;
        reply(id);
      }),
  );
  // BEGIN itself failed: the API's thread is still waiting for its answer.
  done.catch((err) => {
    if (!begun) replyError(id, err);
  });
  return done;
}

function end(id, { tx: txId, commit }) {
  const open = transactions.get(txId);
  if (!open) return replyError(id, new Error('the transaction is not open'));
  transactions.delete(txId);
  if (commit) open.resolve();
  else open.reject(rollback);
  open.done.then(
    () => reply(id),
    (err) => (err === rollback ? reply(id) : replyError(id, err)),
  );
}

const handlers = {
  query: (db, { sql, params, options, tx }) => handleOf(db, tx).query(sql, params, queryOptions(options)),
  exec: (db, { sql, options, tx }) => handleOf(db, tx).exec(sql, queryOptions(options)),
  listen: async (db, { channel }) => {
    if (unlistens.has(channel)) return;
    const stop = await db.listen(channel, (payload) =>
      parentPort.postMessage({ kind: 'notify', channel, payload }),
    );
    unlistens.set(channel, stop);
  },
  unlisten: async (_db, { channel }) => {
    const stop = unlistens.get(channel);
    unlistens.delete(channel);
    await stop?.();
  },
  close: (db) => db.close(),
};

function handleOf(db, txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error('the transaction is not open');
  return open.tx;
}

async function dump(db, id, { compression }) {
  const file = await db.dumpDataDir(compression);
  const bytes = await file.arrayBuffer();
  reply(id, { bytes, type: file.type }, [bytes]);
}

async function main() {
  const { dataDir, loadDataDir, extraStartParams, pgliteWasmModule } = workerData;
  const db = new PGlite({
    pgliteWasmModule,
    dataDir,
    loadDataDir: loadDataDir && new Blob([loadDataDir]),
    startParams: [...PGlite.defaultStartParams, ...extraStartParams],
  });
  try {
    await db.waitReady;
  } catch (err) {
    parentPort.postMessage({ kind: 'failed', error: errorData(err) });
    return;
  }
  parentPort.on('message', (message) => {
    const { id, op } = message;
    if (op === 'begin') return void begin(db, id);
    if (op === 'end') return end(id, message);
    if (op === 'dump') return void dump(db, id, message).catch((err) => replyError(id, err));
    Promise.resolve()
      .then(() => handlers[op](db, message))
      .then(
        (value) => reply(id, value),
        (err) => replyError(id, err),
      );
  });
  parentPort.postMessage({ kind: 'ready' });
}

await main();
