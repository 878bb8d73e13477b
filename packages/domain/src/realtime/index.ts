export * from './protocol';
export * from './protocol-constants';
export * from './reconnect';
export * from './server-message';
