// When a route's accepted fares are enough to guide a fare, and how far back they count.

/**
 * Below this many accepted fares a route answers with the pricing model: with four or fewer, each
 * quartile is one or two trips and a single odd bargain would move "most trips" by thousands of taka.
 */
export const MIN_ACCEPTED_TRIPS = 5;
/** How far back accepted fares count: long enough for quiet routes, short enough for fuel prices. */
export const GUIDANCE_WINDOW_DAYS = 90;
