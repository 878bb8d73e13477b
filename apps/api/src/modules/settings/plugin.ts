import fp from 'fastify-plugin';

/** Settings: no routes of its own (the staff console saves them); named so that others can depend on it. */
export default fp(async function settings() {}, { name: 'settings', dependencies: [] });
