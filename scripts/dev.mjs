// npm run dev: the API under tsx watch and the web under next dev, both reloading on change.
import { spawn } from 'node:child_process';
import { apiDir, root, webDir } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const env = {
  ...process.env,
  DEMO: process.env.DEMO ?? '1',
  API_PORT: apiPort,
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
};
const children = [
  spawn(`${root}/node_modules/.bin/tsx`, ['watch', 'src/server.ts'], { cwd: apiDir, env, stdio: 'inherit' }),
  spawn('node', [`${root}/node_modules/next/dist/bin/next`, 'dev', '-p', webPort], { cwd: webDir, env, stdio: 'inherit' }),
];
console.log(`web: http://localhost:${webPort}  api: http://localhost:${apiPort}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
