// Writes each built-in content picture (public/images/content/<name>.webp) at the widths pages pick from
// by `sizes` (<name>-480.webp, <name>-960.webp; never enlarged: a narrower picture is kept at its own
// width under that name, as uploads are), so a 360 px phone at 2× loads 960 px, not the 1200 px original
// (kept for og:image). Run by make-content-images.ts after it draws the pictures, or on its own:
// `npm run content:variants -w @pothik/api`; the files are committed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { publicImagesDir } from '../src/lib/paths';
import { BUILT_IN_PICTURE_WIDTHS, builtInPictureVariant, isBuiltInPictureVariant } from '../src/lib/picture';

export async function writePictureVariants(dir = join(publicImagesDir, 'content')): Promise<number> {
  const originals = readdirSync(dir).filter(
    (name) => name.endsWith('.webp') && !isBuiltInPictureVariant(name),
  );
  const jobs = originals.flatMap((name) =>
    BUILT_IN_PICTURE_WIDTHS.map((width) =>
      sharp(join(dir, name))
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 70, effort: 6 })
        .toFile(join(dir, builtInPictureVariant(name, width))),
    ),
  );
  await Promise.all(jobs);
  return jobs.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`wrote ${await writePictureVariants()} picture variants`);
}
