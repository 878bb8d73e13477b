import { type NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, createNonce } from '@/config/content-security-policy';
import { serverEnv } from '@/config/env';
import { CONSENT_COOKIE, parseConsent } from '@/features/consent';
import { tagPolicySources } from '@/features/tags';
import { DEFAULT_LANG_HEADER } from '@/i18n/lang';

// SPEC.md §2 redirects, the /earn-with-{slug} page whose slug is runtime configuration (BRAND_SLUG), and
// each page's Content-Security-Policy with a fresh nonce. Every page renders per request (the language
// is a cookie), so a nonce costs no static page; Next.js reads it from the request's CSP header.
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (pathname.includes('/offers')) return redirectTo(request, '/campaign');
  if (pathname.includes('/campaign/eid2025')) return redirectTo(request, '/campaign/9');

  // A route segment cannot be half static ("earn-with-" + slug), so the brand's public path is rewritten
  // to the internal /earn-with/[slug] page. Other slugs match no route and get the root 404 page (decided
  // here rather than by notFound() in the page, whose 404 Next.js does not server-render: next.js#62228).
  const slug = serverEnv.brandSlug;
  if (pathname === `/earn-with-${slug}` || pathname === `/earn-with-${slug}/`) {
    const url = request.nextUrl.clone();
    url.pathname = `/earn-with/${slug}`;
    return withPolicy(request, (init) => NextResponse.rewrite(url, init));
  }
  // The internal path is not a second public address of the page.
  if (pathname === '/earn-with' || pathname.startsWith('/earn-with/')) {
    const url = request.nextUrl.clone();
    url.pathname = '/not-found';
    return withPolicy(request, (init) => NextResponse.rewrite(url, init));
  }

  return withPolicy(request, (init) => NextResponse.next(init));
}

type ForwardInit = { request: { headers: Headers } };

function withPolicy(request: NextRequest, respond: (init: ForwardInit) => NextResponse): NextResponse {
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    apiUrl: serverEnv.publicApiUrl,
    tileUrl: serverEnv.mapTileUrl,
    isDev: process.env.NODE_ENV === 'development',
    humanCheckScriptUrl: serverEnv.turnstile?.scriptUrl,
    // Passengers' login dialog only: the driver app logs in by code.
    googleSignIn: !!serverEnv.googleClientId && !isDriverPath(request.nextUrl.pathname),
    // The driver app has no marketing tags; elsewhere a category the visitor refused adds no host.
    tags: isDriverPath(request.nextUrl.pathname)
      ? {}
      : tagPolicySources(serverEnv.tags, parseConsent(request.cookies.get(CONSENT_COOKIE)?.value)),
  });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  // Drivers read Bangla first: the driver app's language until they choose one (src/i18n/request.ts).
  headers.delete(DEFAULT_LANG_HEADER);
  if (isDriverPath(request.nextUrl.pathname)) headers.set(DEFAULT_LANG_HEADER, 'bn');
  const response = respond({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

function isDriverPath(pathname: string): boolean {
  return /^\/driver(\/|$)/.test(pathname);
}

function redirectTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  return NextResponse.redirect(url);
}

export const config = {
  // Every path but Next's assets and the files that are no page: the service worker (a policy on its
  // script would govern the worker), the driver app's manifest and icons, the site's icons, robots.txt,
  // the sitemap and the feeds. A path with a dot is otherwise a page like any other (/blogs/a.b is a blog
  // slug, or the 404 page), and its HTML needs the policy and the nonce Next.js puts on its scripts;
  // so does the driver app's offline page. A file added to public/ without a line here gets the policy
  // too, which costs it nothing.
  matcher: [
    '/((?!_next/|icon\\.svg$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|sw\\.js$|driver/(?:manifest\\.webmanifest|icon-\\d+\\.png)$|(?:blogs|newsrooms)/(?:feed|atom)\\.xml$).*)',
  ],
};
