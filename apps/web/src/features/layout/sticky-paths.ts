// SPEC.md §2: the header is sticky after any scroll, and always on these pages (and their sub-pages).
const alwaysStickyPrefixes = ['/blogs', '/newsrooms', '/campaign', '/ramadan-calendar-2025'];

export function isAlwaysSticky(pathname: string): boolean {
  return alwaysStickyPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
