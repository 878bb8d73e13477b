import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../src/lib/answer-cache';

// Cached answers go gzipped only to a client whose Accept-Encoding takes gzip (RFC 9110 §12.5.3).
describe('acceptsGzip', () => {
  it.each([
    ['what browsers send', 'gzip, deflate, br, zstd'],
    ['gzip alone', 'gzip'],
    ['gzip with a weight', 'br;q=1.0, gzip;q=0.8'],
    ['the old alias', 'x-gzip'],
    ['a wildcard', '*'],
    ['a wildcard beside an identity', 'identity, *;q=0.5'],
    ['capitals and spaces', ' GZIP ; q=0.5 '],
  ])('takes %s', (_, header) => {
    expect(acceptsGzip(header)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['identity only', 'identity'],
    ['other codings', 'br, deflate'],
    ['gzip refused', 'gzip;q=0, identity'],
    ['gzip refused as 0.000', 'gzip;q=0.000'],
    ['gzip refused beside a wildcard', '*, gzip;q=0'],
    ['a wildcard refused', '*;q=0'],
  ])('refuses %s', (_, header) => {
    expect(acceptsGzip(header)).toBe(false);
  });
});
