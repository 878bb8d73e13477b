// npm start: builds what is not built yet or was built from other sources (scripts/build-stamp.mjs),
// then runs the API (demo mode, embedded PGlite) in this process and the web beside it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleParts } from './build-stamp.mjs';
import { apiDir, demoReachLine, run, stopTogether, systemEnv, waitForUrl, webDir } from './lib.mjs';

const { env, host, webPort, apiUrl, webUrl, localApiUrl, localWebUrl } = systemEnv();

for (const { part, reason } of staleParts()) {
  if (reason === 'changed')
    console.log(`\n  The ${part}'s sources changed since its last build: building it again.\n`);
  if ((await run('npm', ['run', 'build', '-w', `@pothik/${part}`])) !== 0) process.exit(1);
}

const children = [
  // The web gets this process's V8 flags (package.json's start script): a small young generation keeps
  // a laptop's two servers within 400 MB (npm run bench -- start) at little cost in speed.
  spawn('node', [...process.execArgv, `${webDir}/server.mjs`], {
    cwd: webDir,
    env: { ...env, PORT: webPort },
    stdio: 'inherit',
  }),
];

// Registered before the API's own handlers, so the web is told to stop before the API closes.
stopTogether(children);
// However this process ends (the API failing to start exits at once), the web does not outlive it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

// The API runs in this process: a process of its own only to supervise would hold another 60 MB.
Object.assign(process.env, env);
process.chdir(apiDir);
await import(pathToFileURL(resolve(apiDir, 'dist/server.js')).href);

if ((await waitForUrl(`${localApiUrl}/health`)) && (await waitForUrl(localWebUrl))) {
  console.log(
    `\n  Pothik is running\n  web: ${webUrl}\n  api: ${apiUrl}  (health: ${apiUrl}/health, docs: ${apiUrl}/docs)\n` +
      `  ${demoReachLine(host)}\n  Ctrl-C stops both.\n`,
  );
}
