import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (ICU to a compact form), so browsers get a small formatter instead
// of the ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// DESIGN.md §8. The Content-Security-Policy is set per page by src/proxy.ts (it carries a nonce and the
// runtime API host); X-Frame-Options repeats its frame-ancestors for browsers that predate it.
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

const nextConfig: NextConfig = {
  // The domain package ships TypeScript source (no build step).
  transpilePackages: ['@pothik/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { inlineCss: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
