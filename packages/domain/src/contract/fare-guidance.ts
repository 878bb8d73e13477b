import { z } from 'zod';
import { districtIds } from '../reference/districts';
import { taka } from './common';

/** Where a fare-guidance route starts or ends, as the gazetteer names its district. */
export const guidanceDistrictSchema = z.object({
  id: z.enum(districtIds),
  name_en: z.string(),
  name_bn: z.string(),
});
export type GuidanceDistrict = z.infer<typeof guidanceDistrictSchema>;

export const fareGuidanceSources = ['bids', 'estimate'] as const;
export type FareGuidanceSource = (typeof fareGuidanceSources)[number];

/** GET /fare-guidance → data: what trips like this were booked for, or the pricing model's range. */
export const fareGuidanceSchema = z.object({
  source: z
    .enum(fareGuidanceSources)
    .describe(
      "'bids': enough accepted fares on the route in the last 90 days; 'estimate': the pricing model",
    ),
  low: taka.describe('bids: 25th percentile of the accepted fares; estimate: the range’s low end'),
  high: taka.describe('bids: 75th percentile of the accepted fares; estimate: the range’s high end'),
  median: taka.nullable().describe('bids: the median accepted fare; null for an estimate'),
  sample_size: z.number().int().describe('accepted trips on the route in the last 90 days'),
  pickup_district: guidanceDistrictSchema.nullable(),
  dropoff_district: guidanceDistrictSchema.nullable().describe('null for hourly trips'),
});
export type FareGuidance = z.infer<typeof fareGuidanceSchema>;
