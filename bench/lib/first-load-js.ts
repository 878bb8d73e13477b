// A page's first-load JavaScript as a phone downloads it, and what it is made of.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { JsPart } from '../checks/web';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The values of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export type SourceMap = { sources: string[]; mappings: string; sections?: { map: SourceMap }[] };

/**
 * How many generated characters of `code` each source of its map produced: each mapping segment covers
 * the text from its column to the next segment's. Characters no segment covers (the bundler's glue) are
 * counted under `(bundler)`.
 */
export function bytesPerSource(code: string, map: SourceMap): Map<string, number> {
  const sizes = new Map<string, number>();
  const add = (name: string, n: number) => n > 0 && sizes.set(name, (sizes.get(name) ?? 0) + n);
  const lines = code.split('\n');
  const maps = map.sections ? map.sections.map((s) => s.map) : [map];
  // Index maps (sections) each cover their own lines; the plain map is one section.
  const covered = new Array<number>(lines.length).fill(0);
  for (const section of maps) {
    let source = 0;
    section.mappings.split(';').forEach((line, lineIndex) => {
      const text = lines[lineIndex] ?? '';
      let column = 0;
      const starts: { column: number; source: number | null }[] = [];
      for (const segment of line.split(',')) {
        if (!segment) continue;
        const [dColumn = 0, dSource] = decodeSegment(segment);
        column += dColumn;
        if (dSource !== undefined) source += dSource;
        starts.push({ column, source: dSource === undefined ? null : source });
      }
      starts.forEach((start, i) => {
        const end = starts[i + 1]?.column ?? text.length;
        const name = start.source === null ? '(bundler)' : (section.sources[start.source] ?? '(bundler)');
        add(name, end - start.column);
        covered[lineIndex]! += end - start.column;
      });
    });
  }
  const total = lines.reduce((sum, line) => sum + line.length, 0);
  add('(bundler)', total - covered.reduce((a, b) => a + b, 0));
  return sizes;
}

/** A source's path as a reader knows it: a package's name and file, or our file under apps/ or packages/. */
export function moduleName(source: string): string {
  const path = decodeURIComponent(source)
    .replace(/^[a-z]+:\/\/\/?/i, '')
    .replace(/^\[project\]\//, '')
    .replace(/\?.*$/, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) return path.slice(inPackage + 'node_modules/'.length);
  const ours = path.match(/(?:apps|packages)\/.*$/);
  return ours ? ours[0] : path;
}

type Fetched = { url: string; body: Buffer };

async function fetchBody(url: URL | string): Promise<Fetched | null> {
  const response = await fetch(url);
  if (!response.ok) return null;
  return { url: response.url, body: Buffer.from(await response.arrayBuffer()) };
}

/**
 * The map of a script of the build: the web's build keeps its source maps out of what it serves, under
 * .next/source-maps by the script's path below /_next/static/ (apps/web/scripts/source-maps.mjs). Null
 * for a script with none (the bare page's build has no maps).
 */
async function sourceMapOf(script: Fetched, mapDir: string | undefined): Promise<SourceMap | null> {
  const path = new URL(script.url).pathname;
  if (!mapDir || !path.startsWith('/_next/static/')) return null;
  const file = join(mapDir, `${decodeURIComponent(path.slice('/_next/static/'.length))}.map`);
  if (!file.startsWith(mapDir)) return null;
  const text = await readFile(file, 'utf8').catch(() => null);
  if (!text) return null;
  try {
    return JSON.parse(text) as SourceMap;
  } catch {
    return null;
  }
}

export type FirstLoadJs = { kb: number; parts: JsPart[] };

/**
 * The page's first-load JavaScript: every script its HTML names, gzipped as a server would send it, and
 * its parts: each module's share of its chunk's gzip size by the characters its source map gives it, or
 * the chunk itself when the build has no map for it.
 */
/**
 * The scripts a page's HTML loads: its `<script src>` tags and those its end-of-body script starts after
 * the first frame (apps/web/server/paint-first.mjs), which are just as much its first load.
 */
export function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const afterPaint = /<script[^>]* data-start-after-paint="">\(function\(\)\{var u=(\[[^\]]*\])/.exec(html);
  return [...new Set([...tags, ...(afterPaint ? (JSON.parse(afterPaint[1]!) as string[]) : [])])];
}

export async function firstLoadJs(url: string, mapDir?: string): Promise<FirstLoadJs> {
  const sources = scriptSources(await (await fetch(url)).text());
  let bytes = 0;
  const parts = new Map<string, number>();
  for (const src of sources) {
    const script = await fetchBody(new URL(src, url));
    if (!script) continue;
    const gzip = gzipSync(script.body, { level: 9 }).length;
    bytes += gzip;
    const map = await sourceMapOf(script, mapDir);
    const chunk = new URL(script.url).pathname.split('/').pop() ?? script.url;
    if (!map) {
      parts.set(chunk, (parts.get(chunk) ?? 0) + gzip);
      continue;
    }
    const code = script.body.toString('utf8');
    const sizes = bytesPerSource(code, map);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, chars] of sizes) {
      const name = source === '(bundler)' ? `(bundler glue of ${chunk})` : moduleName(source);
      parts.set(name, (parts.get(name) ?? 0) + (gzip * chars) / total);
    }
  }
  return {
    kb: Math.round(bytes / 102.4) / 10,
    parts: [...parts].map(([name, gzipBytes]) => ({ name, gzipKb: gzipBytes / 1024 })),
  };
}
