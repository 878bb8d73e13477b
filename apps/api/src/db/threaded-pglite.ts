import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What the app uses of PGlite: drizzle's three calls, LISTEN, the tests' template dump, close. */
export type PgliteTransaction = Pick<Transaction, 'query' | 'exec' | 'closed'>;
export type PgliteHandle = {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
};

// Compiled once per process and given to every PGlite thread: each would otherwise compile PGlite's
// 9 MB of WebAssembly again (a migrated test database opened in 0.7 s instead of 0.45 s).
let compiled: Promise<WebAssembly.Module> | undefined;
// Node has WebAssembly's functions; the API's TypeScript libraries (no DOM) declare only its types.
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;
function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite')))
    .then((bytes) => wasm.compile(bytes))
    .catch((err) => {
      compiled = undefined;
      throw err;
    });
  return compiled;
}

export type ThreadedPgliteOptions = {
  dataDir: string | undefined;
  loadDataDir?: Blob;
  /** After PGlite's own start parameters (`-c name=value`). */
  extraStartParams: string[];
};

type ErrorData = { message: string; name: string } & Record<string, string | number | boolean | null>;
type Reply =
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: ErrorData };
type FromThread =
  | Reply
  | { kind: 'notify'; channel: string; payload: string }
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorData };

/** PGlite's error as the API's thread sees it: the same message and PostgreSQL fields (code, constraint). */
function errorOf(data: ErrorData): Error {
  const { message, name, stack: _stack, ...fields } = data;
  return Object.assign(new Error(message), fields, { name });
}

/**
 * Options as they cross to the thread. Functions cannot: the only parsers the app passes are drizzle's,
 * which keep a type's text as it is (timestamps, dates, intervals), so they cross as those types.
 */
function wireOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { parsers, serializers, ...rest } = options;
  if (serializers) throw new Error('PGlite thread: serializers cannot cross to the database thread');
  if (!parsers) return rest;
  const textTypes = Object.entries(parsers).map(([type, parse]) => {
    if (parse('2026-01-01 00:00:00', Number(type)) !== '2026-01-01 00:00:00') {
      throw new Error(`PGlite thread: only parsers that keep the text can cross (type ${type})`);
    }
    return Number(type);
  });
  return { ...rest, textTypes };
}

/**
 * PGlite in a worker thread of its own (pglite-thread.mjs), with PGlite's interface as the app uses it:
 * the API's thread keeps serving sockets while a statement runs. Statements queue in order as they do
 * in process; a transaction stays open on the thread until its callback here ends, and statements
 * outside it wait for it, as PGlite's own transactions make them. NOTIFYs arrive before the answer of
 * the statement that sent them. The thread holds the process open only while a request waits.
 */
export class ThreadedPglite implements PgliteHandle {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  readonly #channels = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  #exited: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: FromThread) => this.#receive(message));
    worker.on('error', (err) => this.#fail(err));
    worker.on('exit', (code) => this.#fail(new Error(`the PGlite thread exited (code ${code})`)));
  }

  static async open({
    dataDir,
    loadDataDir,
    extraStartParams,
  }: ThreadedPgliteOptions): Promise<ThreadedPglite> {
    const load = loadDataDir && (await loadDataDir.arrayBuffer());
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { dataDir, loadDataDir: load, extraStartParams, pgliteWasmModule: await pgliteModule() },
      // Plain JavaScript: without the parent's loaders (tsx), which would cost its every start.
      execArgv: [],
      transferList: load ? [load] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`the PGlite thread exited while starting (code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: FromThread) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.kind === 'ready') resolve();
        else if (message.kind === 'failed') reject(errorOf(message.error));
        else reject(new Error(`the PGlite thread started with ${message.kind}`));
      });
    }).catch(async (err) => {
      await worker.terminate();
      throw err;
    });
    worker.unref();
    return new ThreadedPglite(worker);
  }

  get closed() {
    return this.#closed;
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#call({ op: 'query', sql: query, params, options: wireOptions(options), tx }) as Promise<
      Results<T>
    >;
  }

  exec(query: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#call({ op: 'exec', sql: query, options: wireOptions(options), tx }) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    // The thread knows the transaction by its BEGIN's request id.
    const id = this.#nextId;
    await this.#call({ op: 'begin' });
    let open = true;
    const tx: PgliteTransaction = {
      query: (query, params, options) => this.query(query, params, options, id),
      exec: (query, options) => this.exec(query, options, id),
      get closed() {
        return !open;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      open = false;
      await this.#call({ op: 'end', tx: id, commit: false });
      throw err;
    }
    open = false;
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#channels.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#channels.set(channel, callbacks);
    }
    callbacks.add(callback);
    await this.#call({ op: 'listen', channel });
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#channels.get(channel) !== callbacks) return;
      this.#channels.delete(channel);
      await this.#call({ op: 'unlisten', channel });
    };
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const { bytes, type } = (await this.#call({ op: 'dump', compression })) as {
      bytes: ArrayBuffer;
      type: string;
    };
    return new Blob([bytes], { type });
  }

  async close() {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #call(message: { op: string } & Record<string, unknown>): Promise<unknown> {
    if (this.#exited) return Promise.reject(this.#exited);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      // Held open while an answer is awaited: a script's last statement must not be cut off.
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #receive(message: FromThread) {
    if (message.kind === 'notify') {
      for (const callback of this.#channels.get(message.channel) ?? []) callback(message.payload);
      return;
    }
    if (message.kind !== 'reply') return;
    const waiting = this.#pending.get(message.id);
    if (!waiting) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(errorOf(message.error));
  }

  #fail(err: Error) {
    // A close ends the thread too: only an end nobody asked for is an error to repeat.
    if (!this.#closed) this.#exited ??= err;
    this.#closed = true;
    for (const { reject } of this.#pending.values()) reject(err);
    this.#pending.clear();
  }
}
