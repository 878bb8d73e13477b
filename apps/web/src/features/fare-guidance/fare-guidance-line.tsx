'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useLang } from '@/i18n/use-lang';
import { dataOrThrow, querySettings } from '@/lib/api-query';
import { fetchFareGuidance } from './fare-guidance-api';
import { fareGuidanceText } from './fare-guidance-text';
import { type GuidanceRoute, guidanceQuery } from './guidance-route';

const GUIDANCE_DELAY_MS = 400;

/**
 * What trips like this one were booked for. Guidance is a help, not a step: while it loads, or if it
 * cannot be had, nothing shows and nothing else waits for it.
 */
export function FareGuidanceLine({
  route,
  showEstimate = false,
  id,
  className = 'font-medium text-primary-darker',
}: {
  route: GuidanceRoute | null;
  showEstimate?: boolean;
  id?: string;
  className?: string;
}) {
  const t = useTranslations('fareGuidance');
  const lang = useLang();
  // Asked once the route has settled (places are picked one after another), and after the page's own
  // estimate, which the reader needs first.
  const next = route ? guidanceQuery(route) : null;
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(next), GUIDANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next]);
  const { data } = useSWR(
    query ? ['fare-guidance', query, lang] : null,
    () => dataOrThrow(fetchFareGuidance(query!, lang)),
    querySettings,
  );
  const text = data ? fareGuidanceText(data, lang, (key, values) => t(key, values), { showEstimate }) : null;
  return (
    <p id={id} role="status" className={text ? className : 'sr-only'}>
      {text ?? ''}
    </p>
  );
}
