// npm run serve: the production command. Runs the built API and web in production mode, each as a
// process of its own, with the environment as given: no build, no demo, no defaults. Each refuses to
// start on unsafe configuration (docs/configuration.md); run `npm run migrate` first. If either stops,
// the other is stopped and this exits with its code.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { apiDir, isApiBuilt, isWebBuilt, webDir } from './lib.mjs';

if (!isApiBuilt() || !isWebBuilt()) {
  console.error('npm run serve runs the production build: run npm run build first');
  process.exit(1);
}

const apiPort = process.env.API_PORT ?? '4000';
const env = { ...process.env, NODE_ENV: 'production' };
const children = [
  spawn(process.execPath, [resolve(apiDir, 'dist/server.js')], { cwd: apiDir, env, stdio: 'inherit' }),
  spawn(process.execPath, [resolve(webDir, 'server.mjs')], {
    cwd: webDir,
    // The web renders through the API beside it unless told another address.
    env: {
      ...env,
      PORT: process.env.WEB_PORT ?? '3000',
      API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    },
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
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
