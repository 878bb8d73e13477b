import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoReachLine, freePort, systemEnv } from '../../../scripts/lib.mjs';
import { answers, apiDir, bundle, ensureBundle } from './helpers/built-api';
import { testDbKind } from './helpers/database';

// npm start (scripts/start.mjs) runs the built API with systemEnv's settings: the demo, which signs
// tokens with a secret published in the repository and shows every login code at the dev outbox.
// Anyone who reached it could log in as anyone, so it listens on the loopback unless HOST opens it,
// and the banner says which. The API is started here as start starts it (dist/server.js, that env).

/** Whether `host:port` accepts a TCP connection. */
function accepts(host: string, port: number) {
  return new Promise<boolean>((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

let server: ChildProcess | undefined;

/** The built API with npm start's environment for a shell that set `shell`; resolves with its port. */
async function startDemoApi(shell: Record<string, string>) {
  const port = await freePort();
  const { env } = systemEnv({
    ...shell,
    API_PORT: String(port),
    PGLITE_DIR: 'memory',
    DEMO_FLEET_INTERVAL_MS: '0',
    LOG_LEVEL: 'warn',
  });
  server = spawn(process.execPath, [bundle], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: 'ignore',
  });
  // The demo migrates and seeds its embedded database first: about 20 s on a busy machine.
  expect(await answers(`http://127.0.0.1:${port}/health`, 90_000)).toBe(true);
  return port;
}

beforeAll(async () => {
  const built = await ensureBundle();
  if (built) expect(built.code, built.stderr).toBe(0);
}, 120_000);

afterEach(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  server = undefined;
});

// 127.0.0.2 is another address of Linux's loopback (all of 127/8 is): a socket bound to 127.0.0.1
// refuses it, one bound to every address accepts it. No address off the machine is tried.
// npm start runs on the embedded database: the PostgreSQL pass has nothing to add.
describe.runIf(testDbKind === 'pglite')('npm start', { timeout: 120_000 }, () => {
  it('listens on 127.0.0.1 only, and says so', async () => {
    const port = await startDemoApi({});
    expect(await accepts('127.0.0.1', port)).toBe(true);
    expect(await accepts('127.0.0.2', port)).toBe(false);

    const demo = systemEnv({});
    expect(demo).toMatchObject({
      host: '127.0.0.1',
      webUrl: 'http://localhost:3000',
      env: { API_HOST: '127.0.0.1', HOST: '127.0.0.1' },
    });
    expect(demoReachLine(demo.host)).toBe(
      'Only this machine can reach it (HOST=0.0.0.0 opens it to the network).',
    );
  });

  it('opens to the network when HOST says so, and the banner warns what that exposes', async () => {
    const port = await startDemoApi({ HOST: '0.0.0.0' });
    expect(await accepts('127.0.0.1', port)).toBe(true);
    expect(await accepts('127.0.0.2', port)).toBe(true);

    expect(demoReachLine(systemEnv({ HOST: '0.0.0.0' }).host)).toBe(
      'HOST=0.0.0.0: open to the network. Anyone who reaches this machine can use the demo, which signs ' +
        'tokens with a secret published in the repository and shows every login code (/api/v3/dev/sms-outbox).',
    );
  });

  it('names one address HOST gives in the addresses the site and its API go by', () => {
    const { env, webUrl, apiUrl } = systemEnv({ HOST: '192.0.2.7' });
    expect({ webUrl, apiUrl }).toEqual({ webUrl: 'http://192.0.2.7:3000', apiUrl: 'http://192.0.2.7:4000' });
    expect(env).toMatchObject({
      API_HOST: '192.0.2.7',
      HOST: '192.0.2.7',
      WEB_ORIGIN: 'http://192.0.2.7:3000',
      PUBLIC_API_URL: 'http://192.0.2.7:4000',
      API_URL: 'http://192.0.2.7:4000',
    });
  });
});
