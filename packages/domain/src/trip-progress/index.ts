export * from './check-position';
export * from './position';
