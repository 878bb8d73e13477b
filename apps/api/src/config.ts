import { configOf, databaseOf } from './config/defaults';
import { databaseSchema, envSchema } from './config/schema';
import { abuseSettingProblems, settingProblems } from './config/setting-checks';
import type { Config } from './config/types';
import { noDatabaseUrl, productionProblems } from './production-checks';

// The API's configuration: the environment's schema (config/schema.ts), the checks across variables
// (config/setting-checks.ts; production's: production-checks.ts), and the values of what is unset
// (config/defaults.ts).
export { googleIssuers, googleJwksUrl } from './config/defaults';
export { decodeStaffTotpKey, type ParsedEnv, type SmsGatewayName, smsGateways } from './config/schema';
export type { Config, SmsGatewayConfig } from './config/types';

/** The configuration cannot run: `problems` holds one line per problem, all of them at once. */
export class ConfigError extends Error {
  constructor(
    heading: string,
    readonly problems: readonly string[],
  ) {
    super([heading, ...problems.map((p) => `  ${p}`)].join('\n'));
  }
}

/**
 * An empty variable counts as unset, as in the web: a compose file passes every optional setting from
 * its env file, and one left empty there arrives as "".
 */
const withoutBlanks = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

/** Parses the environment once; the only reader of process.env in the API. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError('Invalid environment configuration:', lines);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems = [
    ...settingProblems(e),
    ...abuseSettingProblems(e),
    ...(isProduction ? productionProblems(e) : []),
  ];
  if (problems.length > 0) {
    throw new ConfigError(
      isProduction
        ? 'Refusing to start in production (NODE_ENV unset or production; see docs/configuration.md):'
        : 'Invalid environment configuration:',
      problems,
    );
  }
  return configOf(e);
}

/**
 * For the commands that only touch the database (npm run migrate, admin:create, demo:purge): the mode
 * and the database, with production's refusal of the embedded one. Reads only those variables.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'env' | 'database'> {
  const parsed = databaseSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError('Invalid environment configuration:', lines);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL) {
    throw new ConfigError('Refusing to run in production (NODE_ENV unset or production):', [noDatabaseUrl]);
  }
  return { env: e.NODE_ENV, database: databaseOf(e) };
}
