import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './server/security-headers.mjs';

// Messages are compiled at build time (ICU to a compact form), so browsers get a small formatter instead
// of the ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // The domain package ships TypeScript source (no build step).
  transpilePackages: ['@pothik/domain'],
  poweredByHeader: false,
  // server.mjs compresses (brotli, or gzip for browsers without it).
  compress: false,
  reactStrictMode: true,
  // `npm run typecheck` (a step of npm test and CI, before the build) checks this workspace with the same
  // tsconfig; next build's own pass repeated it and took as long as the compile on a two-core machine.
  typescript: { ignoreBuildErrors: true },
  experimental: { inlineCss: true },
  // Maps of the browser's scripts, for the web benchmark to name what each route's JavaScript is made
  // of: scripts/source-maps.mjs moves them out of what is served and strips the scripts' links to them.
  productionBrowserSourceMaps: true,
  // deploy/Dockerfile's web image: the server and only the files it needs, traced from the repository's
  // root (the workspaces' packages are there); scripts/standalone.mjs adds our server.mjs to it.
  output: 'standalone',
  outputFileTracingRoot: resolve(import.meta.dirname, '../..'),
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The driver app's icons (public/driver): a day in any cache, as the API's built-in pictures are
      // (their names do not change with their content, so not for good); Next.js's default is max-age=0.
      {
        source: '/driver/:icon(icon-\\d+\\.png)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
