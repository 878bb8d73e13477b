export * from './auth';
export * from './reference';
