import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIdempotency, type Idempotency } from './idempotency';

declare module 'fastify' {
  interface FastifyInstance {
    /** `Idempotency-Key` support for POST routes (DESIGN.md §8); see `Idempotency` for the recipe. */
    idempotency: Idempotency;
  }
}

/** One instance per app: `replay` and `run` of a request must share what `replay` read. */
export default fp(
  async function idempotency(app: FastifyInstance) {
    app.decorate('idempotency', createIdempotency({ db: app.database.db, clock: app.clock }));
  },
  { name: 'idempotency', dependencies: [] },
);
