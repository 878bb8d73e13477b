import { resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DIR: z.string().min(1).default('data/pglite'),
  WEB_ORIGIN: z.string().min(1).default('http://localhost:3000'),
  PUBLIC_API_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: flag,
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('pothik'),
  JWT_SECRET: z.string().min(32).optional(),
  OTP_SECRET: z.string().min(32).optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };
  webOrigins: string[];
  publicApiUrl: string;
  logLevel: string;
  demo: boolean;
  brandSlug: string;
  jwtSecret: string;
  otpSecret: string;
  admin: { username: string; password: string } | undefined;
};

export class ConfigError extends Error {}

// Development secrets are fixed so tokens survive a restart of `npm run dev`; production refuses them.
const devSecret = 'pothik-development-secret-not-for-production-use';

/** Parses the environment once; the only reader of process.env in the API. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const missing: string[] = [];
  if (isProduction) {
    if (!e.JWT_SECRET) missing.push('JWT_SECRET');
    if (!e.OTP_SECRET) missing.push('OTP_SECRET');
    if (!e.ADMIN_USERNAME) missing.push('ADMIN_USERNAME');
    if (!e.ADMIN_PASSWORD) missing.push('ADMIN_PASSWORD');
  }
  if (missing.length > 0) {
    throw new ConfigError(`Missing required environment variables in production: ${missing.join(', ')}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.PGLITE_DIR === 'memory' ? undefined : resolve(repoRoot, e.PGLITE_DIR) },
    webOrigins: e.WEB_ORIGIN.split(',').map((o) => o.trim()),
    publicApiUrl: e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}`,
    logLevel: e.LOG_LEVEL,
    demo: e.DEMO ?? false,
    brandSlug: e.BRAND_SLUG,
    jwtSecret: e.JWT_SECRET ?? devSecret,
    otpSecret: e.OTP_SECRET ?? devSecret,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
  };
}
