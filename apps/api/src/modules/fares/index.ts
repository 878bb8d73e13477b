// The fares module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export { default as faresPlugin } from './plugin';
export { estimateCarType } from './service';
