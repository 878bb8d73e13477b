import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import Negotiator from 'negotiator';
import { securityHeaders } from './security-headers.mjs';

/** The static files the build stores a brotli copy of (scripts/precompress.mjs). */
export const precompressed = /\.(js|css|svg)$/;

const staticPrefix = '/_next/static/';
const contentTypes = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  svg: 'image/svg+xml',
};

/** True when Accept-Encoding takes br (named, or by `*`) without q=0; negotiator reads it for `compression` too. */
function acceptsBrotli(header) {
  return new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['br']).length > 0;
}

/**
 * A handler that answers a GET for one of the build's scripts or stylesheets with its brotli copy, and
 * resolves false when it does not (no brotli in Accept-Encoding, a range, no copy): Next.js serves those.
 */
export function precompressedSender(staticDir) {
  return async function sendPrecompressed(req, res) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method !== 'GET' || req.headers.range || !path.startsWith(staticPrefix)) return false;
    const extension = precompressed.exec(path)?.[1];
    if (!extension || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    let file;
    try {
      file = resolve(staticDir, decodeURIComponent(path.slice(staticPrefix.length)));
    } catch {
      return false;
    }
    if (!file.startsWith(staticDir + sep)) return false;
    const body = await readFile(`${file}.br`).catch(() => null);
    if (!body) return false;
    res.writeHead(200, {
      ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
      'Content-Type': contentTypes[extension],
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      // Their names change with their content.
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    res.end(body);
    return true;
  };
}
