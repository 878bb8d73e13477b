/**
 * The summary of every operation of the API document whose route does not carry its own
 * `schema.summary`, keyed `METHOD /path` as the document writes it (`{id}` for a path parameter).
 * A route added without a summary fails test/api-document.test.ts, which names it: give the route a
 * `schema.summary` or add it here. Where a handler refuses with a status the document cannot derive
 * from the route (plugins/api-document.ts), the note lists it.
 */
export type OperationNote = string | { summary: string; refusals: (400 | 404 | 409 | 429)[] };

/** The console's content resources (admin/content-schemas.ts), each edited through the same five routes. */
const contentResources: Record<string, { many: string; one: string }> = {
  blogs: { many: 'blog posts', one: 'a blog post' },
  'blog-categories': { many: 'blog categories', one: 'a blog category' },
  'blog-places': { many: 'the places blog posts feature', one: 'a place a blog post features' },
  news: { many: 'newsroom items', one: 'a newsroom item' },
  campaigns: { many: 'campaigns', one: 'a campaign' },
  'campaign-categories': { many: 'campaign categories', one: 'a campaign category' },
  faqs: { many: 'FAQ entries (a campaign’s or the site’s)', one: 'an FAQ entry' },
  popups: { many: 'campaign popups, with their view and click counts', one: 'a campaign popup' },
  testimonials: { many: 'testimonials', one: 'a testimonial' },
  board: { many: 'members of the board of management', one: 'a board member' },
  tutorials: { many: 'how-to guides', one: 'a how-to guide' },
};

const contentNotes = Object.fromEntries(
  Object.entries(contentResources).flatMap(([name, { many, one }]) => {
    const base = `/admin/api/content/${name}`;
    return [
      [`GET ${base}`, `List ${many} (a page in react-admin's simple REST shape)`],
      [`POST ${base}`, `Create ${one}`],
      [`GET ${base}/{id}`, `Read ${one}`],
      [`PUT ${base}/{id}`, `Change ${one}`],
      [`DELETE ${base}/{id}`, `Delete ${one}`],
    ];
  }),
);

export const operationNotes: Record<string, OperationNote> = {
  // Public: fares and cars
  'GET /api/v3/cars': 'The car types offered, with their seats and pictures',
  'POST /api/v3/fare-estimate': 'Estimate the fare of a trip for every car type, without signing in',
  'GET /api/v3/fare-guidance': 'What trips on this route were booked for lately, or the expected range',

  // Passenger and driver sign-in (the same routes under /user and /driver)
  'POST /api/v3/user/login': 'Send a passenger a login code by SMS',
  'POST /api/v3/user/verify': 'Sign a passenger in with the code (creates the account on first login)',
  'POST /api/v3/user/google':
    'Sign a passenger in with a Google ID token (linked once to a mobile verified by code)',
  'POST /api/v3/user/refresh-token': "Renew a passenger's tokens with the refresh token",
  'POST /api/v3/user/logout': 'Sign a passenger out: the refresh token and its access token stop working',
  'POST /api/v3/driver/login': 'Send a driver a login code by SMS',
  'POST /api/v3/driver/verify': 'Sign a driver in with the code',
  'POST /api/v3/driver/refresh-token': "Renew a driver's tokens with the refresh token",
  'POST /api/v3/driver/logout': 'Sign a driver out: the refresh token and its access token stop working',

  // Profiles
  'GET /api/v3/user/profile': "The signed-in passenger's profile",
  'POST /api/v3/user/profile-update': "Change the signed-in passenger's profile",
  'POST /api/v3/user/profile-picture': "Upload the signed-in passenger's picture",
  'GET /api/v3/user/profile/google': 'The Google account linked to the signed-in passenger, if any',
  'DELETE /api/v3/user/profile/google': "Unlink the signed-in passenger's Google account",
  'GET /api/v3/driver/profile': "The signed-in driver's profile",
  'POST /api/v3/driver/profile-update': "Change the signed-in driver's profile",
  'POST /api/v3/driver/profile-picture': "Upload the signed-in driver's picture",

  // Passenger trips, bids, promos and reviews
  'POST /api/v3/user/trips':
    'Request a car-rental trip (one way, round trip or hourly) for drivers to bid on',
  'GET /api/v3/user/trips': "The passenger's trips, newest first, by status or tab",
  'POST /api/v3/user/airport-rental-request': 'Request a trip to or from an airport',
  'GET /api/v3/user/trips/{id}': 'One trip with its timeline and what cancelling may do now',
  'GET /api/v3/user/trips/{id}/position': {
    summary: 'Where the booked car is now (its newest position) while the trip is followed',
    refusals: [404],
  },
  'GET /api/v3/user/ongoing-trips': 'Started trips, and confirmed ones picking up within 24 hours',
  'GET /api/v3/user/cancelled-reasons': 'The reasons a passenger can give for cancelling',
  'POST /api/v3/user/trips/cancelled': {
    summary: 'Cancel a requested trip, or a confirmed one before the cancel window',
    refusals: [404],
  },
  'POST /api/v3/user/trip-cancel-request': {
    summary: 'Ask to cancel a confirmed trip inside the cancel window; the staff decide',
    refusals: [404],
  },
  'POST /api/v3/user/check-in-out': 'Start a confirmed trip (check in) or complete a started one (check out)',
  'GET /api/v3/user/bid-list/{tripId}': "The live bids on the passenger's trip",
  'POST /api/v3/user/accept-bid': {
    summary: "Accept a driver's bid: the trip is booked at its fare",
    refusals: [404],
  },
  'GET /api/v3/user/promos': 'The promo codes this passenger may use now',
  'POST /api/v3/user/get-driver-review': {
    summary: "A driver's rating and newest reviews, before accepting their bid",
    refusals: [404],
  },
  'POST /api/v3/user/trips/{id}/review': 'Rate the driver of a completed trip (once)',

  // Drivers
  'GET /api/v3/driver/open-trips':
    "Requested trips of the driver's car type still ahead, with the driver's own bid",
  'GET /api/v3/driver/trips':
    "The driver's bids with their trips, newest first; the bookings with status=accepted",
  'GET /api/v3/driver/summary': "The driver's rating, newest reviews, and a month's trips and earnings",
  'POST /api/v3/driver/trips/{id}/on-my-way':
    'Tell the passenger the driver has set off for the pickup; positions are taken from now',
  'POST /api/v3/driver/trips/{id}/arrived': 'Tell the passenger the driver is at the pickup',
  'POST /api/v3/driver/trips/{id}/positions': {
    summary: "The driver's positions on the booked trip (one, or a batch queued offline), oldest first",
    refusals: [404],
  },
  'POST /api/v3/driver/bids': {
    summary: "Bid on a requested trip, or agree to the passenger's offer (replaces an earlier bid)",
    refusals: [404],
  },
  'DELETE /api/v3/driver/bids/{id}': "Withdraw the driver's own live bid",

  // Leads and surveys (public forms)
  'POST /web/create/pothik_business': 'Send a business enquiry',
  'POST /web/create/pothik_club': 'Join the Pothik club',
  'POST /web/create/pothik_driver': 'Apply to drive with Pothik',
  'POST /web/request/car-rental': 'Ask the staff for a car-rental quote',
  'POST /web/check/gp-loyalty-status': 'Whether a mobile number is on the GP loyalty list, and its tier',
  'POST /api/v3/survey-submit': "Send a survey answer (a signed-in passenger's may name one of their trips)",

  // Development and test tools (never in production)
  'GET /api/v3/dev/sms-outbox': 'Development only: the SMS messages the console adapter "sent" to a number',
  'POST /api/v3/dev/clock': "Development only: move the API's clock (DEV_CLOCK=1)",
  'POST /api/v3/dev/drivers': { summary: 'Development only: create an approved driver', refusals: [409] },
  'GET /api/v3/dev/leads': 'Development only: the newest stored leads, by kind or mobile',

  // Staff console: operations
  'GET /admin/api/cancel-requests': 'Cancel requests waiting for a decision',
  'POST /admin/api/cancel-requests/{id}/{decision}': {
    summary: "Approve or decline a passenger's cancel request",
    refusals: [409],
  },
  'GET /admin/api/audit-log': "The audit log of the staff's changes",
  'GET /admin/api/dashboard': 'The last 30 days of trips and leads',
  'GET /admin/api/trips': 'Trips, filtered by status, search text and pickup dates',
  'GET /admin/api/trips/{id}': 'One trip with its bids and timeline',

  // Staff console: leads
  'GET /admin/api/leads': 'Leads from the site’s forms, filtered',
  'GET /admin/api/leads/export.csv': 'Download the filtered leads as CSV',
  'GET /admin/api/leads/{id}': 'One lead',
  'PUT /admin/api/leads/{id}': { summary: 'Assign a lead, change its status or add a note', refusals: [409] },
  'GET /admin/api/assignees': 'The staff a lead can be given to',
  'GET /admin/api/gp-loyalty': 'The GP loyalty list',
  'POST /admin/api/gp-loyalty': 'Add a mobile number to the GP loyalty list, or change its tier',
  'DELETE /admin/api/gp-loyalty/{mobile}': 'Remove a mobile number from the GP loyalty list',
  'POST /admin/api/gp-loyalty/import': {
    summary: 'Import the GP loyalty list from CSV lines of mobile and tier (all or none)',
    refusals: [400],
  },

  // Staff console: people
  'GET /admin/api/drivers': 'Drivers, by approval status',
  'POST /admin/api/drivers': {
    summary: 'Create a driver (closed until approved), optionally from a driver sign-up lead',
    refusals: [409],
  },
  'GET /admin/api/drivers/{id}': 'One driver',
  'PUT /admin/api/drivers/{id}': 'Approve or suspend a driver',
  'GET /admin/api/passengers': 'Passengers, found by name or mobile',
  'POST /admin/api/passengers/{id}/{action}': 'Block or unblock a passenger',

  // Staff console: pricing
  'GET /admin/api/promos': 'Promo codes',
  'POST /admin/api/promos': 'Create a promo code',
  'GET /admin/api/promos/{id}': 'One promo code',
  'PUT /admin/api/promos/{id}': 'Change a promo code',
  'GET /admin/api/settings/pricing/current': 'The pricing settings in force',
  'PUT /admin/api/settings/pricing/current': 'Change the pricing settings',
  'GET /admin/api/settings/high-demand/current': 'The high-demand surcharge in force',
  'PUT /admin/api/settings/high-demand/current': 'Switch or change the high-demand surcharge',
  'GET /admin/api/settings/reliability/current':
    'The reliability thresholds: when a driver is warned, and when bidding pauses for staff review',
  'PUT /admin/api/settings/reliability/current': 'Set the reliability thresholds (admins; audited)',
  'GET /admin/api/settings/driver-papers/current':
    "Drivers' papers: days a departed driver's papers are kept, and whether new NIDs are checked",
  'PUT /admin/api/settings/driver-papers/current':
    "Set how long a departed driver's papers are kept, and switch the NID check on or off",
  'GET /admin/api/settings/subscription/current':
    'The Smart Driver plan: the monthly price (0 charges nothing) and the grace days before bidding pauses',
  'PUT /admin/api/settings/subscription/current':
    'Set the Smart Driver plan’s monthly price and grace days (admins)',
  'GET /admin/api/settings/payments/current':
    'The advance per trip type, the window to pay it in and the late refund share',
  'PUT /admin/api/settings/payments/current':
    'Change the advance per trip type, the payment window or the late refund share',
  'GET /admin/api/settings/support/current':
    "The support inbox's first-response and resolution targets and its canned replies",
  'PUT /admin/api/settings/support/current':
    "Change the support inbox's timer targets or its canned replies (both languages)",

  // Staff console: content
  ...contentNotes,
  'GET /admin/api/content/pages': 'The site pages (about, terms, privacy)',
  'GET /admin/api/content/pages/{id}': 'Read a site page',
  'PUT /admin/api/content/pages/{id}': 'Change a site page',

  // Staff console: staff accounts
  'GET /admin/api/staff': 'Staff accounts',
  'POST /admin/api/staff': 'Create a staff account (its owner sets a password at the first login)',
  'GET /admin/api/staff/{id}': 'One staff account',
  'PUT /admin/api/staff/{id}': {
    summary: "Change a staff account's role, or close or reopen it",
    refusals: [409],
  },
  'POST /admin/api/staff/{id}/revoke-sessions': 'End every session of a staff account',
};
