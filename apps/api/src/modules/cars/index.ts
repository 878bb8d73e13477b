// The cars module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export { default as carsPlugin } from './plugin';
export { bookableCarTypes } from './service';
