import { NextResponse } from 'next/server';
import { serverEnv } from '@/config/env';
import {
  accessTokenShape,
  PAGE_SESSION_COOKIE,
  PAGE_SESSION_HEADER,
  PAGE_SESSION_MAX_SECONDS,
} from '@/lib/page-session-cookie';

// The web server's copy of the passenger's access token (lib/page-session-cookie.ts, ADR 0024): POST sets
// it from a token the tab just got, DELETE ends it. Only the site's own pages can call either.

const MAX_TOKEN_LENGTH = 4096;

/** Sent by the site's own script: the custom header, and never marked cross-site by the browser. */
function isOwnPage(request: Request): boolean {
  if (request.headers.get(PAGE_SESSION_HEADER) !== '1') return false;
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin';
}

/** Secure whenever the site is reached over https (as the API's refresh cookie). */
function cookieOptions(request: Request, maxAge: number) {
  const secure =
    serverEnv.siteUrl.startsWith('https:') ||
    request.headers.get('x-forwarded-proto') === 'https' ||
    new URL(request.url).protocol === 'https:';
  return { httpOnly: true, sameSite: 'strict' as const, path: '/', secure, maxAge };
}

/** The seconds the copy may live: until the token's expiry, at most the access token's life. */
function lifeOf(expires: unknown, now: number): number | null {
  if (typeof expires !== 'string') return null;
  const seconds = Math.floor((Date.parse(expires) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, PAGE_SESSION_MAX_SECONDS) : null;
}

export async function POST(request: Request) {
  if (!isOwnPage(request)) return NextResponse.json({ message: 'Not allowed.' }, { status: 403 });
  const body = (await request.json().catch(() => null)) as {
    access_token?: unknown;
    expires?: unknown;
  } | null;
  const token = body?.access_token;
  const maxAge = lifeOf(body?.expires, Date.now());
  if (
    typeof token !== 'string' ||
    token.length > MAX_TOKEN_LENGTH ||
    !accessTokenShape.test(token) ||
    maxAge === null
  ) {
    return NextResponse.json({ message: 'Not a current access token.' }, { status: 422 });
  }
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(PAGE_SESSION_COOKIE, token, cookieOptions(request, maxAge));
  return response;
}

export async function DELETE(request: Request) {
  if (!isOwnPage(request)) return NextResponse.json({ message: 'Not allowed.' }, { status: 403 });
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(PAGE_SESSION_COOKIE, '', cookieOptions(request, 0));
  return response;
}
