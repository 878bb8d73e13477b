// The realtime connection's public face: a trip's live updates as a hook, the open trips' channel for the
// driver app, and the socket factory tests and the app provide.

export { realtimeUrl } from './realtime-url';
export { SocketFactoryProvider, useSocketFactory } from './socket-factory';
export {
  type CreateSocket,
  type LiveConnection,
  openTripsTopic,
  type ServerMessage,
  startLive,
  type TripLiveClient,
} from './trip-live-client';
export { useTripLive } from './use-trip-live';
