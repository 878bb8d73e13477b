import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A local push service (what a browser vendor runs, e.g. fcm.googleapis.com) speaking RFC 8030 over
// HTTPS, as the `web-push` package requires. It holds the browser's side of each subscription (the
// P-256 private key and the auth secret the test generated) and, for every message, checks the VAPID
// header (RFC 8292: a JWT signed ES256 for this origin, with `k` the signing key) and decrypts the body
// per RFC 8291 (aes128gcm). Written with node:crypto alone so that it proves the sender's format, not
// the library's agreement with itself.

export type BrowserKeys = { ecdh: ECDH; p256dh: string; auth: string; authSecret: Buffer };

/** What PushManager.subscribe makes on a device: a P-256 key pair and a 16-byte auth secret. */
export function makeBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
    authSecret,
  };
}

export type ReceivedPush = {
  path: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
  /** How many dripping answers had ended (the sender hung up) when this message arrived. */
  dripsEnded: number;
};

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, padding delimiter 2. */
export function decryptAes128gcm(body: Buffer, keys: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not an uncompressed P-256 point`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record lacks its padding delimiter (2)');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the origin, expiring within a day. */
export function verifyVapid(authorization: string | undefined, origin: string, now = Date.now()) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const headerJson = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  if (headerJson.alg !== 'ES256') throw new Error(`JWT alg ${headerJson.alg}`);
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not verify with k');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (parsed.aud !== origin) throw new Error(`JWT aud ${parsed.aud}, not ${origin}`);
  const secondsLeft = parsed.exp - now / 1000;
  if (!(secondsLeft > 0 && secondsLeft <= 24 * 3600)) throw new Error(`JWT exp ${parsed.exp} outside 24 h`);
  if (!/^(mailto:|https:)/.test(parsed.sub)) throw new Error(`JWT sub ${parsed.sub}`);
  return { publicKey: k, claims: parsed as ReceivedPush['vapid']['claims'] };
}

export type Certificate = { key: Buffer; cert: Buffer };

/**
 * A self-signed certificate for 127.0.0.1, made with openssl into `dir` (key.pem, cert.pem). e2e keeps
 * it there for the run so that the API, started before the tests, trusts it (NODE_EXTRA_CA_CERTS).
 */
export function writeCertificate(dir: string): Certificate {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return readCertificate(dir);
}

export function readCertificate(dir: string): Certificate {
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

/** A certificate made for this run alone: the API under test is handed an agent that trusts it. */
function makeCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'pothik-push-cert-'));
  try {
    return writeCertificate(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the service. Each device is a path: `device(keys)` gives the subscription to hand the API.
 * `answer` sets what a path answers next (201 by default; 404/410 for a gone device, 500 for a fault);
 * `drip` makes a path answer as a hostile or broken service can: the status line at once, then one byte
 * of body at a time, never the end, so no idle-socket timeout ever fires.
 * Always on a free port (a fixed one can be taken by any socket of the machine; the API learns the port
 * from the subscriptions' endpoints). By default with a certificate of its own, refusing a device it
 * never made as the sender's mistake. e2e gives the certificate the API it started with trusts, and
 * `unknownDevices: 'gone'`: a device of another service that reached this port is answered 410, as a
 * real push service answers an expired subscription.
 */
export async function startFakePushService(
  options: { certificate?: Certificate; unknownDevices?: 'refuse' | 'gone' } = {},
) {
  const { key, cert } = options.certificate ?? makeCertificate();
  const devices = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const drips = new Map<string, number>();
  const dripping = new Set<string>();
  const dripEnded: string[] = [];
  const dripWaiters: { path: string; resolve: () => void }[] = [];
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const dripEveryMs = drips.get(path);
      if (dripEveryMs !== undefined) {
        res.writeHead(201, { 'content-type': 'text/plain' });
        dripping.add(path);
        for (const waiter of dripWaiters.filter((w) => w.path === path)) waiter.resolve();
        const timer = setInterval(() => res.write('.'), dripEveryMs);
        res.on('close', () => {
          clearInterval(timer);
          dripping.delete(path);
          dripEnded.push(path);
        });
        return;
      }
      const status = answers.get(path) ?? 201;
      try {
        const keys = devices.get(path);
        if (!keys && options.unknownDevices === 'gone') {
          res.writeHead(410);
          res.end();
          return;
        }
        if (!keys) throw new Error(`no device at ${path}`);
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const vapid = verifyVapid(req.headers.authorization, origin);
        if (status < 300) {
          const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys).toString('utf8'));
          received.push({
            path,
            payload,
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            topic: req.headers.topic as string | undefined,
            vapid,
            dripsEnded: dripEnded.length,
          });
        }
        res.writeHead(status, { location: `${path}/messages/${received.length}` });
        res.end();
      } catch (err) {
        problems.push((err as Error).message);
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end((err as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Each service's devices are its own, even on the port an earlier one listened on.
  const instance = randomBytes(4).toString('hex');
  let next = 0;
  return {
    origin,
    /** Trusts this service's certificate, and only it. */
    agent: new Agent({ ca: cert, keepAlive: false }),
    received,
    /** Requests the service refused as malformed (a wrong key, a bad JWT): a test expects none. */
    problems,
    /** A new device: the browser's keys, and the subscription JSON the page would send the API. */
    device(keys: BrowserKeys = makeBrowserKeys()) {
      next += 1;
      const path = `/push/${instance}/device-${next}`;
      devices.set(path, keys);
      return {
        keys,
        path,
        subscription: { endpoint: `${origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      };
    },
    answer(path: string, status: number) {
      answers.set(path, status);
    },
    drip(path: string, everyMs = 500) {
      drips.set(path, everyMs);
    },
    /** Whether a dripping answer to `path` is still open (the sender has not hung up). */
    isDripping: (path: string) => dripping.has(path),
    /** The paths whose dripping answer the sender hung up on, in order. */
    dripEnded,
    /** Resolves once a request to `path` is being dripped to. */
    dripStarted: (path: string) =>
      new Promise<void>((resolve) => {
        if (dripping.has(path)) resolve();
        else dripWaiters.push({ path, resolve });
      }),
    // A sender's kept-alive connection would hold close() open until it idled out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
