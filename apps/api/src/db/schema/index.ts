export * from './auth';
export * from './bids';
export * from './drivers';
export * from './promos';
export * from './reference';
export * from './reviews';
export * from './trips';
