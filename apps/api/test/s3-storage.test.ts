import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/adapters/storage/s3-storage';

// The S3 adapter against a local server that speaks S3's PUT Object: it checks the Signature V4 the
// way S3 does (recomputing it from the signed headers with the bucket owner's secret) and the payload
// hash, stores the object and serves it back.
const credentials = { accessKeyId: 'POTHIKTESTKEY', secretAccessKey: 'pothik-test-secret-key-0123456789' };
const objects = new Map<string, { body: Buffer; headers: IncomingMessage['headers'] }>();
let server: Server;
let endpoint = '';

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const s3Error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

async function verifySignature(req: IncomingMessage, body: Buffer): Promise<string | null> {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'AuthorizationHeaderMalformed';
  const [, keyId, , region, signedHeaders, signature] = auth;
  if (keyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  const sha = createHash('sha256').update(body).digest('hex');
  if (req.headers['x-amz-content-sha256'] !== sha) return 'XAmzContentSHA256Mismatch';
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) headers[name] = String(req.headers[name] ?? '');
  const expected = new AwsV4Signer({
    method: req.method!,
    url: `${endpoint}${req.url}`,
    headers,
    body: new Uint8Array(body),
    ...credentials,
    service: 's3',
    region: region!,
    datetime: String(req.headers['x-amz-date']),
  });
  return (await expected.signature()) === signature ? null : 'SignatureDoesNotMatch';
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method === 'PUT') {
      const refused = await verifySignature(req, body);
      if (refused) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(s3Error(refused));
        return;
      }
      objects.set(req.url!, { body, headers: req.headers });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return;
    }
    const stored = objects.get(req.url!);
    if (!stored) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end(s3Error('NoSuchKey'));
      return;
    }
    res.writeHead(200, { 'content-type': String(stored.headers['content-type']) }).end(stored.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = () => ({
  endpoint,
  bucket: 'pothik-uploads',
  region: 'ap-southeast-1',
  ...credentials,
  publicUrl: `${endpoint}/pothik-uploads`,
});

describe('S3-compatible storage', () => {
  it('puts a signed object and returns the address it is shown from', async () => {
    const storage = createS3Storage(config());
    const body = Buffer.from('RIFF....WEBPVP8 not-really-pixels');
    const url = await storage.put('avatars/0123456789abcdef0123-480.webp', body, 'image/webp');
    expect(url).toBe(`${endpoint}/pothik-uploads/avatars/0123456789abcdef0123-480.webp`);
    const stored = objects.get('/pothik-uploads/avatars/0123456789abcdef0123-480.webp');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
  });

  it('throws with S3’s answer when the signature is refused, so nothing points at a missing file', async () => {
    const storage = createS3Storage({ ...config(), secretAccessKey: 'the-wrong-secret' });
    await expect(storage.put('avatars/ffff-480.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /403.*SignatureDoesNotMatch/,
    );
  });

  it('never writes a key that reaches outside its folder', async () => {
    const storage = createS3Storage(config());
    await expect(storage.put('../secrets.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
  });
});
