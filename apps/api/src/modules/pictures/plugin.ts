import fp from 'fastify-plugin';

/** Pictures: no routes of its own (profile and the staff console upload); named so that others can depend on it. */
export default fp(async function pictures() {}, { name: 'pictures', dependencies: ['auth', 'content'] });
