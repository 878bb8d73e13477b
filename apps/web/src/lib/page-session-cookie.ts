// The passenger's access token as the web server may read it (DESIGN.md §7, ADR 0024): an httpOnly cookie
// of the site's own origin, so the trip's page can be rendered with the trip in its first HTML. Only the
// web's server reads it, only to fetch what a page shows; the API never takes a cookie as a login (its
// calls need the Bearer header), so no other site can act with it.

/** The cookie's name on the site's origin (Path=/, httpOnly, SameSite=Strict). */
export const PAGE_SESSION_COOKIE = 'pothik_page_session';

/** Where the browser hands the web server a new access token (POST) or ends the copy (DELETE). */
export const PAGE_SESSION_PATH = '/api/session';

/**
 * A header no form or link can send: another site's script would need the site's CORS consent to send it,
 * which the web never gives, so only the site's own pages can set or end the copy.
 */
export const PAGE_SESSION_HEADER = 'x-pothik-session';

/** An access token is a JWT: three base64url parts; anything else is not kept. */
export const accessTokenShape = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The most a copy lives: the access JWT's own life (DESIGN.md §7, 60 minutes). */
export const PAGE_SESSION_MAX_SECONDS = 60 * 60;
