export * from './driver-state';
export * from './papers';
