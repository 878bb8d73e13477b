import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StorageAdapter } from './types';

export type { StorageAdapter } from './types';

export function createStorage(config: Config['storage']): StorageAdapter {
  return config.provider === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
