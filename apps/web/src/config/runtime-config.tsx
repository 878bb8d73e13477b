'use client';

import type { Lang } from '@pothik/domain';
import { createContext, type ReactNode, useContext } from 'react';
import type { MapTiles } from '@/features/route-map/map-tiles';
import { setApiBaseUrl } from '@/lib/api-client';
import { parseZodWithoutEval } from '@/lib/zod-without-eval';

// This module is in every page's first load, so the setting is there before any code parses.
if (typeof window !== 'undefined') parseZodWithoutEval();

export type PublicConfig = {
  /** The API host as the browser reaches it (PUBLIC_API_URL), without a trailing slash. */
  apiUrl: string;
  brand: { name: string; nameBn: string; slug: string };
  /** Map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); when absent the route map uses OpenStreetMap's. */
  map?: MapTiles;
  /**
   * The human check the login and the lead forms render (TURNSTILE_SITE_KEY, TURNSTILE_SCRIPT_URL);
   * absent in the demo, whose forms send SPEC.md's fixed placeholder.
   */
  humanCheck?: { provider: 'turnstile'; siteKey: string; scriptUrl: string };
  /** This document's CSP nonce, for a script loaded later (the human check's). */
  nonce?: string;
};

const RuntimeConfigContext = createContext<PublicConfig | null>(null);

/**
 * Runtime (not build-time) configuration for client components: the root layout reads the server's
 * environment on each request and passes the public part here, so one build serves any API host.
 */
export function RuntimeConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  // Browser api calls default to this host; set during render so it is ready before any effect runs.
  // Server code always passes its own base URL (API_URL), so the server never reads this.
  if (typeof window !== 'undefined') setApiBaseUrl(value.apiUrl);
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): PublicConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}

export function useBrandName(lang: Lang): string {
  const { brand } = useRuntimeConfig();
  return lang === 'bn' ? brand.nameBn : brand.name;
}
