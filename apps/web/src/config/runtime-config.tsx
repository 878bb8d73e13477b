'use client';

import type { Lang } from '@pothik/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { setApiBaseUrl } from '@/lib/api-client';
import { parseZodWithoutEval } from '@/lib/zod-without-eval';
import type { MapTiles } from './map-tiles';

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
  /** This document's CSP nonce, for a script loaded later (the human check's, the marketing tags'). */
  nonce?: string;
  /** Google sign-in in the login dialog (GOOGLE_CLIENT_ID); absent: the mobile number only. */
  googleSignIn?: { clientId: string };
  /** Marketing tags that are configured (DESIGN.md §14), loaded only after consent; absent: none. */
  tags?: MarketingTags;
};

/** Each id is public: it is in the URL of the tag's script. Only configured tags have a key. */
export type MarketingTags = {
  /** GA4_MEASUREMENT_ID (gtag.js). */
  ga4?: string;
  /** GTM_CONTAINER_ID (gtm.js); never together with ga4. */
  gtm?: string;
  /** META_PIXEL_ID (fbevents.js). */
  metaPixel?: string;
  /** CRISP_WEBSITE_ID: the support chat. */
  crisp?: string;
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
