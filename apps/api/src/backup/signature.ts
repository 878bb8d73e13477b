import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { BackupError } from './manifest';

// A backup holds the whole database: restore runs nothing from one it cannot prove was made with this
// deployment's key (BACKUP_HMAC_KEY). The archive carries its HMAC-SHA256 in its gzip header, in an
// extra field (RFC 1952 §2.3.1.1), so it stays a .tar.gz every tool reads (`tar tzf` lists it). The MAC
// covers every byte of the file, with its own 32 bytes counted as zeros; it is checked by reading the
// file's bytes alone, before any of them is decompressed or parsed.
//
//   1f 8b 08 FLG(with FEXTRA) MTIME(4) XFL OS | XLEN=36 (LE) | 'P' 'B' LEN=32 (LE) MAC(32) | deflate…

const GZIP_MAGIC = [0x1f, 0x8b, 0x08] as const;
const FEXTRA = 0x04;
const MAC_BYTES = 32;
const SUBFIELD_ID = Buffer.from('PB', 'latin1');
/** The fixed header, XLEN, then the subfield's id and length: the MAC follows. */
const MAC_OFFSET = 10 + 2 + 4;
const SIGNED_HEADER_BYTES = MAC_OFFSET + MAC_BYTES;

/** HMAC-SHA256 over `header` (its MAC zeroed) and the file from `bodyFrom` on. */
async function macOf(key: string, header: Buffer, file: string, bodyFrom: number) {
  const hmac = createHmac('sha256', key);
  hmac.update(header);
  for await (const chunk of createReadStream(file, { start: bodyFrom })) hmac.update(chunk as Buffer);
  return hmac.digest();
}

/**
 * Writes `gzipFile` (a gzip stream whose header has no optional fields, as node's zlib writes it) to
 * `out` with its MAC in the header: created, never replaced, readable by its owner only.
 */
export async function signArchive(gzipFile: string, out: string, key: string) {
  const source = await open(gzipFile, 'r');
  let plain: Buffer;
  try {
    plain = Buffer.alloc(10);
    await source.read(plain, 0, 10, 0);
  } finally {
    await source.close();
  }
  if (!GZIP_MAGIC.every((byte, i) => plain[i] === byte) || plain[3] !== 0)
    throw new Error(`${gzipFile} is not a plain gzip stream`);
  const header = Buffer.alloc(SIGNED_HEADER_BYTES);
  plain.copy(header, 0);
  header[3] = FEXTRA;
  header.writeUInt16LE(4 + MAC_BYTES, 10);
  SUBFIELD_ID.copy(header, 12);
  header.writeUInt16LE(MAC_BYTES, 14);
  (await macOf(key, header, gzipFile, 10)).copy(header, MAC_OFFSET);

  const target = await open(out, 'wx', 0o600);
  try {
    await target.write(header);
    for await (const chunk of createReadStream(gzipFile, { start: 10 })) await target.write(chunk as Buffer);
    await target.sync();
  } finally {
    await target.close();
  }
}

/** Refuses `file` unless it carries a MAC made with `key` over exactly these bytes. */
export async function verifyArchive(file: string, key: string) {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`${file} does not exist`);
  });
  const header = Buffer.alloc(SIGNED_HEADER_BYTES);
  let read: number;
  try {
    ({ bytesRead: read } = await handle.read(header, 0, SIGNED_HEADER_BYTES, 0));
  } finally {
    await handle.close();
  }
  const signed =
    read === SIGNED_HEADER_BYTES &&
    GZIP_MAGIC.every((byte, i) => header[i] === byte) &&
    header[3] === FEXTRA &&
    header.readUInt16LE(10) === 4 + MAC_BYTES &&
    header.subarray(12, 14).equals(SUBFIELD_ID) &&
    header.readUInt16LE(14) === MAC_BYTES;
  if (!signed)
    throw new BackupError(
      `${file} carries no signature: it is not an archive npm run backup made (one made before backups ` +
        'were signed is restored with the release that made it). Nothing was changed',
    );
  const given = Buffer.from(header.subarray(MAC_OFFSET));
  header.fill(0, MAC_OFFSET);
  const expected = await macOf(key, header, file, SIGNED_HEADER_BYTES);
  if (!timingSafeEqual(given, expected))
    throw new BackupError(
      `${file} does not match its signature under BACKUP_HMAC_KEY: it was changed after it was made, or ` +
        'made with another key. Nothing was changed',
    );
}
