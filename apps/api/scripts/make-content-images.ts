// Draws the seeded content's pictures (covers, banners, news, places, people) as branded artwork and writes
// them as WebP under public/images/content. Run after adding seed content: `npm run content:images -w
// @pothik/api`; the files are committed, so a fresh clone needs no step. SVG is only the drawing
// language here: what the API serves is raster.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { blogs } from '../src/db/seed/content/blogs';
import { offers } from '../src/db/seed/content/campaigns';
import { boardMembers, news, testimonials } from '../src/db/seed/content/company';
import { contentImages } from '../src/db/seed/content/images';
import { POPUP_CAMPAIGN_SLUG } from '../src/db/seed/content/index';
import { publicImagesDir } from '../src/lib/paths';
import { writePictureVariants } from './make-picture-variants';

const palettes = [
  ['#0f766e', '#99f6e4', '#f59e0b'],
  ['#1d4ed8', '#bfdbfe', '#f97316'],
  ['#7c2d12', '#fed7aa', '#facc15'],
  ['#166534', '#bbf7d0', '#fde047'],
  ['#6d28d9', '#ddd6fe', '#fb7185'],
  ['#0e7490', '#a5f3fc', '#fbbf24'],
];

/** A number from 0 to 1 that the same name always gives: the same seed draws the same picture. */
function seeded(name: string) {
  const bytes = createHash('sha256').update(name).digest();
  let i = 0;
  return () => bytes[i++ % bytes.length]! / 255;
}

/** Sky, sun, two ranges of hills and a road running into them. */
function landscape(name: string, width: number, height: number) {
  const rnd = seeded(name);
  const [deep, light, sun] = palettes[Math.floor(rnd() * palettes.length)]!;
  const hill = (base: number, amp: number) => {
    const points = Array.from({ length: 7 }, (_, k) => {
      const x = (k / 6) * width;
      const y = height * base - rnd() * height * amp;
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    return `M0,${height} L${points.join(' L')} L${width},${height} Z`;
  };
  const sunX = width * (0.2 + rnd() * 0.6);
  const sunY = height * (0.2 + rnd() * 0.15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.09}" fill="${sun}"/>
  <path d="${hill(0.62, 0.22)}" fill="${deep}" opacity="0.45"/>
  <path d="${hill(0.8, 0.18)}" fill="${deep}" opacity="0.85"/>
  <path d="M${width * 0.42},${height} L${width * 0.5},${height * 0.7} L${width * 0.53},${height * 0.7} L${width * 0.66},${height} Z" fill="#374151"/>
  <path d="M${width * 0.535},${height} L${width * 0.515},${height * 0.72}" stroke="#f9fafb" stroke-width="${width * 0.004}" stroke-dasharray="${height * 0.04} ${height * 0.03}"/>
</svg>`;
}

/** A head-and-shoulders silhouette on a soft colour: no one's real face. */
function portrait(name: string, size: number) {
  const rnd = seeded(name);
  const [deep, light] = palettes[Math.floor(rnd() * palettes.length)]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="${light}"/>
  <circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.18}" fill="${deep}"/>
  <path d="M${size * 0.18},${size} Q${size / 2},${size * 0.5} ${size * 0.82},${size} Z" fill="${deep}"/>
</svg>`;
}

async function write(path: string, svg: string) {
  const file = join(publicImagesDir, path.replace(/^\/images\//, ''));
  await sharp(Buffer.from(svg)).webp({ quality: 70, effort: 6 }).toFile(file);
}

mkdirSync(join(publicImagesDir, 'content'), { recursive: true });
const jobs: Promise<void>[] = [
  ...blogs.map((b) => write(contentImages.blogCover(b.slug), landscape(b.slug, 1200, 630))),
  ...offers.map((o) =>
    write(contentImages.campaignBanner(o.slug), landscape(`campaign-${o.slug}`, 1200, 630)),
  ),
  ...news.map((n) => write(contentImages.news(n.id), landscape(`news-${n.id}`, 800, 420))),
  // A place card is 480×270 on the page: twice that for sharp phone screens.
  ...blogs.flatMap((b) =>
    b.places.map((p, i) =>
      write(contentImages.place(b.slug, i + 1), landscape(`place-${b.slug}-${p.nameEn}`, 960, 540)),
    ),
  ),
  ...testimonials.map((t) => write(contentImages.testimonial(t.id), portrait(`t-${t.name}`, 160))),
  ...boardMembers.map((m) => write(contentImages.boardMember(m.id), portrait(`b-${m.nameEn}`, 320))),
  write(contentImages.popup(POPUP_CAMPAIGN_SLUG), landscape(`popup-${POPUP_CAMPAIGN_SLUG}`, 800, 800)),
];
await Promise.all(jobs);
console.log(`wrote ${jobs.length} images to ${join(publicImagesDir, 'content')}`);
console.log(`wrote ${await writePictureVariants()} of their widths`);
