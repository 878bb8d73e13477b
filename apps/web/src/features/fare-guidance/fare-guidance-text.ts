import { type FareGuidance, formatTaka, type Lang } from '@pothik/domain';

type Translate = (key: 'booked' | 'bookedOnRoute' | 'estimate', values: Record<string, string>) => string;

/**
 * The line to show, or null: accepted fares when enough trips back them ("most trips like this were
 * booked for ৳X–৳Y", naming the districts when known), else the pricing model's range where the
 * reader has no other estimate in front of them.
 */
export function fareGuidanceText(
  guidance: FareGuidance,
  lang: Lang,
  t: Translate,
  { showEstimate }: { showEstimate: boolean },
): string | null {
  const range = { low: formatTaka(guidance.low, lang), high: formatTaka(guidance.high, lang) };
  if (guidance.source === 'estimate') return showEstimate ? t('estimate', range) : null;
  const name = (d: FareGuidance['pickup_district']) => (d ? (lang === 'bn' ? d.name_bn : d.name_en) : null);
  const from = name(guidance.pickup_district);
  const to = name(guidance.dropoff_district);
  return from && to && from !== to ? t('bookedOnRoute', { ...range, from, to }) : t('booked', range);
}
