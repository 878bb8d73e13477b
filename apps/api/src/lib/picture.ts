import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

// Loaded with the first picture, not at start: sharp and libvips hold some 28 MB from the moment they
// load, a fourteenth of `npm start`'s 400 MB (npm run bench -- start), and most processes never encode.
let sharpLoaded: Promise<typeof import('sharp')['default']> | undefined;
const loadSharp = () => {
  sharpLoaded ??= import('sharp').then((module) => module.default);
  return sharpLoaded;
};
/**
 * Pixels a picture may have (width × height), read from its header before anything is decoded: 2 MB of
 * PNG can declare a billion pixels, gigabytes once decoded.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** DESIGN.md §12: every picture is kept at these widths (never enlarged). */
export const PICTURE_WIDTHS = [480, 960, 1600] as const;
/**
 * The widths every built-in content picture (public/images/content) is also kept at, beside its original
 * (scripts/make-picture-variants.ts): `blog-x.webp` has `blog-x-480.webp` and `blog-x-960.webp`.
 */
export const BUILT_IN_PICTURE_WIDTHS = [480, 960] as const;
const builtInVariant = /-(?:480|960)\.webp$/;

/** A built-in picture's file at one of BUILT_IN_PICTURE_WIDTHS. */
export const builtInPictureVariant = (name: string, width: number) =>
  name.replace(/\.webp$/, `-${width}.webp`);

/** Whether a file of public/images/content is a width of another rather than an original. */
export const isBuiltInPictureVariant = (name: string) => builtInVariant.test(name);

export type PictureFormat = 'jpeg' | 'png' | 'webp';

/**
 * The format a file's first bytes declare, whatever its name or Content-Type says: JPEG (FF D8 FF),
 * PNG (the 8-byte signature) or WebP (a RIFF container of type WEBP). Anything else, SVG included, is null.
 */
export function sniffPictureFormat(bytes: Buffer): PictureFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export type EncodedPicture = { width: number; key: string; body: Buffer };

export class PictureRejected extends Error {
  constructor(
    message: string,
    /** Why, as the upload's field message says it: not a picture we take, or too many pixels. */
    readonly reason: 'invalid' | 'tooManyPixels' = 'invalid',
  ) {
    super(message);
  }
}

/** The files a stored picture is kept as, one per width, from any one of them (`content/ab12-960.webp`). */
export function pictureFamilyOf(key: string): { stem: string; keys: string[] } | null {
  const match = /^((?:[a-z0-9-]+\/)*[0-9a-f]{20})-\d+\.webp$/.exec(key);
  if (!match) return null;
  const stem = `${match[1]}-`;
  return { stem, keys: PICTURE_WIDTHS.map((width) => `${stem}${width}.webp`) };
}

/**
 * Decodes the picture as the format its signature names and re-encodes it as WebP at each width.
 * Re-encoding keeps only pixels: EXIF (GPS included), ICC junk and anything appended to the file
 * (the other half of a polyglot) are gone. The orientation EXIF asked for is applied first.
 */
export async function encodePicture(bytes: Buffer, folder: string): Promise<EncodedPicture[]> {
  const format = sniffPictureFormat(bytes);
  if (!format) throw new PictureRejected('not a JPEG, PNG or WebP');
  const sharp = await loadSharp();
  let image: Sharp;
  try {
    // The header alone (metadata() decodes no pixels): too many pixels is refused before any decoding.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if ((header.width ?? 0) * (header.height ?? 0) > MAX_PICTURE_PIXELS) {
      throw new PictureRejected(`${header.width}×${header.height} pixels`, 'tooManyPixels');
    }
    // failOn 'warning': a truncated or doctored file is refused rather than half-decoded; the decoder
    // holds to the pixel limit too, whatever the header said.
    image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PICTURE_PIXELS }).rotate();
    const meta = await image.metadata();
    if (meta.format !== format) throw new PictureRejected(`declares ${format}, decodes as ${meta.format}`);
  } catch (err) {
    if (err instanceof PictureRejected) throw err;
    throw new PictureRejected(err instanceof Error ? err.message : String(err));
  }
  const encoded = await Promise.all(
    PICTURE_WIDTHS.map(async (width) => {
      try {
        const body = await image
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        return { width, body };
      } catch (err) {
        throw new PictureRejected(err instanceof Error ? err.message : String(err));
      }
    }),
  );
  const hash = createHash('sha256').update(encoded[0]!.body).digest('hex').slice(0, 20);
  return encoded.map(({ width, body }) => ({ width, body, key: `${folder}/${hash}-${width}.webp` }));
}
