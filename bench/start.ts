// bench start: `npm start` from a built tree, as a newcomer runs it. Measures the
// time until both servers answer (first start on an empty data folder, then a warm restart) and the
// resident memory of every process it starts, once the home page has been served.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/lib.mjs';
import { reportStart } from './checks/start';
import { printTable } from './lib/table';

const root = resolve(import.meta.dirname, '..');

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Every process under `pid` (itself included), from /proc. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree: number[] = [];
  const walk = (p: number) => {
    tree.push(p);
    for (const child of children.get(p) ?? []) walk(child);
  };
  walk(pid);
  return tree;
}

function residentMb(pid: number): { name: string; mb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const name =
      cmdline.find((arg) => /server\.m?js|next|start\.mjs/.test(arg))?.replace(root, '.') ??
      cmdline[0] ??
      '?';
    return { name: `${pid} ${name.slice(-40)}`, mb: Math.round(kb / 1024) };
  } catch {
    return undefined;
  }
}

/** package.json's start script as npm runs it (`node <flags> scripts/start.mjs`), without npm around it. */
function startArgs(): string[] {
  const script: string = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts.start;
  const [command, ...args] = script.split(/\s+/);
  if (command !== 'node') throw new Error(`npm start is not a node command: ${script}`);
  return args;
}

async function startOnce(dataDir: string) {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, startArgs(), {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      PGLITE_DIR: join(dataDir, 'pglite'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
    },
  });
  const api = `http://127.0.0.1:${apiPort}/health`;
  const web = `http://127.0.0.1:${webPort}/`;
  while (!((await answers(api)) && (await answers(web)))) {
    if (child.exitCode !== null) throw new Error('npm start stopped before both servers answered');
    if (Date.now() - started > 180_000) throw new Error('npm start took over 3 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  // A visit or two, so the figures are those of a system at work, not an idle one.
  for (const path of ['/', '/blogs', '/campaign']) await answers(`http://127.0.0.1:${webPort}${path}`);
  await new Promise((r) => setTimeout(r, 2000));
  const memory = processTree(child.pid!)
    .map(residentMb)
    .filter((m) => m !== undefined);
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  return { seconds, memory };
}

export async function benchStart() {
  const built = ['apps/api/dist/server.js', 'apps/admin/dist/index.html', 'apps/web/.next/BUILD_ID'];
  const missing = built.filter((path) => !existsSync(resolve(root, path)));
  if (missing.length > 0) {
    reportStart({ missing: `a built tree (${missing.join(', ')}; npm run build first)` });
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pothik-bench-start-'));
  try {
    const first = await startOnce(dataDir);
    const warm = await startOnce(dataDir);
    printTable([
      ...warm.memory.map((m) => ({ process: m.name, 'RSS MB': m.mb })),
      { process: 'total', 'RSS MB': warm.memory.reduce((n, m) => n + m.mb, 0) },
    ]);
    reportStart({ first, warm });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
