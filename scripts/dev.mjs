// npm run dev: the API under tsx watch and the web under next dev, both reloading on change.
import { spawn } from 'node:child_process';
import { apiDir, demoReachLine, root, systemEnv, webDir } from './lib.mjs';

const { env, host, apiUrl, webUrl, webPort } = systemEnv();
const children = [
  spawn(`${root}/node_modules/.bin/tsx`, ['watch', 'src/server.ts'], { cwd: apiDir, env, stdio: 'inherit' }),
  spawn('node', [`${root}/node_modules/next/dist/bin/next`, 'dev', '-p', webPort, '-H', host], {
    cwd: webDir,
    env,
    stdio: 'inherit',
  }),
];
console.log(`web: ${webUrl}  api: ${apiUrl}\n${demoReachLine(host)}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
