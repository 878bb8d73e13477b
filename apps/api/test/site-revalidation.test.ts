import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revalidateSite } from '../src/modules/content/site-revalidation';
import { testConfig } from './helpers/app';

// The API asks every web process to drop its content cache after a console change. On Kubernetes the
// web pods come and go: SITE_REVALIDATE_EACH_ADDRESS looks the URL's host name up at every revalidation
// (a headless Service's name answers with every ready pod's address) and asks each address.
const secret = 'a-revalidation-secret-of-32-characters!';
// What the app logs with when logging is off.
const log = Fastify({ logger: false }).log;
const heard: string[] = [];
const webs: Server[] = [];
let port = 0;

/** A fake web process on `address` (127.0.0.x: every one of them is this machine's loopback). */
async function web(address: string) {
  const server = createServer((req, res) => {
    const ok = req.headers.authorization === `Bearer ${secret}` && req.url === '/api/revalidate';
    heard.push(`${address} ${ok ? 'revalidated' : 'refused'}`);
    res.writeHead(ok ? 200 : 401).end();
  });
  server.listen(port, address);
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  webs.push(server);
}

beforeAll(async () => {
  for (const address of ['127.0.0.1', '127.0.0.2', '127.0.0.3']) await web(address);
});
afterAll(() => {
  for (const server of webs) server.close();
});

const target = (host: string) => ({
  urls: [`http://${host}:${port}/api/revalidate`],
  secret,
  eachAddress: true,
});

describe('revalidating every web process behind one name', () => {
  it('reads SITE_REVALIDATE_EACH_ADDRESS', () => {
    const env = {
      SITE_REVALIDATE_SECRET: secret,
      SITE_REVALIDATE_URL: 'http://pothik-web-pods:3000/api/revalidate',
    };
    expect(testConfig({ ...env, SITE_REVALIDATE_EACH_ADDRESS: '1' }).siteRevalidation).toEqual({
      urls: ['http://pothik-web-pods:3000/api/revalidate'],
      secret,
      eachAddress: true,
    });
    expect(testConfig(env).siteRevalidation?.eachAddress).toBe(false);
  });

  it('asks each address the system resolver has for the name', async () => {
    heard.length = 0;
    await revalidateSite(target('localhost'), log);
    // /etc/hosts names this machine's localhost addresses; each of those answering here was asked once.
    const { lookup } = await import('node:dns/promises');
    const addresses = (await lookup('localhost', { all: true })).map((a) => a.address);
    expect(heard.sort()).toEqual(
      addresses
        .filter((a) => a.startsWith('127.0.0.'))
        .map((a) => `${a} revalidated`)
        .sort(),
    );
  });

  it('looks the name up again each time: a pod added is asked, a pod gone is not', async () => {
    // The headless Service's answers as pods become ready and go (the cluster's DNS).
    let pods = ['127.0.0.1', '127.0.0.2'];
    const lookups: string[] = [];
    const lookupAll = async (host: string) => {
      lookups.push(host);
      return pods;
    };
    heard.length = 0;
    await revalidateSite(target('pothik-web-pods'), log, lookupAll);
    expect(heard.sort()).toEqual(['127.0.0.1 revalidated', '127.0.0.2 revalidated']);

    pods = ['127.0.0.2', '127.0.0.3'];
    heard.length = 0;
    await revalidateSite(target('pothik-web-pods'), log, lookupAll);
    expect(heard.sort()).toEqual(['127.0.0.2 revalidated', '127.0.0.3 revalidated']);
    expect(lookups).toEqual(['pothik-web-pods', 'pothik-web-pods']);
  });

  it('asks the URL as it is without SITE_REVALIDATE_EACH_ADDRESS, and an address as it is with it', async () => {
    heard.length = 0;
    const lookupAll = async () => ['127.0.0.3'];
    await revalidateSite({ ...target('127.0.0.2'), eachAddress: false }, log, lookupAll);
    await revalidateSite(target('127.0.0.1'), log, lookupAll);
    expect(heard).toEqual(['127.0.0.2 revalidated', '127.0.0.1 revalidated']);
  });

  it('asks nobody when the name cannot be looked up, and the save goes on', async () => {
    heard.length = 0;
    await revalidateSite(target('pothik-web-pods'), log, async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND pothik-web-pods'), { code: 'ENOTFOUND' });
    });
    expect(heard).toEqual([]);
  });
});
