export * from './protocol';
export * from './reconnect';
