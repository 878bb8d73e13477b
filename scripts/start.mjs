// npm start: builds what is not built yet, then runs the API (demo mode, embedded PGlite) and the web.
import { spawn } from 'node:child_process';
import {
  apiDir,
  isAdminBuilt,
  isApiBuilt,
  isWebBuilt,
  root,
  run,
  systemEnv,
  waitForUrl,
  webDir,
} from './lib.mjs';

const { env, webPort, apiUrl, webUrl } = systemEnv();

if (!isApiBuilt() && (await run('npm', ['run', 'build', '-w', '@pothik/api'])) !== 0) process.exit(1);
if (!isAdminBuilt() && (await run('npm', ['run', 'build', '-w', '@pothik/admin'])) !== 0) process.exit(1);
if (!isWebBuilt() && (await run('npm', ['run', 'build', '-w', '@pothik/web'])) !== 0) process.exit(1);

const children = [
  spawn('node', ['dist/server.js'], { cwd: apiDir, env, stdio: 'inherit' }),
  spawn('node', [`${root}/node_modules/next/dist/bin/next`, 'start', '-p', webPort], {
    cwd: webDir,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));

if ((await waitForUrl(`${apiUrl}/health`)) && (await waitForUrl(webUrl))) {
  console.log(
    `\n  Pothik is running\n  web: ${webUrl}\n  api: ${apiUrl}  (health: ${apiUrl}/health, docs: ${apiUrl}/docs)\n  Ctrl-C stops both.\n`,
  );
}
