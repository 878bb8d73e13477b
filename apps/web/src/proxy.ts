import { type NextRequest, NextResponse } from 'next/server';
import { serverEnv } from '@/config/env';

// SPEC.md §2 redirects, and the /earn-with-{slug} page whose slug is runtime configuration (BRAND_SLUG).
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
    return NextResponse.rewrite(url);
  }
  // The internal path is not a second public address of the page.
  if (pathname === '/earn-with' || pathname.startsWith('/earn-with/')) {
    const url = request.nextUrl.clone();
    url.pathname = '/not-found';
    return NextResponse.rewrite(url);
  }

  return NextResponse.next();
}

function redirectTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  return NextResponse.redirect(url);
}

export const config = {
  // Pages only: not Next's assets or static files (a path with a file extension).
  matcher: ['/((?!_next/|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
