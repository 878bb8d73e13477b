import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listenOnChannel } from './listen-on-channel';
import {
  decodeTripEvent,
  encodeTripEvent,
  TRIP_EVENTS_CHANNEL,
  type TripEventBus,
  type TripEventHandlers,
} from './trip-event-bus';

/**
 * LISTEN/NOTIFY on the app's database. PostgreSQL: NOTIFY through the pool, LISTEN on the process's
 * LISTEN connection (listen-on-channel.ts), so every API process on the database hears every event.
 * PGlite: its single connection does both (apps sharing one PGlite instance each get the events).
 */
export function createNotifyBus(database: Database, log: FastifyBaseLogger): TripEventBus {
  let stop: () => Promise<void> = async () => {};

  function listenerFor({ onEvent }: TripEventHandlers) {
    return (payload: string) => {
      const event = decodeTripEvent(payload);
      if (event) onEvent(event);
      else log.warn({ payload: payload.slice(0, 200) }, 'unreadable trip event ignored');
    };
  }

  return {
    async publish(events) {
      if (events.length === 0) return;
      // One statement, one transaction: the NOTIFYs go out together at its commit, in array order.
      // PostgreSQL drops a repeated identical payload within a transaction; ids-only events lose
      // nothing by it (the receiver reads the rows anyway).
      const payloads = JSON.stringify(events.map(encodeTripEvent));
      await database.db.execute(
        sql`select pg_notify(${TRIP_EVENTS_CHANNEL}, e.payload)
            from json_array_elements_text(${payloads}::json) with ordinality as e(payload, n)
            order by e.n`,
      );
    },

    async start(handlers) {
      stop = await listenOnChannel(database, log, {
        channel: TRIP_EVENTS_CHANNEL,
        onPayload: listenerFor(handlers),
        onReconnect: handlers.onGap,
      });
    },

    close: () => stop(),
  };
}
