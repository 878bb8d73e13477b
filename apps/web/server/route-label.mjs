import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A route pattern of the App Router (`/blogs/[slug]`, `/x/[...rest]`, `/x/[[...rest]]`) as a RegExp. */
function patternRegExp(pattern) {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) source += '(?:/.*)?';
    else if (/^\[\.\.\.\w+\]$/.test(segment)) source += '/.+';
    else if (/^\[\w+\]$/.test(segment)) source += '/[^/]+';
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source || '/'}/?$`);
}

// Static segments first, then the fewest dynamic ones: /blogs/new before /blogs/[slug].
const dynamicWeight = (pattern) =>
  pattern
    .split('/')
    .reduce(
      (sum, s) => sum + (s.startsWith('[[') ? 100 : s.startsWith('[...') ? 10 : s.startsWith('[') ? 1 : 0),
      0,
    );

/**
 * Names a request by its route pattern, never its URL, so each route is one series in /metrics however
 * many posts or trips there are: the build's own patterns (app-path-routes-manifest.json), the static
 * files as one, anything else as "other".
 */
export function routeLabeler(patterns) {
  const routes = [...new Set(patterns)]
    .sort((a, b) => dynamicWeight(a) - dynamicWeight(b) || b.length - a.length)
    .map((pattern) => ({ pattern, regexp: patternRegExp(pattern) }));
  return function routeOf(url = '/') {
    const path = url.split('?')[0] || '/';
    if (path.startsWith('/_next/')) return '/_next/*';
    return routes.find((route) => route.regexp.test(path))?.pattern ?? 'other';
  };
}

/** The route patterns of a built app (`.next`), from Next.js's manifest; none before a build. */
export function builtRoutePatterns(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'app-path-routes-manifest.json'), 'utf8'));
    return Object.values(manifest);
  } catch {
    return [];
  }
}
