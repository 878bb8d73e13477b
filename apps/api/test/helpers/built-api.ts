import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The built API (dist/server.js) as the tests that start it as a process run it: built again first
// when any source it inlines is newer than the bundle (an older bundle would test old code).
export const apiDir = resolve(import.meta.dirname, '../..');
export const repoRoot = resolve(apiDir, '../..');
export const bundle = join(apiDir, 'dist/server.js');

function isBundleStale(): boolean {
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  const newest = (dir: string): number =>
    Math.max(
      ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
      }),
    );
  return Math.max(newest(join(apiDir, 'src')), newest(join(repoRoot, 'packages/domain/src'))) > built;
}

export type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `args` with no environment but `env` (PATH and HOME aside): no NODE_ENV, DEMO or anything inherited. */
export function runProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd = apiDir,
): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

/** Builds dist/server.js unless it is newer than every source it inlines; resolves with the build's run. */
export async function ensureBundle(): Promise<Run | undefined> {
  if (!isBundleStale()) return undefined;
  return runProcess(process.execPath, ['scripts/build.mjs'], {});
}

/** Whether `url` answers 2xx within `timeoutMs` (a server starting). */
export async function answers(url: string, timeoutMs = 30_000) {
  for (let i = 0; i < timeoutMs / 200; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
