// DESIGN.md §8. The Content-Security-Policy is set per page by src/proxy.ts (it carries a nonce and the
// runtime API host); X-Frame-Options repeats its frame-ancestors for browsers that predate it. Shared by
// next.config.ts (every response of Next.js) and static-brotli.mjs (the static files the server sends itself).
export const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];
