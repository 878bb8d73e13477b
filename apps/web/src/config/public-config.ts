import 'server-only';
import { brand } from './brand';
import { serverEnv } from './env';
import type { PublicConfig } from './runtime-config';

/** The subset of server configuration the browser may see; the root layout hands it to the client. */
export function getPublicConfig(): PublicConfig {
  return {
    apiUrl: serverEnv.publicApiUrl,
    brand: { name: brand.name, nameBn: brand.nameBn, slug: brand.slug },
    map: { tileUrl: serverEnv.mapTileUrl, attribution: serverEnv.mapTileAttribution },
    ...(serverEnv.turnstile
      ? { humanCheck: { provider: 'turnstile' as const, ...serverEnv.turnstile } }
      : {}),
    ...(serverEnv.googleClientId ? { googleSignIn: { clientId: serverEnv.googleClientId } } : {}),
    tags: serverEnv.tags,
  };
}
