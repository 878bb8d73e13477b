export * from './approach';
export * from './check-position';
export * from './estimate-eta';
export * from './position';
export * from './thin-track';
