// The last step of the web's build: makes Next.js's standalone output (.next/standalone, next.config's
// `output: 'standalone'`) a web that runs on its own, as deploy/Dockerfile copies it. Next.js traces
// what its own server.js needs; we run server.mjs instead (brotli, request ids, metrics, production's
// refusals), so it and what it imports are traced here with the same tracer Next.js uses, and copied
// in beside it, with the static files and public/ that Next.js leaves to a CDN.
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import nft from 'next/dist/compiled/@vercel/nft/index.js';

const { nodeFileTrace } = nft;

const webDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(webDir, '../..');
const standalone = resolve(webDir, '.next/standalone');
if (!existsSync(standalone)) {
  console.error('no .next/standalone: next.config must set output: standalone');
  process.exit(1);
}

// The build's own output is Next.js's to copy: tracing into it would follow the standalone folder's
// partial copies of packages (a file Next.js left out of one stops the trace).
const { fileList } = await nodeFileTrace([resolve(webDir, 'server.mjs')], {
  base: repoRoot,
  ignore: (path) => path.includes('.next/'),
});
let copied = 0;
for (const file of fileList) {
  const from = resolve(repoRoot, file);
  const to = resolve(standalone, file);
  // A workspace package (packages/server-kit) is reached through npm's link to it, which the trace
  // lists beside the package's own files: the same relative link finds them in the copy too.
  if (existsSync(from) && lstatSync(from).isSymbolicLink()) {
    mkdirSync(dirname(to), { recursive: true });
    rmSync(to, { force: true, recursive: true });
    symlinkSync(readlinkSync(from), to);
    continue;
  }
  if (!existsSync(from) || statSync(from).isDirectory()) continue;
  // Source maps (Node.js reads none unless told to) and Next.js's development runtimes (the server runs
  // with dev: false): the trace of `next` reaches all of them, over 80 MB the server never loads.
  if (file.endsWith('.map') || file.endsWith('.runtime.dev.js')) continue;
  // Next.js's copies of packages stay; our own files are always the newest.
  if (existsSync(to) && file.includes('node_modules/')) continue;
  mkdirSync(dirname(to), { recursive: true });
  cpSync(from, to, { dereference: true });
  copied += 1;
}
const standaloneWeb = resolve(standalone, 'apps/web');
cpSync(resolve(webDir, '.next/static'), resolve(standaloneWeb, '.next/static'), { recursive: true });
cpSync(resolve(webDir, 'public'), resolve(standaloneWeb, 'public'), { recursive: true });
console.log(`web standalone: server.mjs and ${copied} files it needs, static files and public/ copied in`);
