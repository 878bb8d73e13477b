import type { z } from 'zod';
import type { ApiRequest, ApiResult } from '@/lib/api-client';

/**
 * How the push calls reach the API as the signed-in person: the passenger's calls or the driver's (each
 * with its own token and refresh), under /api/v3/user or /api/v3/driver.
 */
export type PushCaller = <T>(
  path: string,
  request: ApiRequest & { contract?: z.ZodType },
) => Promise<ApiResult<T>>;
