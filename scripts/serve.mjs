// npm run serve: the production command. Runs the built API and web in production mode, each as a
// process of its own, with the environment as given: no build, no demo, no defaults. Each refuses to
// start on unsafe configuration (docs/configuration.md); run `npm run migrate` first. The web starts
// once the API answers (so the API's refusal, if any, is what is printed); if either stops later, the
// other is stopped and this exits with its code.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { apiDir, isApiBuilt, isWebBuilt, stopTogether, webDir } from './lib.mjs';

if (!isApiBuilt() || !isWebBuilt()) {
  console.error('npm run serve runs the production build: run npm run build first');
  process.exit(1);
}

const apiPort = process.env.API_PORT ?? '4000';
const apiHost = ['0.0.0.0', '::', undefined].includes(process.env.API_HOST)
  ? '127.0.0.1'
  : process.env.API_HOST;
const localApi = `http://${apiHost}:${apiPort}`;
const env = { ...process.env, NODE_ENV: 'production' };

const api = spawn(process.execPath, [resolve(apiDir, 'dist/server.js')], {
  cwd: apiDir,
  env,
  stdio: 'inherit',
});
if (!(await answersWhileRunning(api, `${localApi}/health`))) process.exit(api.exitCode ?? 1);

const web = spawn(process.execPath, [resolve(webDir, 'server.mjs')], {
  cwd: webDir,
  // The web renders through the API beside it unless told another address.
  env: { ...env, PORT: process.env.WEB_PORT ?? '3000', API_URL: process.env.API_URL ?? localApi },
  stdio: 'inherit',
});
stopTogether([api, web]);

/** Whether `url` answers before `child` exits. */
async function answersWhileRunning(child, url) {
  while (child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}
