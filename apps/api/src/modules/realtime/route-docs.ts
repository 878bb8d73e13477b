import { REALTIME_ROUTE_PARAM, realtimeCloseCodes, realtimeLimits } from '@pothik/domain';
import { z } from 'zod';

const codes = realtimeCloseCodes;

/** GET /api/v3/realtime in the OpenAPI document: the WebSocket protocol in words (DESIGN.md §5). */
export const realtimeRouteSchema = {
  tags: ['realtime'],
  summary: "WebSocket: bid and trip events, the booked car's position (upgrade required)",
  description: [
    'Open a WebSocket here; every message is one JSON text frame.',
    `A socket that follows one trip names its routing key in the address (?${REALTIME_ROUTE_PARAM}=…: the trip id`,
    "modulo 10 000, or a share link's route_key) so the edge sends it to the API process the trip's other",
    'sockets are on (docs/decisions/0026); the API only refuses one over 16 characters (422).',
    `First send {"type":"auth","access_token":"…"} within ${realtimeLimits.authTimeoutMs / 1000} s;`,
    'the answer is {"type":"ready","user_id","role","expires_at"}. Send it again with a refreshed token of',
    'the same account to stay connected past expires_at.',
    'Passenger: {"type":"subscribe","trip_id":N} (own trips only) → {"type":"subscribed","trip_id":N}.',
    'Driver: {"type":"subscribe","channel":"open-trips"} → trip.updated of open trips of their car type;',
    'an authenticated driver also gets every bid event about their own bids, with data.bid_status.',
    '{"type":"unsubscribe",…} undoes either; {"type":"ping"} → {"type":"pong"}.',
    'Events: {"type":"bid.created"|"bid.updated"|"bid.withdrawn"|"trip.updated","trip_id","data":',
    '{"status","car_type","bid_id"?,"bid_status"?}}; refetch the details (GET /user/bid-list/{id}, /user/trips/{id}).',
    '{"type":"resync"}: events may have been missed, refetch. Refusals: {"type":"error","code","message"}.',
    'The car, live (docs/decisions/0018): the booked driver sends {"type":"position","trip_id":N,"point":',
    '{"lat","lng","accuracy_m","heading"?,"speed_mps"?,"at"}} from "on my way" to check-out →',
    '{"type":"position_accepted","trip_id","at"}, or an error position_refused (with "field"),',
    "positions_not_accepted or too_many_positions; the point is never stored then. The trip's passenger,",
    'subscribed to it, gets {"type":"position","trip_id","data":{"lat","lng","accuracy_m","heading","speed_mps","at"}};',
    'the latest is GET /user/trips/{id}/position; queued points go to POST /driver/trips/{id}/positions.',
    'A share link\'s viewer (no login) sends, instead of auth, {"type":"subscribe","share_token":"…"} →',
    '{"type":"subscribed","channel":"shared-trip"}, then {"type":"shared_position","data":{"lat","lng","at"}};',
    `a wrong, revoked or expired link closes the socket with ${codes.shareLinkGone}, as does revoking or the`,
    'link expiring while followed. Such a socket answers only {"type":"ping"}.',
    `Close codes: ${codes.unauthorized} not authenticated or bad token, ${codes.authTimeout} no auth in time,`,
    `${codes.tokenExpired} token expired, ${codes.tooManyMessages} too many messages, ${codes.shareLinkGone}`,
    `share link not live, ${codes.goingAway}`,
    `server restarting, ${codes.messageTooBig} message over ${realtimeLimits.maxMessageBytes} bytes.`,
    'The server pings every socket and drops one that stops answering.',
  ].join(' '),
  querystring: z.object({
    [REALTIME_ROUTE_PARAM]: z
      .string()
      .max(16)
      .optional()
      .describe("the followed trip's routing key, for the edge only (the trip id modulo 10 000)"),
  }),
  response: { 426: z.object({ message: z.string(), code: z.string() }) },
};
