// The idempotency module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export { deleteLapsedKeys, idempotencyHeadersSchema } from './idempotency';
export { default as idempotencyPlugin } from './plugin';
