import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

// A local server that speaks S3's PUT, GET and DELETE Object (path style): it checks the Signature V4
// the way S3 does (recomputing it from the signed headers with the bucket owner's secret) and the
// payload hash, keeps the objects in memory and serves them back. DELETE answers 204 whether or not
// the object existed, as S3 does.

export const fakeS3Credentials = {
  accessKeyId: 'POTHIKTESTKEY',
  secretAccessKey: 'pothik-test-secret-key-0123456789',
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const s3Error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; headers: IncomingMessage['headers'] }>();
  const deletes: string[] = [];
  let endpoint = '';

  async function verifySignature(req: IncomingMessage, body: Buffer): Promise<string | null> {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return 'AuthorizationHeaderMalformed';
    const [, keyId, , region, signedHeaders, signature] = auth;
    if (keyId !== fakeS3Credentials.accessKeyId) return 'InvalidAccessKeyId';
    const sha = createHash('sha256').update(body).digest('hex');
    if (req.headers['x-amz-content-sha256'] !== sha) return 'XAmzContentSHA256Mismatch';
    const headers: Record<string, string> = {};
    for (const name of signedHeaders!.split(';')) headers[name] = String(req.headers[name] ?? '');
    const expected = new AwsV4Signer({
      method: req.method!,
      url: `${endpoint}${req.url}`,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
      ...fakeS3Credentials,
      service: 's3',
      region: region!,
      datetime: String(req.headers['x-amz-date']),
    });
    return (await expected.signature()) === signature ? null : 'SignatureDoesNotMatch';
  }

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method === 'PUT' || req.method === 'DELETE') {
      const refused = await verifySignature(req, body);
      if (refused) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(s3Error(refused));
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(req.url!);
        deletes.push(req.url!);
        res.writeHead(204).end();
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
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    /** Stored objects by request path (`/bucket/key`). */
    objects,
    /** The paths of every accepted DELETE. */
    deletes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
