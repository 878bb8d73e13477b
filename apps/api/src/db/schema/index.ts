export * from './auth';
export * from './reference';
export * from './trips';
