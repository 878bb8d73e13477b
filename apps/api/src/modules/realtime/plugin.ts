import websocket from '@fastify/websocket';
import {
  messageCatalogue,
  type PositionInput,
  positionRefusalField,
  positionRefusalFields,
  REALTIME_PATH,
  realtimeCloseCodes,
  realtimeLimits,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refusalBody } from '../../lib/errors';
import {
  acceptDriverPositions,
  factsOfEvents,
  isTripOfPassenger,
  listenForShareLinkRevocations,
  listenForTripEvents,
  listenForTripPositions,
  liveShareLink,
  liveShareLinkIds,
} from '../booking';
import { carTypeOfDriverAccount } from '../drivers';
import { createEventDispatcher } from './event-dispatcher';
import { HeartbeatRounds } from './heartbeat-rounds';
import { RealtimeConnection, type VerifiedToken } from './realtime-connection';
import { type RealtimeSocket, SOCKET_CLOSING } from './realtime-socket';
import { realtimeRouteSchema } from './route-docs';
import { SubscriptionHub } from './subscription-hub';

// How long shutdown waits for clients to answer the close frame before cutting them off.
const CLOSE_GRACE_MS = 1000;
// Sockets pinged per turn of the event loop on a heartbeat.
const HEARTBEAT_SLICE = 50;
// The groups the heartbeat spreads the sockets over: at the default 30 s, one group a second.
const HEARTBEAT_ROUNDS = 30;

/**
 * Real time (DESIGN.md §5): booking's `app.tripEvents.publish` sends every API process on the database
 * the events (the change path, db/changes); each process listens once, reads the trips (and the bids)
 * its subscribers need and forwards the events to the WebSocket clients of GET /api/v3/realtime.
 */
export default fp(
  async function realtime(app: FastifyInstance) {
    const { heartbeatMs, authTimeoutMs } = app.config.realtime;
    const hub = new SubscriptionHub<RealtimeConnection>();
    const connections = new Set<RealtimeConnection>();
    const heartbeats = new HeartbeatRounds<RealtimeConnection>(
      { intervalMs: heartbeatMs, rounds: HEARTBEAT_ROUNDS, slice: HEARTBEAT_SLICE },
      () => recheckViewers(),
    );
    app.metrics.registerWebsockets(() => connections.size);
    const resync = (subscribers: Iterable<RealtimeConnection>) => {
      for (const s of subscribers) s.send({ type: 'resync' });
    };
    const dispatcher = createEventDispatcher({
      wants: (event) => hub.wants(event),
      wantsBid: (event) => hub.wantsBid(event),
      read: (ids) => factsOfEvents(app.database.db, ids, app.clock.now()),
      deliver: (event, trip, bid) => hub.deliver(event, trip, bid),
      onLost: (ids) => resync(hub.subscribersOf(ids)),
      log: app.log,
    });

    async function submitPosition(driverUserId: number, tripId: number, point: PositionInput) {
      const result = await acceptDriverPositions(app, { driverUserId, tripId, points: [point] });
      const refused = result.refused[0];
      if (!refused) return { accepted: true };
      const { message } = positionRefusalFields[refused.reason];
      return {
        accepted: false,
        refusal: { field: positionRefusalField(refused.reason), message: messageCatalogue[message].en },
      };
    }

    async function verify(accessToken: string): Promise<VerifiedToken | null> {
      const verified = await app.verifyBearer(accessToken);
      return verified
        ? {
            user: verified.user,
            expiresAt: verified.expiresAt,
            tokenId: verified.tokenId,
            sessionId: verified.sessionId,
          }
        : null;
    }

    await app.register(websocket, {
      options: { maxPayload: realtimeLimits.maxMessageBytes },
      // Socket errors (a frame over maxPayload, a reset) end that socket only. When `ws` is already
      // closing it with a code (1009 for a frame over maxPayload), it is left to finish that.
      errorHandler: (err, socket, request) => {
        request.log.debug({ err }, 'realtime socket error');
        if ((socket as RealtimeSocket).readyState !== SOCKET_CLOSING) socket.terminate();
      },
      preClose: async () => {
        await closeAll();
      },
    });

    app.route({
      method: 'GET',
      url: REALTIME_PATH,
      schema: realtimeRouteSchema,
      // A plain GET (no Upgrade header) is told how to connect.
      handler: async (_request, reply) =>
        reply.code(426).header('upgrade', 'websocket').send(refusalBody('websocketRequired')),
      wsHandler: (socket, request) => {
        const connection = new RealtimeConnection(socket as RealtimeSocket, {
          hub,
          verify,
          isOwnTrip: (tripId, passengerId) => isTripOfPassenger(app.database.db, tripId, passengerId),
          submitPosition: (driverUserId, tripId, point) => submitPosition(driverUserId, tripId, point),
          liveShareLink: (token) => liveShareLink(app.database.db, { token, now: app.clock.now() }),
          driverCarType: (userId) => carTypeOfDriverAccount(app.database.db, userId),
          now: () => app.clock.now(),
          authTimeoutMs,
          countMessage: app.metrics.websocketMessage,
          log: request.log,
        });
        connections.add(connection);
        heartbeats.add(connection);
        (socket as RealtimeSocket).on('close', () => {
          connections.delete(connection);
          heartbeats.remove(connection);
        });
      },
    });

    // Staff closed an account: its sockets end at once, as an invalid token would.
    app.closedAccounts.onClosed((userId) => {
      for (const connection of connections) {
        if (connection.user?.id === userId) {
          connection.close(realtimeCloseCodes.unauthorized, 'The account was closed');
        }
      }
    });

    // A token ended early (a logout, or its login revoked after a replayed refresh token): the sockets
    // it authenticated end at once, here at commit and on every other process by its NOTIFY.
    app.tokenRevocations.onRevoked((revocation) => {
      for (const connection of connections) {
        const token = connection.token;
        if (!token) continue;
        const isRevoked =
          'tokenId' in revocation
            ? token.tokenId === revocation.tokenId
            : token.sessionId === revocation.sessionId;
        if (isRevoked) connection.close(realtimeCloseCodes.unauthorized, 'The access token was revoked');
      }
    });

    /**
     * Every share-link viewer's link checked again, once every heartbeat interval and after a lost
     * LISTEN (it may have expired, or been revoked unheard): one read for all of them, not one each
     * (docs/decisions/0021).
     */
    function recheckViewers() {
      const following = viewers();
      if (following.length === 0) return;
      const linkIds = following.map((c) => c.sharedLinkId!);
      liveShareLinkIds(app.database.db, linkIds, app.clock.now()).then(
        (live) => {
          for (const c of following) if (!c.isClosed && !live.has(c.sharedLinkId!)) c.closeSharedTrip();
        },
        (err) => app.log.error({ err }, 'realtime: could not check the share links followed'),
      );
    }

    let stopListening = async () => {};
    let stopListeningPositions = async () => {};
    let stopListeningRevocations = async () => {};
    const viewers = () => [...connections].filter((c) => c.sharedLinkId !== undefined);
    app.addHook('onReady', async () => {
      stopListening = await listenForTripEvents(app.database, app.log, {
        onEvent: (event) => dispatcher.push(event),
        onGap: () => resync(hub.subscribersOf()),
      });
      // Positions carry their point: delivered at once, no read of the database (DESIGN.md §15).
      stopListeningPositions = await listenForTripPositions(app.database, app.log, {
        onPosition: (event) => hub.deliverPosition(event),
        onGap: () => resync(hub.subscribersOf()),
      });
      // A revoked share link's viewers close at once; after a lost LISTEN each viewer's link is checked.
      stopListeningRevocations = await listenForShareLinkRevocations(app.database, app.log, {
        onRevoked: (linkId) => {
          for (const c of viewers()) if (c.sharedLinkId === linkId) c.closeSharedTrip();
        },
        onGap: () => recheckViewers(),
      });
      heartbeats.start();
    });

    /** Shutdown: clients are told to reconnect (1001), the LISTEN stops, pending deliveries finish. */
    async function closeAll() {
      heartbeats.stop();
      const closing = [...connections];
      for (const connection of closing) {
        connection.close(realtimeCloseCodes.goingAway, 'Server shutting down');
      }
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (connections.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const connection of connections) connection.terminate();
      await stopListening();
      await stopListeningPositions();
      await stopListeningRevocations();
      await dispatcher.idle();
    }
  },
  { name: 'realtime', dependencies: ['auth', 'booking', 'drivers'] },
);
