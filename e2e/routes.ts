// SPEC.md §2: every route the site has, grouped as the spec groups them.
export const publicRoutes = [
  '/',
  '/about-us',
  '/business',
  '/club',
  '/earn-with-pothik',
  '/blogs',
  '/newsrooms',
  '/campaign',
  '/campaign/9',
  '/terms-and-conditions',
  '/privacy-policy',
  '/ramadan-calendar-2025',
  // Not in SPEC.md §2's list: the site's FAQ, linked from the footer.
  '/faq',
];
export const loggedInRoutes = [
  '/profile',
  '/trip/my-trips',
  '/trip/trip-request',
  '/trip/airport-rental-trip-request',
];
export const barePaths = ['/survey', '/tutorial', '/request-car-requisition'];
/** The driver app: without a driver's login each shows the driver login. */
export const driverRoutes = ['/driver', '/driver/trips', '/driver/account'];
export const alwaysStickyPaths = ['/blogs', '/newsrooms', '/campaign', '/ramadan-calendar-2025'];

// Bengali letters and digits; the taka sign (U+09F3) is written in English text too, so it does not count.
export const bengaliScript = /[\u0980-\u09F1\u09F4-\u09FF]/;
