export * from './check-position';
export * from './position';
export * from './thin-track';
